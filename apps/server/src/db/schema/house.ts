import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
