import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { amountInput } from '../wallet/wallet-common.ts';
import { localizedText } from './localized-text.ts';
import { singleLineText } from '../common/text.ts';

export const VIP_MAX_LEVEL = 20;

export const vipLevelSchema = z.object({
  level: z.number().int(),
  names: localizedText,
  depositThreshold: moneyString,
  validBetThreshold: moneyString,
  keepDeposit: moneyString,
  keepValidBet: moneyString,
  upgradeBonus: moneyString,
  monthlyBonus: moneyString,
  /** Percent with two decimals, e.g. "0.50". */
  rebateRate: z.string(),
  dailyWithdrawalCount: z.number().int(),
  dailyWithdrawalAmount: moneyString,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

const progressOf = z.object({ current: moneyString, target: moneyString, percent: z.number().int().min(0).max(100) });

export const vipProgressSchema = z.object({
  level: z.number().int(),
  names: localizedText,
  reachedAt: z.string().nullable(),
  /** Deposits and valid bets that count toward the next level (since registration or the last downgrade). */
  deposit: moneyString,
  validBet: moneyString,
  next: z
    .object({ level: z.number().int(), names: localizedText, deposit: progressOf, validBet: progressOf })
    .nullable(),
  /** This calendar month (UTC) against the current level's keep requirement (either one keeps it). */
  month: z.object({
    period: z.string(),
    deposit: moneyString,
    validBet: moneyString,
    keepDeposit: moneyString,
    keepValidBet: moneyString,
    isKept: z.boolean(),
  }),
  monthlyBonus: z.object({ amount: moneyString, period: z.string(), isClaimed: z.boolean(), isClaimable: z.boolean() }),
  benefits: vipLevelSchema,
  currency: z.string(),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

export const vipLevels = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_vipLevels',
  modules: ['VIP3'],
  token: 'none',
  encrypted: false,
  tag: 'vip',
  summary: 'The VIP ladder: thresholds, keep requirements and benefits of every level',
  value: z.object({ list: z.array(vipLevelSchema), currency: z.string() }),
});

export const vipProgress = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_vipProgress',
  modules: ['VIP3'],
  token: 'member',
  encrypted: false,
  tag: 'vip',
  summary: 'My VIP level and progress to the next one; reaching a level pays its upgrade bonus once',
  value: vipProgressSchema,
});

export const vipClaimMonthly = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimVipBonus',
  modules: ['VIP3'],
  token: 'member',
  encrypted: false,
  tag: 'vip',
  summary: 'Claim the monthly bonus of my current level; at most once per calendar month',
  body: z.object({}).default({}),
  value: z.object({ level: z.number().int(), period: z.string(), amount: moneyString }),
});

export const vipLevelInput = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  names: localizedText,
  depositThreshold: amountInput,
  validBetThreshold: amountInput,
  keepDeposit: amountInput,
  keepValidBet: amountInput,
  upgradeBonus: amountInput,
  monthlyBonus: amountInput,
  rebateRate: singleLineText()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percent with at most two decimals'),
  dailyWithdrawalCount: z.number().int().min(0).max(1000),
  dailyWithdrawalAmount: amountInput,
});

export const opsVipLevels = defineEndpoint({
  method: 'GET',
  path: '/ops/api/vip/levels',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The VIP ladder with the number of members at each level',
  value: z.object({ list: z.array(vipLevelSchema.extend({ members: z.number().int() })), currency: z.string() }),
});

export const opsVipLevelSave = defineEndpoint({
  method: 'POST',
  path: '/ops/api/vip/levels',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create or change one VIP level (audited); thresholds must rise with the level',
  body: vipLevelInput,
  value: vipLevelSchema,
});

export const opsVipPayouts = defineEndpoint({
  method: 'GET',
  path: '/ops/api/vip/payouts',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'VIP bonuses paid, newest first',
  query: z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    username: singleLineText().trim().max(64).optional(),
  }),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        kind: z.enum(['UPGRADE', 'MONTHLY']),
        level: z.number().int(),
        period: z.string(),
        amount: moneyString,
        createdAt: z.string(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
