import { ERRORS, type ErrorCode } from '@lucky/contracts/common/errors';
import type { SeamlessAnswer } from '@lucky/contracts/games/seamless-wallet';

/** What a seamless call answers: the HTTP status and the envelope, stored as is for replays. */
export type SeamlessResult = { statusCode: number; answer: SeamlessAnswer };

export function okAnswer(balance: string, currency: string, transactionId: string | null): SeamlessResult {
  return {
    statusCode: 200,
    answer: { success: true, value: { balance, currency, transactionId }, message: null, code: null },
  };
}

export function errorAnswer(
  code: ErrorCode,
  balance: string | null,
  currency: string,
  transactionId: string | null,
  message?: string,
): SeamlessResult {
  return {
    statusCode: ERRORS[code].status,
    answer: {
      success: false,
      value: { balance, currency, transactionId },
      message: message ?? ERRORS[code].message,
      code,
    },
  };
}
