/**
 * Vietnamese lottery (xổ số) as a LotteryEngine. variant = the region: `MB`, `MT` or `MN` (one station's board a draw).
 *
 * Wire → engine: betType = the VN bet type; picks = ONE group of numbers, each a string of exactly the type's digits
 * (leading zeros kept: "07", not "7"); points = điểm per ticket, a whole number 1–1,000,000; unitStake = stake per
 * point in minor units; no position or segment. One ticket per number, or per k-combination for xiên k / trượt k
 * given more than k numbers (at most 1,000 tickets). Cost = tickets × points × unitStake × prize numbers covered.
 * Examples (unitStake 1000n = 1,000 VND a point; costs for MB):
 *   lo-2         { betType: 'lo-2', picks: [['27', '68']], points: 10, unitStake: 1000n }      2 tickets × 27 covered: 540,000
 *   lo-3         { betType: 'lo-3', picks: [['127']], points: 1, unitStake: 1000n }            23 covered (MN/MT 17): 23,000
 *   lo-4         { betType: 'lo-4', picks: [['0127']], points: 1, unitStake: 1000n }           20 covered (MN/MT 16): 20,000
 *   de           { betType: 'de', picks: [['45']], points: 1, unitStake: 1000n }               special prize's last 2 digits
 *   de-dau       { betType: 'de-dau', picks: [['45']], points: 1, unitStake: 1000n }           G7 in MB (4 covered), G8 in MN/MT
 *   de-giai-nhat { betType: 'de-giai-nhat', picks: [['90']], points: 1, unitStake: 1000n }     G1's last 2 digits
 *   dau          { betType: 'dau', picks: [['4']], points: 1, unitStake: 1000n }               first digit of the đề number
 *   duoi         { betType: 'duoi', picks: [['5']], points: 1, unitStake: 1000n }              last digit of the đề number
 *   3-cang       { betType: '3-cang', picks: [['345']], points: 1, unitStake: 1000n }          special prize's last 3 digits
 *   xien-2       { betType: 'xien-2', picks: [['12', '34']], points: 1, unitStake: 1000n }     both among the lô numbers
 *   xien-3       { betType: 'xien-3', picks: [['12', '34', '56']], points: 1, unitStake: 1000n }
 *   xien-4       { betType: 'xien-4', picks: [['12', '34', '56', '78']], points: 1, unitStake: 1000n }
 *   truot-4      { betType: 'truot-4', picks: [['01', '02', '03', '04']], points: 1, unitStake: 1000n }  none among them
 *   truot-8      { betType: 'truot-8', picks: [['01', '02', '03', '04', '05', '06', '07', '08']], points: 1, unitStake: 1000n }
 *   truot-10     { betType: 'truot-10', picks: [['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']], points: 1, unitStake: 1000n }
 * Odds: { 'lo-2': 99500, … } thousandths per bet type (numbers, or decimal strings on input).
 * Stored: { type, region, picks (sorted), points, stakePerPoint: '1000' } — the engine's VnBet, stake as a string.
 */
import { LotteryBetError, type LotteryEngine, type PricedSelection, type ResultView } from '../lottery-engine.ts';
import {
  DEFAULT_VN_ODDS,
  VN_BET_SPECS,
  VN_BET_TYPES,
  type VnBetType,
  type VnOdds,
  type VnOddsTable,
} from '../vn-bet-types.ts';
import {
  computeMaxVnPayout,
  countCombinations,
  priceVnBet,
  VnBetError,
  type VnBet,
  type VnBetErrorCode,
} from '../vn-bets.ts';
import { drawVnResult, findDeNumber, isWellFormedVnResult, listPrizeNumbers, type VnResult } from '../vn-draw.ts';
import { listVnExposures } from '../vn-exposure.ts';
import type { VnRegionCode } from '../vn-regions.ts';
import {
  checkNoPlacement,
  checkSelection,
  hasOwnKey,
  isRecord,
  lose,
  mergeFlatOdds,
  onePickGroup,
  padNumber,
  sampleDistinct,
  stakeFromJson,
  stakeToJson,
} from './adapter-kit.ts';

function regionOf(variant: string | null): VnRegionCode {
  if (variant === 'MB' || variant === 'MT' || variant === 'MN') return variant;
  throw new RangeError(`the Vietnamese lottery needs a region variant MB, MT or MN, got ${String(variant)}`);
}

const defaultOddsOf = (region: VnRegionCode): Record<string, number> =>
  Object.fromEntries(VN_BET_TYPES.map((type) => [type, Number(DEFAULT_VN_ODDS[region][type])]));

function parseVnOdds(variant: string | null, overrides: unknown): Record<string, number> {
  return mergeFlatOdds(defaultOddsOf(regionOf(variant)), overrides, '');
}

/** The engine wants bigint odds for all three regions; only the bet's own region is ever read. */
function engineOdds(region: VnRegionCode, odds: unknown): VnOdds {
  const parsed = parseVnOdds(region, odds);
  const table = Object.fromEntries(VN_BET_TYPES.map((type) => [type, BigInt(parsed[type])])) as VnOddsTable;
  return { ...DEFAULT_VN_ODDS, [region]: table };
}

const ERROR_CODES: Readonly<Record<VnBetErrorCode, LotteryBetError['code']>> = {
  UNKNOWN_BET_TYPE: 'BAD_BET_TYPE',
  UNKNOWN_REGION: 'BAD_BET_TYPE',
  BAD_PICK: 'BAD_PICK',
  DUPLICATE_PICK: 'BAD_PICK',
  TOO_FEW_PICKS: 'BAD_PICK',
  TOO_MANY_TICKETS: 'TOO_MANY_TICKETS',
  BAD_STAKE: 'BAD_STAKE',
};

function withBetErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof VnBetError) throw new LotteryBetError(ERROR_CODES[error.code], error.message);
    throw error;
  }
}

/** JSON from a feed or the database: shape and types first, then the engine's structural check for the region. */
function isBoard(result: unknown, region: VnRegionCode): result is VnResult {
  if (!isRecord(result) || result.region !== region || !Array.isArray(result.prizes)) return false;
  const typed = result.prizes.every(
    (prize) => isRecord(prize) && Array.isArray(prize.numbers) && prize.numbers.every((n) => typeof n === 'string'),
  );
  return typed && isWellFormedVnResult(result as VnResult);
}

function boardOf(result: unknown, region: VnRegionCode): VnResult {
  if (!isBoard(result, region)) throw new RangeError(`not a well-formed ${region} result board`);
  return result;
}

function price({ selection, odds, variant }: Parameters<LotteryEngine['price']>[0]): PricedSelection {
  const region = regionOf(variant);
  checkSelection(selection, VN_BET_TYPES, { usesPoints: true });
  checkNoPlacement(selection);
  const bet: VnBet = {
    type: selection.betType as VnBetType,
    region,
    picks: [...onePickGroup(selection)].sort(),
    points: selection.points,
    stakePerPoint: selection.unitStake,
  };
  const vnOdds = engineOdds(region, odds);
  const { tickets, totalCost } = withBetErrors(() => priceVnBet(bet));
  const exposures = listVnExposures({ bet, odds: vnOdds }).map((exposure) =>
    exposure.kind === 'number'
      ? { key: `${bet.type}:${exposure.number}`, amount: exposure.payoutPerHit * BigInt(exposure.maxHits) }
      : { key: `${bet.type}:${exposure.legs.join('-')}`, amount: exposure.payout },
  );
  return {
    betType: bet.type,
    combinations: tickets.length,
    cost: totalCost,
    maxPayout: computeMaxVnPayout({ bet, odds: vnOdds }),
    exposures,
    stored: {
      type: bet.type,
      region,
      picks: [...bet.picks],
      points: bet.points,
      stakePerPoint: stakeToJson(bet.stakePerPoint),
    },
  };
}

/**
 * Settles stored bets without re-pricing them (the engine's settler re-expands every bet, about 0.85 s per 100,000):
 * occurrences of each target number are counted once per bet type; a counting bet sums its picks' occurrences, and
 * the winning tickets of xiên k / trượt k are C(picks out, k) / C(picks not out, k) — the same hits and the same
 * single rounding as createVnBetSettler.
 */
function createSettler({ result, odds, variant }: Parameters<LotteryEngine['createSettler']>[0]) {
  const region = regionOf(variant);
  const board = boardOf(result, region);
  const table = engineOdds(region, odds)[region];
  const occurrences = new Map<VnBetType, Map<string, number>>();
  const occurrencesOf = (type: VnBetType): Map<string, number> => {
    let counts = occurrences.get(type);
    if (!counts) {
      counts = new Map();
      for (const target of VN_BET_SPECS[type].targetsOf(board)) counts.set(target, (counts.get(target) ?? 0) + 1);
      occurrences.set(type, counts);
    }
    return counts;
  };
  return (stored: Record<string, unknown>) => {
    const { type, picks } = stored as { type: unknown; picks: readonly string[] };
    if (!hasOwnKey(VN_BET_SPECS, type) || stored.region !== region)
      throw new RangeError(`cannot settle a ${String(stored.region)} ${String(type)} bet on a ${region} result`);
    const spec = VN_BET_SPECS[type];
    const counts = occurrencesOf(type);
    let hits = 0;
    if (spec.rule === 'count') {
      for (const pick of picks) hits += counts.get(pick) ?? 0;
    } else {
      let out = 0;
      for (const pick of picks) if (counts.has(pick)) out += 1;
      hits = countCombinations(spec.rule === 'all' ? out : picks.length - out, spec.legs);
    }
    const payout =
      (BigInt(hits) * BigInt(stored.points as number) * stakeFromJson(stored.stakePerPoint) * table[type]) / 1000n;
    return payout > 0n ? { outcome: 'WIN' as const, payout } : lose();
  };
}

function describeResult({ result, variant }: { result: unknown; variant: string | null }): ResultView {
  const board = boardOf(result, regionOf(variant));
  return {
    numbers: listPrizeNumbers(board),
    board: board.prizes.map((prize) => ({ prize: prize.prize, numbers: [...prize.numbers] })),
    facts: { de: findDeNumber(board) },
  };
}

export const vnEngine: LotteryEngine = {
  kind: 'VN',
  betTypes: (variant) => {
    regionOf(variant);
    return [...VN_BET_TYPES];
  },
  defaultOdds: (variant) => defaultOddsOf(regionOf(variant)),
  parseOdds: parseVnOdds,
  price,
  draw: ({ stream, variant }) => drawVnResult({ stream, region: regionOf(variant) }),
  isWellFormedResult: ({ result, variant }) => isBoard(result, regionOf(variant)),
  createSettler,
  describeResult,
  quickPick: ({ betType, variant, randomInt }) => {
    regionOf(variant);
    if (!hasOwnKey(VN_BET_SPECS, betType)) throw new LotteryBetError('BAD_BET_TYPE', `unknown bet type ${betType}`);
    const { pickDigits, legs } = VN_BET_SPECS[betType];
    return [
      sampleDistinct(randomInt, 10 ** pickDigits, legs)
        .map((value) => padNumber(value, pickDigits))
        .sort(),
    ];
  },
};
