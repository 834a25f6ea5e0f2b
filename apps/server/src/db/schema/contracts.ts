import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/*
 * Salary and dividend contracts (docs/contracts.md). A contract runs from its payer (the direct
 * upline, or the platform when payer_id is null) to its payee; terms are kept as stored JSON
 * with money in minor units as strings and rates in basis points.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['DIVIDEND', 'DAILY_WAGE', 'HOURLY', 'REALTIME'] }).notNull(),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Null: the platform pays from the commissions house account. */
    payerId: bigint('payer_id', { mode: 'number' }).references(() => members.id),
    status: text('status', { enum: ['OFFERED', 'ACTIVE', 'REJECTED', 'CANCELLED', 'TERMINATED'] }).notNull(),
    terms: jsonb('terms').notNull(),
    /** A termination request waiting for the other side. */
    terminationRequestedBy: text('termination_requested_by', { enum: ['PAYER', 'PAYEE'] }),
    terminationRequestedAt: timestamp('termination_requested_at', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    /** When it became live; whole periods from here on pay. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endReason: text('end_reason', {
      enum: ['REJECTED', 'CANCELLED', 'TERMINATED', 'REPLACED', 'PLATFORM', 'UPLINE_ENDED', 'LOWER_RATE'],
    }),
    /** Periods ending at or before this instant have been settled; a cursor only, payouts are guarded by their unique index. */
    settledUntil: timestamp('settled_until', { withTimezone: true }),
  },
  (table) => [
    // One live contract and one pending offer per member and kind.
    uniqueIndex('agent_contracts_live_idx')
      .on(table.payeeId, table.kind)
      .where(sql`status = 'ACTIVE'`),
    uniqueIndex('agent_contracts_offered_idx')
      .on(table.payeeId, table.kind)
      .where(sql`status = 'OFFERED'`),
    index('agent_contracts_payer_idx').on(table.payerId, table.kind, table.status),
    index('agent_contracts_settle_idx').on(table.kind, table.status),
  ],
);

/**
 * One row per (payee, contract, period): the unique index is what makes settlement exactly-once
 * when runners on several instances work at the same time. OWED rows wait for the payer's funds.
 */
export const contractPayouts = pgTable(
  'contract_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind', { enum: ['DIVIDEND', 'DAILY_WAGE', 'HOURLY', 'REALTIME'] }).notNull(),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    payerId: bigint('payer_id', { mode: 'number' }).references(() => members.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    teamBet: bigint('team_bet', { mode: 'bigint' }).notNull(),
    teamValidBet: bigint('team_valid_bet', { mode: 'bigint' }).notNull(),
    teamPayout: bigint('team_payout', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members'),
    status: text('status', { enum: ['PAID', 'OWED'] }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contract_payouts_period_idx').on(table.payeeId, table.contractId, table.periodStart),
    index('contract_payouts_owed_idx')
      .on(table.id)
      .where(sql`status = 'OWED'`),
    index('contract_payouts_payee_idx').on(table.payeeId, table.periodStart),
    index('contract_payouts_payer_idx').on(table.payerId, table.periodStart),
  ],
);
