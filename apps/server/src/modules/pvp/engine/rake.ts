import { assertChips } from './rules-error.ts';

/**
 * The house's rake: a percentage in basis points (500 = 5%) of an amount, rounded down to the minor unit, and
 * never more than `cap` (0 = no rake). Rounding down means a pot never pays a fraction it did not contain.
 */
export type RakeRule = { percentBp: number; cap: number };

export const NO_RAKE: RakeRule = { percentBp: 0, cap: 0 };

export function assertRakeRule(rule: RakeRule): void {
  if (!Number.isInteger(rule.percentBp) || rule.percentBp < 0 || rule.percentBp > 10_000) {
    throw new RangeError('rake percentBp must be an integer in [0, 10000]');
  }
  assertChips(rule.cap, 'rake cap');
}

export function rakeOf(amount: number, rule: RakeRule): number {
  assertChips(amount, 'raked amount');
  return Math.min(rule.cap, Math.floor((amount * rule.percentBp) / 10_000));
}
