import { describe, expect, it } from 'vitest';
import { cashOutValue, expectedLegMultiplier } from './cash-out.ts';
import { emptyOutcomes } from './market-types.ts';
import type { SelectionQuote } from './price-event.ts';

const quote = (outcomes: Partial<ReturnType<typeof emptyOutcomes>>, suspended = false): SelectionQuote => ({
  outcomes: { ...emptyOutcomes(), ...outcomes },
  suspended,
});
const MAX = 1_000_000_00n;

describe('cash-out', () => {
  it('values an open single at its fair expected return less the margin (hand-computed)', () => {
    // 2.000, win 60% / lose 40%: expected multiplier 1.2; 10000 × 1.2 × 0.95 = 11400.
    const legs = [{ odds: 2000, quote: quote({ WIN: 0.6, LOSE: 0.4 }) }];
    expect(cashOutValue({ stake: 10_000n, legs, cashOutMargin: 0.05, maxPayout: MAX })).toEqual({
      ok: true,
      value: 11_400n,
    });
  });

  it('values a parlay: settled legs exactly, an Asian leg by its five outcomes (hand-computed)', () => {
    // Open leg at 2.000: 0.3 × 2 + 0.2 × 1.5 + 0.1 × 1 + 0.1 × 0.5 + 0.3 × 0 = 1.05.
    const asian = quote({ WIN: 0.3, HALF_WIN: 0.2, PUSH: 0.1, HALF_LOSE: 0.1, LOSE: 0.3 });
    expect(expectedLegMultiplier(2000, asian)).toBeCloseTo(1.05, 12);
    // Settled 1.900 won, a void leg, the open leg: 10000 × 1.9 × 1 × 1.05 × 0.95 = 18952.5 → 18952.
    const legs = [
      { odds: 1900, settled: 'WIN' as const },
      { odds: 3100, settled: 'VOID' as const },
      { odds: 2000, quote: asian },
    ];
    expect(cashOutValue({ stake: 10_000n, legs, cashOutMargin: 0.05, maxPayout: MAX })).toEqual({
      ok: true,
      value: 18_952n,
    });
    expect(cashOutValue({ stake: 10_000n, legs, cashOutMargin: 0.05, maxPayout: 15_000n })).toEqual({
      ok: true,
      value: 15_000n,
    });
  });

  it('refuses while a leg is suspended, after a leg lost, or with nothing open', () => {
    const open = { odds: 2000, quote: quote({ WIN: 0.5, LOSE: 0.5 }) };
    const base = { stake: 10_000n, cashOutMargin: 0.05, maxPayout: MAX };
    expect(cashOutValue({ ...base, legs: [open, { odds: 1800, quote: quote({ WIN: 1 }, true) }] })).toEqual({
      ok: false,
      reason: 'CASH_OUT_SUSPENDED',
    });
    expect(cashOutValue({ ...base, legs: [open, { odds: 1800, quote: null }] })).toEqual({
      ok: false,
      reason: 'CASH_OUT_SUSPENDED',
    });
    expect(cashOutValue({ ...base, legs: [open, { odds: 1800, settled: 'LOSE' }] })).toEqual({
      ok: false,
      reason: 'CASH_OUT_BET_LOST',
    });
    expect(cashOutValue({ ...base, legs: [{ odds: 1800, settled: 'WIN' }] })).toEqual({
      ok: false,
      reason: 'CASH_OUT_NOTHING_OPEN',
    });
  });
});
