import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';

/**
 * Every time the progressive pool was won: the pool itself is the HOUSE_JACKPOT ledger account (its balance), and
 * this is its history — the site's "last won" line and the operators' record — written in the winning round's
 * transaction with the payout transfer it points at. A win is rare (about one per 10^9 minor units staked), so the
 * latest one is found here, not by scanning the pool's ledger entries.
 */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currency: text('currency').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    /** The house round (game_rounds.round_ref) that hit the trigger. */
    roundRef: text('round_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payoutTransferId: bigint('payout_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('jackpot_wins_round_idx').on(table.roundRef),
    index('jackpot_wins_currency_idx').on(table.currency, table.id),
  ],
);
