import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../lib/status-context.tsx';
import { CentreOverlay } from '../../components/ui/centre-overlay.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { gateAction, useGateTexts } from '../../lib/action-gate.ts';
import {
  DEFAULT_MEMBER_CENTRE_PAGE,
  openMemberCentre,
  useModalProps,
  useModalStore,
  type CentreProps,
} from '../../lib/modal-store.ts';
import { isRealMember, useSessionStore } from '../../lib/session-store.ts';
import { MEMBER_MENU, type MemberMenuCounts } from './member-menu.ts';
import { useAvailableMissionCount } from './api/mission-count.ts';
import { BettingRecordPage } from './pages/betting-record-page.tsx';
import { BonusDetailsPage } from './pages/bonus-details-page.tsx';
import { DepositPage } from './pages/deposit-page.tsx';
import { MissionPage } from './pages/mission-page.tsx';
import { MessagePage } from './pages/message-page.tsx';
import { ProfitLossPage } from './pages/profit-loss-page.tsx';
import { ReferralPage } from './pages/referral-page.tsx';
import { RewardCenterPage } from './pages/reward-center-page.tsx';
import { SecurityCenterPage } from './pages/security-center-page.tsx';
import { TransactionHistoryPage } from './pages/transaction-history-page.tsx';
import { TransferUplinePage } from './pages/transfer-upline-page.tsx';
import { VerificationPage } from './pages/verification-page.tsx';
import { WalletPage } from './pages/wallet-page.tsx';
import { WithdrawPage } from './pages/withdraw-page.tsx';

const PAGES: Partial<Record<string, ReactNode>> = {
  securityCenter: <SecurityCenterPage />,
  verification: <VerificationPage />,
  transferFund: <WalletPage />,
  depositv2: <DepositPage />,
  withdraw: <WithdrawPage />,
  transferUpline: <TransferUplinePage />,
  personalHistoryCopy: <BettingRecordPage />,
  transactionHistory: <TransactionHistoryPage />,
  personalProfit: <ProfitLossPage />,
  bonusDetails: <BonusDetailsPage />,
  rewardCenter: <RewardCenterPage />,
  referral: <ReferralPage />,
  missionLeaderboard: <MissionPage />,
  messageV2: <MessagePage />,
};

/**
 * The member centre: a full-screen overlay with the menu on the left and the chosen page on
 * the right. Only a logged-in real account may open it; anyone else gets the action gate
 * (login popup, or the trial warning) instead.
 */
export function MemberCentre() {
  const isOpen = useModalStore((state) => state.open.memberCentre);
  const isAllowed = useSessionStore(isRealMember);
  const gateTexts = useGateTexts();

  useEffect(() => {
    // Back from a payment gateway (`/?page=depositv2&orderNo=…`): show that deposit's status.
    const params = new URLSearchParams(window.location.search);
    if (params.get('page') === 'depositv2' && params.get('orderNo')) openMemberCentre('depositv2');
  }, []);

  useEffect(() => {
    if (!isOpen || isAllowed) return;
    useModalStore.getState().hide('memberCentre');
    gateAction(() => undefined, gateTexts);
  }, [isOpen, isAllowed, gateTexts]);

  return <MemberCentreOverlay isOpen={isOpen && isAllowed} />;
}

function MemberCentreOverlay({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation('centre');
  const props = useModalProps<CentreProps>('memberCentre');
  const isReferralOn = useModuleEnabled('REFERRAL3');
  const availableMissions = useAvailableMissionCount(isOpen);
  if (!isOpen) return null;

  const counts: MemberMenuCounts = { availableMissions };
  const items = MEMBER_MENU.filter((item) => item.module !== 'REFERRAL3' || isReferralOn).map((item) => ({
    page: item.page,
    label: t(item.labelKey),
    count: item.badge ? (counts[item.badge] ?? 0) : 0,
  }));
  const activePage = items.some((item) => item.page === props?.page) ? props!.page! : DEFAULT_MEMBER_CENTRE_PAGE;
  return (
    <CentreOverlay
      id="member-centre"
      title={t('member.title')}
      menuLabel={t('member.menuLabel')}
      items={items}
      activePage={activePage}
      onSelect={(page) => useModalStore.getState().show('memberCentre', { page } satisfies CentreProps)}
      onClose={() => useModalStore.getState().hide('memberCentre')}
    >
      {PAGES[activePage] ?? <EmptyState title={t('centre.pageUnavailable')} hint={t('centre.pageUnavailableHint')} />}
    </CentreOverlay>
  );
}
