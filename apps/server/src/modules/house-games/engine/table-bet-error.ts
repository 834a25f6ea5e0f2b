/**
 * What the live-table engines (roulette, sic bo, dragon tiger) reject. The engines stay free of HTTP: the service
 * maps `code` to its AppError code (a 4xx) and shows `message`.
 * - BAD_SPOT: the spot's shape is wrong (unknown kind, a number off the board, the wrong count of numbers).
 * - NOT_ADJACENT: well-formed numbers that the layout does not offer as that bet (a split of 1 and 5).
 * - BAD_STAKE: the amount is not a positive bigint.
 */
export type TableBetErrorCode = 'BAD_SPOT' | 'NOT_ADJACENT' | 'BAD_STAKE';

export class TableBetError extends RangeError {
  constructor(
    readonly code: TableBetErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TableBetError';
  }
}

export function assertStake(amount: unknown): asserts amount is bigint {
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new TableBetError('BAD_STAKE', 'a stake must be a positive bigint of minor units');
}

export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A fraction for the rules panel: exact, reduced, JSON-safe. */
export type ExactRatio = { numerator: number; denominator: number };

export function reducedRatio(numerator: bigint, denominator: bigint): ExactRatio {
  let a = numerator < 0n ? -numerator : numerator;
  let b = denominator;
  while (b !== 0n) [a, b] = [b, a % b];
  const divisor = a === 0n ? 1n : a;
  return { numerator: Number(numerator / divisor), denominator: Number(denominator / divisor) };
}

/** Percent with two decimals, as the rules panel and the docs print it. */
export function ratioPercent({ numerator, denominator }: ExactRatio): number {
  return Math.round((numerator / denominator) * 10_000) / 100;
}
