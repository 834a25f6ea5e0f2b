import { choose, sampleDistinct, type RandomInt } from './random.ts';

/** 5-digit (server: engine/five-digit.ts, adapters/five-digit-engine.ts): positions 0–4, segments, digit groups. */
export const FIVE_D_SEGMENTS: Readonly<Record<string, readonly number[]>> = {
  FRONT_2: [0, 1],
  BACK_2: [3, 4],
  FRONT_3: [0, 1, 2],
  MIDDLE_3: [1, 2, 3],
  BACK_3: [2, 3, 4],
};

export type FiveDBetSpec = {
  /** Takes a position 0–4. */
  hasPosition: boolean;
  /** The segments it may be placed on (none: no segment). */
  segments: readonly string[];
  /** 'none' side bets; 'one' one group of digits; 'perPosition' one group per position of the segment. */
  groups: 'none' | 'one' | 'perPosition';
  /** Least digits in a group. */
  minDigits: number;
};

const side = (hasPosition: boolean): FiveDBetSpec => ({ hasPosition, segments: [], groups: 'none', minDigits: 0 });

export const FIVE_D_BET_SPECS: Readonly<Record<string, FiveDBetSpec>> = {
  POSITION_DIGIT: { hasPosition: true, segments: [], groups: 'one', minDigits: 1 },
  POSITION_BIG: side(true),
  POSITION_SMALL: side(true),
  POSITION_ODD: side(true),
  POSITION_EVEN: side(true),
  SUM_BIG: side(false),
  SUM_SMALL: side(false),
  SUM_ODD: side(false),
  SUM_EVEN: side(false),
  STRAIGHT: {
    hasPosition: false,
    segments: ['FRONT_2', 'BACK_2', 'FRONT_3', 'MIDDLE_3', 'BACK_3'],
    groups: 'perPosition',
    minDigits: 1,
  },
  GROUP_2: { hasPosition: false, segments: ['FRONT_2', 'BACK_2'], groups: 'one', minDigits: 2 },
  GROUP_3: { hasPosition: false, segments: ['FRONT_3', 'MIDDLE_3', 'BACK_3'], groups: 'one', minDigits: 2 },
  GROUP_6: { hasPosition: false, segments: ['FRONT_3', 'MIDDLE_3', 'BACK_3'], groups: 'one', minDigits: 3 },
};

/** The bet types the picker shows as tabs; the side bets of a position or of the sum share one tab each. */
export const FIVE_D_TABS: readonly { key: string; types: readonly string[] }[] = [
  { key: 'POSITION_DIGIT', types: ['POSITION_DIGIT'] },
  { key: 'POSITION_SIDE', types: ['POSITION_BIG', 'POSITION_SMALL', 'POSITION_ODD', 'POSITION_EVEN'] },
  { key: 'SUM_SIDE', types: ['SUM_BIG', 'SUM_SMALL', 'SUM_ODD', 'SUM_EVEN'] },
  { key: 'STRAIGHT', types: ['STRAIGHT'] },
  { key: 'GROUP_2', types: ['GROUP_2'] },
  { key: 'GROUP_3', types: ['GROUP_3'] },
  { key: 'GROUP_6', types: ['GROUP_6'] },
];

export function groupCount(betType: string, segment: string | undefined): number {
  const spec = FIVE_D_BET_SPECS[betType];
  if (!spec || spec.groups === 'none') return 0;
  return spec.groups === 'one' ? 1 : (FIVE_D_SEGMENTS[segment ?? '']?.length ?? 0);
}

/** Combinations a selection covers (the server's countFiveDigitCombinations). */
export function countFiveDCombinations(betType: string, groups: readonly (readonly string[])[]): number {
  const sizes = groups.map((group) => group.length);
  switch (betType) {
    case 'POSITION_DIGIT':
      return sizes[0] ?? 0;
    case 'STRAIGHT':
      return sizes.length === 0 ? 0 : sizes.reduce((product, size) => product * size, 1);
    case 'GROUP_2':
      return choose(sizes[0] ?? 0, 2);
    case 'GROUP_3':
      return (sizes[0] ?? 0) * Math.max(0, (sizes[0] ?? 0) - 1);
    case 'GROUP_6':
      return choose(sizes[0] ?? 0, 3);
    default:
      return 1;
  }
}

export function isFiveDComplete(
  betType: string,
  segment: string | undefined,
  groups: readonly (readonly string[])[],
): boolean {
  const spec = FIVE_D_BET_SPECS[betType];
  if (!spec) return false;
  if (spec.segments.length > 0 && !spec.segments.includes(segment ?? '')) return false;
  const wanted = groupCount(betType, segment);
  return groups.length === wanted && groups.every((group) => group.length >= spec.minDigits);
}

export function quickPickFiveD(betType: string, segment: string | undefined, randomInt: RandomInt): string[][] {
  const spec = FIVE_D_BET_SPECS[betType];
  if (!spec || spec.groups === 'none') return [];
  const digits = (count: number) =>
    sampleDistinct(randomInt, 10, count)
      .sort((a, b) => a - b)
      .map(String);
  if (spec.groups === 'perPosition') return Array.from({ length: groupCount(betType, segment) }, () => digits(1));
  return [digits(spec.minDigits)];
}
