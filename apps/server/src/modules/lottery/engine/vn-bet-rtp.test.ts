import { describe, expect, it } from 'vitest';
import { computeVnExpectedHits, computeVnRtp } from './vn-bet-probability.ts';
import { DEFAULT_VN_ODDS, mergeVnOdds, VN_BET_TYPES } from './vn-bet-types.ts';

const rtp = (type: (typeof VN_BET_TYPES)[number], region: 'MB' | 'MN' | 'MT') =>
  computeVnRtp({ type, region, odds: DEFAULT_VN_ODDS[region] });

describe('demo odds', () => {
  it('keep a house edge on every bet type in every region, and no bet below 80% return', () => {
    for (const region of ['MB', 'MN', 'MT'] as const) {
      for (const type of VN_BET_TYPES) {
        expect(rtp(type, region), `${region} ${type}`).toBeLessThan(1);
        expect(rtp(type, region), `${region} ${type}`).toBeGreaterThan(0.8);
      }
    }
  });

  it('give the published returns: lô 2 số and đề 99.5%, 3 càng and lô 3 số 98%, lô 4 số 88.8%', () => {
    expect(rtp('lo-2', 'MB')).toBeCloseTo(0.995, 9);
    expect(rtp('lo-2', 'MN')).toBeCloseTo(0.995, 9);
    expect(rtp('de', 'MN')).toBeCloseTo(0.995, 9);
    expect(rtp('de-dau', 'MB')).toBeCloseTo(0.995, 9);
    expect(rtp('3-cang', 'MB')).toBeCloseTo(0.98, 9);
    expect(rtp('lo-3', 'MT')).toBeCloseTo(0.98, 9);
    expect(rtp('lo-4', 'MB')).toBeCloseTo(0.888, 9);
  });
});

describe('computeVnExpectedHits', () => {
  it('matches hand values: MB lô 2 số 0.27, xiên 2 in MB 0.05488, trượt 4 in MB 0.96^27', () => {
    expect(computeVnExpectedHits('lo-2', 'MB')).toBeCloseTo(0.27, 12);
    expect(computeVnExpectedHits('xien-2', 'MB')).toBeCloseTo(1 - 2 * 0.99 ** 27 + 0.98 ** 27, 12);
    expect(computeVnExpectedHits('xien-2', 'MB')).toBeCloseTo(0.05488, 5);
    expect(computeVnExpectedHits('truot-4', 'MB')).toBeCloseTo(0.96 ** 27, 12);
    expect(computeVnExpectedHits('truot-10', 'MN')).toBeCloseTo(0.9 ** 18, 12);
  });
});

describe('mergeVnOdds', () => {
  it('changes only the listed bet types of the listed region', () => {
    const odds = mergeVnOdds({ defaults: DEFAULT_VN_ODDS, overrides: { MB: { de: 80_000n } } });
    expect(odds.MB.de).toBe(80_000n);
    expect(odds.MB['lo-2']).toBe(99_500n);
    expect(odds.MN.de).toBe(99_500n);
    expect(computeVnRtp({ type: 'de', region: 'MB', odds: odds.MB })).toBeCloseTo(0.8, 9);
  });

  it('refuses zero or negative odds', () => {
    expect(() => mergeVnOdds({ defaults: DEFAULT_VN_ODDS, overrides: { MT: { 'xien-2': 0n } } })).toThrow(RangeError);
    expect(() => mergeVnOdds({ defaults: DEFAULT_VN_ODDS, overrides: { MT: { 'xien-2': -5n } } })).toThrow(RangeError);
  });
});
