import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import type { LocalizedText } from './merchant.ts';
import { operators } from './operators.ts';

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
/** VALID_BET and DEPOSIT targets are minor units; ROUNDS is a count of settled rounds. */
export const MISSION_METRICS = ['VALID_BET', 'ROUNDS', 'DEPOSIT'] as const;

/**
 * A mission the operator sets up: reach `target` of `metric` within the current UTC day or ISO
 * week and claim `reward_amount` once for that period (modules/missions/README.md).
 */
export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    period: text('period', { enum: MISSION_PERIODS }).notNull(),
    metric: text('metric', { enum: MISSION_METRICS }).notNull(),
    /** Only rounds of this game category count (VALID_BET and ROUNDS); null counts every game. */
    gameCategory: text('game_category', { enum: ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] }),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Optional campaign window; outside it the mission is not shown and refuses claims. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Seeds find their own rows again by this key; null for missions created at /ops. */
    seedKey: text('seed_key'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('missions_enabled_sort_idx')
      .on(table.period, table.sort, table.id)
      .where(sql`enabled`),
    uniqueIndex('missions_seed_key_idx')
      .on(table.seedKey)
      .where(sql`seed_key is not null`),
    check('mission_target_positive', sql`${table.target} > 0`),
    check('mission_reward_positive', sql`${table.rewardAmount} > 0`),
    check(
      'mission_window_order',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);

/**
 * One row per (mission, member, period): the unique index is what makes a reward paid at most
 * once even when claims race on several instances; the ledger key repeats the guarantee.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** '2026-11-23' for a UTC day, '2026-W48' for an ISO week. */
    periodKey: text('period_key').notNull(),
    /** The progress measured when the claim was made. */
    progress: bigint('progress', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mission_claims_once_idx').on(table.missionId, table.memberId, table.periodKey),
    index('mission_claims_member_idx').on(table.memberId, table.createdAt),
  ],
);
