import { describe, expect, it } from 'vitest';
import { createOutcomeStream, type RandomStream } from './fair-rng.ts';

// Statistical checks of the real HMAC stream (not the simulation PRNG), on fixed seeds so the run is repeatable.
const DRAWS = 1_000_000;
const Z_99_ONE_SIDED = 2.326348;
const Z_99_TWO_SIDED = 2.575829;

/** Wilson–Hilferty: (χ²/k)^(1/3) is close to normal with mean 1 − 2/(9k) and variance 2/(9k). */
function chiSquareCriticalValue(degreesOfFreedom: number, z: number): number {
  const k = degreesOfFreedom;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}

function chiSquareStatistic(stream: RandomStream, k: number, draws: number): number {
  const counts = new Float64Array(k);
  for (let i = 0; i < draws; i += 1) counts[stream.nextInt(k)] += 1;
  const expected = draws / k;
  let statistic = 0;
  for (const count of counts) statistic += (count - expected) ** 2 / expected;
  return statistic;
}

describe('fair stream statistics at 99% confidence', () => {
  it('approximates chi-square critical values to within 0.1 of the tables', () => {
    expect(chiSquareCriticalValue(36, Z_99_ONE_SIDED)).toBeCloseTo(58.619, 1);
    expect(chiSquareCriticalValue(99, Z_99_ONE_SIDED)).toBeCloseTo(134.642, 1);
  });

  for (const k of [37, 100]) {
    it(`passes chi-square goodness of fit on ${DRAWS} draws of nextInt(${k})`, () => {
      const stream = createOutcomeStream({
        serverSeed: 'c0ffee'.repeat(10) + 'beef',
        clientSeed: `chi-square-${k}`,
        nonce: 7,
      });
      const statistic = chiSquareStatistic(stream, k, DRAWS);
      const critical = chiSquareCriticalValue(k - 1, Z_99_ONE_SIDED);
      expect(statistic).toBeLessThan(critical);
    });
  }

  it(`passes the Wald–Wolfowitz runs test above and below the median on ${DRAWS} floats`, () => {
    const stream = createOutcomeStream({ serverSeed: 'f00d'.repeat(16), clientSeed: 'runs-test', nonce: 3 });
    const values = new Float64Array(DRAWS);
    for (let i = 0; i < DRAWS; i += 1) values[i] = stream.nextFloat();
    const sorted = values.slice().sort();
    const median = (sorted[DRAWS / 2 - 1] + sorted[DRAWS / 2]) / 2;
    let above = 0;
    let below = 0;
    let runs = 0;
    let previous = 0;
    for (const value of values) {
      if (value === median) continue;
      const side = value > median ? 1 : -1;
      if (side === 1) above += 1;
      else below += 1;
      if (side !== previous) runs += 1;
      previous = side;
    }
    const n = above + below;
    const mean = (2 * above * below) / n + 1;
    const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
    const z = (runs - mean) / Math.sqrt(variance);
    expect(Math.abs(z)).toBeLessThan(Z_99_TWO_SIDED);
  });
});
