import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import type { LocalizedText } from './merchant.ts';

/*
 * VIP club (modules/vip/README.md): the level ladder the operator edits, each member's level,
 * and one row per bonus paid. Money columns are minor units of the merchant currency.
 */

/** One rung of the ladder; level 0 is everyone's entry level (thresholds 0). */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer('level').primaryKey(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** Cumulative successful deposits and valid bets needed to reach the level (both). */
    depositThreshold: bigint('deposit_threshold', { mode: 'bigint' }).notNull(),
    validBetThreshold: bigint('valid_bet_threshold', { mode: 'bigint' }).notNull(),
    /** What a member must deposit or bet in a calendar month to keep the level at the month review (either one). */
    keepDeposit: bigint('keep_deposit', { mode: 'bigint' }).notNull(),
    keepValidBet: bigint('keep_valid_bet', { mode: 'bigint' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull(),
    monthlyBonus: bigint('monthly_bonus', { mode: 'bigint' }).notNull(),
    /** Rebate on valid bets in basis points (100 = 1%). */
    rebateRateBp: integer('rebate_rate_bp').notNull(),
    dailyWithdrawalCount: integer('daily_withdrawal_count').notNull(),
    dailyWithdrawalAmount: bigint('daily_withdrawal_amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vip_level_range', sql`${table.level} between 0 and 99`),
    check(
      'vip_level_amounts',
      sql`${table.depositThreshold} >= 0 and ${table.validBetThreshold} >= 0 and ${table.keepDeposit} >= 0 and ${table.keepValidBet} >= 0
    and ${table.upgradeBonus} >= 0 and ${table.monthlyBonus} >= 0 and ${table.dailyWithdrawalAmount} >= 0 and ${table.dailyWithdrawalCount} >= 0`,
    ),
    check('vip_rebate_range', sql`${table.rebateRateBp} between 0 and 10000`),
  ],
);

/** A member's current level; no row means level 0. */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    level: integer('level').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    /** Deposits and valid bets count toward upgrades from here (the last downgrade); null: since registration. */
    countFrom: timestamp('count_from', { withTimezone: true }),
    /** The calendar month (YYYY-MM, UTC) whose keep review ran last for this member. */
    lastReviewPeriod: text('last_review_period'),
    lastReviewAt: timestamp('last_review_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_vip_review_idx').on(table.lastReviewPeriod, table.memberId)],
);

/**
 * Every VIP bonus paid. The unique indexes make "at most once" a database fact: an upgrade bonus
 * once per member and level ever (period '-'), a monthly bonus once per member and month.
 */
export const vipBonusPayouts = pgTable(
  'vip_bonus_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['UPGRADE', 'MONTHLY'] }).notNull(),
    level: integer('level').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vip_bonus_payouts_once_idx').on(table.memberId, table.kind, table.level, table.period),
    uniqueIndex('vip_bonus_monthly_once_idx')
      .on(table.memberId, table.period)
      .where(sql`${table.kind} = 'MONTHLY'`),
    index('vip_bonus_payouts_member_idx').on(table.memberId, table.createdAt),
  ],
);
