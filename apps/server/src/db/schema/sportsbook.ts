import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

export const SPORT_EVENT_STATUSES = ['SCHEDULED', 'OPEN', 'LIVE', 'ENDED', 'SETTLED', 'VOID'] as const;
export const SPORT_BET_STATUSES = [
  'OPEN',
  'WON',
  'HALF_WON',
  'PUSH',
  'HALF_LOST',
  'LOST',
  'VOID',
  'CASHED_OUT',
] as const;
export const SPORT_LEG_OUTCOMES = ['OPEN', 'WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'] as const;

/**
 * One event of the in-house book (modules/sportsbook/engine/EVENTS.md). The seed is made when the event is
 * scheduled and only its hash is served until the end; `ends_at` is the simulation's real end (known to the server
 * from the seed, never served before it passes). `result` is written at the end; its settlement runs in parts
 * (`sport_event_settle_parts`).
 */
export const sportEvents = pgTable(
  'sport_events',
  {
    id: text('id').primaryKey(),
    sport: text('sport').notNull(),
    competitionCode: text('competition_code').notNull(),
    season: integer('season'),
    round: integer('round'),
    arena: text('arena'),
    /** The fixture's two entrants whole, ratings included: the event replays from this row alone. */
    participants: jsonb('participants').$type<unknown[]>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expectedEndsAt: timestamp('expected_ends_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: SPORT_EVENT_STATUSES }).notNull().default('SCHEDULED'),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    result: jsonb('result'),
    resultSource: text('result_source'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sport_events_start_idx').on(table.startsAt),
    index('sport_events_competition_idx').on(table.competitionCode, table.startsAt),
    index('sport_events_due_idx')
      .on(table.endsAt)
      .where(sql`status in ('SCHEDULED', 'OPEN', 'LIVE', 'ENDED', 'VOID') and settled_at is null`),
  ],
);

/**
 * One bet: a single or a parlay. Its stake is one debit of its own seamless round (`round_id`), closed by one
 * credit (settlement or cash-out). `request_id` is unique per member: a retried placement finds its bet.
 */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    kind: text('kind', { enum: ['SINGLE', 'PARLAY'] }).notNull(),
    /** The catalogue game of the round (the first leg's sport). */
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    oddsMilli: bigint('odds_milli', { mode: 'number' }).notNull(),
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull(),
    maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: SPORT_BET_STATUSES }).notNull().default('OPEN'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sport_bets_request_idx').on(table.memberId, table.requestId),
    index('sport_bets_member_idx').on(table.memberId, table.id),
  ],
);

export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportBets.id),
    legNo: integer('leg_no').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    marketKey: text('market_key').notNull(),
    selectionKey: text('selection_key').notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    line: doublePrecision('line'),
    inPlay: boolean('in_play').notNull().default(false),
    outcome: text('outcome', { enum: SPORT_LEG_OUTCOMES }).notNull().default('OPEN'),
    /** The bet's member id modulo HOUSE_SHARDS: the part of the event's settlement the leg belongs to. */
    memberShard: smallint('member_shard').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.legNo] }),
    uniqueIndex('sport_bet_legs_event_idx').on(table.eventId, table.memberShard, table.betId),
  ],
);

/**
 * One part of an ended (or voided) event's settlement: the legs of the members of one house shard, settled in bet
 * id order. `cursor` is the last bet id of the part whose leg is settled (a crashed settlement resumes after its
 * last committed batch); `done` once the part has no leg left. The row's lock is the part's lease.
 */
export const sportEventSettleParts = pgTable(
  'sport_event_settle_parts',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    part: smallint('part').notNull(),
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    done: boolean('done').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.part] })],
);

/** What the book owes on one selection of one event's market if it wins; raised within its cap at placement. */
export const sportLiabilities = pgTable(
  'sport_liabilities',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    marketKey: text('market_key').notNull(),
    selectionKey: text('selection_key').notNull(),
    bets: integer('bets').notNull().default(0),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    liability: bigint('liability', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey, table.selectionKey] })],
);

/** A market the desk suspended (`*`: every market of the event) until it is resumed. */
export const sportMarketSuspensions = pgTable(
  'sport_market_suspensions',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    marketKey: text('market_key').notNull(),
    reason: text('reason').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey] })],
);

/** Margin and limits of a sport (`market_type` `*`: its defaults) or of one market type; money in minor units. */
export const sportSettings = pgTable(
  'sport_settings',
  {
    sport: text('sport').notNull(),
    marketType: text('market_type').notNull(),
    margin: doublePrecision('margin').notNull(),
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
    maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
    liabilityCap: bigint('liability_cap', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sport, table.marketType] })],
);

/** The book-wide settings: one row. */
export const sportBookSettings = pgTable('sport_book_settings', {
  id: text('id').primaryKey(),
  cashOutMargin: doublePrecision('cash_out_margin').notNull(),
  betDelayMs: integer('bet_delay_ms').notNull(),
  parlayMaxPayout: bigint('parlay_max_payout', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
