import type { Db } from '../../db/client.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { listReferralClaimables } from '../referral/referral.service.ts';
import { money } from '../../lib/amount.ts';
import { parseMoney } from '../../lib/money.ts';
import { listMemberMissions } from './mission.service.ts';

/**
 * The reward center: what the member can claim right now, gathered from missions and, when the
 * referral module is on, invited friends. Promotions and the VIP bonus have their own endpoints
 * that the page reads beside this one.
 */
export async function readRewardCenter(
  db: Db,
  input: { memberId: number; config: MerchantConfig; language: string; now: Date },
) {
  const { config } = input;
  const isReferralEnabled = config.modules.REFERRAL3 === true;
  const missions = (await listMemberMissions(db, input)).filter((mission) => mission.status === 'CLAIMABLE');
  const referrals = isReferralEnabled ? await listReferralClaimables(db, input.memberId) : [];
  const items = [
    ...missions.map((mission) => ({
      source: 'MISSION' as const,
      key: `mission:${mission.id}:${mission.periodKey}`,
      title: mission.title,
      amount: mission.rewardAmount,
      missionId: mission.id,
      periodKey: mission.periodKey,
      friendId: null,
      friendName: null,
      referralKind: null,
      expiresAt: mission.periodEndsAt,
    })),
    ...referrals.map((reward) => ({
      source: 'REFERRAL' as const,
      key: `referral:${reward.friendId}:${reward.kind}`,
      title: reward.friendName,
      amount: money(reward.amount, config.currency),
      missionId: null,
      periodKey: null,
      friendId: reward.friendId,
      friendName: reward.friendName,
      referralKind: reward.kind,
      expiresAt: null,
    })),
  ];
  const total = items.reduce((sum, item) => sum + parseMoney(item.amount, config.currency.scale), 0n);
  return { items, totalAmount: money(total, config.currency), isReferralEnabled };
}
