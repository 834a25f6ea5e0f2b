import { and, asc, desc, eq, gt, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gameRounds, games } from '../../db/schema/games.ts';
import { gameSessions, houseSeeds } from '../../db/schema/house.ts';

export type SeedRow = typeof houseSeeds.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

export async function insertGameSession(db: Db, row: typeof gameSessions.$inferInsert): Promise<void> {
  await db.insert(gameSessions).values(row);
}

export async function findGameSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.tokenHash, tokenHash), gt(gameSessions.expiresAt, now)));
  return row ?? null;
}

export async function lockActiveSeed(tx: Tx, memberId: number): Promise<SeedRow | null> {
  const [row] = await tx
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.status, 'ACTIVE')))
    .for('update');
  return row ?? null;
}

export async function insertSeed(tx: Tx, row: typeof houseSeeds.$inferInsert): Promise<SeedRow> {
  const [inserted] = await tx.insert(houseSeeds).values(row).returning();
  return inserted!;
}

/** Inserts a member's active seed unless one exists (the partial unique index); the row, or null when one did. */
export async function insertActiveSeedIfNone(tx: Tx, row: typeof houseSeeds.$inferInsert): Promise<SeedRow | null> {
  const [inserted] = await tx.insert(houseSeeds).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateSeed(tx: Tx, id: number, change: Partial<SeedRow>): Promise<void> {
  await tx.update(houseSeeds).set(change).where(eq(houseSeeds.id, id));
}

export async function findSeedByHash(db: Db, serverSeedHash: string): Promise<SeedRow | null> {
  const [row] = await db.select().from(houseSeeds).where(eq(houseSeeds.serverSeedHash, serverSeedHash));
  return row ?? null;
}

export async function insertRound(tx: Tx, row: typeof gameRounds.$inferInsert): Promise<RoundRow> {
  const [inserted] = await tx.insert(gameRounds).values(row).returning();
  return inserted!;
}

/** Inserts the round unless its vendor reference exists; the inserted row, or null when another was there first. */
export async function insertRoundIfAbsent(tx: Tx, row: typeof gameRounds.$inferInsert): Promise<RoundRow | null> {
  const [inserted] = await tx.insert(gameRounds).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateRound(db: Db | Tx, id: number, change: Partial<RoundRow>): Promise<void> {
  await db.update(gameRounds).set(change).where(eq(gameRounds.id, id));
}

export async function findRound(db: Db, id: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return row ?? null;
}

export async function findLastRound(db: Db, memberId: number, gameId: number): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.gameId, gameId)))
    .orderBy(desc(gameRounds.id))
    .limit(1);
  return row ?? null;
}

/**
 * OPEN rounds of house games older than `before`: interrupted by a crash (younger ones may still be in
 * play elsewhere). External vendors' rounds are theirs to close — a live table's round stays open for
 * minutes — so they are never picked up here.
 */
export async function findOpenRounds(db: Db, before: Date, limit: number): Promise<RoundRow[]> {
  const rows = await db
    .select({ round: gameRounds })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(
      and(
        eq(gameRounds.status, 'OPEN'),
        lt(gameRounds.createdAt, before),
        isNotNull(games.engineKind),
        // A live table's round takes bets until its table closes it; the table settlement job closes it.
        ne(games.engineKind, 'TABLE'),
      ),
    )
    .orderBy(asc(gameRounds.id))
    .limit(limit);
  return rows.map((row) => row.round);
}

/** A round by its vendor round reference (a live table's member round), or null. */
export async function findRoundByRef(db: Db, vendorCode: string, roundRef: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorCode, vendorCode), eq(gameRounds.roundRef, roundRef)));
  return row ?? null;
}
