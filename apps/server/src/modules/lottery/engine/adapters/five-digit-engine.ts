/**
 * 5-digit (5D / SSC) as a LotteryEngine; no variant (null). points is always 1; unitStake is the stake per combination,
 * cost = unitStake × combinations. Digits are single-character strings "0"–"9", distinct within a group; positions are
 * 0 (first digit shown) to 4 (last); segments FRONT_2 (positions 0–1), BACK_2 (3–4), FRONT_3 (0–2), MIDDLE_3 (1–3),
 * BACK_3 (2–4).
 *
 * Wire → engine:
 *   POSITION_DIGIT { betType: 'POSITION_DIGIT', position: 0, picks: [['3', '7']], points: 1, unitStake: 100n }   2 combinations
 *   POSITION_BIG   { betType: 'POSITION_BIG', position: 4, picks: [], points: 1, unitStake: 100n }    digit 5–9
 *   POSITION_SMALL { betType: 'POSITION_SMALL', position: 4, picks: [], points: 1, unitStake: 100n }  digit 0–4
 *   POSITION_ODD   { betType: 'POSITION_ODD', position: 2, picks: [], points: 1, unitStake: 100n }
 *   POSITION_EVEN  { betType: 'POSITION_EVEN', position: 2, picks: [], points: 1, unitStake: 100n }
 *   SUM_BIG        { betType: 'SUM_BIG', picks: [], points: 1, unitStake: 100n }     sum of the five ≥ 23
 *   SUM_SMALL      { betType: 'SUM_SMALL', picks: [], points: 1, unitStake: 100n }   sum ≤ 22
 *   SUM_ODD        { betType: 'SUM_ODD', picks: [], points: 1, unitStake: 100n }
 *   SUM_EVEN       { betType: 'SUM_EVEN', picks: [], points: 1, unitStake: 100n }
 *   STRAIGHT       { betType: 'STRAIGHT', segment: 'FRONT_3', picks: [['1', '2'], ['7'], ['0', '9']], points: 1, unitStake: 100n }
 *                  one group per position of the segment (2 or 3 groups), in order: 2 × 1 × 2 = 4 combinations
 *   GROUP_2        { betType: 'GROUP_2', segment: 'BACK_2', picks: [['1', '5', '8']], points: 1, unitStake: 100n }
 *                  FRONT_2 or BACK_2, ≥ 2 digits, any order, no pair: C(3, 2) = 3 combinations
 *   GROUP_3        { betType: 'GROUP_3', segment: 'MIDDLE_3', picks: [['2', '6']], points: 1, unitStake: 100n }
 *                  a 3-digit segment, ≥ 2 digits, exactly one pair: n × (n − 1) = 2 combinations (226, 266)
 *   GROUP_6        { betType: 'GROUP_6', segment: 'BACK_3', picks: [['1', '3', '5', '7']], points: 1, unitStake: 100n }
 *                  a 3-digit segment, ≥ 3 digits, all different: C(4, 3) = 4 combinations
 * Odds: { positionDigit: 9800, positionSide, sumSide, straight2, straight3, group2, group3, group6 } in thousandths.
 * Stored: the engine's FiveDigitBet with its digits sorted and stake as a string, e.g.
 *   { type: 'STRAIGHT', segment: 'FRONT_3', digits: [[1, 2], [7], [0, 9]], stake: '100' }.
 * quickPick gives the smallest selection: STRAIGHT three one-digit groups (a 2-digit segment keeps the first two).
 */
import {
  LotteryBetError,
  type LotteryEngine,
  type LotterySelection,
  type PricedSelection,
  type ResultView,
} from '../lottery-engine.ts';
import {
  checkFiveDigitBet,
  costFiveDigitBet,
  countFiveDigitCombinations,
  DEFAULT_FIVE_DIGIT_ODDS,
  drawFiveDigit,
  evaluateFiveDigitBet,
  FIVE_DIGIT_SEGMENTS,
  maxFiveDigitPayout,
  sumOf,
  type FiveDigitBet,
  type FiveDigitOdds,
  type FiveDigitResult,
} from '../five-digit.ts';
import {
  badPick,
  betErrorFromReason,
  checkNoPicks,
  checkNoPlacement,
  checkNoVariant,
  checkSelection,
  hasOwnKey,
  isIntegerIn,
  mergeFlatOdds,
  onePickGroup,
  readDigits,
  sampleDistinct,
  stakeFromJson,
  stakeToJson,
} from './adapter-kit.ts';

const POSITION_SIDES: readonly string[] = ['POSITION_BIG', 'POSITION_SMALL', 'POSITION_ODD', 'POSITION_EVEN'];
const SUM_SIDES: readonly string[] = ['SUM_BIG', 'SUM_SMALL', 'SUM_ODD', 'SUM_EVEN'];
const BET_TYPES: readonly string[] = [
  'POSITION_DIGIT',
  ...POSITION_SIDES,
  ...SUM_SIDES,
  'STRAIGHT',
  'GROUP_2',
  'GROUP_3',
  'GROUP_6',
];
const GAME = 'the 5-digit game';

const byNumber = (a: number, b: number): number => a - b;

function positionOf({ betType, position }: LotterySelection): number {
  if (!isIntegerIn(position, 0, 4))
    throw badPick(`${betType} needs a position 0 (first digit) to 4 (last digit), got ${String(position)}`);
  return position;
}

function segmentOf({ betType, segment }: LotterySelection): keyof typeof FIVE_DIGIT_SEGMENTS {
  if (!hasOwnKey(FIVE_DIGIT_SEGMENTS, segment))
    throw badPick(`${betType} needs a segment FRONT_2, BACK_2, FRONT_3, MIDDLE_3 or BACK_3, got ${String(segment)}`);
  return segment;
}

function toBet(selection: LotterySelection): FiveDigitBet {
  checkSelection(selection, BET_TYPES, { usesPoints: false });
  const { betType: type, unitStake: stake } = selection;
  if (type === 'POSITION_DIGIT' || POSITION_SIDES.includes(type)) {
    checkNoPlacement(selection, { position: true });
    const position = positionOf(selection);
    if (type === 'POSITION_DIGIT')
      return { type, position, digits: readDigits(onePickGroup(selection), type).sort(byNumber), stake };
    checkNoPicks(selection);
    return { type: type as 'POSITION_BIG', position, stake };
  }
  if (SUM_SIDES.includes(type)) {
    checkNoPlacement(selection);
    checkNoPicks(selection);
    return { type: type as 'SUM_BIG', stake };
  }
  checkNoPlacement(selection, { segment: true });
  const segment = segmentOf(selection);
  if (type === 'STRAIGHT') {
    const size = FIVE_DIGIT_SEGMENTS[segment].length;
    if (selection.picks.length !== size)
      throw badPick(
        `a STRAIGHT on ${segment} takes ${size} groups of digits, one per position, got ${selection.picks.length}`,
      );
    return {
      type,
      segment,
      digits: selection.picks.map((group, index) => readDigits(group, `STRAIGHT position ${index + 1}`).sort(byNumber)),
      stake,
    };
  }
  const digits = readDigits(onePickGroup(selection), type, type === 'GROUP_6' ? 3 : 2).sort(byNumber);
  return { type, segment, digits, stake } as FiveDigitBet;
}

function combinationsOf(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, index) => combinationsOf(items.slice(index + 1), k - 1).map((rest) => [item, ...rest]));
}

const product = (sets: readonly (readonly number[])[]): number[][] =>
  sets.reduce<number[][]>((partial, set) => partial.flatMap((prefix) => set.map((digit) => [...prefix, digit])), [[]]);

/**
 * One key per combination the bet covers (at most 1,000, a full straight on a 3-digit segment), so bets on the same
 * combination add up on it; the side bets are exposed on their side (and position), which any such bet shares.
 */
function exposureKeys(bet: FiveDigitBet): string[] {
  switch (bet.type) {
    case 'POSITION_DIGIT':
      return bet.digits.map((digit) => `POSITION_DIGIT:${bet.position}:${digit}`);
    case 'POSITION_BIG':
    case 'POSITION_SMALL':
    case 'POSITION_ODD':
    case 'POSITION_EVEN':
      return [`${bet.type}:${bet.position}`];
    case 'SUM_BIG':
    case 'SUM_SMALL':
    case 'SUM_ODD':
    case 'SUM_EVEN':
      return [bet.type];
    case 'STRAIGHT':
      return product(bet.digits).map((combination) => `STRAIGHT:${bet.segment}:${combination.join('')}`);
    case 'GROUP_2':
      return combinationsOf(bet.digits, 2).map((pair) => `GROUP_2:${bet.segment}:${pair.join('')}`);
    case 'GROUP_3':
      return bet.digits.flatMap((pair) =>
        bet.digits
          .filter((single) => single !== pair)
          .map((single) => `GROUP_3:${bet.segment}:${[pair, pair, single].sort(byNumber).join('')}`),
      );
    case 'GROUP_6':
      return combinationsOf(bet.digits, 3).map((triple) => `GROUP_6:${bet.segment}:${triple.join('')}`);
  }
}

const defaultOdds = (variant: string | null): Record<string, number> => {
  checkNoVariant(variant, GAME);
  return { ...DEFAULT_FIVE_DIGIT_ODDS };
};
const parseOdds = (variant: string | null, overrides: unknown): Record<string, number> =>
  mergeFlatOdds(defaultOdds(variant), overrides, '');
const engineOdds = (odds: unknown): FiveDigitOdds => parseOdds(null, odds) as FiveDigitOdds;

function price({ selection, odds, variant }: Parameters<LotteryEngine['price']>[0]): PricedSelection {
  checkNoVariant(variant, GAME);
  const bet = toBet(selection);
  const problem = checkFiveDigitBet(bet);
  if (problem) throw betErrorFromReason(problem);
  // Only one combination of a bet can come out, so each key risks the bet's whole single-combination payout.
  const maxPayout = maxFiveDigitPayout(bet, engineOdds(odds));
  return {
    betType: bet.type,
    combinations: countFiveDigitCombinations(bet),
    cost: costFiveDigitBet(bet),
    maxPayout,
    exposures: exposureKeys(bet).map((key) => ({ key, amount: maxPayout })),
    stored: { ...bet, stake: stakeToJson(bet.stake) },
  };
}

const isFiveDigitResult = (result: unknown): result is FiveDigitResult =>
  Array.isArray(result) && result.length === 5 && result.every((digit) => isIntegerIn(digit, 0, 9));

function resultOf(result: unknown): FiveDigitResult {
  if (!isFiveDigitResult(result)) throw new RangeError('not a well-formed 5-digit result: five integers 0 to 9');
  return result;
}

function describeResult({ result, variant }: { result: unknown; variant: string | null }): ResultView {
  checkNoVariant(variant, GAME);
  const digits = resultOf(result);
  const sum = sumOf(digits);
  return {
    numbers: digits.map(String),
    facts: { sum, sumBigSmall: sum >= 23 ? 'BIG' : 'SMALL', sumOddEven: sum % 2 === 1 ? 'ODD' : 'EVEN' },
  };
}

function quickPick({ betType, variant, randomInt }: Parameters<LotteryEngine['quickPick']>[0]): string[][] {
  checkNoVariant(variant, GAME);
  const digits = (count: number): string[] => sampleDistinct(randomInt, 10, count).sort(byNumber).map(String);
  switch (betType) {
    case 'POSITION_DIGIT':
      return [digits(1)];
    case 'STRAIGHT':
      return [digits(1), digits(1), digits(1)];
    case 'GROUP_2':
    case 'GROUP_3':
      return [digits(2)];
    case 'GROUP_6':
      return [digits(3)];
    default:
      if (POSITION_SIDES.includes(betType) || SUM_SIDES.includes(betType)) return [];
      throw new LotteryBetError('BAD_BET_TYPE', `unknown bet type ${betType}`);
  }
}

export const fiveDigitEngine: LotteryEngine = {
  kind: 'FIVE_D',
  betTypes: (variant) => {
    checkNoVariant(variant, GAME);
    return [...BET_TYPES];
  },
  defaultOdds,
  parseOdds,
  price,
  draw: ({ stream, variant }) => {
    checkNoVariant(variant, GAME);
    return drawFiveDigit(stream);
  },
  isWellFormedResult: ({ result, variant }) => {
    checkNoVariant(variant, GAME);
    return isFiveDigitResult(result);
  },
  /** The engine's evaluation, whose check is a few comparisons per bet: the pay rules stay in one place. */
  createSettler: ({ result, odds, variant }) => {
    checkNoVariant(variant, GAME);
    const drawn = resultOf(result);
    const table = engineOdds(odds);
    return (stored) =>
      evaluateFiveDigitBet({
        bet: { ...stored, stake: stakeFromJson(stored.stake) } as FiveDigitBet,
        result: drawn,
        odds: table,
      });
  },
  describeResult,
  quickPick,
};
