import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import type { GameCard } from '@lucky/contracts/games/game-card';
import type { AppContext } from '../../app-context.ts';
import { formatMoney, MoneyFormatError, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createAnswerCache, type AnswerCache } from './answer-cache.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  countGames,
  findBiggestWins,
  findGame,
  findGames,
  findPopularGameIds,
  findShownVendors,
  findVendorClassifies,
  type GameFilter,
  type GameRow,
} from './catalogue.repository.ts';
import { isPlayable, maskName, nameIn, toGameCard } from './game-card.ts';

const WEEK_MS = 7 * 86_400_000;
const SUGGESTION_COUNT = 6;

export type GameListQuery = {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: string;
  minLineNum?: number;
  isNew?: boolean;
  pageNo: number;
  pageSize: number;
  language?: string;
};

function parseMinBet(text: string | undefined, scale: number): bigint | undefined {
  if (text === undefined) return undefined;
  try {
    return parseMoney(text, scale);
  } catch (error) {
    if (error instanceof MoneyFormatError) throw new AppError('amount.invalid', `minBet: ${error.message}`);
    throw error;
  }
}

type GameListAnswer = Awaited<ReturnType<typeof loadGameList>>;
const GAME_LIST_CACHE_ENTRIES = 500;
const gameListCaches = new WeakMap<AppContext, AnswerCache<GameListAnswer>>();

/** The public game list: the same for every visitor, so answers are shared for CATALOGUE_CACHE_MS (0: never). */
export async function listGames(ctx: AppContext, query: GameListQuery, scale: number): Promise<GameListAnswer> {
  const filter: GameFilter = {
    category: query.gameType,
    vendorCode: query.vassalage,
    gameClassify: query.gameClassify,
    name: query.gameName,
    language: query.language,
    maxMinBet: parseMinBet(query.minBet, scale),
    minLines: query.minLineNum,
    onlyNew: query.isNew,
  };
  const ttlMs = ctx.config.CATALOGUE_CACHE_MS;
  if (ttlMs === 0) return loadGameList(ctx, query, filter, scale);
  let cache = gameListCaches.get(ctx);
  if (!cache) {
    cache = createAnswerCache({ ttlMs, maxEntries: GAME_LIST_CACHE_ENTRIES, now: () => ctx.now().getTime() });
    gameListCaches.set(ctx, cache);
  }
  // The generation changes when the catalogue is invalidated on any instance, so older answers are no longer found.
  const key = JSON.stringify([
    ctx.answers.generation('catalogue'),
    scale,
    query.pageNo,
    query.pageSize,
    query.language ?? null,
    { ...filter, maxMinBet: filter.maxMinBet?.toString() },
  ]);
  return cache.get(key, () => loadGameList(ctx, query, filter, scale));
}

/**
 * Drops the shared game-list answers, right after an operator changes a game or vendor: on this server at once, and
 * on the other instances through the cache bus (Redis pub/sub when REDIS_URL is set; lib/cache/README.md).
 */
export function forgetSharedGameLists(ctx: AppContext): void {
  ctx.answers.invalidate('catalogue');
}

async function loadGameList(ctx: AppContext, query: GameListQuery, filter: GameFilter, scale: number) {
  const db = ctx.database.db;
  const [rows, totalCount] = await Promise.all([
    findGames(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    countGames(db, filter),
  ]);
  const content = rows.map((row) => toGameCard(row, scale, query.language));
  // A vendor in maintenance still lists its games, marked, and points players to playable games of its category.
  const isVendorDown = query.vassalage !== undefined && rows.length > 0 && rows.every((row) => !isPlayable(row));
  const suggestions = isVendorDown
    ? await suggestGames(ctx, rows[0]!.category, scale, query.language, query.vassalage)
    : [];
  return {
    content,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
    suggestions,
  };
}

/** Playable games of a category, hot first, for a game or vendor that is in maintenance. */
export async function suggestGames(
  ctx: AppContext,
  category: string,
  scale: number,
  language?: string,
  exceptVendor?: string,
): Promise<GameCard[]> {
  const rows = await findGames(ctx.database.db, { category, onlyActive: true }, SUGGESTION_COUNT * 2);
  return rows
    .filter((row) => row.vendorCode !== exceptVendor)
    .sort((a, b) => Number(b.isHot) - Number(a.isHot))
    .slice(0, SUGGESTION_COUNT)
    .map((row) => toGameCard(row, scale, language));
}

export async function listHotGames(ctx: AppContext, vendorCode: string | undefined, scale: number, language?: string) {
  const rows = await findGames(ctx.database.db, { onlyHot: true, vendorCode }, 100);
  return { list: rows.map((row) => toGameCard(row, scale, language)) };
}

export async function listVendorClassifies(ctx: AppContext, vendorCode?: string) {
  const rows = await findVendorClassifies(ctx.database.db, vendorCode);
  const byVendor = new Map<
    string,
    { vassalage: string; displayName: string; gameType: GameCategory; gameClassifies: string[] }
  >();
  for (const row of rows) {
    const entry = byVendor.get(row.vendorCode) ?? {
      vassalage: row.vendorCode,
      displayName: row.displayName,
      gameType: row.category,
      gameClassifies: [],
    };
    if (row.gameClassify) entry.gameClassifies.push(row.gameClassify);
    byVendor.set(row.vendorCode, entry);
  }
  return [...byVendor.values()];
}

const MENU_LIMIT = 100;

export async function listGameMenus(ctx: AppContext, language?: string) {
  const menus = await Promise.all(
    GAME_CATEGORIES.map(async (category) => {
      const rows = await findGames(ctx.database.db, { category }, MENU_LIMIT);
      return {
        gameGroupCode: category,
        labelName: category,
        gameMenus: rows.map((row) => ({
          gameId: row.id,
          gameCode: row.gameCode,
          gameName: nameIn(row.names, language),
          vassalage: row.vendorCode,
          status: isPlayable(row) ? ('ACTIVE' as const) : ('MAINTENANCE' as const),
        })),
      };
    }),
  );
  return menus.filter((menu) => menu.gameMenus.length > 0);
}

export async function listPopularGames(
  ctx: AppContext,
  input: { count: number; gameType?: GameCategory; language?: string },
  scale: number,
) {
  const db = ctx.database.db;
  const ids = await findPopularGameIds(db, new Date(ctx.now().getTime() - WEEK_MS), 200);
  const launched = ids.length > 0 ? await findGames(db, { ids, category: input.gameType, onlyActive: true }, 200) : [];
  const order = new Map(ids.map((id, index) => [id, index]));
  launched.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const list = launched.slice(0, input.count);
  if (list.length < input.count) {
    const hot = await findGames(db, { category: input.gameType, onlyActive: true, onlyHot: true }, input.count);
    for (const row of hot) if (list.length < input.count && !list.some((game) => game.id === row.id)) list.push(row);
  }
  return { list: list.map((row) => toGameCard(row, scale, input.language)) };
}

const RANK_SIZE = 20;

export async function listWinners(ctx: AppContext, scale: number, language?: string) {
  const rows = await findBiggestWins(ctx.database.db, new Date(ctx.now().getTime() - WEEK_MS), RANK_SIZE);
  return {
    list: rows.map((row, index) => ({
      rank: index + 1,
      userName: maskName(row.username),
      gameId: row.gameId,
      gameName: nameIn(row.names, language),
      vassalage: row.vendorCode,
      winAmount: formatMoney(row.win, scale),
      time: (row.settledAt ?? new Date(0)).toISOString(),
    })),
  };
}

/** One game with its vendor's fields (status, name, category), by id; null when there is no such game. */
export function findGameById(db: Db | Tx, id: number): Promise<GameRow | null> {
  return findGame(db, id);
}

/** The lobby's vendors per game category (categories without one left out); a vendor in maintenance is shown. */
export async function listVendorsByCategory(ctx: AppContext) {
  const rows = await findShownVendors(ctx.database.db);
  return GAME_CATEGORIES.map((gameCategory) => ({
    gameCategory,
    vendors: rows
      .filter((row) => row.category === gameCategory)
      .map((row) => ({
        vassalage: row.code,
        displayName: row.displayName,
        isHot: (row.isHot ? 1 : 0) as 0 | 1,
        status: row.status as 'ACTIVE' | 'MAINTENANCE',
      })),
  })).filter((entry) => entry.vendors.length > 0);
}
