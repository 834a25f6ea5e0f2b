/**
 * 4D (Malaysian / Singaporean style) as a LotteryEngine; no variant (null). points is always 1. betType is
 * `${size}_${kind}`: size BIG (pays on all five tiers) or SMALL (1st, 2nd, 3rd only); kind STRAIGHT, BOX, IBOX or ROLL.
 * unitStake is the stake per covered number, except IBOX where it is the whole stake spread over the orders.
 *
 * Wire → engine (one group holding one number):
 *   BIG_STRAIGHT   { betType: 'BIG_STRAIGHT', picks: [['1234']], points: 1, unitStake: 100n }    1 number, cost 100
 *   BIG_BOX        { betType: 'BIG_BOX', picks: [['1234']], points: 1, unitStake: 100n }         24 orders, cost 2,400
 *   BIG_IBOX       { betType: 'BIG_IBOX', picks: [['1123']], points: 1, unitStake: 100n }        12 orders share 100, cost 100
 *   BIG_ROLL       { betType: 'BIG_ROLL', picks: [['12R4']], points: 1, unitStake: 100n }        R = every digit: 1204…1294, cost 1,000
 *   SMALL_STRAIGHT { betType: 'SMALL_STRAIGHT', picks: [['1234']], points: 1, unitStake: 100n }
 *   SMALL_BOX      { betType: 'SMALL_BOX', picks: [['1234']], points: 1, unitStake: 100n }
 *   SMALL_IBOX     { betType: 'SMALL_IBOX', picks: [['1123']], points: 1, unitStake: 100n }
 *   SMALL_ROLL     { betType: 'SMALL_ROLL', picks: [['R234']], points: 1, unitStake: 100n }
 * Numbers are four digits "0000"–"9999"; a roll has exactly one capital R in place of a digit; BOX and IBOX refuse a
 * number of four equal digits (one order: bet it straight).
 * Odds: { BIG: { FIRST: 2500000, SECOND, THIRD, STARTER, CONSOLATION }, SMALL: { … STARTER: 0, CONSOLATION: 0 } } in
 * thousandths per unit; 0 = that tier pays nothing; within a size a lower tier may not pay more than a higher one.
 * Stored: the engine's FourDBet, stake as a string, with the numbers it covers (so settling never re-expands a box):
 *   { kind: 'ROLL', size: 'BIG', number: '12R4', covered: ['1204', …, '1294'], stake: '100' }.
 */
import {
  LotteryBetError,
  type LotteryEngine,
  type LotterySelection,
  type PricedSelection,
  type ResultView,
} from '../lottery-engine.ts';
import { applyOdds } from '../elott-settlement.ts';
import {
  checkFourDBet,
  costFourDBet,
  DEFAULT_FOUR_D_ODDS,
  drawFourD,
  expandFourDBet,
  FOUR_D_WINNING_NUMBERS,
  maxFourDPayout,
  type FourDBet,
  type FourDOdds,
  type FourDResult,
  type FourDTier,
} from '../four-d.ts';
import {
  badPick,
  below,
  betErrorFromReason,
  checkNoPlacement,
  checkNoVariant,
  checkSelection,
  isRecord,
  lose,
  mergeFlatOdds,
  onePickGroup,
  padNumber,
  stakeFromJson,
  stakeToJson,
} from './adapter-kit.ts';

const SIZES = ['BIG', 'SMALL'] as const;
const KINDS = ['STRAIGHT', 'BOX', 'IBOX', 'ROLL'] as const;
const BET_TYPES: readonly string[] = SIZES.flatMap((size) => KINDS.map((kind) => `${size}_${kind}`));
const TIERS: readonly FourDTier[] = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'];
const GAME = '4D';

function toBet(selection: LotterySelection): FourDBet {
  checkSelection(selection, BET_TYPES, { usesPoints: false });
  checkNoPlacement(selection);
  const group = onePickGroup(selection);
  if (group.length !== 1) throw badPick(`${selection.betType} takes one number, got ${group.length}`);
  const [size, kind] = selection.betType.split('_') as [FourDBet['size'], FourDBet['kind']];
  return { kind, size, number: group[0], stake: selection.unitStake };
}

const defaultOdds = (variant: string | null): Record<string, Record<string, number>> => {
  checkNoVariant(variant, GAME);
  return { BIG: { ...DEFAULT_FOUR_D_ODDS.BIG }, SMALL: { ...DEFAULT_FOUR_D_ODDS.SMALL } };
};

/**
 * Both sizes merged over the defaults. The tiers must not increase downwards: maxFourDPayout bounds a box or roll by
 * the best tiers in board order, which only holds when 1st ≥ 2nd ≥ 3rd ≥ starter ≥ consolation (and a table paying
 * consolation more than 1st is a typo anyway).
 */
function parseOdds(variant: string | null, overrides: unknown): Record<string, Record<string, number>> {
  const defaults = defaultOdds(variant);
  if (!isRecord(overrides)) throw new RangeError('odds must be an object');
  for (const key of Object.keys(overrides))
    if (key !== 'BIG' && key !== 'SMALL') throw new RangeError(`unknown odds key ${key}`);
  for (const size of SIZES) {
    const table = mergeFlatOdds(defaults[size], overrides[size] ?? {}, size, { allowZero: true });
    if (table.FIRST <= 0) throw new RangeError(`odds ${size}.FIRST must be positive`);
    TIERS.forEach((tier, index) => {
      const above = TIERS[index - 1];
      if (above && table[tier] > table[above])
        throw new RangeError(
          `odds ${size}.${tier} (${table[tier]}) may not pay more than ${size}.${above} (${table[above]})`,
        );
    });
    defaults[size] = table;
  }
  return defaults;
}

const engineOdds = (odds: unknown): FourDOdds => parseOdds(null, odds) as FourDOdds;

function price({ selection, odds, variant }: Parameters<LotteryEngine['price']>[0]): PricedSelection {
  checkNoVariant(variant, GAME);
  const bet = toBet(selection);
  const problem = checkFourDBet(bet);
  if (problem) throw betErrorFromReason(problem);
  const table = engineOdds(odds);
  const covered = expandFourDBet(bet);
  // Each covered number can win at most one tier; its worst case is the best tier, at the i-Box share if divided.
  const perNumber = applyOdds(
    bet.stake,
    Math.max(...TIERS.map((tier) => table[bet.size][tier])),
    bet.kind === 'IBOX' ? covered.length : 1,
  );
  return {
    betType: selection.betType,
    combinations: covered.length,
    cost: costFourDBet(bet),
    maxPayout: maxFourDPayout(bet, table),
    exposures: covered.map((number) => ({ key: `${selection.betType}:${number}`, amount: perNumber })),
    stored: { ...bet, covered, stake: stakeToJson(bet.stake) },
  };
}

const isFourDNumber = (value: unknown): value is string => typeof value === 'string' && /^\d{4}$/.test(value);
const isTen = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length === 10 && value.every(isFourDNumber);

function isFourDResult(result: unknown): result is FourDResult {
  if (
    !isRecord(result) ||
    !isFourDNumber(result.first) ||
    !isFourDNumber(result.second) ||
    !isFourDNumber(result.third)
  )
    return false;
  if (!isTen(result.starter) || !isTen(result.consolation)) return false;
  return (
    new Set([result.first, result.second, result.third, ...result.starter, ...result.consolation]).size ===
    FOUR_D_WINNING_NUMBERS
  );
}

function resultOf(result: unknown): FourDResult {
  if (!isFourDResult(result))
    throw new RangeError(
      'not a well-formed 4D result: 23 distinct four-digit numbers (1st, 2nd, 3rd, 10 starter, 10 consolation)',
    );
  return result;
}

/**
 * evaluateFourDBet's rule (each covered number pays its tier, an i-Box share divided in the same single rounding) on
 * the covered numbers stored at placement: re-expanding 24 orders per bet took about 1.8 s per 100,000 i-Box bets.
 */
function createSettler({ result, odds, variant }: Parameters<LotteryEngine['createSettler']>[0]) {
  checkNoVariant(variant, GAME);
  const drawn = resultOf(result);
  const table = engineOdds(odds);
  const tiers = new Map<string, FourDTier>([
    [drawn.first, 'FIRST'],
    [drawn.second, 'SECOND'],
    [drawn.third, 'THIRD'],
  ]);
  for (const number of drawn.starter) tiers.set(number, 'STARTER');
  for (const number of drawn.consolation) tiers.set(number, 'CONSOLATION');
  return (stored: Record<string, unknown>) => {
    const { size, kind, covered } = stored as {
      size: FourDBet['size'];
      kind: FourDBet['kind'];
      covered: readonly string[];
    };
    const stake = stakeFromJson(stored.stake);
    let payout = 0n;
    for (const number of covered) {
      const tier = tiers.get(number);
      if (tier) payout += applyOdds(stake, table[size][tier], kind === 'IBOX' ? covered.length : 1);
    }
    return payout > 0n ? { outcome: 'WIN' as const, payout } : lose();
  };
}

function describeResult({ result, variant }: { result: unknown; variant: string | null }): ResultView {
  checkNoVariant(variant, GAME);
  const { first, second, third, starter, consolation } = resultOf(result);
  return {
    numbers: [first, second, third, ...starter, ...consolation],
    board: [
      { prize: 'first', numbers: [first] },
      { prize: 'second', numbers: [second] },
      { prize: 'third', numbers: [third] },
      { prize: 'starter', numbers: [...starter] },
      { prize: 'consolation', numbers: [...consolation] },
    ],
  };
}

function quickPick({ betType, variant, randomInt }: Parameters<LotteryEngine['quickPick']>[0]): string[][] {
  checkNoVariant(variant, GAME);
  if (!BET_TYPES.includes(betType)) throw new LotteryBetError('BAD_BET_TYPE', `unknown bet type ${betType}`);
  const kind = betType.split('_')[1];
  if (kind === 'ROLL') {
    const digits = padNumber(below(randomInt, 1000), 3);
    const at = below(randomInt, 4);
    return [[`${digits.slice(0, at)}R${digits.slice(at)}`]];
  }
  // A box of four equal digits is refused: redraw it, which keeps the other 9,990 numbers equally likely.
  for (;;) {
    const number = padNumber(below(randomInt, 10_000), 4);
    if (kind === 'STRAIGHT' || new Set(number).size > 1) return [[number]];
  }
}

export const fourDEngine: LotteryEngine = {
  kind: 'FOUR_D',
  betTypes: (variant) => {
    checkNoVariant(variant, GAME);
    return [...BET_TYPES];
  },
  defaultOdds,
  parseOdds,
  price,
  draw: ({ stream, variant }) => {
    checkNoVariant(variant, GAME);
    return drawFourD(stream);
  },
  isWellFormedResult: ({ result, variant }) => {
    checkNoVariant(variant, GAME);
    return isFourDResult(result);
  },
  createSettler,
  describeResult,
  quickPick,
};
