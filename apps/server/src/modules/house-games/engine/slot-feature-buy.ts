/** A title's feature buy: the price in total bets and the free spins a bought round starts with. */
export type FeatureBuyRules = {
  priceInBets: number;
  /** Free spins a bought round starts with (retriggers and the round's cap as in a triggered round). */
  freeSpins: number;
};

/**
 * What a round debits: the bet, or `bet × priceInBets` when the feature is bought. Wins are still counted on the
 * bet, so a bought round pays exactly what the same free spins pay after a natural trigger.
 */
export function stakeOfRound({
  bet,
  buyFeature,
  featureBuy,
  title,
}: {
  bet: bigint;
  buyFeature: boolean | undefined;
  featureBuy: FeatureBuyRules | undefined;
  title: string;
}): bigint {
  if (!buyFeature) return bet;
  if (!featureBuy) throw new RangeError(`${title} has no feature buy`);
  return bet * BigInt(featureBuy.priceInBets);
}

/** Caps a round's total win at maxWinInBets × bet; true when the cap was reached (the round then ends). */
export function isAtWinCap(totalWin: bigint, bet: bigint, maxWinInBets: number): boolean {
  return totalWin >= bet * BigInt(maxWinInBets);
}
