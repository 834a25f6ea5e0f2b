import { describe, expect, it } from 'vitest';
import { createDrawStream } from './draw-stream.ts';
import { binomial } from './elott-settlement.ts';
import {
  DEFAULT_KENO_ODDS,
  checkKenoBet,
  describeKenoResult,
  drawKeno,
  evaluateKenoBet,
  maxKenoPayout,
  type KenoResult,
} from './keno.ts';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const resultOf = (numbers: number[]): KenoResult => ({
  drawOrder: numbers,
  numbers: [...numbers].sort((a, b) => a - b),
});

// 1..10 sum to 55 and 71..80 to 755: exactly 810, ten in each half, five odd in each block.
const ON_810 = resultOf([...range(71, 80), ...range(1, 10)]);
const LOW = resultOf(range(1, 20)); // sum 210
const HIGH = resultOf(range(61, 80)); // sum 1410

describe('keno draw', () => {
  it('draws 20 distinct numbers of 1..80, a pure function of (seed, drawId)', () => {
    const a = drawKeno(createDrawStream({ seed: 'seed', drawId: '20261124-0517' }));
    const b = drawKeno(createDrawStream({ seed: 'seed', drawId: '20261124-0517' }));
    const c = drawKeno(createDrawStream({ seed: 'seed', drawId: '20261124-0518' }));
    expect(a).toEqual(b);
    expect(a.numbers).not.toEqual(c.numbers);
    expect(new Set(a.numbers).size).toBe(20);
    expect(a.numbers.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect(a.numbers).toEqual([...a.drawOrder].sort((x, y) => x - y));
  });
});

describe('keno side bets', () => {
  it('refunds big and small on a sum of exactly 810, while odd/even and the halves still settle', () => {
    expect(describeKenoResult(ON_810)).toEqual({ sum: 810, upperCount: 10, oddCount: 10 });
    expect(evaluateKenoBet({ bet: { type: 'SUM_BIG', stake: 100n }, result: ON_810 })).toEqual({
      outcome: 'REFUND',
      payout: 100n,
    });
    expect(evaluateKenoBet({ bet: { type: 'SUM_SMALL', stake: 77n }, result: ON_810 })).toEqual({
      outcome: 'REFUND',
      payout: 77n,
    });
    expect(evaluateKenoBet({ bet: { type: 'SUM_EVEN', stake: 100n }, result: ON_810 })).toEqual({
      outcome: 'WIN',
      payout: 195n,
    });
    expect(evaluateKenoBet({ bet: { type: 'SUM_ODD', stake: 100n }, result: ON_810 })).toEqual({
      outcome: 'LOSE',
      payout: 0n,
    });
    expect(evaluateKenoBet({ bet: { type: 'HALF_TIE', stake: 100n }, result: ON_810 })).toEqual({
      outcome: 'WIN',
      payout: 430n,
    });
    expect(evaluateKenoBet({ bet: { type: 'UPPER', stake: 100n }, result: ON_810 }).outcome).toBe('LOSE');
    expect(evaluateKenoBet({ bet: { type: 'ODD_EVEN_TIE', stake: 100n }, result: ON_810 }).payout).toBe(430n);
  });

  it('settles big/small and the halves away from the midpoint', () => {
    expect(evaluateKenoBet({ bet: { type: 'SUM_SMALL', stake: 100n }, result: LOW })).toEqual({
      outcome: 'WIN',
      payout: 195n,
    });
    expect(evaluateKenoBet({ bet: { type: 'SUM_BIG', stake: 100n }, result: LOW }).outcome).toBe('LOSE');
    expect(evaluateKenoBet({ bet: { type: 'SUM_BIG', stake: 100n }, result: HIGH }).payout).toBe(195n);
    expect(evaluateKenoBet({ bet: { type: 'UPPER', stake: 100n }, result: LOW }).payout).toBe(230n);
    expect(evaluateKenoBet({ bet: { type: 'LOWER', stake: 100n }, result: HIGH }).payout).toBe(230n);
    expect(evaluateKenoBet({ bet: { type: 'LOWER', stake: 100n }, result: LOW }).outcome).toBe('LOSE');
    // 61..80 has ten odd numbers: the count bets tie, the sum 1410 is even.
    expect(evaluateKenoBet({ bet: { type: 'MORE_ODD', stake: 100n }, result: HIGH }).outcome).toBe('LOSE');
    expect(evaluateKenoBet({ bet: { type: 'SUM_EVEN', stake: 100n }, result: HIGH }).payout).toBe(195n);
  });

  it('counts more odd and more even', () => {
    const odd = resultOf([...range(1, 37).filter((n) => n % 2 === 1), 2]); // the 19 odd numbers of 1..37, plus 2
    expect(odd.numbers.length).toBe(20);
    expect(describeKenoResult(odd).oddCount).toBe(19);
    expect(evaluateKenoBet({ bet: { type: 'MORE_ODD', stake: 10n }, result: odd }).payout).toBe(23n);
    expect(evaluateKenoBet({ bet: { type: 'MORE_EVEN', stake: 10n }, result: odd }).payout).toBe(0n);
  });
});

describe('keno pick bets', () => {
  it('pays by spots and hits from the pay table', () => {
    expect(evaluateKenoBet({ bet: { type: 'PICK', numbers: [5], stake: 100n }, result: ON_810 })).toEqual({
      outcome: 'WIN',
      payout: 380n,
    });
    expect(evaluateKenoBet({ bet: { type: 'PICK', numbers: [50], stake: 100n }, result: ON_810 }).outcome).toBe('LOSE');
    // 4 of 5 spots: 20× the stake.
    expect(
      evaluateKenoBet({ bet: { type: 'PICK', numbers: [1, 2, 3, 4, 50], stake: 100n }, result: ON_810 }).payout,
    ).toBe(2000n);
    // 2 of 5 pays nothing.
    expect(
      evaluateKenoBet({ bet: { type: 'PICK', numbers: [1, 2, 30, 40, 50], stake: 100n }, result: ON_810 }).outcome,
    ).toBe('LOSE');
    // 10 spots with no hit at all pays 2×: the "catch zero" prize of the published tables.
    expect(evaluateKenoBet({ bet: { type: 'PICK', numbers: range(41, 50), stake: 100n }, result: ON_810 }).payout).toBe(
      200n,
    );
    expect(evaluateKenoBet({ bet: { type: 'PICK', numbers: range(1, 10), stake: 3n }, result: ON_810 }).payout).toBe(
      300_000n,
    );
    // 2.5× on 3 spots with 2 hits rounds down on an odd stake.
    expect(evaluateKenoBet({ bet: { type: 'PICK', numbers: [1, 2, 50], stake: 3n }, result: ON_810 }).payout).toBe(7n);
  });

  it('refuses bad picks', () => {
    expect(checkKenoBet({ type: 'PICK', numbers: [], stake: 1n })).toMatch(/1 to 10/);
    expect(checkKenoBet({ type: 'PICK', numbers: range(1, 11), stake: 1n })).toMatch(/1 to 10/);
    expect(checkKenoBet({ type: 'PICK', numbers: [0], stake: 1n })).toMatch(/1 to 80/);
    expect(checkKenoBet({ type: 'PICK', numbers: [3, 3], stake: 1n })).toMatch(/distinct/);
    expect(checkKenoBet({ type: 'SUM_BIG', stake: 0n })).toMatch(/stake/);
    expect(() => evaluateKenoBet({ bet: { type: 'PICK', numbers: [81], stake: 1n }, result: LOW })).toThrow(RangeError);
  });

  it('keeps every pick table between 85% and 96% return (exact hypergeometric)', () => {
    for (let spots = 1; spots <= 10; spots += 1) {
      let rtp = 0;
      for (let hits = 0; hits <= spots; hits += 1) {
        const probability = (binomial(20, hits) * binomial(60, spots - hits)) / binomial(80, spots);
        rtp += (probability * (DEFAULT_KENO_ODDS.pick[spots][hits] ?? 0)) / 1000;
      }
      expect(rtp, `spots ${spots}`).toBeGreaterThan(0.85);
      expect(rtp, `spots ${spots}`).toBeLessThan(0.96);
    }
  });
});

describe('keno side bet returns', () => {
  it('has P(sum = 810) ≈ 0.44% and returns 97.5% on big/small and sum odd/even', () => {
    // ways[k][s]: subsets of size k with sum s, built number by number (floats: only ratios are needed).
    const ways = Array.from({ length: 21 }, () => new Float64Array(1641));
    ways[0][0] = 1;
    for (let n = 1; n <= 80; n += 1) {
      for (let k = Math.min(n, 20); k >= 1; k -= 1) for (let s = 1640; s >= n; s -= 1) ways[k][s] += ways[k - 1][s - n];
    }
    const total = binomial(80, 20);
    const p810 = ways[20][810] / total;
    const pBig = ways[20].slice(811).reduce((a, b) => a + b, 0) / total;
    const pOdd = ways[20].filter((_, s) => s % 2 === 1).reduce((a, b) => a + b, 0) / total;
    expect(p810).toBeCloseTo(0.0043964, 6);
    expect(pBig * 1.95 + p810).toBeCloseTo(0.9751, 3);
    expect((pOdd * DEFAULT_KENO_ODDS.side.SUM_ODD) / 1000).toBeCloseTo(0.975, 3);
  });
});

describe('keno worst case', () => {
  it('bounds the payout by the top of the pay table row', () => {
    expect(maxKenoPayout({ type: 'PICK', numbers: range(1, 10), stake: 2n })).toBe(200_000n);
    expect(maxKenoPayout({ type: 'PICK', numbers: [7], stake: 10n })).toBe(38n);
    expect(maxKenoPayout({ type: 'HALF_TIE', stake: 10n })).toBe(43n);
  });
});
