import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The PVP card rooms (modules/pvp/README.md). A table is a room: its config, and which instance runs it (a lease the
 * owner renews; another instance may take a table whose lease ran out). Amounts are minor units of `currency`.
 */
export const pvpTables = pgTable('pvp_tables', {
  id: serial('id').primaryKey(),
  game: text('game', { enum: ['HOLDEM', 'TIENLEN', 'NIUNIU'] }).notNull(),
  name: text('name').notNull(),
  stakeLevel: text('stake_level').notNull(),
  currency: text('currency').notNull(),
  smallBlind: bigint('small_blind', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  bigBlind: bigint('big_blind', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** The unit stake of Tiến Lên and Niu-Niu; 0 for Hold'em. */
  ante: bigint('ante', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  rakeBp: integer('rake_bp').notNull(),
  rakeCap: bigint('rake_cap', { mode: 'bigint' }).notNull(),
  minBuyIn: bigint('min_buy_in', { mode: 'bigint' }).notNull(),
  maxBuyIn: bigint('max_buy_in', { mode: 'bigint' }).notNull(),
  seats: smallint('seats').notNull(),
  /** Demo credit for trial accounts, with computer players filling up to `botSeats` seats. */
  practice: boolean('practice').notNull().default(false),
  botSeats: smallint('bot_seats').notNull().default(0),
  turnSeconds: smallint('turn_seconds').notNull().default(15),
  status: text('status', { enum: ['OPEN', 'CLOSED'] })
    .notNull()
    .default('OPEN'),
  ownerInstance: text('owner_instance'),
  ownerUntil: timestamp('owner_until', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Free-text chat at this table (migration 0038); also needs the site-wide switch of `pvp_chat_settings`. */
  freeChat: boolean('free_chat').notNull().default(false),
});

/**
 * Who sits where, with the chips in front of them as of the last ended hand (or buy-in, top-up): the table's ledger
 * account holds the sum of its seats' chips. A bot has no member and a name of its own. `stint` names one sitting
 * (buy-in to leave), so the cash-out's idempotency key is unique per sitting.
 */
export const pvpSeats = pgTable(
  'pvp_seats',
  {
    tableId: integer('table_id')
      .notNull()
      .references(() => pvpTables.id),
    seatNo: smallint('seat_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    botName: text('bot_name'),
    chips: bigint('chips', { mode: 'bigint' }).notNull(),
    stint: text('stint').notNull(),
    satAt: timestamp('sat_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tableId, table.seatNo] }),
    uniqueIndex('pvp_seats_member_idx')
      .on(table.tableId, table.memberId)
      .where(sql`${table.memberId} is not null`),
  ],
);

/**
 * One hand. RUNNING while its owner instance renews `lease_until`; ENDED when settled (chips moved, reveal written);
 * CANCELLED when its owner died (the lease ran out): nothing moved. The server seed is kept secret until the end.
 */
export const pvpHands = pgTable(
  'pvp_hands',
  {
    id: text('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => pvpTables.id),
    handNo: integer('hand_no').notNull(),
    status: text('status', { enum: ['RUNNING', 'ENDED', 'CANCELLED'] }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    commitment: text('commitment').notNull(),
    playerSeeds: jsonb('player_seeds').$type<{ seat: number; seed: string }[]>().notNull(),
    ownerInstance: text('owner_instance').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    rake: bigint('rake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The deck in deal order (revealed after the end) and the hand's result as the engine settled it. */
    deck: text('deck'),
    result: jsonb('result'),
  },
  (table) => [
    uniqueIndex('pvp_hands_table_no_idx').on(table.tableId, table.handNo),
    index('pvp_hands_running_idx')
      .on(table.leaseUntil)
      .where(sql`status = 'RUNNING'`),
    index('pvp_hands_ended_idx').on(table.tableId, table.endedAt),
  ],
);

/** Each player's part in a settled hand: put in, won back, net, the rake it paid, chips after. */
export const pvpHandPlayers = pgTable(
  'pvp_hand_players',
  {
    handId: text('hand_id')
      .notNull()
      .references(() => pvpHands.id),
    seatNo: smallint('seat_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    botName: text('bot_name'),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    won: bigint('won', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    rake: bigint('rake', { mode: 'bigint' }).notNull(),
    chipsAfter: bigint('chips_after', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.handId, table.seatNo] }),
    index('pvp_hand_players_member_idx').on(table.memberId, table.handId),
  ],
);

/**
 * The card rooms' chat (migration 0038), one row: the site-wide switch for free-text chat (a table needs its own
 * switch too) and the operator's word list, masked in every free-text line before it is sent.
 */
export const pvpChatSettings = pgTable('pvp_chat_settings', {
  id: smallint('id').primaryKey().default(1),
  freeText: boolean('free_text').notNull().default(false),
  words: text('words')
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members the operator has muted at the card tables (no chat at all), until a time or (null) until lifted. */
export const pvpChatMutes = pgTable('pvp_chat_mutes', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  until: timestamp('until', { withTimezone: true }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
