import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';
import { singleLineText } from '../common/text.ts';

/**
 * The seamless-wallet interface every game vendor (the in-house provider included) uses to move a
 * player's money: POST /seamless/{vendor}/{balance|debit|credit|rollback}, JSON bodies, each signed:
 * header X-Timestamp (unix milliseconds) and X-Signature = hex HMAC-SHA256(vendor secret, timestamp + "." + raw body).
 * Requests older or newer than 5 minutes are refused. debit, credit and rollback are idempotent on
 * transactionId: a replay answers the original answer, errors included.
 */
export const SEAMLESS_OPERATIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];
export const SEAMLESS_MAX_SKEW_MS = 5 * 60_000;

const txId = singleLineText().trim().regex(/^[A-Za-z0-9:._-]{1,100}$/, 'transaction ids are 1 to 100 letters, digits or :._-');
const player = singleLineText().trim().min(1).max(40).describe('The player name the vendor got at launch');
const amount = singleLineText().trim().regex(/^\d{1,15}(\.\d{1,8})?$/, 'a non-negative decimal string').describe('Decimal string in the merchant currency');

export const seamlessBalanceRequest = z.object({ player });
export const seamlessDebitRequest = z.object({ player, transactionId: txId, roundId: txId, gameCode: singleLineText().trim().min(1).max(60), amount });
/** A credit settles its round (amount 0 for a lost round); the round then can no longer be rolled back. */
export const seamlessCreditRequest = seamlessDebitRequest;
/** Reverses exactly the debit referenceTransactionId; refused once the round is credited. */
export const seamlessRollbackRequest = z.object({ player, transactionId: txId, referenceTransactionId: txId, roundId: txId.optional() });

export const seamlessAnswerValue = z.object({
  /** Available balance after the call (null only when the player is unknown). */
  balance: moneyString.nullable(),
  currency: z.string(),
  transactionId: z.string().nullable(),
});

/** Envelope of every seamless answer: code is null on success, an error code otherwise; value is always present when the player is known. */
export const seamlessAnswer = z.object({ success: z.boolean(), value: seamlessAnswerValue.nullable(), message: z.string().nullable(), code: z.string().nullable() });
export type SeamlessAnswer = z.infer<typeof seamlessAnswer>;
