import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';

export const PROMOTION_KINDS = ['DEPOSIT_BONUS', 'REBATE', 'APPLICATION', 'RAFFLE'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** The member-facing filter tabs. */
export const PROMOTION_TYPES = ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'EVENT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_PERIODS = ['ONCE', 'DAILY', 'WEEKLY'] as const;
export const PROMOTION_ADMIN_STATUSES = ['DRAFT', 'ACTIVE', 'CLOSED'] as const;
/** The member's status of a promotion (spec section 4): Join, Joined, Process, Claim, Claimed, Applying, Rejected, Issued, Close, coming soon. */
export const MEMBER_PROMOTION_STATUSES = [
  'COMING_SOON',
  'JOIN',
  'JOINED',
  'PROCESS',
  'CLAIM',
  'CLAIMED',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLOSE',
] as const;
export type MemberPromotionStatus = (typeof MEMBER_PROMOTION_STATUSES)[number];
export const APPLICATION_STATUSES = ['APPLYING', 'ISSUED', 'REJECTED'] as const;
export const PROMOTION_COMMENT_MAX = 140;

export const localizedTextSchema = z.object({
  EN: z.string(),
  CN: z.string(),
  ID: z.string(),
  TH: z.string(),
  VI: z.string(),
});
export type LocalizedTextValue = z.infer<typeof localizedTextSchema>;

/** The rules as shown: percentages and rates as decimal strings ("100", "0.8"), money in the merchant currency. */
export const promotionTermsSchema = z.object({
  percent: z.string().nullable(),
  cap: moneyString.nullable(),
  minDeposit: moneyString.nullable(),
  turnoverMultiplier: z.number().nullable(),
  rebatePercent: z.string().nullable(),
  maxRebate: moneyString.nullable(),
  fixedBonus: moneyString.nullable(),
  prizes: z.array(z.object({ name: localizedTextSchema, amount: moneyString, chance: z.string() })),
});

/** Where the member stands in the current period; null fields do not apply to the promotion's kind. */
export const promotionMemberSchema = z.object({
  status: z.enum(MEMBER_PROMOTION_STATUSES),
  periodKey: z.string(),
  /** What a claim would pay now (deposit bonus, unclaimed rebate). */
  claimable: moneyString.nullable(),
  /** What was paid in this period. */
  paid: moneyString.nullable(),
  /** Raffle: deposits of the period toward minDeposit; deposit bonus: turnover toward the requirement. */
  progress: z.object({ current: moneyString, target: moneyString }).nullable(),
  rejectReason: z.string().nullable(),
  prize: localizedTextSchema.nullable(),
});

export const promotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  type: z.enum(PROMOTION_TYPES),
  period: z.enum(PROMOTION_PERIODS),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  image: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  terms: promotionTermsSchema,
  /** Null for a visitor without a session. */
  member: promotionMemberSchema.nullable(),
});

export const promotionDetailSchema = promotionSchema.extend({ content: localizedTextSchema });

export const bonusRecordSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  promotionId: z.number().int(),
  title: localizedTextSchema,
  kind: z.enum(PROMOTION_KINDS),
  periodKey: z.string(),
  amount: moneyString,
  /** The deposit for a deposit bonus, the day's valid bet for a rebate; null otherwise. */
  base: moneyString.nullable(),
  prize: localizedTextSchema.nullable(),
});

export const turnoverRequirementSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema.nullable(),
  required: moneyString,
  progress: moneyString,
  createdAt: z.string(),
  metAt: z.string().nullable(),
});

export const turnoverSummarySchema = z.object({
  required: moneyString,
  progress: moneyString,
  remaining: moneyString,
  open: z.array(turnoverRequirementSchema),
  recentlyMet: z.array(turnoverRequirementSchema),
});
