import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import type { LocalizedText } from './merchant.ts';

export const GAME_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
/** Which in-house engine plays a house game; null for an external vendor's game. */
export const ENGINE_KINDS = ['SLOT', 'BACCARAT', 'FISH', 'TABLE'] as const;

/** The catalogue: one row per game of any vendor. */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    category: text('category', {
      enum: ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'],
    }).notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    iconPath: text('icon_path').notNull(),
    gameClassify: text('game_classify').notNull().default('GENERAL'),
    /** Minor units of the merchant currency. */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lineCount: integer('line_count').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('ACTIVE'),
    sort: integer('sort').notNull().default(0),
    declaredRtp: numeric('declared_rtp', { precision: 5, scale: 2 }),
    engineKind: text('engine_kind', { enum: ENGINE_KINDS }),
    /** The engine's title id (e.g. house-lucky-dragon) for house games. */
    engineTitleId: text('engine_title_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_vendor_code_idx').on(table.vendorCode, table.gameCode),
    // The list filters by category or vendor and pages in (sort, id) order; these keep 10,000+ games fast.
    index('games_category_sort_idx')
      .on(table.category, table.sort, table.id)
      .where(sql`status <> 'DISABLED'`),
    index('games_vendor_sort_idx')
      .on(table.vendorCode, table.sort, table.id)
      .where(sql`status <> 'DISABLED'`),
    index('games_hot_idx')
      .on(table.sort, table.id)
      .where(sql`is_hot and status <> 'DISABLED'`),
  ],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/** One row per member and game, moved to the top at each launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    lastLaunchedAt: timestamp('last_launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_idx').on(table.memberId, table.lastLaunchedAt),
  ],
);

/** Every round played, by any vendor that reports rounds (the house provider does). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's round id. */
    roundRef: text('round_ref').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    outcome: jsonb('outcome'),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    gameVersion: text('game_version'),
    status: text('status', { enum: ['OPEN', 'SETTLED', 'REFUNDED'] })
      .notNull()
      .default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_vendor_ref_idx').on(table.vendorCode, table.roundRef),
    index('game_rounds_member_idx').on(table.memberId, table.createdAt),
    index('game_rounds_wins_idx')
      .on(table.settledAt)
      .where(sql`status = 'SETTLED' and win > 0`),
    // Real-time salary and team reports walk settled rounds in settlement order.
    index('game_rounds_settled_idx')
      .on(table.settledAt, table.id)
      .where(sql`status = 'SETTLED'`),
    // Team betting pages walk a whole team's rounds by time.
    index('game_rounds_created_idx').on(table.createdAt, table.id),
  ],
);

/** Single-use launch tokens: only the SHA-256 is kept. */
export const launchTokens = pgTable('launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  /** 1 real money, 0 free play (trial accounts). */
  accountType: integer('account_type').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every debit, credit and rollback a vendor sent, keyed by its transaction id, with the answer given,
 * so a replay answers the original. A rollback that arrives before its debit leaves a CANCELLED
 * DEBIT row under the debit's id, which refuses the late debit.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['DEBIT', 'CREDIT', 'ROLLBACK'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    roundId: text('round_id'),
    referenceTransactionId: text('reference_transaction_id'),
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    requestHash: text('request_hash'),
    /** DONE (money moved or nothing to move), FAILED (answered an error), CANCELLED (rolled back before arriving). */
    status: text('status', { enum: ['DONE', 'FAILED', 'CANCELLED'] }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** On DEBIT rows: the round was credited, or this debit was rolled back. */
    isCredited: boolean('is_credited').notNull().default(false),
    isRolledBack: boolean('is_rolled_back').notNull().default(false),
    answer: jsonb('answer').notNull(),
    httpStatus: integer('http_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seamless_tx_vendor_tx_idx').on(table.vendorCode, table.transactionId),
    index('seamless_tx_round_idx').on(table.vendorCode, table.memberId, table.roundId),
  ],
);

/**
 * A vendor's round of one player, the unit the seamless wallet settles: OPEN from its first debit
 * until a debit or credit with roundClosed closes it; CLOSED refuses every later debit and credit.
 * Every money call of a round locks its row first, so concurrent calls of one round take turns and
 * a round closes, and pays its closing credit, exactly once.
 */
export const seamlessRounds = pgTable(
  'seamless_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The vendor's round id; unique per vendor and player, since a live table's round is shared by its players. */
    roundId: text('round_id').notNull(),
    status: text('status', { enum: ['OPEN', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    /** Minor units at stake: debits less their rollbacks. */
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Minor units paid by the round's credits, and how many credits (a paid-nothing credit counts). */
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    credits: integer('credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('seamless_rounds_vendor_member_round_idx').on(table.vendorCode, table.memberId, table.roundId),
  ],
);
