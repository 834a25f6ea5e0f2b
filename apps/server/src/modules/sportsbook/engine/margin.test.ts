import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARGINS,
  MIN_OFFERED_ODDS,
  effectiveProbability,
  marginFor,
  offeredOdds,
  overround,
  powerExponent,
} from './margin.ts';
import { emptyOutcomes } from './market-types.ts';

/** The largest overround error rounding each price to a thousandth can cause: Σ 0.0005 / d². */
function roundingBound(odds: readonly (number | null)[]): number {
  return odds.reduce<number>((sum, o) => (o === null ? sum : sum + 0.0005 / (o / 1000) ** 2), 1e-9);
}

describe('the power-method margin', () => {
  it('makes the overround equal the margin, to rounding, for any spread of chances', () => {
    const markets = [
      [0.5, 0.5],
      [0.48, 0.27, 0.25],
      [0.8, 0.15, 0.05],
      [0.05, 0.1, 0.2, 0.3, 0.35],
    ];
    for (const fair of markets) {
      for (const margin of [0, 0.02, 0.05, 0.1, 0.2]) {
        const odds = offeredOdds(fair, margin);
        expect(odds.every((o) => o !== null)).toBe(true);
        expect(Math.abs(overround(odds) - margin)).toBeLessThanOrEqual(roundingBound(odds));
      }
    }
  });

  it('loads the long shot more than the favourite, and never prices a selection at 1.00 or less', () => {
    const odds = offeredOdds([0.9, 0.1], 0.06) as number[];
    const fairOdds = [1000 / 0.9, 1000 / 0.1];
    // Share of the price each selection gives up to the margin.
    expect(1 - odds[1] / fairOdds[1]).toBeGreaterThan(1 - odds[0] / fairOdds[0]);
    expect(Math.min(...odds)).toBeGreaterThan(1000);
    const k = powerExponent([0.9, 0.1], 1.06);
    expect(0.9 ** k + 0.1 ** k).toBeCloseTo(1.06, 12);
  });

  it('suspends a price under 1.010 and a selection with no chance, and leaves the rest of the market trading', () => {
    const odds = offeredOdds([0.995, 0.005, 0], 0.05);
    expect(odds[0]).toBeNull();
    expect(odds[1]).not.toBeNull();
    expect(odds[2]).toBeNull();
    expect(offeredOdds([0.6, 0.4], 0.05).every((o) => o !== null && o >= MIN_OFFERED_ODDS)).toBe(true);
  });

  it('measures double chance against its two winners per result', () => {
    const odds = offeredOdds([0.74, 0.75, 0.51], 0.05, 2);
    expect(Math.abs(overround(odds, 2) - 0.05)).toBeLessThanOrEqual(roundingBound(odds));
  });

  it('prices an Asian line so that both sides fair-sum to 1 (expected return = stake)', () => {
    // A -0.25 line: home wins 45%, draws 27% (half lost), loses 28%; away the mirror.
    const home = { ...emptyOutcomes(), WIN: 0.45, HALF_LOSE: 0.27, LOSE: 0.28 };
    const away = { ...emptyOutcomes(), WIN: 0.28, HALF_WIN: 0.27, LOSE: 0.45 };
    const pHome = effectiveProbability(home) as number;
    const pAway = effectiveProbability(away) as number;
    expect(pHome + pAway).toBeCloseTo(1, 14);
    // At the fair price 1/pHome a stake of 1 returns exactly 1 on average.
    const price = 1 / pHome;
    expect(home.WIN * price + home.HALF_LOSE * 0.5).toBeCloseTo(1, 14);
    // A whole line's push: home 40%, push 25%, lose 35% → 0.4 / 0.75.
    expect(effectiveProbability({ ...emptyOutcomes(), WIN: 0.4, PUSH: 0.25, LOSE: 0.35 })).toBeCloseTo(0.4 / 0.75, 14);
    expect(effectiveProbability({ ...emptyOutcomes(), PUSH: 1 })).toBeNull();
  });

  it('reads the margin of a market type, falling back to the sport default', () => {
    expect(marginFor(DEFAULT_MARGINS, 'FOOTBALL', 'FT_CS')).toBe(0.15);
    expect(marginFor(DEFAULT_MARGINS, 'FOOTBALL', 'FT_BTTS')).toBe(0.05);
    expect(() => marginFor({ ...DEFAULT_MARGINS, COCKFIGHT: { default: 0.9 } }, 'COCKFIGHT', 'CF_WINNER')).toThrow(
      RangeError,
    );
  });
});
