import { playBaccarat, BACCARAT_BET_TYPES, type BaccaratBets, type BaccaratBetType } from './engine/baccarat-engine.ts';
import { createOutcomeStream, type RoundSeeds } from '../../lib/fair-rng.ts';
import { FISH_GAME, FISH_V1_VERSION, shoot } from './engine/fish-engine.ts';
import { isFishV2, shootV2 } from './engine/fish-engine-v2.ts';
import { findSlotTitle } from './engine/slot-catalogue.ts';
import type { SlotTitle } from './engine/slot-title.ts';
import { AppError } from '../../plugins/app-error.ts';

/** TABLE: a live table (tables/), whose shared rounds take bets through the table calls, not `play`. */
export type EngineKind = 'SLOT' | 'BACCARAT' | 'FISH' | 'TABLE';
/** What the player asked for, in minor units; kept with the round so verification replays it exactly. */
export type PlayRequest = {
  bet?: bigint;
  bets?: Partial<Record<BaccaratBetType, bigint>>;
  fishId?: string;
  /** A slot round that starts in its feature, at the title's feature price (bet × priceInBets). */
  buyFeature?: boolean;
};
export type EngineResult = { totalBet: bigint; win: bigint; gameVersion: string; outcome: unknown };

/** Plain JSON for the round log and the API: bigints become decimal strings of minor units. */
export const toJson = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)));

/**
 * The stake a request puts at risk, checked before any money moves. `minBet` is the game's minimum bet when a
 * round is played (a fish shot's bet must be one of the cannon's levels × it); verification recomputes any bet.
 */
export function stakeOf(kind: EngineKind, titleId: string, request: PlayRequest, minBet?: bigint): bigint {
  if (kind === 'TABLE') throw new AppError('table.bet.invalid', 'A live table takes bets through its table calls');
  if (kind === 'BACCARAT') {
    const amounts = Object.entries(request.bets ?? {});
    if (
      amounts.length === 0 ||
      amounts.some(([type, amount]) => !BACCARAT_BET_TYPES.includes(type as BaccaratBetType) || amount <= 0n)
    )
      throw new AppError('amount.invalid', 'Place at least one baccarat bet');
    return amounts.reduce((sum, [, amount]) => sum + amount, 0n);
  }
  const bet = request.bet ?? 0n;
  if (bet <= 0n) throw new AppError('amount.invalid');
  if (kind === 'SLOT') return slotStakeOf(slotTitle(titleId), bet, request.buyFeature === true);
  if (kind === 'FISH') fishStakeCheck(request, bet, minBet);
  return bet;
}

function fishStakeCheck(request: PlayRequest, bet: bigint, minBet: bigint | undefined): void {
  if (!isFishV2(request.fishId)) throw new AppError('request.invalid', 'Unknown fish');
  // Below the minimum, the minimum-bet check says so more plainly than the levels would.
  if (minBet !== undefined && bet >= minBet && !FISH_GAME.cannonLevels.some((level) => BigInt(level) * minBet === bet))
    throw new AppError(
      'amount.invalid',
      `A shot's bet is a cannon level: ${FISH_GAME.cannonLevels.join(', ')} × the minimum bet`,
    );
}

/**
 * The valid bet of a settled round: what was really at risk, which is what turnover, rebates,
 * missions and points count. In baccarat, stakes on Player and Banker cancel each other up to
 * the smaller one (such a hedge risks only the commission), and on a tie both are handed back,
 * so they were never at risk; side bets and every other game count their whole stake.
 */
export function validBetOf(request: PlayRequest, stake: bigint, result: unknown): bigint {
  if (!request.bets) return stake;
  const player = request.bets.PLAYER ?? 0n;
  const banker = request.bets.BANKER ?? 0n;
  const sideBets = stake - player - banker;
  if ((result as { outcome?: unknown } | null)?.outcome === 'TIE') return sideBets;
  return sideBets + (player > banker ? player - banker : banker - player);
}

function slotTitle(titleId: string): SlotTitle {
  const title = findSlotTitle(titleId);
  if (!title) throw new Error(`house engine: unknown slot title ${titleId}`);
  return title;
}

/** A slot bet splits evenly over the title's bet unit (lines, ways); a bought feature costs its price in bets. */
function slotStakeOf(title: SlotTitle, bet: bigint, buyFeature: boolean): bigint {
  if (bet % BigInt(title.betUnit) !== 0n)
    throw new AppError('amount.invalid', `The bet must be a multiple of ${title.betUnit} minor units`);
  if (!buyFeature) return bet;
  if (!title.featureBuy) throw new AppError('request.invalid', 'This game has no feature to buy');
  return bet * BigInt(title.featureBuy.priceInBets);
}

/**
 * Plays (or replays, for verification) one round from its seeds: the same inputs give the same round. A replay
 * passes the round's logged `gameVersion`, so a round of an older engine (fish v1) recomputes under its own rules.
 */
export function runEngine(
  kind: EngineKind,
  titleId: string,
  request: PlayRequest,
  seeds: RoundSeeds,
  gameVersion?: string,
): EngineResult {
  if (kind === 'TABLE') throw new Error('house engine: a live table round is dealt by its shoe, not played alone');
  const stream = createOutcomeStream(seeds);
  if (kind === 'SLOT') {
    const round = slotTitle(titleId).play({ bet: request.bet!, stream, buyFeature: request.buyFeature === true });
    return {
      totalBet: round.stake,
      win: round.totalWin,
      gameVersion: round.gameVersion,
      outcome: toJson(round.detail),
    };
  }
  if (kind === 'BACCARAT') {
    const round = playBaccarat({ bets: request.bets as BaccaratBets, stream });
    return { totalBet: round.totalBet, win: round.totalWin, gameVersion: round.gameVersion, outcome: toJson(round) };
  }
  return fishRound(request, stream, gameVersion === FISH_V1_VERSION ? FISH_V1_VERSION : FISH_GAME.version);
}

function fishRound(
  request: PlayRequest,
  stream: ReturnType<typeof createOutcomeStream>,
  version: string,
): EngineResult {
  const fishSpeciesId = request.fishId!;
  const isV1 = version === FISH_V1_VERSION;
  // A v1 round knew only the ordinary fish: a special asked of it is the request's fault, not the server's.
  if (isV1 && !FISH_GAME.species.some((fish) => fish.id === fishSpeciesId))
    throw new AppError('request.invalid', 'Unknown fish in this game version');
  const shot = (isV1 ? shoot : shootV2)({ fishSpeciesId, bet: request.bet!, stream });
  return { totalBet: request.bet!, win: shot.win, gameVersion: version, outcome: toJson(shot) };
}

/** The request as logged (decimal strings of minor units), and back. */
export const requestToJson = (request: PlayRequest): Record<string, unknown> =>
  toJson(request) as Record<string, unknown>;
export function requestFromJson(json: Record<string, unknown>): PlayRequest {
  const bets = json.bets as Record<string, string> | undefined;
  return {
    bet: typeof json.bet === 'string' ? BigInt(json.bet) : undefined,
    bets: bets ? Object.fromEntries(Object.entries(bets).map(([type, amount]) => [type, BigInt(amount)])) : undefined,
    fishId: typeof json.fishId === 'string' ? json.fishId : undefined,
    buyFeature: json.buyFeature === true ? true : undefined,
  };
}
