import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';
import { deposits } from './payments.ts';
import { operators } from './operators.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Text in every site language: { EN, CN, ID, TH, VI }. */
export type LocalizedText = Record<'EN' | 'CN' | 'ID' | 'TH' | 'VI', string>;

/**
 * The rules of a promotion by kind; money amounts are minor units as decimal strings (jsonb
 * has no bigint), rates are basis points (1% = 100) so no float ever touches money.
 */
export type PromotionTerms = {
  /** DEPOSIT_BONUS: bonus = min(deposit × percentBp / 10000, cap). */
  percentBp?: number;
  cap?: string;
  /** DEPOSIT_BONUS and RAFFLE: the smallest deposit that qualifies (RAFFLE: the period's total). */
  minDeposit?: string;
  /** DEPOSIT_BONUS and APPLICATION: valid bet to turn over = (deposit + bonus) × multiplier before withdrawing. */
  turnoverMultiplier?: number;
  /** REBATE: rate on the day's valid bets, basis points. */
  rebateBp?: number;
  /** REBATE: the most one day pays. */
  maxRebate?: string;
  /** APPLICATION: the bonus paid on approval unless the operator enters another amount. */
  fixedBonus?: string;
  /** RAFFLE: prizes drawn by weight. */
  prizes?: { name: LocalizedText; amount: string; weight: number }[];
};

export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A stable handle for seeds and links; never shown. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['DEPOSIT_BONUS', 'REBATE', 'APPLICATION', 'RAFFLE'] }).notNull(),
    /** The member-facing filter tab. */
    type: text('type', { enum: ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'EVENT'] }).notNull(),
    period: text('period', { enum: ['ONCE', 'DAILY', 'WEEKLY'] }).notNull(),
    status: text('status', { enum: ['DRAFT', 'ACTIVE', 'CLOSED'] })
      .notNull()
      .default('DRAFT'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Rich content: a small safe markup (paragraphs, headings, lists) rendered by the web client. */
    content: jsonb('content').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    terms: jsonb('terms').$type<PromotionTerms>().notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_code_idx').on(table.code),
    index('promotions_listing_idx').on(table.status, table.sort, table.id),
    check('promotions_window', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * One member's part in one promotion for one period. The unique key is what makes a claim,
 * application or draw happen at most once per member and period, whatever the concurrency.
 */
export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** ONCE, a UTC day (2026-11-23) or an ISO week (2026-W48). */
    periodKey: text('period_key').notNull(),
    state: text('state', { enum: ['JOINED', 'CLAIMED', 'APPLYING', 'REJECTED', 'ISSUED'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promotion_participations_once_idx').on(table.promotionId, table.memberId, table.periodKey),
    index('promotion_participations_member_idx').on(table.memberId, table.promotionId),
  ],
);

/** The participation a row belongs to, with its promotion and member (fresh builders: Drizzle binds each to its table). */
const participationColumns = () => ({
  participationId: bigint('participation_id', { mode: 'number' })
    .notNull()
    .references(() => promotionParticipations.id),
  promotionId: bigint('promotion_id', { mode: 'number' })
    .notNull()
    .references(() => promotions.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
});

/** A member's application (APPLICATION kind): a comment, images, and the operator's verdict. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...participationColumns(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['APPLYING', 'ISSUED', 'REJECTED'] })
      .notNull()
      .default('APPLYING'),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promotion_applications_participation_idx').on(table.participationId),
    index('promotion_applications_status_idx').on(table.status, table.createdAt),
    check('promotion_applications_comment_len', sql`char_length(${table.comment}) <= 140`),
  ],
);

export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplications.id),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [index('promotion_application_images_app_idx').on(table.applicationId)],
);

/** Every promotion payout: one per participation, moved by the ledger under key promotion-bonus:<participation>. */
export const promotionBonuses = pgTable(
  'promotion_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...participationColumns(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The deposit a deposit bonus was computed from: one deposit earns one bonus, whatever promotions were joined. */
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    /** What the amount was computed from: the deposit, the day's valid bet, the prize drawn. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promotion_bonuses_participation_idx').on(table.participationId),
    uniqueIndex('promotion_bonuses_deposit_idx').on(table.depositId),
    index('promotion_bonuses_member_idx').on(table.memberId, table.createdAt),
    check('promotion_bonuses_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Valid bet a member must turn over before withdrawing. Met requirements keep their row (metAt)
 * so the member's history stays readable.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => promotionBonuses.id),
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    metAt: timestamp('met_at', { withTimezone: true }),
    /**
     * Why it closed: the valid bet met it, or the balance was lost before the next deposit (the bonus is gone with it),
     * or the member self-excluded and the bonus was forfeited (modules/promotions/bonus-forfeit.service.ts).
     */
    closedBy: text('closed_by', { enum: ['TURNOVER', 'BALANCE_LOST', 'FORFEITED'] }),
  },
  (table) => [
    uniqueIndex('turnover_requirements_bonus_idx').on(table.bonusId),
    index('turnover_requirements_open_idx')
      .on(table.memberId, table.createdAt)
      .where(sql`met_at is null`),
    check('turnover_requirements_positive', sql`${table.required} > 0`),
  ],
);
