import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerHolds, ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A deposit order; the money moves only through the ledger, keyed `deposit:<id>`, exactly once. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The client's id for the request: a replay answers the same order. */
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    channel: text('channel', { enum: ['MANUAL_BANK', 'GATEWAY'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'REJECTED', 'CANCELLED', 'FAILED', 'EXPIRED'] })
      .notNull()
      .default('PENDING'),
    reference: text('reference'),
    payerName: text('payer_name'),
    gatewayProvider: text('gateway_provider'),
    gatewayRef: text('gateway_ref'),
    paymentUrl: text('payment_url'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposits_order_no_idx').on(table.orderNo),
    uniqueIndex('deposits_request_idx').on(table.memberId, table.requestId),
    index('deposits_member_idx').on(table.memberId, table.createdAt),
    index('deposits_status_idx').on(table.status, table.createdAt),
    check('deposit_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_bank_accounts_member_idx').on(table.memberId),
    // One bank account belongs to one member: a second member binding it is refused (shared payout accounts are a fraud signal).
    uniqueIndex('member_bank_accounts_unique_idx')
      .on(table.bankName, table.accountNumber)
      .where(sql`${table.active}`),
  ],
);

/** A withdrawal order: funds held at request, the hold posted on approval, the payout then confirmed. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'PAID', 'COMPLETED', 'DISPUTED', 'RESOLVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    /** A copy of the bound account at request time; later edits of the binding do not change it. */
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankAccounts.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).references(() => ledgerHolds.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    /** A large withdrawal's first approval (migration 0042): it stays PENDING until another operator approves. */
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    reason: text('reason'),
    payoutReference: text('payout_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptDueAt: timestamp('receipt_due_at', { withTimezone: true }),
    receiptType: text('receipt_type', { enum: ['FULL', 'PARTIAL', 'NONE', 'AUTO'] }),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    remainingAmount: bigint('remaining_amount', { mode: 'bigint' }),
    receiptForced: boolean('receipt_forced').notNull().default(false),
    receiptNote: text('receipt_note'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    refundAmount: bigint('refund_amount', { mode: 'bigint' }),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_order_no_idx').on(table.orderNo),
    uniqueIndex('withdrawals_request_idx').on(table.memberId, table.requestId),
    index('withdrawals_member_idx').on(table.memberId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    index('withdrawals_receipt_due_idx')
      .on(table.receiptDueAt)
      .where(sql`${table.status} = 'PAID'`),
    check('withdrawal_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Uploaded images, kept in the database so every instance serves them and backups include them. */
export const uploadFiles = pgTable(
  'upload_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    purpose: text('purpose', { enum: ['WITHDRAWAL_PROOF'] }).notNull(),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).references(() => withdrawals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('upload_files_member_idx').on(table.memberId, table.createdAt),
    index('upload_files_withdrawal_idx').on(table.withdrawalId),
  ],
);

/**
 * The built-in sandbox gateway's own records: what an external gateway would keep on its side.
 * The platform never reads them; it learns about payments only from signed callbacks.
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Random, in the payment page URL: whoever holds it may pay or cancel. */
    pageToken: text('page_token').notNull(),
    gatewayRef: text('gateway_ref').notNull(),
    merchantOrderNo: text('merchant_order_no').notNull(),
    merchantName: text('merchant_name').notNull(),
    /** The merchant's method; the gateway signs callbacks with that method's shared secret. */
    methodCode: text('method_code').notNull(),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['CREATED', 'PAID', 'CANCELLED'] })
      .notNull()
      .default('CREATED'),
    callbackPath: text('callback_path').notNull(),
    returnUrl: text('return_url').notNull(),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    callbackDeliveredAt: timestamp('callback_delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sandbox_gateway_page_idx').on(table.pageToken),
    uniqueIndex('sandbox_gateway_ref_idx').on(table.gatewayRef),
  ],
);
