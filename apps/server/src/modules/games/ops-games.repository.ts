import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { games } from '../../db/schema/games.ts';
import { gameVendors } from '../../db/schema/merchant.ts';

export type CatalogueStatus = (typeof games.$inferSelect)['status'];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every vendor with its games counted by status; unlike the player catalogue, DISABLED rows are included. */
export function findVendorsWithCounts(db: Db | Tx, code?: string) {
  return db
    .select({
      code: gameVendors.code,
      displayName: gameVendors.displayName,
      category: gameVendors.category,
      status: gameVendors.status,
      isHot: gameVendors.isHot,
      total: count(games.id),
      active: sql<number>`count(${games.id}) filter (where ${games.status} = 'ACTIVE')`.mapWith(Number),
      maintenance: sql<number>`count(${games.id}) filter (where ${games.status} = 'MAINTENANCE')`.mapWith(Number),
      disabled: sql<number>`count(${games.id}) filter (where ${games.status} = 'DISABLED')`.mapWith(Number),
    })
    .from(gameVendors)
    .leftJoin(games, eq(games.vendorCode, gameVendors.code))
    .where(code ? eq(gameVendors.code, code) : undefined)
    .groupBy(gameVendors.code)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.code));
}

export type VendorGameFilter = { vendorCode: string; search?: string; status?: CatalogueStatus };

function vendorGameWhere(filter: VendorGameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(games.vendorCode, filter.vendorCode)];
  if (filter.status) conditions.push(eq(games.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    // Any language's name or the game code: operators search in whatever language the ticket came in.
    conditions.push(or(ilike(games.gameCode, pattern), ilike(sql`${games.names}::text`, pattern)));
  }
  return and(...conditions);
}

const gameFields = {
  id: games.id,
  vendorCode: games.vendorCode,
  gameCode: games.gameCode,
  names: games.names,
  category: games.category,
  status: games.status,
  isHot: games.isHot,
  engineKind: games.engineKind,
};

export async function findVendorGames(db: Db, filter: VendorGameFilter, limit: number, offset: number) {
  const where = vendorGameWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select(gameFields).from(games).where(where).orderBy(asc(games.sort), asc(games.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Locks the vendor row so two operators switching it at once are serialised and each audit entry has the true "before". */
export async function lockVendor(tx: Tx, code: string) {
  const [row] = await tx
    .select({ code: gameVendors.code, status: gameVendors.status })
    .from(gameVendors)
    .where(eq(gameVendors.code, code))
    .for('update');
  return row ?? null;
}

export async function setVendorStatus(tx: Tx, code: string, status: CatalogueStatus): Promise<void> {
  await tx.update(gameVendors).set({ status }).where(eq(gameVendors.code, code));
}

export async function lockGame(tx: Tx, id: number) {
  const [row] = await tx.select(gameFields).from(games).where(eq(games.id, id)).for('update');
  return row ?? null;
}

export async function setGameStatus(tx: Tx, id: number, status: CatalogueStatus): Promise<void> {
  await tx.update(games).set({ status }).where(eq(games.id, id));
}
