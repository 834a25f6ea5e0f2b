import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';

/**
 * An amount typed by a person, as a decimal string ("100.50"). Only its shape is checked here;
 * the server checks sign, precision and size against the merchant's currency and answers
 * `amount.invalid` with the reason, so every bad amount gets one clear code.
 */
export const amountInput = z.string().trim().min(1).max(32).describe('Decimal string in the merchant currency, e.g. "100.50"');

/** Chosen by the client once per user action; a replay with the same id returns the original answer. */
export const requestIdInput = z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _');

export const paymentPasswordInput = z.string().min(1).max(64);

/** A day (yyyy-MM-dd, UTC) or an ISO date-time with offset; a day as `to` includes the whole day. */
export const dateBoundInput = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd'), z.iso.datetime({ offset: true })]);

export const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  from: dateBoundInput.optional(),
  to: dateBoundInput.optional(),
};

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}

/**
 * Record types of the account record: the part of a ledger transfer kind before its first
 * underscore (DEPOSIT, WITHDRAWAL_REFUND → WITHDRAWAL, TRANSFER_UPLINE → TRANSFER, GAME_DEBIT → GAME).
 */
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'ADJUSTMENT', 'GAME', 'BONUS', 'COMMISSION', 'FREEPLAY', 'OTHER'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'REJECTED', 'CANCELLED', 'FAILED', 'EXPIRED'] as const;
/**
 * PENDING (in review, funds held) → APPROVED (hold posted) → PAID (payout sent, waiting for the
 * member's confirmation) → COMPLETED (received, or counted as received) or DISPUTED (partial or
 * not received) → RESOLVED (an operator refunded what was missing, or closed it). PENDING or
 * APPROVED → REJECTED returns the funds.
 */
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PAID', 'COMPLETED', 'DISPUTED', 'RESOLVED', 'REJECTED'] as const;
/** FULL, PARTIAL and NONE come from the member; AUTO is the forced receipt after the configured minutes. */
export const RECEIPT_TYPES = ['FULL', 'PARTIAL', 'NONE', 'AUTO'] as const;
export const PAYMENT_CHANNELS = ['MANUAL_BANK', 'GATEWAY'] as const;

export const walletEntrySchema = z.object({
  id: z.number().int(),
  time: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  kind: z.string(),
  /** Signed: positive money in, negative money out. */
  amount: moneyString,
  balanceAfter: moneyString,
  memo: z.string().nullable(),
  reference: z.string().nullable(),
});
