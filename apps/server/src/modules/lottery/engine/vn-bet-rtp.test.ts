import { describe, expect, it } from 'vitest';
import { countCombinations } from './vn-bets.ts';
import { DEFAULT_VN_ODDS, VN_BET_SPECS, VN_BET_TYPES, type VnBetType } from './vn-bet-types.ts';
import { countPrizeNumbersWithDigits, VN_REGIONS, type VnRegionCode } from './vn-regions.ts';

/**
 * Exact return to player of one ticket under the draw's law (every prize number uniform and independent, so its
 * last k digits are too): P(win) or E[hits] × odds / cost. This keeps the demo odds honest when someone edits them.
 */
function exactRtp(type: VnBetType, regionCode: VnRegionCode): number {
  const spec = VN_BET_SPECS[type];
  const region = VN_REGIONS[regionCode];
  const odds = Number(DEFAULT_VN_ODDS[regionCode][type]) / 1000;
  const coverage = spec.coverageOf(region);
  const loCount = countPrizeNumbersWithDigits(region, 2);
  if (spec.rule === 'count') return (coverage * 10 ** -spec.pickDigits * odds) / coverage; // one target per covered number
  if (spec.rule === 'none') return (1 - spec.legs / 100) ** loCount * odds;
  // Inclusion–exclusion: P(every leg among the lô numbers) = Σ (-1)^j C(k, j) (1 - j/100)^n.
  let win = 0;
  for (let j = 0; j <= spec.legs; j += 1) win += (-1) ** j * countCombinations(spec.legs, j) * (1 - j / 100) ** loCount;
  return win * odds;
}

describe('demo odds', () => {
  it('keep a house edge on every bet type in every region, and no bet below 80% return', () => {
    for (const region of ['MB', 'MN', 'MT'] as const) {
      for (const type of VN_BET_TYPES) {
        const rtp = exactRtp(type, region);
        expect(rtp, `${region} ${type}`).toBeLessThan(1);
        expect(rtp, `${region} ${type}`).toBeGreaterThan(0.8);
      }
    }
  });

  it('give the published returns: lô 2 số and đề 99.5%, 3 càng 98%, xiên 2 in MB about 87.8%', () => {
    expect(exactRtp('lo-2', 'MB')).toBeCloseTo(0.995, 6);
    expect(exactRtp('de', 'MN')).toBeCloseTo(0.995, 6);
    expect(exactRtp('3-cang', 'MB')).toBeCloseTo(0.98, 6);
    expect(exactRtp('xien-2', 'MB')).toBeCloseTo(16 * 0.054882, 4);
  });
});
