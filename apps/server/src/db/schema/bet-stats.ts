import { bigint, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/*
 * Roll-ups of settled rounds, kept by a trigger on game_rounds (migration 0006) in the same
 * transaction that settles a round, so they can never disagree with the round log. Team reports
 * and contract settlement read these instead of scanning millions of rounds. Refunded rounds
 * never count. Days and hours are UTC.
 */

/** Per member and UTC day: what team reports and dividends read. */
export const memberBetDays = pgTable(
  'member_bet_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    rounds: integer('rounds').notNull().default(0),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    // Distinct active members of a team over a range walk (day, member) without touching the heap.
    index('member_bet_days_day_member_idx').on(table.day, table.memberId),
    // Per-account profit and loss sums each team member's days from the index alone (INCLUDE columns in migration 0009).
    index('member_bet_days_member_day_idx').on(table.memberId, table.day),
  ],
);

/** Per member and UTC hour: what daily wages and hourly salaries read. */
export const memberBetHours = pgTable(
  'member_bet_hours',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    rounds: integer('rounds').notNull().default(0),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.hour] }), index('member_bet_hours_hour_idx').on(table.hour)],
);

/**
 * Per agent and UTC day, the sums over its whole team (everyone below it, at any depth), so team
 * reports over 10,000 accounts read a handful of rows. activeMembers counts team members with at
 * least one round settled that day.
 */
export const teamBetDays = pgTable(
  'team_bet_days',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    activeMembers: integer('active_members').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day] })],
);
