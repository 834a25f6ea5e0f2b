import type { RandomStream } from '../../../lib/fair-rng.ts';
import { applyOdds, binomial, isDistinctDigits, LOSE, settleWin, type BetSettlement } from './elott-settlement.ts';

/** Five digits 0–9, positions 0 (ten-thousands, the first shown) to 4 (units), each an independent nextInt(10). */
export type FiveDigitResult = readonly number[];

export function drawFiveDigit(stream: RandomStream): FiveDigitResult {
  return Array.from({ length: 5 }, () => stream.nextInt(10));
}

export type FiveDigitSegment = 'FRONT_2' | 'BACK_2' | 'FRONT_3' | 'MIDDLE_3' | 'BACK_3';
export const FIVE_DIGIT_SEGMENTS: Readonly<Record<FiveDigitSegment, readonly number[]>> = {
  FRONT_2: [0, 1],
  BACK_2: [3, 4],
  FRONT_3: [0, 1, 2],
  MIDDLE_3: [1, 2, 3],
  BACK_3: [2, 3, 4],
};

export type FiveDigitBet =
  /** One position, one or more digits; the stake is per digit picked. */
  | { type: 'POSITION_DIGIT'; position: number; digits: readonly number[]; stake: bigint }
  | { type: 'POSITION_BIG' | 'POSITION_SMALL' | 'POSITION_ODD' | 'POSITION_EVEN'; position: number; stake: bigint }
  | { type: 'SUM_BIG' | 'SUM_SMALL' | 'SUM_ODD' | 'SUM_EVEN'; stake: bigint }
  /** Digits in order; a set per position makes a compound bet of every product combination. */
  | { type: 'STRAIGHT'; segment: FiveDigitSegment; digits: readonly (readonly number[])[]; stake: bigint }
  /** 2 digits in any order, pairs excluded: C(n, 2) combinations of the picked digits. */
  | { type: 'GROUP_2'; segment: 'FRONT_2' | 'BACK_2'; digits: readonly number[]; stake: bigint }
  /** 3 digits with exactly one pair (1-1-2): n × (n − 1) combinations (which digit is the pair, which the single). */
  | { type: 'GROUP_3'; segment: 'FRONT_3' | 'MIDDLE_3' | 'BACK_3'; digits: readonly number[]; stake: bigint }
  /** 3 different digits in any order: C(n, 3) combinations. */
  | { type: 'GROUP_6'; segment: 'FRONT_3' | 'MIDDLE_3' | 'BACK_3'; digits: readonly number[]; stake: bigint };

export type FiveDigitOdds = Readonly<
  Record<
    'positionDigit' | 'positionSide' | 'sumSide' | 'straight2' | 'straight3' | 'group2' | 'group3' | 'group6',
    number
  >
>;

/**
 * Thousandths of the stake per winning combination, at a 98% return each: a digit 1/10 → 9.8×; a side 1/2 → 1.98×
 * (sum big is ≥ 23 and small ≤ 22, each exactly half of 10^5 by the symmetry s ↔ 45 − s); straight 2 1/100, straight
 * 3 1/1000; group 2 covers 2 orders (49×), group 3 covers 3 orders (980/3, rounded down to 326×) and group 6 covers 6
 * (163×) — the multiplicities the names carry.
 */
export const DEFAULT_FIVE_DIGIT_ODDS: FiveDigitOdds = {
  positionDigit: 9800,
  positionSide: 1980,
  sumSide: 1980,
  straight2: 98_000,
  straight3: 980_000,
  group2: 49_000,
  group3: 326_000,
  group6: 163_000,
};

const isPosition = (position: number): boolean => Number.isInteger(position) && position >= 0 && position <= 4;

/** How many combinations the bet covers; its cost is stake × combinations. */
export function countFiveDigitCombinations(bet: FiveDigitBet): number {
  switch (bet.type) {
    case 'POSITION_DIGIT':
      return bet.digits.length;
    case 'STRAIGHT':
      return bet.digits.reduce((product, set) => product * set.length, 1);
    case 'GROUP_2':
      return binomial(bet.digits.length, 2);
    case 'GROUP_3':
      return bet.digits.length * (bet.digits.length - 1);
    case 'GROUP_6':
      return binomial(bet.digits.length, 3);
    default:
      return 1;
  }
}

export function costFiveDigitBet(bet: FiveDigitBet): bigint {
  return bet.stake * BigInt(countFiveDigitCombinations(bet));
}

export function checkFiveDigitBet(bet: FiveDigitBet): string | null {
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return 'stake must be a positive integer amount';
  switch (bet.type) {
    case 'POSITION_DIGIT':
      if (!isPosition(bet.position)) return 'position must be 0 to 4';
      return bet.digits.length > 0 && isDistinctDigits(bet.digits)
        ? null
        : 'digits must be distinct 0 to 9, at least one';
    case 'POSITION_BIG':
    case 'POSITION_SMALL':
    case 'POSITION_ODD':
    case 'POSITION_EVEN':
      return isPosition(bet.position) ? null : 'position must be 0 to 4';
    case 'SUM_BIG':
    case 'SUM_SMALL':
    case 'SUM_ODD':
    case 'SUM_EVEN':
      return null;
    case 'STRAIGHT': {
      const positions = FIVE_DIGIT_SEGMENTS[bet.segment];
      if (!positions) return 'unknown segment';
      if (bet.digits.length !== positions.length)
        return `a straight on ${bet.segment} takes ${positions.length} digit sets`;
      return bet.digits.every((set) => set.length > 0 && isDistinctDigits(set))
        ? null
        : 'each position needs distinct digits 0 to 9';
    }
    case 'GROUP_2':
    case 'GROUP_3':
    case 'GROUP_6': {
      const size = FIVE_DIGIT_SEGMENTS[bet.segment]?.length;
      if (size !== (bet.type === 'GROUP_2' ? 2 : 3)) return `${bet.type} does not apply to ${bet.segment}`;
      const least = bet.type === 'GROUP_6' ? 3 : 2;
      return bet.digits.length >= least && isDistinctDigits(bet.digits)
        ? null
        : `${bet.type} takes at least ${least} distinct digits`;
    }
    default:
      return 'unknown bet type';
  }
}

/** Group 3 is the pattern with exactly two equal digits, group 6 all different, a triple neither. */
export function classifyThreeDigits(digits: readonly number[]): 'TRIPLE' | 'GROUP_3' | 'GROUP_6' {
  const distinct = new Set(digits).size;
  return distinct === 1 ? 'TRIPLE' : distinct === 2 ? 'GROUP_3' : 'GROUP_6';
}

export function sumOf(digits: readonly number[]): number {
  return digits.reduce((total, d) => total + d, 0);
}

/** Returns the odds key when the bet's one winning combination came out, or null. At most one combination wins. */
function winningOdds(bet: FiveDigitBet, result: FiveDigitResult): keyof FiveDigitOdds | null {
  switch (bet.type) {
    case 'POSITION_DIGIT':
      return bet.digits.includes(result[bet.position]) ? 'positionDigit' : null;
    case 'POSITION_BIG':
      return result[bet.position] >= 5 ? 'positionSide' : null;
    case 'POSITION_SMALL':
      return result[bet.position] <= 4 ? 'positionSide' : null;
    case 'POSITION_ODD':
      return result[bet.position] % 2 === 1 ? 'positionSide' : null;
    case 'POSITION_EVEN':
      return result[bet.position] % 2 === 0 ? 'positionSide' : null;
    case 'SUM_BIG':
      return sumOf(result) >= 23 ? 'sumSide' : null;
    case 'SUM_SMALL':
      return sumOf(result) <= 22 ? 'sumSide' : null;
    case 'SUM_ODD':
      return sumOf(result) % 2 === 1 ? 'sumSide' : null;
    case 'SUM_EVEN':
      return sumOf(result) % 2 === 0 ? 'sumSide' : null;
    default:
      break;
  }
  const drawn = FIVE_DIGIT_SEGMENTS[bet.segment].map((position) => result[position]);
  const allPicked = drawn.every((d) => bet.digits.flat().includes(d));
  switch (bet.type) {
    case 'STRAIGHT':
      return drawn.every((d, i) => bet.digits[i].includes(d)) ? (drawn.length === 2 ? 'straight2' : 'straight3') : null;
    case 'GROUP_2':
      return drawn[0] !== drawn[1] && allPicked ? 'group2' : null;
    case 'GROUP_3':
      return classifyThreeDigits(drawn) === 'GROUP_3' && allPicked ? 'group3' : null;
    case 'GROUP_6':
      return classifyThreeDigits(drawn) === 'GROUP_6' && allPicked ? 'group6' : null;
  }
}

export function evaluateFiveDigitBet({
  bet,
  result,
  odds = DEFAULT_FIVE_DIGIT_ODDS,
}: {
  bet: FiveDigitBet;
  result: FiveDigitResult;
  odds?: FiveDigitOdds;
}): BetSettlement {
  const problem = checkFiveDigitBet(bet);
  if (problem) throw new RangeError(problem);
  const key = winningOdds(bet, result);
  return key ? settleWin(applyOdds(bet.stake, odds[key])) : LOSE;
}

/** The most a bet can pay, for the liability cap: at most one of its combinations can win. */
export function maxFiveDigitPayout(bet: FiveDigitBet, odds: FiveDigitOdds = DEFAULT_FIVE_DIGIT_ODDS): bigint {
  const keyOf: Record<FiveDigitBet['type'], keyof FiveDigitOdds> = {
    POSITION_DIGIT: 'positionDigit',
    POSITION_BIG: 'positionSide',
    POSITION_SMALL: 'positionSide',
    POSITION_ODD: 'positionSide',
    POSITION_EVEN: 'positionSide',
    SUM_BIG: 'sumSide',
    SUM_SMALL: 'sumSide',
    SUM_ODD: 'sumSide',
    SUM_EVEN: 'sumSide',
    STRAIGHT: 'straight3',
    GROUP_2: 'group2',
    GROUP_3: 'group3',
    GROUP_6: 'group6',
  };
  const key = bet.type === 'STRAIGHT' && bet.digits.length === 2 ? 'straight2' : keyOf[bet.type];
  return applyOdds(bet.stake, odds[key]);
}
