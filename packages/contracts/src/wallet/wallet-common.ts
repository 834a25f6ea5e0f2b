import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';
import { TRANSACTION_TYPES } from './wallet-statuses.ts';
import { singleLineText } from '../common/text.ts';

/**
 * An amount typed by a person, as a decimal string ("100.50"). Only its shape is checked here;
 * the server checks sign, precision and size against the merchant's currency and answers
 * `amount.invalid` with the reason, so every bad amount gets one clear code.
 */
export const amountInput = singleLineText()
  .trim()
  .min(1)
  .max(32)
  .describe('Decimal string in the merchant currency, e.g. "100.50"');

/** Chosen by the client once per user action; a replay with the same id returns the original answer. */
export const requestIdInput = singleLineText()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _');

export const paymentPasswordInput = singleLineText().min(1).max(64);

/** A day (yyyy-MM-dd, UTC) or an ISO date-time with offset; a day as `to` includes the whole day. */
export const dateBoundInput = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd'),
  z.iso.datetime({ offset: true }),
]);

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
