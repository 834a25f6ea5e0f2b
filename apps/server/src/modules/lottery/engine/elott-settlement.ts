/**
 * What settling one bet gives the ledger. `payout` is the whole amount credited back (stake plus winnings), in
 * integer minor units: 0 on a loss, the stake itself on a refund, as the house games credit their rounds.
 */
export type BetOutcome = 'WIN' | 'LOSE' | 'REFUND';
export type BetSettlement = { outcome: BetOutcome; payout: bigint };

export const LOSE: BetSettlement = Object.freeze({ outcome: 'LOSE', payout: 0n });

/**
 * Odds are integers in thousandths of the stake (9.8× is 9800) so no float ever touches money. The division
 * rounds down: the player may lose under one minor unit per win, the house never pays a fraction it cannot book.
 * `divisor` lets a stake split across several combinations (4D i-Box) be divided in the same single rounding.
 */
export function applyOdds(stake: bigint, oddsThousandths: number, divisor = 1): bigint {
  if (!Number.isSafeInteger(oddsThousandths) || oddsThousandths < 0)
    throw new RangeError(`odds must be a non-negative integer in thousandths, got ${oddsThousandths}`);
  if (!Number.isSafeInteger(divisor) || divisor < 1)
    throw new RangeError(`divisor must be a positive integer, got ${divisor}`);
  return (stake * BigInt(oddsThousandths)) / (1000n * BigInt(divisor));
}

export function settleWin(payout: bigint): BetSettlement {
  return payout > 0n ? { outcome: 'WIN', payout } : LOSE;
}

/** Combination bets are priced before confirming: the stake is per combination, the cost is their product. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

export function isDistinctDigits(digits: readonly number[]): boolean {
  return digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9) && new Set(digits).size === digits.length;
}
