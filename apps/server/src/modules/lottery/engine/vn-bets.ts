import { isWellFormedVnResult, type VnResult } from './vn-draw.ts';
import { VN_BET_SPECS, VN_BET_TYPES, type VnBetType, type VnOdds } from './vn-bet-types.ts';
import { VN_REGIONS, type VnRegionCode } from './vn-regions.ts';

/**
 * One selection on the slip. `points` is the player's "điểm" per ticket; `stakePerPoint` is the money value of one
 * point per prize number covered, in minor units (e.g. 1,000 VND), so a lô 2 số point in MB costs 27 × 1,000.
 */
export type VnBet = {
  type: VnBetType;
  region: VnRegionCode;
  picks: readonly string[];
  points: number;
  stakePerPoint: bigint;
};

export type VnBetErrorCode =
  | 'UNKNOWN_BET_TYPE'
  | 'UNKNOWN_REGION'
  | 'BAD_PICK'
  | 'DUPLICATE_PICK'
  | 'TOO_FEW_PICKS'
  | 'TOO_MANY_TICKETS'
  | 'BAD_STAKE';

/** A refusal the service maps to its AppError code; the engine stays free of HTTP concerns. */
export class VnBetError extends RangeError {
  constructor(
    readonly code: VnBetErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'VnBetError';
  }
}

/** Combination bets stop here: C(10, 4) = 210 xiên 4 tickets passes, a slip of tens of thousands does not. */
export const MAX_TICKETS_PER_BET = 1_000;

export type VnPricedBet = {
  /** Each ticket's legs: one number for single bets, a k-combination of the picks for xiên and trượt. */
  tickets: readonly (readonly string[])[];
  /** Prize numbers a point covers (27 for lô 2 số in MB, 1 for đề …). */
  coverage: number;
  costPerTicket: bigint;
  totalCost: bigint;
};

export function countCombinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let count = 1;
  for (let index = 0; index < k; index += 1) count = (count * (n - index)) / (index + 1);
  return Math.round(count);
}

function listCombinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const combinations: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of listCombinations(items.slice(index + 1), k - 1)) combinations.push([item, ...rest]);
  });
  return combinations;
}

function validateVnBet(bet: VnBet): void {
  if (!VN_BET_TYPES.includes(bet.type))
    throw new VnBetError('UNKNOWN_BET_TYPE', `unknown bet type ${String(bet.type)}`);
  if (!VN_REGIONS[bet.region]) throw new VnBetError('UNKNOWN_REGION', `unknown region ${String(bet.region)}`);
  if (!Number.isSafeInteger(bet.points) || bet.points < 1)
    throw new VnBetError('BAD_STAKE', 'points must be a positive integer');
  if (typeof bet.stakePerPoint !== 'bigint' || bet.stakePerPoint < 1n)
    throw new VnBetError('BAD_STAKE', 'stakePerPoint must be a positive bigint');
  const spec = VN_BET_SPECS[bet.type];
  const pattern = new RegExp(`^\\d{${spec.pickDigits}}$`);
  for (const pick of bet.picks) {
    if (typeof pick !== 'string' || !pattern.test(pick))
      throw new VnBetError('BAD_PICK', `${bet.type} picks are ${spec.pickDigits}-digit numbers, got ${String(pick)}`);
  }
  if (new Set(bet.picks).size !== bet.picks.length) throw new VnBetError('DUPLICATE_PICK', 'a number is picked twice');
  if (bet.picks.length < spec.legs || bet.picks.length === 0) {
    throw new VnBetError('TOO_FEW_PICKS', `${bet.type} needs at least ${Math.max(spec.legs, 1)} numbers`);
  }
  const ticketCount = spec.legs === 1 ? bet.picks.length : countCombinations(bet.picks.length, spec.legs);
  if (ticketCount > MAX_TICKETS_PER_BET)
    throw new VnBetError('TOO_MANY_TICKETS', `${ticketCount} tickets is over ${MAX_TICKETS_PER_BET}`);
}

/**
 * Expands and prices a bet before the slip is confirmed: cost = points × stake per point × prize numbers covered,
 * per ticket; single bets make one ticket per picked number, combination bets one per k-combination.
 */
export function priceVnBet(bet: VnBet): VnPricedBet {
  validateVnBet(bet);
  const spec = VN_BET_SPECS[bet.type];
  const tickets = spec.legs === 1 ? bet.picks.map((pick) => [pick]) : listCombinations(bet.picks, spec.legs);
  const coverage = spec.coverageOf(VN_REGIONS[bet.region]);
  const costPerTicket = BigInt(bet.points) * bet.stakePerPoint * BigInt(coverage);
  return { tickets, coverage, costPerTicket, totalCost: costPerTicket * BigInt(tickets.length) };
}

export type VnTicketOutcome = { legs: readonly string[]; hits: number };
export type VnBetOutcome = { tickets: readonly VnTicketOutcome[]; hits: number; payout: bigint };

function countTicketHits(
  rule: 'count' | 'all' | 'none',
  legs: readonly string[],
  targets: readonly string[],
  present: ReadonlySet<string>,
): number {
  if (rule === 'count') return targets.filter((target) => target === legs[0]).length;
  if (rule === 'all') return legs.every((leg) => present.has(leg)) ? 1 : 0;
  return legs.some((leg) => present.has(leg)) ? 0 : 1;
}

/**
 * Settles many bets on one result: the board is checked once and each bet type's target numbers are read once,
 * which is what a batched settlement of a draw's bets needs. Each bet: hits per ticket, payout = hits × points ×
 * stake per point × odds / 1000, rounded down to the minor unit; exact whenever that product is a multiple of 1000
 * (with 99.5 odds, any even stake per point), so the house never pays a fraction it cannot book.
 */
export function createVnBetSettler({ result, odds }: { result: VnResult; odds: VnOdds }): (bet: VnBet) => VnBetOutcome {
  if (!isWellFormedVnResult(result))
    throw new RangeError(`the ${String(result.region)} result is not a well-formed board`);
  const targetsByType = new Map<VnBetType, { targets: readonly string[]; present: ReadonlySet<string> }>();
  return (bet) => {
    const { tickets: ticketLegs } = priceVnBet(bet);
    if (result.region !== bet.region)
      throw new RangeError(`a ${bet.region} bet cannot be settled on a ${result.region} result`);
    const spec = VN_BET_SPECS[bet.type];
    let cached = targetsByType.get(bet.type);
    if (!cached) {
      const targets = spec.targetsOf(result);
      cached = { targets, present: new Set(targets) };
      targetsByType.set(bet.type, cached);
    }
    const { targets, present } = cached;
    const tickets = ticketLegs.map((legs) => ({ legs, hits: countTicketHits(spec.rule, legs, targets, present) }));
    const hits = tickets.reduce((total, ticket) => total + ticket.hits, 0);
    const payout = (BigInt(hits) * BigInt(bet.points) * bet.stakePerPoint * odds[bet.region][bet.type]) / 1000n;
    return { tickets, hits, payout };
  };
}

/** Settles one bet against a result of its region (see createVnBetSettler). */
export function evaluateVnBet({ bet, result, odds }: { bet: VnBet; result: VnResult; odds: VnOdds }): VnBetOutcome {
  return createVnBetSettler({ result, odds })(bet);
}

/**
 * The most a bet can pay on any board, for liability caps and limits before acceptance. Distinct picks never share
 * a target number, so a counting bet hits at most once per covered prize number; xiên and trượt tickets can all
 * win together (every pick out, or none out).
 */
export function computeMaxVnPayout({ bet, odds }: { bet: VnBet; odds: VnOdds }): bigint {
  const { tickets, coverage } = priceVnBet(bet);
  const spec = VN_BET_SPECS[bet.type];
  const maxHits = spec.rule === 'count' ? coverage : tickets.length;
  return (BigInt(maxHits) * BigInt(bet.points) * bet.stakePerPoint * odds[bet.region][bet.type]) / 1000n;
}
