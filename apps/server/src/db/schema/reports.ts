import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Roll-ups of the desk's reports (migration 0036), kept by the reports job (modules/reports/report-rollups.ts), not
 * by the round or money paths. Days are UTC, as member_bet_days.
 */

/** Per UTC day and game: settled rounds (refunded rounds never count), recomputed for the recent days each pass. */
export const reportGameDays = pgTable(
  'report_game_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    rounds: integer('rounds').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ name: 'report_game_days_pk', columns: [table.day, table.gameId] })],
);

/** Per UTC day, account kind (house shards folded together) and transfer kind: inflow and outflow of the ledger. */
export const reportLedgerDays = pgTable(
  'report_ledger_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountKind: text('account_kind').notNull(),
    transferKind: text('transfer_kind').notNull(),
    inflow: bigint('inflow', { mode: 'bigint' }).notNull(),
    outflow: bigint('outflow', { mode: 'bigint' }).notNull(),
    transfers: integer('transfers').notNull(),
  },
  (table) => [
    primaryKey({ name: 'report_ledger_days_pk', columns: [table.day, table.accountKind, table.transferKind] }),
  ],
);

/** Per member and UTC day: the net bonus the house's bonus account paid the member. */
export const reportMemberBonusDays = pgTable(
  'report_member_bonus_days',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'report_member_bonus_days_pk', columns: [table.memberId, table.day] }),
    index('report_member_bonus_days_day_idx').on(table.day, table.memberId),
  ],
);

/** How far each roll-up has got: the ledger's last counted transfer id, and when a pass last finished. */
export const reportCursors = pgTable('report_cursors', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
});
