import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput, pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { REFERRAL_REWARD_KINDS, REFERRAL_REWARD_STATUSES } from './referral-constants.ts';

export const referralRuleSchema = z.object({
  kind: z.enum(REFERRAL_REWARD_KINDS),
  /** Minimum first deposit, or minimum total valid bet, of the friend. */
  threshold: moneyString,
  rewardAmount: moneyString,
  enabled: z.boolean(),
});

export const referralInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_referralInfo',
  modules: ['REFERRAL3'],
  token: 'member',
  encrypted: false,
  tag: 'referral',
  summary: 'My referral code and invitation link, the reward rules, and totals over my invited friends',
  value: z.object({
    code: z.string(),
    link: z.string(),
    rules: z.array(referralRuleSchema),
    totals: z.object({
      invited: z.number().int(),
      deposited: z.number().int(),
      qualified: z.number().int(),
      earned: moneyString,
      claimable: moneyString,
      claimableCount: z.number().int(),
    }),
  }),
});

export const referralFriendSchema = z.object({
  friendId: z.number().int(),
  /** Masked: the first and last characters only. */
  username: z.string(),
  joinedAt: z.string(),
  hasDeposited: z.boolean(),
  /** Reached at least one enabled reward. */
  isQualified: z.boolean(),
  rewards: z.array(
    z.object({
      kind: z.enum(REFERRAL_REWARD_KINDS),
      status: z.enum(REFERRAL_REWARD_STATUSES),
      amount: moneyString,
      claimedAt: z.string().nullable(),
    }),
  ),
});

export const referralFriends = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_referralFriends',
  modules: ['REFERRAL3'],
  token: 'member',
  encrypted: false,
  tag: 'referral',
  summary: "The friends I invited, newest first, with each reward's status",
  query: z.object({ pageNo: pageQuery.pageNo, pageSize: pageQuery.pageSize }),
  value: pageOf(referralFriendSchema),
});

export const referralClaim = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimReferralReward',
  modules: ['REFERRAL3'],
  token: 'member',
  encrypted: false,
  tag: 'referral',
  summary: 'Claim the reward for one invited friend who reached it: paid once per friend and kind',
  body: z.object({ friendId: z.number().int().positive(), kind: z.enum(REFERRAL_REWARD_KINDS) }),
  value: z.object({ friendId: z.number().int(), kind: z.enum(REFERRAL_REWARD_KINDS), amount: moneyString }),
});

export const opsReferralRules = defineEndpoint({
  method: 'GET',
  path: '/ops/api/referral/rules',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The referral reward rules, with rewards paid so far per kind',
  value: z.array(referralRuleSchema.extend({ paidCount: z.number().int(), paidAmount: moneyString })),
});

export const opsReferralRuleUpdate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/referral/rules',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Set one referral reward rule (audited); rewards already paid are kept',
  body: z.object({
    kind: z.enum(REFERRAL_REWARD_KINDS),
    threshold: amountInput,
    rewardAmount: amountInput,
    enabled: z.boolean(),
  }),
  value: referralRuleSchema.extend({ paidCount: z.number().int(), paidAmount: moneyString }),
});
