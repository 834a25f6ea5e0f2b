import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { BetTypeLimits } from '../../db/schema/lottery.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findLotteryEngine } from './engine/adapters/lottery-engines.ts';
import type { LotteryEngine } from './engine/lottery-engine.ts';
import { findLotteryGames, findOddsVersions, type LotteryGameRow } from './lottery.repository.ts';

/** A lottery game as the services use it: its row, its engine, the odds in force and the limits per bet type. */
export type LoadedGame = {
  row: LotteryGameRow;
  engine: LotteryEngine;
  odds: Record<string, unknown>;
  limitsOf: (betType: string) => { minStake: bigint; maxStake: bigint; liabilityCap: bigint };
};

/** The limits of a bet type: its own entry, or the game's default entry `*`. */
export const DEFAULT_LIMITS_KEY = '*';

function readLimits(limits: Record<string, BetTypeLimits>, betType: string) {
  const entry = limits[betType] ?? limits[DEFAULT_LIMITS_KEY];
  if (!entry) throw new Error(`lottery: no limits for ${betType}`);
  return {
    minStake: BigInt(entry.minStake),
    maxStake: BigInt(entry.maxStake),
    liabilityCap: BigInt(entry.liabilityCap),
  };
}

export function toLoadedGame(row: LotteryGameRow): LoadedGame {
  const engine = findLotteryEngine(row.kind);
  return {
    row,
    engine,
    odds: engine.parseOdds(row.variant, row.oddsOverrides),
    limitsOf: (betType) => readLimits(row.limits, betType),
  };
}

export async function listLoadedGames(ctx: AppContext): Promise<LoadedGame[]> {
  return (await findLotteryGames(ctx.database.db)).map(toLoadedGame);
}

/**
 * Games change rarely (an operator's edit) and are read on every bet: each instance keeps a loaded game for a
 * second, so a change takes effect within a second everywhere (and at once on the instance that made it).
 */
const GAME_CACHE_MS = 1000;
const gameCaches = new WeakMap<AppContext, Map<string, { game: LoadedGame; until: number }>>();

function gameCacheOf(ctx: AppContext): Map<string, { game: LoadedGame; until: number }> {
  let cache = gameCaches.get(ctx);
  if (!cache) gameCaches.set(ctx, (cache = new Map()));
  return cache;
}

export function forgetLoadedGame(ctx: AppContext, code: string): void {
  gameCacheOf(ctx).delete(code);
}

export async function loadGame(ctx: AppContext, code: string): Promise<LoadedGame> {
  const gameCache = gameCacheOf(ctx);
  const cached = gameCache.get(code);
  if (cached && cached.until > Date.now()) return cached.game;
  const [row] = await findLotteryGames(ctx.database.db, code);
  if (!row) throw new AppError('lottery.game.not.found');
  const game = toLoadedGame(row);
  gameCache.set(code, { game, until: Date.now() + GAME_CACHE_MS });
  return game;
}

/** DISABLED anywhere (game, catalogue, vendor) hides the game; MAINTENANCE anywhere closes its sale. */
export function gameStatusOf(row: LotteryGameRow): 'ACTIVE' | 'MAINTENANCE' | 'DISABLED' {
  const statuses = [row.status, row.catalogue.status, row.catalogue.vendorStatus];
  if (statuses.includes('DISABLED')) return 'DISABLED';
  return statuses.includes('MAINTENANCE') ? 'MAINTENANCE' : 'ACTIVE';
}

export function assertGameOnSale(game: LoadedGame): void {
  const status = gameStatusOf(game.row);
  if (status === 'DISABLED') throw new AppError('lottery.game.not.found');
  if (status === 'MAINTENANCE') throw new AppError('game.maintenance');
}

/**
 * The odds of each version a settlement batch meets: the version's stored table (bets are paid at the odds
 * they were placed at); the current table for the current version if its row is missing.
 */
export async function loadOddsVersions(
  db: Db | Tx,
  game: LoadedGame,
  versions: number[],
): Promise<Map<number, Record<string, unknown>>> {
  const stored = await findOddsVersions(db, game.row.code, versions);
  if (!stored.has(game.row.oddsVersion)) stored.set(game.row.oddsVersion, game.odds);
  return stored;
}
