import { describe, expect, it } from 'vitest';
import {
  differenceOf,
  meanOf,
  mixture,
  poisson,
  probabilityOdd,
  probabilityOf,
  shifted,
  sumOf,
  winOrLose,
  outcomesOver,
} from './poisson.ts';

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const total = (p: readonly number[]) => p.reduce((sum, x) => sum + x, 0);

describe('Poisson arithmetic', () => {
  it('matches e^-λ λ^k / k! and sums to 1', () => {
    const dist = poisson(1.7);
    for (let k = 0; k <= 10; k += 1) {
      expect(probabilityOf(dist, k)).toBeCloseTo((Math.exp(-1.7) * 1.7 ** k) / factorial(k), 14);
    }
    expect(total(dist.p)).toBeCloseTo(1, 14);
    expect(meanOf(dist)).toBeCloseTo(1.7, 12);
    expect(poisson(0).p).toEqual([1]);
    expect(() => poisson(-1)).toThrow(RangeError);
  });

  it('handles a basketball rate without overflow, keeping only the values that matter', () => {
    const dist = poisson(118);
    expect(total(dist.p)).toBeCloseTo(1, 13);
    expect(meanOf(dist)).toBeCloseTo(118, 9);
    expect(dist.offset).toBeGreaterThan(30);
    expect(probabilityOf(dist, 0)).toBe(0);
  });

  it('adds and subtracts independent counts (the Skellam law of the margin)', () => {
    const home = shifted(poisson(1.4), 1);
    const away = poisson(1.1);
    const diff = differenceOf(home, away);
    const sum = sumOf(home, away);
    expect(meanOf(diff)).toBeCloseTo(2.4 - 1.1, 12);
    expect(meanOf(sum)).toBeCloseTo(2.4 + 1.1, 12);
    // P(diff = 0) by hand: Σ_k P(home = k) P(away = k), home ≥ 1.
    let tie = 0;
    for (let k = 1; k < 30; k += 1) tie += probabilityOf(home, k) * probabilityOf(away, k);
    expect(probabilityOf(diff, 0)).toBeCloseTo(tie, 14);
    // The sum of two Poisson counts is Poisson at the summed rate.
    expect(probabilityOf(sumOf(poisson(1.4), away), 3)).toBeCloseTo(probabilityOf(poisson(2.5), 3), 14);
  });

  it('mixes, counts parity and sorts values into outcomes', () => {
    const mixed = mixture([
      { dist: shifted(poisson(0), 2), weight: 0.25 },
      { dist: shifted(poisson(0), 5), weight: 0.75 },
    ]);
    expect(probabilityOf(mixed, 2)).toBe(0.25);
    expect(probabilityOdd(mixed)).toBe(0.75);
    // P(odd) of Poisson(λ) is (1 − e^{−2λ})/2.
    expect(probabilityOdd(poisson(2.3))).toBeCloseTo((1 - Math.exp(-4.6)) / 2, 14);
    const outcomes = outcomesOver(mixed, (value) => (value > 3 ? 'WIN' : 'PUSH'));
    expect(outcomes).toEqual({ WIN: 0.75, HALF_WIN: 0, PUSH: 0.25, HALF_LOSE: 0, LOSE: 0 });
    expect(winOrLose(0.3).LOSE).toBeCloseTo(0.7, 15);
  });
});
