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

const txId = singleLineText()
  .trim()
  .regex(/^[A-Za-z0-9:._-]{1,100}$/, 'transaction ids are 1 to 100 letters, digits or :._-');
const player = singleLineText().trim().min(1).max(40).describe('The player name the vendor got at launch');
const amount = singleLineText()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, 'a non-negative decimal string')
  .describe('Decimal string in the merchant currency');

/*
 * The round model (as Hub88's round_closed or AMBSlot's isEndRound): a round (roundId, per vendor and
 * player) is OPEN from its first debit until a request with roundClosed: true closes it; while open it
 * takes any number of debits and credits; once CLOSED every debit and credit on it is refused
 * (seamless.round.closed, with the balance). The defaults keep a vendor that never sends the flag
 * correct: its one credit per round closes the round, so a second credit cannot be paid.
 */
const moneyFields = {
  player,
  transactionId: txId,
  roundId: txId,
  gameCode: singleLineText().trim().min(1).max(60),
  amount,
};

export const seamlessBalanceRequest = z.object({ player });
export const seamlessDebitRequest = z.object({
  ...moneyFields,
  roundClosed: z
    .boolean()
    .default(false)
    .describe(
      'true: this bet also ends the round (a lost round in one call); default false, the round stays open for its credit',
    ),
});
/** A credit pays a win (0 for a lost round) and, unless roundClosed is false, closes its round. */
export const seamlessCreditRequest = z.object({
  ...moneyFields,
  roundClosed: z
    .boolean()
    .default(true)
    .describe(
      'Default true: this credit ends the round and any later debit or credit on it is refused; false: more debits and credits of the round follow',
    ),
});
/** Reverses exactly the debit referenceTransactionId of an open round; refused once the round has a credit or is closed. */
export const seamlessRollbackRequest = z.object({
  player,
  transactionId: txId,
  referenceTransactionId: txId,
  roundId: txId.optional(),
});

export const seamlessAnswerValue = z.object({
  /** Available balance after the call (null only when the player is unknown). */
  balance: moneyString.nullable(),
  currency: z.string(),
  transactionId: z.string().nullable(),
});

/** Envelope of every seamless answer: code is null on success, an error code otherwise; value is always present when the player is known. */
export const seamlessAnswer = z.object({
  success: z.boolean(),
  value: seamlessAnswerValue.nullable(),
  message: z.string().nullable(),
  code: z.string().nullable(),
});
export type SeamlessAnswer = z.infer<typeof seamlessAnswer>;
