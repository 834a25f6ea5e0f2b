import { ERRORS, type ErrorCode } from '@lucky/contracts/common/errors';

/** The one error type services throw; the error handler turns it into a status and envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly value: unknown = null,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}
