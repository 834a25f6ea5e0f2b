import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../../lottery/engine/draw-stream.ts';
import { poissonInverse, samplePoisson } from './poisson-sample.ts';

/** P(X ≤ k) for a Poisson mean, summed here independently of the sampler (through logarithms). */
function cdf(k: number, mean: number): number {
  let sum = 0;
  let logFactorial = 0;
  for (let i = 0; i <= k; i += 1) {
    if (i > 0) logFactorial += Math.log(i);
    sum += Math.exp(i * Math.log(mean) - mean - logFactorial);
  }
  return sum;
}

describe('Poisson by inversion', () => {
  it.each([0.3, 1.25, 2.7, 28, 130])('returns k exactly when P(X < k) ≤ u < P(X ≤ k) (mean %d)', (mean) => {
    expect(poissonInverse(0, mean)).toBe(0);
    for (let k = 0; k < mean + 6 * Math.sqrt(mean) + 3; k += 1) {
      const upper = cdf(k, mean);
      const lower = k === 0 ? 0 : cdf(k - 1, mean);
      if (upper - lower < 1e-9) continue; // too thin a slice to probe on both sides at double precision
      expect(poissonInverse(lower + (upper - lower) * 0.001, mean)).toBe(k);
      expect(poissonInverse(lower + (upper - lower) * 0.999, mean)).toBe(k);
    }
  });

  it('ends near the top of the range instead of running on', () => {
    const top = 1 - 2 ** -53;
    for (const mean of [0.5, 2.7, 28, 130]) {
      const k = poissonInverse(top, mean);
      expect(k).toBeGreaterThan(mean);
      expect(k).toBeLessThan(mean + 20 * Math.sqrt(mean) + 40);
    }
    expect(poissonInverse(0.999, 0)).toBe(0);
  });

  it('refuses a uniform outside [0, 1) and a mean outside [0, 700]', () => {
    for (const [u, mean] of [
      [1, 1],
      [-0.1, 1],
      [Number.NaN, 1],
      [0.5, -1],
      [0.5, 701],
      [0.5, Number.NaN],
    ])
      expect(() => poissonInverse(u, mean)).toThrow(RangeError);
  });

  it('draws one float per count from the stream, so the next draw is the same whatever the count', () => {
    const a = createDrawStream({ seed: 'poisson', drawId: 'x' });
    const b = createDrawStream({ seed: 'poisson', drawId: 'x' });
    samplePoisson(a, 0.5);
    samplePoisson(b, 120);
    expect(a.nextFloat()).toBe(b.nextFloat());
  });

  it('has the Poisson mean over 20 000 draws (within four standard errors)', () => {
    const stream = createDrawStream({ seed: 'poisson-mean', drawId: 'x' });
    const n = 20_000;
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += samplePoisson(stream, 2.7);
    expect(Math.abs(sum / n - 2.7)).toBeLessThan(4 * Math.sqrt(2.7 / n));
  });
});
