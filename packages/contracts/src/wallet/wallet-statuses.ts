// Zod-free, so the web bundle can import these lists without the schemas.

/**
 * Record types of the account record: the part of a ledger transfer kind before its first
 * underscore (DEPOSIT, WITHDRAWAL_REFUND → WITHDRAWAL, TRANSFER_UPLINE → TRANSFER, GAME_DEBIT → GAME).
 */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'ADJUSTMENT',
  'GAME',
  'BONUS',
  'COMMISSION',
  'FREEPLAY',
  'OTHER',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'REJECTED', 'CANCELLED', 'FAILED', 'EXPIRED'] as const;
/**
 * PENDING (in review, funds held) → APPROVED (hold posted) → PAID (payout sent, waiting for the
 * member's confirmation) → COMPLETED (received, or counted as received) or DISPUTED (partial or
 * not received) → RESOLVED (an operator refunded what was missing, or closed it). PENDING or
 * APPROVED → REJECTED returns the funds.
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'PAID',
  'COMPLETED',
  'DISPUTED',
  'RESOLVED',
  'REJECTED',
] as const;
/** FULL, PARTIAL and NONE come from the member; AUTO is the forced receipt after the configured minutes. */
export const RECEIPT_TYPES = ['FULL', 'PARTIAL', 'NONE', 'AUTO'] as const;
export const PAYMENT_CHANNELS = ['MANUAL_BANK', 'GATEWAY'] as const;
