import { findDeNumber, findPrizeNumbers, findSpecialNumber, listEndings, type VnResult } from './vn-draw.ts';
import { countPrizeNumbersWithDigits, VN_REGIONS, type VnRegion, type VnRegionCode } from './vn-regions.ts';

export const VN_BET_TYPES = [
  'lo-2',
  'lo-3',
  'lo-4',
  'de',
  'de-dau',
  'de-giai-nhat',
  'dau',
  'duoi',
  '3-cang',
  'xien-2',
  'xien-3',
  'xien-4',
  'truot-4',
  'truot-8',
  'truot-10',
] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

/**
 * How a ticket of a bet type wins:
 * - `count`: one leg; one hit per occurrence among the target numbers (a lô number out twice pays twice);
 * - `all`: every leg appears at least once among the target numbers (xiên); pays once;
 * - `none`: no leg appears among the target numbers (lô trượt); pays once.
 */
export type VnWinRule = 'count' | 'all' | 'none';

export type VnBetSpec = {
  /** Digits of each picked number: 2 for lô 2 số and đề, 1 for đầu/đuôi, 3 for 3 càng … */
  pickDigits: number;
  /** Numbers per ticket: 1, or k for xiên k and trượt k (more picks expand to every k-combination). */
  legs: number;
  rule: VnWinRule;
  /** The numbers a leg is matched against, taken from the result board. */
  targetsOf: (result: VnResult) => readonly string[];
  /** Prize numbers one point pays for: the "bao" count, derived from the region's structure. */
  coverageOf: (region: VnRegion) => number;
};

/** "Đề đầu" is the smallest prize, the only 2-digit one: G7 in MB (4 numbers), G8 in MN and MT (1 number). */
function twoDigitTier(region: VnRegion) {
  const tier = region.prizeTiers.find((entry) => entry.digits === 2);
  if (!tier) throw new RangeError(`region ${region.code} has no 2-digit prize`);
  return tier;
}

const lo = (digits: number): VnBetSpec => ({
  pickDigits: digits,
  legs: 1,
  rule: 'count',
  targetsOf: (result) => listEndings(result, digits),
  coverageOf: (region) => countPrizeNumbersWithDigits(region, digits),
});
const loLegs = (legs: number, rule: VnWinRule): VnBetSpec => ({
  pickDigits: 2,
  legs,
  rule,
  targetsOf: (result) => listEndings(result, 2),
  coverageOf: () => 1,
});
const single = (pickDigits: number, targetsOf: (result: VnResult) => readonly string[]): VnBetSpec => ({
  pickDigits,
  legs: 1,
  rule: 'count',
  targetsOf,
  coverageOf: () => 1,
});

export const VN_BET_SPECS: Readonly<Record<VnBetType, VnBetSpec>> = {
  'lo-2': lo(2),
  'lo-3': lo(3),
  'lo-4': lo(4),
  de: single(2, (result) => [findDeNumber(result)]),
  'de-dau': {
    pickDigits: 2,
    legs: 1,
    rule: 'count',
    coverageOf: (region) => twoDigitTier(region).count,
    targetsOf: (result) => findPrizeNumbers(result, twoDigitTier(VN_REGIONS[result.region]).prize),
  },
  'de-giai-nhat': single(2, (result) => findPrizeNumbers(result, 'g1').map((number) => number.slice(-2))),
  dau: single(1, (result) => [findDeNumber(result).charAt(0)]),
  duoi: single(1, (result) => [findDeNumber(result).charAt(1)]),
  '3-cang': single(3, (result) => [findSpecialNumber(result).slice(-3)]),
  'xien-2': loLegs(2, 'all'),
  'xien-3': loLegs(3, 'all'),
  'xien-4': loLegs(4, 'all'),
  'truot-4': loLegs(4, 'none'),
  'truot-8': loLegs(8, 'none'),
  'truot-10': loLegs(10, 'none'),
};

/** Payout per winning ticket and point, in thousandths of the stake per point (99_500 = "1 ăn 99.5"). */
export type VnOddsTable = Readonly<Record<VnBetType, bigint>>;
export type VnOdds = Readonly<Record<VnRegionCode, VnOddsTable>>;

/**
 * Demo values in the range Vietnamese sites publish. Return to player, with lô numbers independent and uniform:
 * lô 2 số 99.5%, lô 3 số and 3 càng 98%, lô 4 số 88.8%, đề 99.5%, đầu/đuôi 98%; xiên about 88% and trượt about
 * 93% (exact values in vn-bet-rtp.test.ts). The south pays more on xiên and less on trượt because a station has
 * 18 lô numbers instead of 27. Operators override these per region.
 */
const MB_ODDS: VnOddsTable = {
  'lo-2': 99_500n,
  'lo-3': 980_000n,
  'lo-4': 8_880_000n,
  de: 99_500n,
  'de-dau': 99_500n,
  'de-giai-nhat': 99_500n,
  dau: 9_800n,
  duoi: 9_800n,
  '3-cang': 980_000n,
  'xien-2': 16_000n,
  'xien-3': 72_000n,
  'xien-4': 330_000n,
  'truot-4': 2_800n,
  'truot-8': 8_800n,
  'truot-10': 16_000n,
};
const SOUTH_ODDS: VnOddsTable = {
  ...MB_ODDS,
  'xien-2': 34_000n,
  'xien-3': 225_000n,
  'xien-4': 1_580_000n,
  'truot-4': 1_950n,
  'truot-8': 4_200n,
  'truot-10': 6_200n,
};
export const DEFAULT_VN_ODDS: VnOdds = { MB: MB_ODDS, MN: SOUTH_ODDS, MT: SOUTH_ODDS };

/**
 * The operator's odds over the defaults: only listed bet types change, and every value must be a positive integer
 * number of thousandths, so a typo cannot turn a bet type into a free or negative payout.
 */
export function mergeVnOdds({
  defaults,
  overrides,
}: {
  defaults: VnOdds;
  overrides: Partial<Record<VnRegionCode, Partial<Record<VnBetType, bigint>>>>;
}): VnOdds {
  const merge = (region: VnRegionCode): VnOddsTable => {
    const table = { ...defaults[region], ...overrides[region] };
    for (const type of VN_BET_TYPES) {
      const value = table[type];
      if (typeof value !== 'bigint' || value <= 0n)
        throw new RangeError(`odds for ${region} ${type} must be a positive bigint`);
    }
    return table;
  };
  return { MB: merge('MB'), MN: merge('MN'), MT: merge('MT') };
}
