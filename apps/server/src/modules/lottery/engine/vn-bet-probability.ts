import { countCombinations } from './vn-bets.ts';
import { VN_BET_SPECS, type VnBetType, type VnOddsTable } from './vn-bet-types.ts';
import { countPrizeNumbersWithDigits, VN_REGIONS, type VnRegionCode } from './vn-regions.ts';

/**
 * Expected hits of one ticket under the draw's law: every prize number is uniform and independent (vn-draw.ts), so
 * its last k digits are too. The operator pages show the return of the odds they set from this; the simulation
 * test checks it against settled draws.
 */
export function computeVnExpectedHits(type: VnBetType, regionCode: VnRegionCode): number {
  const spec = VN_BET_SPECS[type];
  const region = VN_REGIONS[regionCode];
  // A counting bet has one target per covered prize number, each matching with probability 10^-digits.
  if (spec.rule === 'count') return spec.coverageOf(region) * 10 ** -spec.pickDigits;
  const loCount = countPrizeNumbersWithDigits(region, 2);
  if (spec.rule === 'none') return (1 - spec.legs / 100) ** loCount;
  // Inclusion–exclusion over the legs missing: P(every leg among n lô numbers) = Σ (-1)^j C(k, j) (1 - j/100)^n.
  let probability = 0;
  for (let missing = 0; missing <= spec.legs; missing += 1) {
    probability += (-1) ** missing * countCombinations(spec.legs, missing) * (1 - missing / 100) ** loCount;
  }
  return probability;
}

/** Return to player of a bet type at the given odds: expected payout over cost, per ticket. */
export function computeVnRtp({
  type,
  region,
  odds,
}: {
  type: VnBetType;
  region: VnRegionCode;
  odds: VnOddsTable;
}): number {
  const coverage = VN_BET_SPECS[type].coverageOf(VN_REGIONS[region]);
  return (computeVnExpectedHits(type, region) * Number(odds[type])) / 1000 / coverage;
}
