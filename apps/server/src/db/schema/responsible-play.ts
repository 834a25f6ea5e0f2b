import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * A member's limits (modules/responsible-play/README.md): one row per kind and period. `amount` is minor units, or
 * minutes for SESSION. A raise or removal waits in `pending_*` for 24 hours and the member's confirmation.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] }).notNull(),
    period: text('period', { enum: ['DAY', 'WEEK', 'MONTH', 'SESSION'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'play_limits_pk', columns: [table.memberId, table.kind, table.period] })],
);

/**
 * What a member with wager or loss limits has used in the current window of each period. Windows are fixed and
 * follow each other from `anchor` (when the member first set a limit); a row whose window has passed counts as zero.
 */
export const playUsage = pgTable('play_usage', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  anchor: timestamp('anchor', { withTimezone: true }).notNull(),
  realityCheckMinutes: integer('reality_check_minutes'),
  dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
  dayWagered: bigint('day_wagered', { mode: 'bigint' }).notNull().default(0n),
  dayNetLoss: bigint('day_net_loss', { mode: 'bigint' }).notNull().default(0n),
  weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
  weekWagered: bigint('week_wagered', { mode: 'bigint' }).notNull().default(0n),
  weekNetLoss: bigint('week_net_loss', { mode: 'bigint' }).notNull().default(0n),
  monthStart: timestamp('month_start', { withTimezone: true }).notNull(),
  monthWagered: bigint('month_wagered', { mode: 'bigint' }).notNull().default(0n),
  monthNetLoss: bigint('month_net_loss', { mode: 'bigint' }).notNull().default(0n),
});

/** Cool-offs and self-exclusions. `ends_at` null: permanent. A self-exclusion reopens at `reopens_at` (request + 24 h). */
export const playExclusions = pgTable(
  'play_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['COOL_OFF', 'SELF_EXCLUSION'] }).notNull(),
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reopenRequestedAt: timestamp('reopen_requested_at', { withTimezone: true }),
    reopensAt: timestamp('reopens_at', { withTimezone: true }),
    operatorId: bigint('operator_id', { mode: 'number' }),
    reason: text('reason'),
  },
  (table) => [
    index('play_exclusions_member_idx').on(table.memberId, table.startsAt),
    index('play_exclusions_starts_idx').on(table.startsAt),
  ],
);

/** The history of a member's limits and exclusions, and the wagers and deposits a limit refused (action LIMIT_HIT). */
export const playEvents = pgTable(
  'play_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    action: text('action').notNull(),
    kind: text('kind'),
    period: text('period'),
    before: bigint('before', { mode: 'bigint' }),
    after: bigint('after', { mode: 'bigint' }),
    operatorId: bigint('operator_id', { mode: 'number' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('play_events_member_idx').on(table.memberId, table.id),
    index('play_events_action_idx').on(table.action, table.createdAt),
  ],
);
