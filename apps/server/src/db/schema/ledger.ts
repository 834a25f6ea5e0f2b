import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Double-entry ledger. Every movement is one transfer from a debit account to a credit
 * account with two entries; balances are a cached sum of entries, changed only by the
 * ledger service inside the transaction that writes the entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** MEMBER_WALLET or a house account kind (HOUSE_DEPOSITS, HOUSE_GAMES, HOUSE_FREEPLAY, ...). */
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Sum of the account's PENDING holds; what the member can use is balance - held. */
    held: bigint('held', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Number of entries on the account; each entry records the version it made. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A member wallet: no wager before this instant (modules/responsible-play: cool-off, self-exclusion). */
    playBlockedUntil: timestamp('play_blocked_until', { withTimezone: true }),
    /** A member wallet whose member has a wager, loss or session limit: a wager reads play_usage too. */
    hasPlayLimits: boolean('has_play_limits').notNull().default(false),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member_idx')
      .on(table.memberId, table.currency)
      .where(sql`${table.memberId} is not null`),
    uniqueIndex('ledger_accounts_house_idx')
      .on(table.kind, table.currency)
      .where(sql`${table.memberId} is null`),
    // The last line of defence: the service checks first, inside the transaction, with the row locked.
    check('member_wallet_not_negative', sql`${table.kind} <> 'MEMBER_WALLET' or ${table.balance} - ${table.held} >= 0`),
    check('held_not_negative', sql`${table.held} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Fingerprint of the request; the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }),
    memo: text('memo'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_idx').on(table.idempotencyKey),
    index('ledger_transfers_reverses_idx')
      .on(table.reversesTransferId)
      .where(sql`${table.reversesTransferId} is not null`),
    check('transfer_amount_positive', sql`${table.amount} > 0`),
    check('transfer_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: negative on the debit side, positive on the credit side. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    accountVersion: bigint('account_version', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transfer_idx').on(table.transferId),
  ],
);

/**
 * Two-phase holds: a PENDING hold reserves funds of one account (raising its `held`); it is
 * then POSTED (a transfer moves the funds) or VOIDED (the reservation ends). Idempotent on
 * its key like transfers.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['PENDING', 'POSTED', 'VOIDED'] })
      .notNull()
      .default('PENDING'),
    /** The transfer that posted the hold. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ledger_holds_idempotency_idx').on(table.idempotencyKey),
    index('ledger_holds_pending_idx')
      .on(table.accountId)
      .where(sql`${table.status} = 'PENDING'`),
    check('hold_amount_positive', sql`${table.amount} > 0`),
  ],
);
