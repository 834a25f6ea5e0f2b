/**
 * Sizing for the live tables' RTP simulations (simulation tests only). A bet group's return per unit staked has
 * an exact mean and variance from enumerating its outcomes; rounds are chosen so the standard error of the
 * simulated RTP is at most 0.25 points, which puts the ±1 point check four standard errors out.
 */
export const TARGET_STANDARD_ERROR = 0.0025;
export const MINIMUM_ROUNDS = 1_000_000;

export type WeightedReturn = { weight: number; returnPerStake: number };

export function momentsOf(outcomes: Iterable<WeightedReturn>): { mean: number; variance: number } {
  let totalWeight = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (const { weight, returnPerStake } of outcomes) {
    totalWeight += weight;
    sum += weight * returnPerStake;
    sumOfSquares += weight * returnPerStake ** 2;
  }
  const mean = sum / totalWeight;
  return { mean, variance: sumOfSquares / totalWeight - mean ** 2 };
}

export function roundsForVariance(variance: number): number {
  return Math.max(MINIMUM_ROUNDS, Math.ceil(variance / TARGET_STANDARD_ERROR ** 2));
}

/** Sum of a round's credits, for the simulations' inner loops. */
export function sumOf(credits: readonly bigint[]): bigint {
  let total = 0n;
  for (const credit of credits) total += credit;
  return total;
}
