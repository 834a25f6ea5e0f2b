import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gameFavourites, games, recentGames } from '../../db/schema/games.ts';
import { gameVendors } from '../../db/schema/merchant.ts';
import { gameColumns, gameWhere, type GameFilter } from './catalogue.repository.ts';

export async function findFavouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameFavourites.gameId })
    .from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId))
    .where(and(eq(gameFavourites.memberId, memberId), ne(games.status, 'DISABLED')))
    .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId));
  return rows.map((row) => row.gameId);
}

export async function insertFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.insert(gameFavourites).values({ memberId, gameId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.delete(gameFavourites).where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
}

export async function findFavouriteGames(db: Db, memberId: number, filter: GameFilter, limit: number, offset: number) {
  const where = and(eq(gameFavourites.memberId, memberId), gameWhere(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(where)
      .orderBy(desc(gameFavourites.createdAt), desc(games.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function upsertRecentGame(db: Db | Tx, memberId: number, gameId: number, at: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, gameId, lastLaunchedAt: at })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { lastLaunchedAt: at } });
}

export async function findRecentGames(db: Db, memberId: number, filter: GameFilter, limit: number, offset: number) {
  const where = and(eq(recentGames.memberId, memberId), gameWhere(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(where)
      .orderBy(desc(recentGames.lastLaunchedAt), desc(games.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
