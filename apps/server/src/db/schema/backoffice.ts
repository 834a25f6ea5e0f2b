import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';
import { operators } from './operators.ts';

/** An operator's note on a member (player 360); notes are only added, never edited. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_notes_member_idx').on(table.memberId, table.createdAt)],
);

/** The desk's labels on a member (VIP host, watch, …): one row per member and tag. */
export const memberTags = pgTable(
  'member_tags',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tag: text('tag').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.tag] }), index('member_tags_tag_idx').on(table.tag)],
);

export const ADJUSTMENT_KINDS = ['CORRECTION', 'BONUS', 'GOODWILL'] as const;

/**
 * A manual adjustment asked for at the desk. At or under the requester's role threshold it posts at once
 * (status POSTED, decided by nobody); above it, it waits (PENDING) for a second operator, who posts or rejects it.
 * The reason is internal: members and agents see only the kind's neutral label.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** ops-adjust:<operator>:<requestId>: a retried request finds its first answer. */
    requestKey: text('request_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ADJUSTMENT_KINDS }).notNull(),
    direction: text('direction', { enum: ['CREDIT', 'DEBIT'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** A bonus's turnover: the member must bet this many times the amount before withdrawing it. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['PENDING', 'POSTED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('adjustment_requests_key_idx').on(table.requestKey),
    index('adjustment_requests_status_idx').on(table.status, table.createdAt),
    index('adjustment_requests_member_idx').on(table.memberId, table.createdAt),
    check('adjustment_requests_amount_positive', sql`${table.amount} > 0`),
    check(
      'adjustment_requests_four_eyes',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
  ],
);
