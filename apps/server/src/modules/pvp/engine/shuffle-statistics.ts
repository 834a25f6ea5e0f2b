import type { Card } from './cards.ts';

/**
 * Statistics for the shuffle's fairness tests (unit and simulation tiers): how often each card lands at each
 * position, and Pearson's chi-square of that table against the uniform law.
 */
export function countCardPositions(shuffles: number, nextDeck: (index: number) => readonly Card[]): number[][] {
  const counts: number[][] = [];
  for (let index = 0; index < shuffles; index += 1) {
    const deck = nextDeck(index);
    if (counts.length === 0) for (let card = 0; card < deck.length; card += 1) counts.push(Array(deck.length).fill(0));
    deck.forEach((card, position) => {
      const row = counts[card];
      if (!row) throw new RangeError(`card ${card} outside the deck`);
      row[position] = (row[position] ?? 0) + 1;
    });
  }
  return counts;
}

/**
 * Pearson's statistic over the whole card × position table. Every row and every column sums to the number of
 * shuffles, so it is a contingency table with both margins fixed: (n − 1)² degrees of freedom.
 */
export function positionChiSquare(counts: readonly (readonly number[])[]): { statistic: number; df: number } {
  const size = counts.length;
  const shuffles = (counts[0] ?? []).reduce((sum, count) => sum + count, 0);
  const expected = shuffles / size;
  let statistic = 0;
  for (const row of counts) for (const count of row) statistic += (count - expected) ** 2 / expected;
  return { statistic, df: (size - 1) ** 2 };
}

/** Wilson–Hilferty approximation of the chi-square upper quantile (z = 2.326 for 1%, 3.090 for 0.1%). */
export function chiSquareUpperQuantile(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

export const Z_UPPER_1_PERCENT = 2.326348;
export const Z_UPPER_0_1_PERCENT = 3.090232;
