/**
 * Poisson counts from the event's random stream, by inversion: one uniform u from `nextFloat`, then the smallest k
 * whose cumulative probability P(X ≤ k) exceeds u. One draw per count, whatever the mean, so the draw order of an
 * event is fixed and a verifier replays it step by step.
 */
import type { RandomStream } from '../../../lib/fair-rng.ts';

/** e^−mean underflows beyond about 745; the book's largest mean (basketball points over 48 minutes) is near 130. */
const MAX_MEAN = 700;

/**
 * The Poisson count for the uniform `u` in [0, 1). The cumulative sum is built term by term (p_k = p_{k−1}·mean/k);
 * when u lies above what the summed terms reach (it can only be within rounding of 1), the walk stops where the
 * terms have become negligible, past the mean.
 */
export function poissonInverse(u: number, mean: number): number {
  if (!(u >= 0 && u < 1)) throw new RangeError(`u must be in [0, 1), got ${u}`);
  if (!(mean >= 0 && mean <= MAX_MEAN)) throw new RangeError(`mean must be in [0, ${MAX_MEAN}], got ${mean}`);
  let k = 0;
  let term = Math.exp(-mean);
  let cumulative = term;
  while (u >= cumulative) {
    k += 1;
    term = (term * mean) / k;
    if (term < Number.EPSILON * cumulative && k > mean) return k;
    cumulative += term;
  }
  return k;
}

export function samplePoisson(stream: RandomStream, mean: number): number {
  return poissonInverse(stream.nextFloat(), mean);
}
