import type { ReferralRewardStatus } from '@lucky/contracts/referral/referral-constants';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { toPage } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { isUniqueViolation } from '../agent/register-center.service.ts';
import { maskName } from '../games/game-card.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { ensureMemberWallet, houseShardAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import {
  countFriends,
  findReferralCode,
  findRule,
  insertReward,
  listFriendStats,
  listRewardsOf,
  listRules,
  type FriendStats,
  type RewardKind,
  type RewardRow,
  type RuleRow,
} from './referral.repository.ts';

type Currency = MerchantConfig['currency'];

/** Whether a friend has reached a rule's threshold. */
export function hasReached(rule: Pick<RuleRow, 'kind' | 'threshold'>, friend: FriendStats): boolean {
  if (rule.kind === 'FIRST_DEPOSIT') return friend.firstDeposit !== null && friend.firstDeposit >= rule.threshold;
  return friend.validBet >= rule.threshold;
}

type FriendReward = { kind: RewardKind; status: ReferralRewardStatus; amount: bigint; claimedAt: Date | null };

/** The rewards a friend shows: every paid one, and the enabled rules not yet paid (locked or claimable). */
function rewardsOf(friend: FriendStats, rules: RuleRow[], paid: RewardRow[]): FriendReward[] {
  return rules.flatMap((rule): FriendReward[] => {
    const reward = paid.find((row) => row.friendId === friend.id && row.kind === rule.kind);
    if (reward) return [{ kind: rule.kind, status: 'CLAIMED', amount: reward.amount, claimedAt: reward.createdAt }];
    if (!rule.enabled) return [];
    return [
      {
        kind: rule.kind,
        status: hasReached(rule, friend) ? 'CLAIMABLE' : 'LOCKED',
        amount: rule.rewardAmount,
        claimedAt: null,
      },
    ];
  });
}

export const toRuleView = (rule: RuleRow, currency: Currency) => ({
  kind: rule.kind,
  threshold: money(rule.threshold, currency),
  rewardAmount: money(rule.rewardAmount, currency),
  enabled: rule.enabled,
});

/** The invitation link opens the register modal with the code filled in. */
function linkOf(request: FastifyRequest, code: string): string {
  return `${request.protocol}://${request.host}/register?referralCode=${encodeURIComponent(code)}`;
}

export async function readReferralInfo(
  db: Db,
  input: { memberId: number; currency: Currency; request: FastifyRequest },
) {
  const code = await findReferralCode(db, input.memberId);
  if (!code) throw new AppError('session.invalid');
  const [rules, friends, paid] = await Promise.all([
    listRules(db),
    listFriendStats(db, { referrerId: input.memberId }),
    listRewardsOf(db, input.memberId),
  ]);
  const rewards = friends.map((friend) => rewardsOf(friend, rules, paid));
  const claimable = rewards.flat().filter((reward) => reward.status === 'CLAIMABLE');
  return {
    code,
    link: linkOf(input.request, code),
    rules: rules.filter((rule) => rule.enabled).map((rule) => toRuleView(rule, input.currency)),
    totals: {
      invited: friends.length,
      deposited: friends.filter((friend) => friend.firstDeposit !== null).length,
      qualified: rewards.filter((list) => list.some((reward) => reward.status !== 'LOCKED')).length,
      earned: money(
        paid.reduce((total, row) => total + row.amount, 0n),
        input.currency,
      ),
      claimable: money(
        claimable.reduce((total, reward) => total + reward.amount, 0n),
        input.currency,
      ),
      claimableCount: claimable.length,
    },
  };
}

export async function listReferralFriends(
  db: Db,
  input: { memberId: number; currency: Currency; page: { pageNo: number; pageSize: number } },
) {
  const { pageNo, pageSize } = input.page;
  const [rules, friends, paid, total] = await Promise.all([
    listRules(db),
    listFriendStats(db, { referrerId: input.memberId, limit: pageSize, offset: (pageNo - 1) * pageSize }),
    listRewardsOf(db, input.memberId),
    countFriends(db, input.memberId),
  ]);
  const list = friends.map((friend) => {
    const rewards = rewardsOf(friend, rules, paid);
    return {
      friendId: friend.id,
      username: maskName(friend.username),
      joinedAt: friend.joinedAt.toISOString(),
      hasDeposited: friend.firstDeposit !== null,
      isQualified: rewards.some((reward) => reward.status !== 'LOCKED'),
      rewards: rewards.map((reward) => ({
        kind: reward.kind,
        status: reward.status,
        amount: money(reward.amount, input.currency),
        claimedAt: reward.claimedAt?.toISOString() ?? null,
      })),
    };
  });
  return toPage(list, total, { pageNo, pageSize });
}

/** Referral rewards the member can claim now, for the reward center. */
export async function listReferralClaimables(db: Db, memberId: number) {
  const [rules, friends, paid] = await Promise.all([
    listRules(db),
    listFriendStats(db, { referrerId: memberId }),
    listRewardsOf(db, memberId),
  ]);
  return friends.flatMap((friend) =>
    rewardsOf(friend, rules, paid)
      .filter((reward) => reward.status === 'CLAIMABLE')
      .map((reward) => ({
        friendId: friend.id,
        friendName: maskName(friend.username),
        kind: reward.kind,
        amount: reward.amount,
      })),
  );
}

/**
 * Pays the referrer once for one friend and kind. Only the member's own invited friends count (the
 * referrer is the session's member); the unique (referrer, friend, kind) row and the ledger key
 * referral:<referrer>:<friend>:<kind> keep racing claims to one payment.
 */
export async function claimReferralReward(
  db: Db,
  input: { memberId: number; friendId: number; kind: RewardKind; currency: Currency; site: string; now: Date },
) {
  try {
    return await inTransaction(db, async (tx) => {
      const [friend] = await listFriendStats(tx, { referrerId: input.memberId, friendId: input.friendId });
      const rule = await findRule(tx, input.kind);
      if (!friend || !rule) throw new AppError('referral.reward.not.found');
      const paid = await listRewardsOf(tx, input.memberId);
      if (paid.some((row) => row.friendId === friend.id && row.kind === input.kind))
        throw new AppError('referral.reward.claimed');
      if (!rule.enabled) throw new AppError('referral.reward.not.found');
      if (!hasReached(rule, friend)) throw new AppError('referral.reward.not.qualified');
      const currency = input.currency.code;
      const transfer = await postTransfer(tx, {
        idempotencyKey: `referral:${input.memberId}:${friend.id}:${input.kind}`,
        kind: 'BONUS_REFERRAL',
        amount: rule.rewardAmount,
        debitAccountId: await houseShardAccountId(tx, 'HOUSE_BONUSES', currency, input.memberId),
        creditAccountId: await ensureMemberWallet(tx, input.memberId, currency),
        memo: `Referral reward: ${maskName(friend.username)} (${input.kind})`,
        metadata: { friendId: friend.id, rewardKind: input.kind },
      });
      if (transfer.replayed) throw new AppError('referral.reward.claimed');
      await insertReward(tx, {
        referrerId: input.memberId,
        friendId: friend.id,
        kind: input.kind,
        amount: rule.rewardAmount,
        transferId: transfer.transferId,
        createdAt: input.now,
      });
      const amount = money(rule.rewardAmount, input.currency);
      await postInboxMessage(tx, {
        memberId: input.memberId,
        kind: 'REFERRAL_REWARD',
        params: { site: input.site, currency, amount, counterparty: maskName(friend.username) },
      });
      return { friendId: friend.id, kind: input.kind, amount };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'referral_rewards_once_idx')) throw new AppError('referral.reward.claimed');
    if (error instanceof AppError && error.code === 'idempotency.conflict')
      throw new AppError('referral.reward.claimed');
    throw error;
  }
}
