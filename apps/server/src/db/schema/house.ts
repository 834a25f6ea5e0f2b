import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { members } from './members.ts';

/**
 * A member's provably fair seed pair for the in-house games. The server seed stays secret while
 * ACTIVE (only its hash is shown); rotation marks it REVEALED and a new pair starts at nonce 0.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    status: text('status', { enum: ['ACTIVE', 'REVEALED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('house_seeds_active_idx')
      .on(table.memberId)
      .where(sql`status = 'ACTIVE'`),
    index('house_seeds_hash_idx').on(table.serverSeedHash),
  ],
);

/** The game iframe's session, exchanged once for a launch token; only the hash is kept. */
export const gameSessions = pgTable('game_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  accountType: integer('account_type').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A live table's shoe: the seed that deals a run of its rounds (a card shoe, or a block of wheel spins or dice
 * throws), committed by its hash when the shoe is made — before any of its rounds takes a bet — and shown once
 * the shoe's last round has closed. Round `first_round + k` of the table's clock is the shoe's deal `k`.
 */
export const tableShoes = pgTable(
  'table_shoes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: text('table_id').notNull(),
    shoeNo: integer('shoe_no').notNull(),
    firstRound: bigint('first_round', { mode: 'number' }).notNull(),
    /** How many rounds the shoe deals (a card shoe's hands up to the cut card; a fixed block for wheel and dice). */
    rounds: integer('rounds').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    gameVersion: text('game_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('table_shoes_table_no_idx').on(table.tableId, table.shoeNo),
    index('table_shoes_table_first_idx').on(table.tableId, table.firstRound),
  ],
);

/**
 * A live table round that took at least one bet: the lock bets and settlement share (bets hold it shared until they
 * commit; settlement takes it exclusively, skipping it while bets are in flight) and settlement's progress.
 */
export const tableRounds = pgTable(
  'table_rounds',
  {
    tableId: text('table_id').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    shoeId: bigint('shoe_id', { mode: 'number' })
      .notNull()
      .references(() => tableShoes.id),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['OPEN', 'SETTLED'] })
      .notNull()
      .default('OPEN'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tableId, table.roundNo] }),
    index('table_rounds_due_idx')
      .on(table.closesAt)
      .where(sql`status = 'OPEN'`),
  ],
);

/** Who bet at a table round: each member's round of it (`game_rounds`), found by the table round when it settles. */
export const tableRoundPlayers = pgTable(
  'table_round_players',
  {
    tableId: text('table_id').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameRoundId: bigint('game_round_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableId, table.roundNo, table.memberId] })],
);
