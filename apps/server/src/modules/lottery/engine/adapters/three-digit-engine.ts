/**
 * 3-digit as a LotteryEngine; no variant (null). points is always 1; unitStake is the stake of the bet.
 *
 * Wire → engine (one group holding one value):
 *   STRAIGHT { betType: 'STRAIGHT', picks: [['047']], points: 1, unitStake: 100n }   the three digits in order, "000"–"999"
 *   BOX      { betType: 'BOX', picks: [['047']], points: 1, unitStake: 100n }        any order: 6-way (047) or 3-way (477);
 *                                                                                     a triple (777) is refused, bet it straight
 *   SUM      { betType: 'SUM', picks: [['13']], points: 1, unitStake: 100n }         digit sum 0–27 ("7" or "07")
 * Odds: { straight: 980000, box3Way: 326000, box6Way: 163000, sumBase: 980000 } in thousandths.
 * Stored: the engine's ThreeDigitBet, stake as a string: { type: 'BOX', number: '047', stake: '100' } or
 *   { type: 'SUM', sum: 13, stake: '100' }.
 */
import {
  LotteryBetError,
  type LotteryEngine,
  type LotterySelection,
  type PricedSelection,
  type ResultView,
} from '../lottery-engine.ts';
import {
  checkThreeDigitBet,
  DEFAULT_THREE_DIGIT_ODDS,
  drawThreeDigit,
  evaluateThreeDigitBet,
  maxThreeDigitPayout,
  type ThreeDigitBet,
  type ThreeDigitOdds,
  type ThreeDigitResult,
} from '../three-digit.ts';
import {
  badPick,
  betErrorFromReason,
  checkNoPlacement,
  checkNoVariant,
  checkSelection,
  isIntegerIn,
  mergeFlatOdds,
  onePickGroup,
  padNumber,
  below,
  stakeFromJson,
  stakeToJson,
} from './adapter-kit.ts';

const BET_TYPES: readonly string[] = ['STRAIGHT', 'BOX', 'SUM'];
const GAME = 'the 3-digit game';

function onePick(selection: LotterySelection): string {
  const group = onePickGroup(selection);
  if (group.length !== 1)
    throw badPick(
      `${selection.betType} takes one ${selection.betType === 'SUM' ? 'sum' : 'number'}, got ${group.length}`,
    );
  return group[0];
}

function toBet(selection: LotterySelection): ThreeDigitBet {
  checkSelection(selection, BET_TYPES, { usesPoints: false });
  checkNoPlacement(selection);
  const pick = onePick(selection);
  const stake = selection.unitStake;
  if (selection.betType === 'SUM') {
    if (!/^\d{1,2}$/.test(pick)) throw badPick(`a SUM is a number 0 to 27, got ${pick}`);
    return { type: 'SUM', sum: Number(pick), stake };
  }
  if (!/^\d{3}$/.test(pick))
    throw badPick(`${selection.betType} takes a three-digit number "000" to "999", got ${pick}`);
  return { type: selection.betType as 'STRAIGHT' | 'BOX', number: pick, stake };
}

/** A box is exposed on its set of digits (every order wins the same one prize), a straight on its number. */
function exposureKey(bet: ThreeDigitBet): string {
  if (bet.type === 'SUM') return `SUM:${bet.sum}`;
  return bet.type === 'BOX' ? `BOX:${[...bet.number].sort().join('')}` : `STRAIGHT:${bet.number}`;
}

const defaultOdds = (variant: string | null): Record<string, number> => {
  checkNoVariant(variant, GAME);
  return { ...DEFAULT_THREE_DIGIT_ODDS };
};
const parseOdds = (variant: string | null, overrides: unknown): Record<string, number> =>
  mergeFlatOdds(defaultOdds(variant), overrides, '');
const engineOdds = (odds: unknown): ThreeDigitOdds => parseOdds(null, odds) as ThreeDigitOdds;

function price({ selection, odds, variant }: Parameters<LotteryEngine['price']>[0]): PricedSelection {
  checkNoVariant(variant, GAME);
  const bet = toBet(selection);
  const problem = checkThreeDigitBet(bet);
  if (problem) throw betErrorFromReason(problem);
  const maxPayout = maxThreeDigitPayout(bet, engineOdds(odds));
  return {
    betType: bet.type,
    combinations: 1,
    cost: bet.stake,
    maxPayout,
    exposures: [{ key: exposureKey(bet), amount: maxPayout }],
    stored: { ...bet, stake: stakeToJson(bet.stake) },
  };
}

const isThreeDigitResult = (result: unknown): result is ThreeDigitResult =>
  Array.isArray(result) && result.length === 3 && result.every((digit) => isIntegerIn(digit, 0, 9));

function resultOf(result: unknown): ThreeDigitResult {
  if (!isThreeDigitResult(result)) throw new RangeError('not a well-formed 3-digit result: three integers 0 to 9');
  return result;
}

function describeResult({ result, variant }: { result: unknown; variant: string | null }): ResultView {
  checkNoVariant(variant, GAME);
  const digits = resultOf(result);
  return { numbers: digits.map(String), facts: { sum: digits[0] + digits[1] + digits[2] } };
}

function quickPick({ betType, variant, randomInt }: Parameters<LotteryEngine['quickPick']>[0]): string[][] {
  checkNoVariant(variant, GAME);
  if (betType === 'SUM') return [[String(below(randomInt, 28))]];
  if (betType !== 'STRAIGHT' && betType !== 'BOX')
    throw new LotteryBetError('BAD_BET_TYPE', `unknown bet type ${betType}`);
  // A box cannot be a triple: redraw one, which keeps the 990 other numbers equally likely.
  for (;;) {
    const number = padNumber(below(randomInt, 1000), 3);
    if (betType === 'STRAIGHT' || new Set(number).size > 1) return [[number]];
  }
}

export const threeDigitEngine: LotteryEngine = {
  kind: 'THREE_D',
  betTypes: (variant) => {
    checkNoVariant(variant, GAME);
    return [...BET_TYPES];
  },
  defaultOdds,
  parseOdds,
  price,
  draw: ({ stream, variant }) => {
    checkNoVariant(variant, GAME);
    return drawThreeDigit(stream);
  },
  isWellFormedResult: ({ result, variant }) => {
    checkNoVariant(variant, GAME);
    return isThreeDigitResult(result);
  },
  /** The engine's evaluation, whose check is a few comparisons per bet: the pay rules stay in one place. */
  createSettler: ({ result, odds, variant }) => {
    checkNoVariant(variant, GAME);
    const drawn = resultOf(result);
    const table = engineOdds(odds);
    return (stored) =>
      evaluateThreeDigitBet({
        bet: { ...stored, stake: stakeFromJson(stored.stake) } as ThreeDigitBet,
        result: drawn,
        odds: table,
      });
  },
  describeResult,
  quickPick,
};
