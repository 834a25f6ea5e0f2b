import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../lib/status-context.tsx';
import { claimMission } from '../api/claim-mission.ts';
import { claimPromotion } from '../api/claim-promotion.ts';
import { claimReferral } from '../api/claim-referral.ts';
import { claimVipMonthly } from '../api/claim-vip-monthly.ts';
import { useRewardCenter } from '../api/reward-center.ts';
import { useRewardPromotions } from '../api/reward-promotions.ts';
import { useVipProgress } from '../api/vip-progress.ts';

export type RewardSourceKey = 'MISSION' | 'REFERRAL' | 'PROMOTION' | 'VIP';

/** One claimable of the reward center, whatever it comes from, with the call that claims it. */
export type RewardItem = {
  key: string;
  source: RewardSourceKey;
  title: string;
  hint: string | null;
  amount: string;
  expiresAt: string | null;
  claim: () => Promise<unknown>;
};

type Localized = Record<string, string>;
const pick = (text: Localized, language: string) => text[language.toUpperCase()] || text.EN || '';

/**
 * Gathers what can be claimed now: missions and referral rewards (rewardCenter), promotions whose
 * status is Claim (promotionList), and the VIP monthly bonus (vipProgress, while VIP3 is on). A
 * source that fails leaves its items out; the missions and referral answer decides the page state.
 */
export function useRewardItems() {
  const { t, i18n } = useTranslation('missions');
  const isVipOn = useModuleEnabled('VIP3');
  const center = useRewardCenter();
  const promotions = useRewardPromotions();
  const vip = useVipProgress(isVipOn);

  const items: RewardItem[] = [];
  for (const item of center.data?.items ?? []) {
    if (item.source === 'MISSION' && item.missionId !== null) {
      const missionId = item.missionId;
      items.push({
        key: item.key,
        source: 'MISSION',
        title: item.title,
        hint: null,
        amount: item.amount,
        expiresAt: item.expiresAt,
        claim: () => claimMission(missionId),
      });
    } else if (item.source === 'REFERRAL' && item.friendId !== null && item.referralKind !== null) {
      const body = { friendId: item.friendId, kind: item.referralKind };
      const title = t('rewardCenter.friendReward', {
        kind: t(`referral.kind.${item.referralKind}`),
        friend: item.friendName ?? '',
      });
      items.push({
        key: item.key,
        source: 'REFERRAL',
        title,
        hint: null,
        amount: item.amount,
        expiresAt: null,
        claim: () => claimReferral(body),
      });
    }
  }
  for (const promotion of promotions.data?.list ?? []) {
    if (promotion.member?.status !== 'CLAIM' || !promotion.member.claimable) continue;
    items.push({
      key: `promotion:${promotion.id}:${promotion.member.periodKey}`,
      source: 'PROMOTION',
      title: pick(promotion.title, i18n.language),
      hint: pick(promotion.summary, i18n.language),
      amount: promotion.member.claimable,
      expiresAt: null,
      claim: () => claimPromotion(promotion.id),
    });
  }
  const monthly = vip.data?.monthlyBonus;
  if (monthly?.isClaimable) {
    items.push({
      key: `vip:${monthly.period}`,
      source: 'VIP',
      title: t('rewardCenter.vipMonthly'),
      hint: monthly.period,
      amount: monthly.amount,
      expiresAt: null,
      claim: claimVipMonthly,
    });
  }
  return { center, items };
}
