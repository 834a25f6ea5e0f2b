/**
 * The statistics the fairness simulations (`simulate-*.sim.test.ts`) judge the simulators with: Pearson's
 * chi-square of observed counts against model probabilities, its upper 1% points, and Poisson and series
 * probabilities computed here from first principles rather than with the simulators' or the odds engine's code.
 */

/** Upper 1% points of the chi-square law for 1 to 10 degrees of freedom (standard tables). */
const CHI_SQUARE_99 = [6.635, 9.21, 11.345, 13.277, 15.086, 16.812, 18.475, 20.09, 21.666, 23.209];

/** The upper 1% point for `df` degrees of freedom: the table to 10, then Wilson–Hilferty (within 0.5% there). */
export function chiSquareUpper99(df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`degrees of freedom must be 1 or more, got ${df}`);
  if (df <= CHI_SQUARE_99.length) return CHI_SQUARE_99[df - 1];
  const a = 2 / (9 * df);
  return df * (1 - a + 2.326348 * Math.sqrt(a)) ** 3;
}

export type ChiSquareTest = { statistic: number; df: number };

/** Pearson's statistic of counts against probabilities that sum to 1; every expected count must be at least 5. */
export function chiSquareTest(counts: readonly number[], probabilities: readonly number[]): ChiSquareTest {
  if (counts.length !== probabilities.length || counts.length < 2) throw new RangeError('one probability per count');
  const total = counts.reduce((sum, count) => sum + count, 0);
  const mass = probabilities.reduce((sum, p) => sum + p, 0);
  if (Math.abs(mass - 1) > 1e-9) throw new RangeError(`probabilities must sum to 1, got ${mass}`);
  let statistic = 0;
  counts.forEach((count, index) => {
    const expected = total * probabilities[index];
    if (expected < 5) throw new RangeError(`cell ${index} expects ${expected.toFixed(2)} < 5: merge cells`);
    statistic += (count - expected) ** 2 / expected;
  });
  return { statistic, df: counts.length - 1 };
}

/** Several independent tests as one: their statistics and degrees of freedom add up. */
export function combineTests(tests: readonly ChiSquareTest[]): ChiSquareTest {
  return tests.reduce((sum, test) => ({ statistic: sum.statistic + test.statistic, df: sum.df + test.df }), {
    statistic: 0,
    df: 0,
  });
}

/** Poisson probabilities P(X = 0 … max − 1), through logarithms, then P(X ≥ max) in the last place. */
export function poissonCells(mean: number, max: number): number[] {
  const cells: number[] = [];
  let logFactorial = 0;
  for (let k = 0; k < max; k += 1) {
    if (k > 0) logFactorial += Math.log(k);
    cells.push(Math.exp(k * Math.log(mean) - mean - logFactorial));
  }
  cells.push(Math.max(0, 1 - cells.reduce((sum, p) => sum + p, 0)));
  return cells;
}

/** P(X − Y > 0), P(X = Y), P(X − Y < 0) for independent Poisson X and Y, by summing the product of their laws. */
export function poissonDifference(meanX: number, meanY: number): { above: number; level: number; below: number } {
  const span = Math.ceil(Math.max(meanX, meanY) + 12 * Math.sqrt(Math.max(meanX, meanY)) + 20);
  const x = poissonCells(meanX, span);
  const y = poissonCells(meanY, span);
  let above = 0;
  let level = 0;
  for (let i = 0; i < span; i += 1)
    for (let j = 0; j < span; j += 1) {
      if (i > j) above += x[i] * y[j];
      else if (i === j) level += x[i] * y[j];
    }
  return { above, level, below: 1 - above - level };
}

/** Best-of-three outcomes 2–0, 2–1, 1–2, 0–2 from the home side's chance per map. */
export function bestOfThree(map: number): [number, number, number, number] {
  const lose = 1 - map;
  return [map * map, 2 * map * map * lose, 2 * map * lose * lose, lose * lose];
}
