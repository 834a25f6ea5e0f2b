import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../app/status-context.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { gateAction, useGateTexts } from '../../lib/action-gate.ts';
import { DEFAULT_MEMBER_CENTRE_PAGE, openMemberCentre, useModalProps, useModalStore, type CentreProps } from '../../lib/modal-store.ts';
import { useOverlayLayer } from '../../lib/overlay-stack.ts';
import { isRealMember, useSessionStore } from '../../lib/session-store.ts';
import { useBodyScrollFreeze } from '../../lib/use-body-scroll-freeze.ts';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { MEMBER_MENU, type MemberMenuCounts } from './member-menu.ts';
import { DepositPage } from './pages/deposit-page.tsx';
import { SecurityCenterPage } from './pages/security-center-page.tsx';
import { TransactionHistoryPage } from './pages/transaction-history-page.tsx';
import { TransferUplinePage } from './pages/transfer-upline-page.tsx';
import { WalletPage } from './pages/wallet-page.tsx';
import { WithdrawPage } from './pages/withdraw-page.tsx';
import styles from '../../components/ui/centre-overlay.module.css';

const PAGES: Partial<Record<string, ReactNode>> = {
  securityCenter: <SecurityCenterPage />,
  transferFund: <WalletPage />,
  depositv2: <DepositPage />,
  withdraw: <WithdrawPage />,
  transferUpline: <TransferUplinePage />,
  transactionHistory: <TransactionHistoryPage />,
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
  const panelRef = useRef<HTMLDivElement>(null);
  const props = useModalProps<CentreProps>('memberCentre');
  const isReferralOn = useModuleEnabled('REFERRAL3');
  const close = () => useModalStore.getState().hide('memberCentre');
  useBodyScrollFreeze(isOpen);
  useOverlayLayer(isOpen, close, 'centre');
  const trapFocus = useFocusTrap(panelRef, isOpen);
  if (!isOpen) return null;

  const counts: MemberMenuCounts = {};
  const items = MEMBER_MENU.filter((item) => item.module !== 'REFERRAL3' || isReferralOn);
  const page = items.some((item) => item.page === props?.page) ? (props?.page as string) : DEFAULT_MEMBER_CENTRE_PAGE;
  const active = items.find((item) => item.page === page) ?? items[0];
  const select = (next: string) => useModalStore.getState().show('memberCentre', { page: next } satisfies CentreProps);

  return (
    <div ref={panelRef} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="member-centre-title"
      tabIndex={-1} onKeyDown={trapFocus} data-testid="member-centre">
      <div className={styles.frame}>
        <header className={styles.header}>
          <h1 id="member-centre-title" className={styles.title}>{t('member.title')}</h1>
          <button type="button" className={styles.close} onClick={close} aria-label={t('common.close')} data-autofocus>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>
          <nav className={styles.menu} aria-label={t('member.menuLabel')}>
            <ul>
              {items.map((item) => {
                const count = item.badge ? counts[item.badge] ?? 0 : 0;
                return (
                  <li key={item.page}>
                    <button type="button" className={item.page === active.page ? `${styles.item} ${styles.itemActive}` : styles.item}
                      aria-current={item.page === active.page ? 'page' : undefined} data-page={item.page} onClick={() => select(item.page)}>
                      <span>{t(item.labelKey)}</span>
                      {count > 0 ? <span className={styles.badge}>{count}</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className={styles.pane} aria-labelledby="member-centre-page">
            <h2 id="member-centre-page" className={styles.pageTitle}>{t(active.labelKey)}</h2>
            {PAGES[active.page] ?? <EmptyState title={t('centre.pageUnavailable')} hint={t('centre.pageUnavailableHint')} />}
          </section>
        </div>
      </div>
    </div>
  );
}
