import { describe, expect, it } from 'vitest';
import { legMultiplier, parlayPayout, singlePayout } from './bet-payout.ts';

const MAX = 1_000_000_000n;

describe('bet payouts', () => {
  it('returns, on a 100.00 stake (10000 minor units) at 1.950, the hand-computed amount per outcome', () => {
    expect(singlePayout(10_000n, { odds: 1950, outcome: 'WIN' }, MAX)).toBe(19_500n);
    // Half at 1.95 and half back: 5000 × 1.95 + 5000 = 14750.
    expect(singlePayout(10_000n, { odds: 1950, outcome: 'HALF_WIN' }, MAX)).toBe(14_750n);
    expect(singlePayout(10_000n, { odds: 1950, outcome: 'PUSH' }, MAX)).toBe(10_000n);
    expect(singlePayout(10_000n, { odds: 1950, outcome: 'VOID' }, MAX)).toBe(10_000n);
    expect(singlePayout(10_000n, { odds: 1950, outcome: 'HALF_LOSE' }, MAX)).toBe(5_000n);
    expect(singlePayout(10_000n, { odds: 1950, outcome: 'LOSE' }, MAX)).toBe(0n);
    expect(legMultiplier({ odds: 1953, outcome: 'HALF_WIN' })).toBeCloseTo(1.4765, 10);
  });

  it('rounds down once, at the end: 333 at 1.953 half won is 333 × 1.4765 = 491.67 → 491', () => {
    expect(singlePayout(333n, { odds: 1953, outcome: 'HALF_WIN' }, MAX)).toBe(491n);
  });

  it('pays a parlay with a void leg as if the leg were 1.00', () => {
    // 10000 × 2.100 × 1.00 (void) × 1.800 = 37800; with the third leg half won: × (1 + 1.8)/2 = 1.4 → 29400.
    const legs = [
      { odds: 2100, outcome: 'WIN' as const },
      { odds: 3500, outcome: 'VOID' as const },
      { odds: 1800, outcome: 'WIN' as const },
    ];
    expect(parlayPayout(10_000n, legs, MAX)).toBe(37_800n);
    expect(parlayPayout(10_000n, [legs[0], legs[1], { odds: 1800, outcome: 'HALF_WIN' }], MAX)).toBe(29_400n);
    expect(parlayPayout(10_000n, [legs[0], { odds: 1800, outcome: 'LOSE' }], MAX)).toBe(0n);
    // Every leg void: the stake back.
    expect(parlayPayout(10_000n, [legs[1], { ...legs[0], outcome: 'VOID' }], MAX)).toBe(10_000n);
  });

  it('caps the return at the maximum payout', () => {
    const legs = Array.from({ length: 10 }, () => ({ odds: 10_000, outcome: 'WIN' as const }));
    expect(parlayPayout(10_000n, legs, 500_000_00n)).toBe(500_000_00n);
    expect(parlayPayout(1n, legs.slice(0, 2), MAX)).toBe(100n);
  });

  it('refuses a bad stake, cap or price', () => {
    expect(() => singlePayout(0n, { odds: 1950, outcome: 'WIN' }, MAX)).toThrow(RangeError);
    expect(() => singlePayout(100n, { odds: 1000, outcome: 'WIN' }, MAX)).toThrow(RangeError);
    expect(() => singlePayout(100n, { odds: 1950, outcome: 'WIN' }, -1n)).toThrow(RangeError);
    expect(() => parlayPayout(100n, [], MAX)).toThrow(RangeError);
  });
});
