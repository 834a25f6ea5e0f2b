/**
 * A move the rules refuse (not your turn, a raise below the minimum, a combination that does not beat the table).
 * The table service maps it to a 4xx answer with `code`; anything else thrown by the engine is a programming error.
 */
export class PvpRuleError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'PvpRuleError';
    this.code = code;
  }
}

export function assertChips(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer`);
}
