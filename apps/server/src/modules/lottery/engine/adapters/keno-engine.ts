/**
 * Keno (20 of 1–80) as a LotteryEngine; no variant (null). points is always 1; unitStake is the stake of the bet.
 *
 * Wire → engine:
 *   PICK          { betType: 'PICK', picks: [['3', '17', '44']], points: 1, unitStake: 100n }
 *                 one group of 1–10 distinct numbers 1–80, "7" or "07" alike (stored as numbers); pays by spots and hits
 *   SUM_BIG       { betType: 'SUM_BIG', picks: [], points: 1, unitStake: 100n }      sum of the 20 > 810; exactly 810 refunds
 *   SUM_SMALL     { betType: 'SUM_SMALL', picks: [], points: 1, unitStake: 100n }    sum < 810; exactly 810 refunds
 *   SUM_ODD       { betType: 'SUM_ODD', picks: [], points: 1, unitStake: 100n }
 *   SUM_EVEN      { betType: 'SUM_EVEN', picks: [], points: 1, unitStake: 100n }
 *   UPPER         { betType: 'UPPER', picks: [], points: 1, unitStake: 100n }        more of the 20 in 1–40
 *   LOWER         { betType: 'LOWER', picks: [], points: 1, unitStake: 100n }        more of the 20 in 41–80
 *   HALF_TIE      { betType: 'HALF_TIE', picks: [], points: 1, unitStake: 100n }     10 and 10
 *   MORE_ODD      { betType: 'MORE_ODD', picks: [], points: 1, unitStake: 100n }     more odd numbers than even
 *   MORE_EVEN     { betType: 'MORE_EVEN', picks: [], points: 1, unitStake: 100n }
 *   ODD_EVEN_TIE  { betType: 'ODD_EVEN_TIE', picks: [], points: 1, unitStake: 100n } 10 odd, 10 even
 * Odds: { pick: { '1': [0, 3800], … '10': [11 values] }, side: { SUM_BIG: 1950, … } } in thousandths; a pick row has one
 * value per hit count 0..spots (0 = pays nothing).
 * Stored: { type: 'PICK', numbers: [3, 17, 44], stake: '100' } or { type: 'SUM_BIG', stake: '100' } — the engine's KenoBet.
 * quickPick for PICK gives 10 numbers in random order: the first k of them are a uniform k-spot quick pick.
 */
import { LotteryBetError, type LotteryEngine, type PricedSelection, type ResultView } from '../lottery-engine.ts';
import {
  checkKenoBet,
  DEFAULT_KENO_ODDS,
  describeKenoResult,
  drawKeno,
  evaluateKenoBet,
  KENO_DRAWN,
  KENO_POOL,
  KENO_SIDE_BET_TYPES,
  KENO_SUM_MIDPOINT,
  maxKenoPayout,
  type KenoBet,
  type KenoOdds,
  type KenoResult,
} from '../keno.ts';
import {
  badPick,
  betErrorFromReason,
  checkNoPicks,
  checkNoPlacement,
  checkNoVariant,
  checkSelection,
  hasOwnKey,
  isIntegerIn,
  isRecord,
  mergeFlatOdds,
  onePickGroup,
  padNumber,
  readOddsValue,
  sampleDistinct,
  stakeFromJson,
  stakeToJson,
} from './adapter-kit.ts';

const BET_TYPES: readonly string[] = ['PICK', ...KENO_SIDE_BET_TYPES];
const MAX_SPOTS = 10;

type KenoOddsJson = { pick: Record<string, number[]>; side: Record<string, number> };

const defaultOdds = (variant: string | null): KenoOddsJson => {
  checkNoVariant(variant, 'Keno');
  return JSON.parse(JSON.stringify(DEFAULT_KENO_ODDS)) as KenoOddsJson;
};

function parseOdds(variant: string | null, overrides: unknown): KenoOddsJson {
  const { pick, side } = defaultOdds(variant);
  if (!isRecord(overrides)) throw new RangeError('odds must be an object');
  for (const key of Object.keys(overrides))
    if (key !== 'pick' && key !== 'side') throw new RangeError(`unknown odds key ${key}`);
  if (overrides.pick !== undefined) {
    if (!isRecord(overrides.pick)) throw new RangeError('odds pick must be an object of rows by spots');
    for (const [spots, row] of Object.entries(overrides.pick)) {
      if (!hasOwnKey(pick, spots)) throw new RangeError(`unknown odds key pick.${spots}`);
      if (!Array.isArray(row) || row.length !== Number(spots) + 1)
        throw new RangeError(
          `odds pick.${spots} must list ${Number(spots) + 1} values, one per hit count 0 to ${spots}`,
        );
      pick[spots] = row.map((value, hits) => readOddsValue(`pick.${spots}.${hits}`, value, { allowZero: true }));
      if (!pick[spots].some((value) => value > 0))
        throw new RangeError(`odds pick.${spots} pays nothing on any hit count`);
    }
  }
  return { pick, side: mergeFlatOdds(side, overrides.side ?? {}, 'side') };
}

const engineOdds = (odds: unknown): KenoOdds => parseOdds(null, odds) as unknown as KenoOdds;

/** "7" and "07" are the same ball; "007", "7a" or "80.0" are not numbers a slip writes. */
function readNumbers(group: readonly string[]): number[] {
  if (group.length < 1 || group.length > MAX_SPOTS)
    throw badPick(`a PICK takes 1 to ${MAX_SPOTS} numbers, got ${group.length}`);
  const numbers = group.map((pick) => (/^\d{1,2}$/.test(pick) ? Number(pick) : Number.NaN));
  if (!numbers.every((n) => isIntegerIn(n, 1, KENO_POOL)))
    throw badPick(`PICK numbers are 1 to ${KENO_POOL}, got ${group.join(', ')}`);
  if (new Set(numbers).size !== numbers.length) throw badPick('a number is picked twice');
  return numbers.sort((a, b) => a - b);
}

function toBet(selection: Parameters<LotteryEngine['price']>[0]['selection']): KenoBet {
  checkSelection(selection, BET_TYPES, { usesPoints: false });
  checkNoPlacement(selection);
  const stake = selection.unitStake;
  if (selection.betType === 'PICK') return { type: 'PICK', numbers: readNumbers(onePickGroup(selection)), stake };
  checkNoPicks(selection);
  return { type: selection.betType as Exclude<KenoBet['type'], 'PICK'>, stake };
}

function price({ selection, odds, variant }: Parameters<LotteryEngine['price']>[0]): PricedSelection {
  checkNoVariant(variant, 'Keno');
  const bet = toBet(selection);
  const table = engineOdds(odds);
  const problem = checkKenoBet(bet, table);
  if (problem) throw betErrorFromReason(problem);
  const maxPayout = maxKenoPayout(bet, table);
  // A pick is exposed on its exact set of numbers; a side bet on its side, which every such bet shares.
  const key = bet.type === 'PICK' ? `PICK:${bet.numbers.join('-')}` : bet.type;
  return {
    betType: bet.type,
    combinations: 1,
    cost: bet.stake,
    maxPayout,
    exposures: [{ key, amount: maxPayout }],
    stored:
      bet.type === 'PICK'
        ? { type: 'PICK', numbers: [...bet.numbers], stake: stakeToJson(bet.stake) }
        : { type: bet.type, stake: stakeToJson(bet.stake) },
  };
}

function isKenoResult(result: unknown): result is KenoResult {
  if (!isRecord(result) || !Array.isArray(result.drawOrder) || !Array.isArray(result.numbers)) return false;
  const { drawOrder, numbers } = result;
  if (
    drawOrder.length !== KENO_DRAWN ||
    !drawOrder.every((n) => isIntegerIn(n, 1, KENO_POOL)) ||
    new Set(drawOrder).size !== KENO_DRAWN
  )
    return false;
  const sorted = [...(drawOrder as number[])].sort((a, b) => a - b);
  return numbers.length === KENO_DRAWN && sorted.every((n, index) => numbers[index] === n);
}

function resultOf(result: unknown): KenoResult {
  if (!isKenoResult(result))
    throw new RangeError('not a well-formed Keno result: 20 distinct numbers 1–80 in drawOrder and sorted in numbers');
  return result;
}

/** The engine's evaluation, whose check is a few comparisons per bet: the pay rules stay in one place. */
function createSettler({ result, odds, variant }: Parameters<LotteryEngine['createSettler']>[0]) {
  checkNoVariant(variant, 'Keno');
  const drawn = resultOf(result);
  const table = engineOdds(odds);
  return (stored: Record<string, unknown>) =>
    evaluateKenoBet({ bet: { ...stored, stake: stakeFromJson(stored.stake) } as KenoBet, result: drawn, odds: table });
}

function describeResult({ result, variant }: { result: unknown; variant: string | null }): ResultView {
  checkNoVariant(variant, 'Keno');
  const drawn = resultOf(result);
  const { sum, upperCount, oddCount } = describeKenoResult(drawn);
  const half = KENO_DRAWN / 2;
  const compare = (count: number, more: string, less: string) => (count > half ? more : count < half ? less : 'TIE');
  return {
    numbers: drawn.numbers.map((n) => padNumber(n, 2)),
    facts: {
      sum,
      bigSmall: sum > KENO_SUM_MIDPOINT ? 'BIG' : sum < KENO_SUM_MIDPOINT ? 'SMALL' : 'TIE',
      oddEven: sum % 2 === 1 ? 'ODD' : 'EVEN',
      upperLower: compare(upperCount, 'UPPER', 'LOWER'),
      moreOddEven: compare(oddCount, 'MORE_ODD', 'MORE_EVEN'),
      upperCount,
      oddCount,
    },
  };
}

export const kenoEngine: LotteryEngine = {
  kind: 'KENO',
  betTypes: (variant) => {
    checkNoVariant(variant, 'Keno');
    return [...BET_TYPES];
  },
  defaultOdds,
  parseOdds,
  price,
  draw: ({ stream, variant }) => {
    checkNoVariant(variant, 'Keno');
    return drawKeno(stream);
  },
  isWellFormedResult: ({ result, variant }) => {
    checkNoVariant(variant, 'Keno');
    return isKenoResult(result);
  },
  createSettler,
  describeResult,
  quickPick: ({ betType, variant, randomInt }) => {
    checkNoVariant(variant, 'Keno');
    if (!BET_TYPES.includes(betType)) throw new LotteryBetError('BAD_BET_TYPE', `unknown bet type ${betType}`);
    return betType === 'PICK' ? [sampleDistinct(randomInt, KENO_POOL, MAX_SPOTS).map((n) => String(n + 1))] : [];
  },
};
