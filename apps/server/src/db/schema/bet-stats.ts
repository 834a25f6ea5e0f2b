import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/*
 * Roll-ups of settled rounds, kept by a trigger on game_rounds (migration 0006) in the same
 * transaction that settles a round, so they can never disagree with the round log. Team reports
 * and contract settlement read these instead of scanning millions of rounds. Refunded rounds
 * never count. Days and hours are UTC.
 */

/** Per member, UTC day and game category: what team reports and dividends read. */
export const memberBetDays = pgTable('member_bet_days', {
  memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
  day: date('day', { mode: 'string' }).notNull(),
  gameType: text('game_type').notNull(),
  rounds: integer('rounds').notNull().default(0),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  payout: bigint('payout', { mode: 'bigint' }).notNull(),
}, (table) => [
  primaryKey({ columns: [table.memberId, table.day, table.gameType] }),
  index('member_bet_days_day_idx').on(table.day),
]);

/** Per member and UTC hour: what daily wages and hourly salaries read. */
export const memberBetHours = pgTable('member_bet_hours', {
  memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  rounds: integer('rounds').notNull().default(0),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  payout: bigint('payout', { mode: 'bigint' }).notNull(),
}, (table) => [
  primaryKey({ columns: [table.memberId, table.hour] }),
  index('member_bet_hours_hour_idx').on(table.hour),
]);
