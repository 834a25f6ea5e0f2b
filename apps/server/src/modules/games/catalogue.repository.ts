import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gameRounds, games, recentGames } from '../../db/schema/games.ts';
import { gameVendors } from '../../db/schema/merchant.ts';
import { members } from '../../db/schema/members.ts';

export type GameFilter = {
  category?: string;
  vendorCode?: string;
  gameClassify?: string;
  name?: string;
  language?: string;
  /** Games whose minimum bet is at most this (minor units). */
  maxMinBet?: bigint;
  minLines?: number;
  onlyHot?: boolean;
  onlyNew?: boolean;
  onlyActive?: boolean;
  ids?: number[];
};

/** A game joined with its vendor; games or vendors that are DISABLED never leave this file. */
export const gameColumns = {
  id: games.id,
  gameCode: games.gameCode,
  vendorCode: games.vendorCode,
  category: games.category,
  names: games.names,
  iconPath: games.iconPath,
  gameClassify: games.gameClassify,
  minBet: games.minBet,
  lineCount: games.lineCount,
  isHot: games.isHot,
  isNew: games.isNew,
  status: games.status,
  vendorStatus: gameVendors.status,
  declaredRtp: games.declaredRtp,
  engineKind: games.engineKind,
  engineTitleId: games.engineTitleId,
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function gameWhere(filter: GameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ne(games.status, 'DISABLED'), ne(gameVendors.status, 'DISABLED')];
  if (filter.category) conditions.push(eq(games.category, filter.category as 'RNG'));
  if (filter.vendorCode) conditions.push(eq(games.vendorCode, filter.vendorCode));
  if (filter.gameClassify) conditions.push(eq(games.gameClassify, filter.gameClassify));
  if (filter.maxMinBet !== undefined) conditions.push(lte(games.minBet, filter.maxMinBet));
  if (filter.minLines !== undefined) conditions.push(gte(games.lineCount, filter.minLines));
  if (filter.onlyHot) conditions.push(eq(games.isHot, true));
  if (filter.onlyNew) conditions.push(eq(games.isNew, true));
  if (filter.onlyActive) conditions.push(eq(games.status, 'ACTIVE'), eq(gameVendors.status, 'ACTIVE'));
  if (filter.ids) conditions.push(inArray(games.id, filter.ids));
  if (filter.name) {
    // lower() LIKE lower() does what ILIKE does here at about two thirds of its cost per row (a name
    // search reads every game); English is searched once when it is also the asked language.
    const pattern = `%${escapeLike(filter.name.toLowerCase())}%`;
    // English stays a literal so an index on lower(names->>'EN') can serve it.
    const inEnglish = sql`lower(${games.names}->>'EN') like ${pattern}`;
    const language = filter.language ?? 'EN';
    conditions.push(
      language === 'EN' ? inEnglish : or(inEnglish, sql`lower(${games.names}->>${language}) like ${pattern}`),
    );
  }
  return and(...conditions);
}

export type GameRow = Awaited<ReturnType<typeof findGames>>[number];

export function findGames(db: Db, filter: GameFilter, limit: number, offset = 0) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(gameWhere(filter))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(limit)
    .offset(offset);
}

export async function countGames(db: Db, filter: GameFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(gameWhere(filter));
  return Number(row?.n ?? 0);
}

export async function findGame(db: Db | Tx, id: number): Promise<GameRow | null> {
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(eq(games.id, id));
  return row ?? null;
}

export function findVendorClassifies(db: Db, vendorCode?: string) {
  return db
    .selectDistinct({
      vendorCode: gameVendors.code,
      displayName: gameVendors.displayName,
      category: gameVendors.category,
      sort: gameVendors.sort,
      gameClassify: games.gameClassify,
    })
    .from(gameVendors)
    .leftJoin(games, and(eq(games.vendorCode, gameVendors.code), ne(games.status, 'DISABLED')))
    .where(and(ne(gameVendors.status, 'DISABLED'), vendorCode ? eq(gameVendors.code, vendorCode) : undefined))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.code), asc(games.gameClassify));
}

/** Game ids by number of members who launched them since `since`. */
export async function findPopularGameIds(db: Db, since: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: recentGames.gameId, n: count() })
    .from(recentGames)
    .where(gte(recentGames.lastLaunchedAt, since))
    .groupBy(recentGames.gameId)
    .orderBy(desc(count()), asc(recentGames.gameId))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

export function findBiggestWins(db: Db, since: Date, limit: number) {
  return db
    .select({
      username: members.username,
      gameId: gameRounds.gameId,
      names: games.names,
      vendorCode: games.vendorCode,
      win: gameRounds.win,
      settledAt: gameRounds.settledAt,
    })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(eq(gameRounds.status, 'SETTLED'), sql`${gameRounds.win} > 0`, gte(gameRounds.settledAt, since)))
    .orderBy(desc(gameRounds.win), desc(gameRounds.settledAt))
    .limit(limit);
}

/** Every vendor not switched off (ACTIVE or MAINTENANCE), in the lobby's order. */
export function findShownVendors(db: Db) {
  return db
    .select()
    .from(gameVendors)
    .where(ne(gameVendors.status, 'DISABLED'))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.code));
}
