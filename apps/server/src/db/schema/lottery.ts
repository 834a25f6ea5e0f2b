import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { members } from './members.ts';

export const LOTTERY_GAME_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
export const DRAW_STATUSES = ['SCHEDULED', 'DRAWN', 'SETTLED', 'VOIDED'] as const;
export const LOTTERY_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED', 'VOIDED'] as const;
export const CHASE_STATUSES = ['ACTIVE', 'FINISHED', 'STOPPED', 'CANCELLED'] as const;

/** When a game draws: every N minutes from local midnight, the Vietnamese region's daily stations, or weekdays at a time. */
export type LotterySchedule =
  | { type: 'interval'; minutes: number }
  | { type: 'vn'; region: 'MB' | 'MT' | 'MN' }
  | { type: 'weekly'; weekdays: number[]; time: string };

/** Stake limits and the per-draw liability cap of one bet type, minor units as decimal strings. */
export type BetTypeLimits = { minStake: string; maxStake: string; liabilityCap: string };

/** A lottery game of the in-house lottery vendor: its catalogue game, family, schedule, odds and limits. */
export const lotteryGames = pgTable('lottery_games', {
  code: text('code').primaryKey(),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  kind: text('kind', { enum: ['VN', 'KENO', 'FIVE_D', 'THREE_D', 'FOUR_D'] }).notNull(),
  /** The VN region (MB, MT, MN); null for the other families. */
  variant: text('variant'),
  prizeMode: text('prize_mode', { enum: ['Lott', 'Elott', 'ZY', 'SEA'] }).notNull(),
  groupCode: text('group_code').notNull(),
  schedule: jsonb('schedule').$type<LotterySchedule>().notNull(),
  timeZone: text('time_zone').notNull(),
  stopSaleSeconds: integer('stop_sale_seconds').notNull(),
  status: text('status', { enum: LOTTERY_GAME_STATUSES }).notNull().default('ACTIVE'),
  oddsOverrides: jsonb('odds_overrides').$type<Record<string, unknown>>().notNull().default({}),
  /** Raised at every change of the odds; each bet records the version it was placed at and is paid at it. */
  oddsVersion: integer('odds_version').notNull().default(1),
  /** Where the numbers come from: HOUSE (our provably fair draw) or a registered results feed. */
  resultsProvider: text('results_provider').notNull().default('HOUSE'),
  limits: jsonb('limits').$type<Record<string, BetTypeLimits>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every odds table a game has had (the overrides merged over the defaults), so a bet is paid at the odds it was placed at. */
export const lotteryOddsVersions = pgTable(
  'lottery_odds_versions',
  {
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code),
    version: integer('version').notNull(),
    odds: jsonb('odds').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameCode, table.version] })],
);

/**
 * One draw of a game. The seed is made when the draw is scheduled and stays secret (only its hash is served)
 * until the draw is drawn; the numbers are a pure function of (seed, stream id). `settleCursor` is the last
 * member whose round of this draw is settled: settlement goes in member order, a batch per transaction, so a
 * crash resumes after the last committed batch.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code),
    drawKey: text('draw_key').notNull(),
    station: text('station'),
    /** The draw stream's id: `${gameCode}:${drawKey}`, so two games never share a stream. */
    streamId: text('stream_id').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    stopsSaleAt: timestamp('stops_sale_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status', { enum: DRAW_STATUSES }).notNull().default('SCHEDULED'),
    result: jsonb('result'),
    resultSource: text('result_source'),
    settleCursor: bigint('settle_cursor', { mode: 'number' }).notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_draws_game_key_idx').on(table.gameCode, table.drawKey),
    index('lottery_draws_game_time_idx').on(table.gameCode, table.drawAt),
    index('lottery_draws_due_idx')
      .on(table.drawAt)
      .where(sql`status in ('SCHEDULED', 'DRAWN')`),
  ],
);

export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code),
    requestId: text('request_id').notNull(),
    drawCount: integer('draw_count').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: text('status', { enum: CHASE_STATUSES }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_chases_request_idx').on(table.memberId, table.requestId),
    index('lottery_chases_member_idx').on(table.memberId, table.id),
    index('lottery_chases_active_idx')
      .on(table.id)
      .where(sql`status = 'ACTIVE' and stop_on_win`),
  ],
);

/**
 * One selection on one draw. The selections of one slip on one draw are a ticket: one seamless debit
 * (`transaction_id`) in the member's round of the draw, cancelled together (a rollback of that debit).
 * `exposures` are the amounts it added to the draw's exposure keys, taken back exactly on a cancel.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    gameCode: text('game_code').notNull(),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChases.id),
    requestId: text('request_id').notNull(),
    line: integer('line').notNull(),
    transactionId: text('transaction_id').notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    stored: jsonb('stored').$type<Record<string, unknown>>().notNull(),
    exposures: jsonb('exposures').$type<{ key: string; amount: string }[]>().notNull(),
    combinations: integer('combinations').notNull(),
    oddsVersion: integer('odds_version').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: LOTTERY_BET_STATUSES }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_bets_request_idx').on(table.memberId, table.requestId, table.drawId, table.line),
    index('lottery_bets_draw_member_idx').on(table.drawId, table.memberId),
    index('lottery_bets_member_idx').on(table.memberId, table.id),
    index('lottery_bets_ticket_idx').on(table.transactionId),
    index('lottery_bets_chase_idx')
      .on(table.chaseId)
      .where(sql`chase_id is not null`),
  ],
);

/** What the house would pay on one key of a draw (a number of a bet type, a combination …), for the liability cap. */
export const lotteryExposures = pgTable(
  'lottery_exposures',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    key: text('key').notNull(),
    betType: text('bet_type').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.key] })],
);
