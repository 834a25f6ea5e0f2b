/**
 * What a settled bet returns, in minor units as bigint (never a float: see CONTRIBUTING, how money moves). A leg's
 * return multiplier per outcome: WIN the odds, HALF_WIN half at the odds and half back, (1 + odds)/2; PUSH and VOID
 * the stake back, 1; HALF_LOSE half back, 0.5; LOSE 0. Multipliers are exact fractions over 2000 (odds are
 * thousandths, and a half is a half), so a parlay's return is computed exactly and rounded down once, at the end.
 */
import { ODDS_SCALE } from './margin.ts';
import type { SettledOutcome } from './market-types.ts';

/** A leg's multiplier as numerator over LEG_DENOMINATOR (2000: thousandths of odds, halved). */
export const LEG_DENOMINATOR = BigInt(2 * ODDS_SCALE);

export type SettledLeg = { odds: number; outcome: SettledOutcome };

export function legMultiplierNumerator(leg: SettledLeg): bigint {
  if (!Number.isInteger(leg.odds) || leg.odds <= ODDS_SCALE) throw new RangeError(`odds ${leg.odds}`);
  const odds = BigInt(leg.odds);
  const scale = BigInt(ODDS_SCALE);
  switch (leg.outcome) {
    case 'WIN':
      return 2n * odds;
    case 'HALF_WIN':
      return scale + odds;
    case 'PUSH':
    case 'VOID':
      return 2n * scale;
    case 'HALF_LOSE':
      return scale;
    case 'LOSE':
      return 0n;
  }
}

/** The leg's multiplier as a number, for display and for cash-out's expectation (never for paying). */
export function legMultiplier(leg: SettledLeg): number {
  return Number(legMultiplierNumerator(leg)) / Number(LEG_DENOMINATOR);
}

function checkMoney(stake: bigint, maxPayout: bigint): void {
  if (stake <= 0n) throw new RangeError(`stake ${stake}`);
  if (maxPayout < 0n) throw new RangeError(`maximum payout ${maxPayout}`);
}

/**
 * A parlay's return: stake × the product of its legs' multipliers, rounded down to the minor unit, and never more
 * than `maxPayout`. A void leg counts 1.00; one losing leg loses the parlay. A single is a parlay of one leg.
 */
export function parlayPayout(stake: bigint, legs: readonly SettledLeg[], maxPayout: bigint): bigint {
  checkMoney(stake, maxPayout);
  if (legs.length === 0) throw new RangeError('a bet has at least one leg');
  let numerator = stake;
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= legMultiplierNumerator(leg);
    denominator *= LEG_DENOMINATOR;
  }
  const payout = numerator / denominator;
  return payout > maxPayout ? maxPayout : payout;
}

export function singlePayout(stake: bigint, leg: SettledLeg, maxPayout: bigint): bigint {
  return parlayPayout(stake, [leg], maxPayout);
}
