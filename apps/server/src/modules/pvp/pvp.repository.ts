import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gameRounds, games } from '../../db/schema/games.ts';
import { members } from '../../db/schema/members.ts';
import { pvpHandPlayers, pvpHands, pvpSeats, pvpTables } from '../../db/schema/pvp.ts';

/* The card rooms' SQL: tables, seats, hands and their players, and the round log rows of a settled hand. */

export type TableRow = typeof pvpTables.$inferSelect;
export type SeatRow = typeof pvpSeats.$inferSelect;
export type HandRow = typeof pvpHands.$inferSelect;
export type HandPlayerRow = typeof pvpHandPlayers.$inferSelect;

export async function listTables(db: Db, filter: { game?: string; practice?: boolean } = {}): Promise<TableRow[]> {
  const conditions = [];
  if (filter.game) conditions.push(eq(pvpTables.game, filter.game as TableRow['game']));
  if (filter.practice !== undefined) conditions.push(eq(pvpTables.practice, filter.practice));
  return db
    .select()
    .from(pvpTables)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(pvpTables.sort), asc(pvpTables.id));
}

export async function findTable(db: Db | Tx, tableId: number): Promise<TableRow | null> {
  const [row] = await db.select().from(pvpTables).where(eq(pvpTables.id, tableId));
  return row ?? null;
}

/** Takes (or keeps) a table for this instance unless another instance holds a lease that has not run out. */
export async function claimTable(
  db: Db,
  input: { tableId: number; instance: string; now: Date; until: Date },
): Promise<boolean> {
  const rows = await db
    .update(pvpTables)
    .set({ ownerInstance: input.instance, ownerUntil: input.until })
    .where(
      and(
        eq(pvpTables.id, input.tableId),
        or(
          sql`${pvpTables.ownerInstance} is null`,
          eq(pvpTables.ownerInstance, input.instance),
          lt(pvpTables.ownerUntil, input.now),
        ),
      ),
    )
    .returning({ id: pvpTables.id });
  return rows.length === 1;
}

export async function releaseTables(db: Db, instance: string): Promise<void> {
  await db
    .update(pvpTables)
    .set({ ownerInstance: null, ownerUntil: null })
    .where(eq(pvpTables.ownerInstance, instance));
}

export async function listSeats(db: Db | Tx, tableId: number): Promise<SeatRow[]> {
  return db.select().from(pvpSeats).where(eq(pvpSeats.tableId, tableId)).orderBy(asc(pvpSeats.seatNo));
}

/** Seats taken per table, for the room list. */
export async function countSeats(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ tableId: pvpSeats.tableId, taken: sql<number>`count(*)::int` })
    .from(pvpSeats)
    .groupBy(pvpSeats.tableId);
  return new Map(rows.map((row) => [row.tableId, Number(row.taken)]));
}

export async function lockSeat(tx: Tx, tableId: number, seatNo: number): Promise<SeatRow | null> {
  const [row] = await tx
    .select()
    .from(pvpSeats)
    .where(and(eq(pvpSeats.tableId, tableId), eq(pvpSeats.seatNo, seatNo)))
    .for('update');
  return row ?? null;
}

export async function findMemberSeat(db: Db | Tx, tableId: number, memberId: number): Promise<SeatRow | null> {
  const [row] = await db
    .select()
    .from(pvpSeats)
    .where(and(eq(pvpSeats.tableId, tableId), eq(pvpSeats.memberId, memberId)));
  return row ?? null;
}

/** Inserts a seat unless the seat (or the member's seat at the table) exists; false when it did. */
export async function insertSeat(tx: Tx, row: typeof pvpSeats.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(pvpSeats).values(row).onConflictDoNothing().returning({ seatNo: pvpSeats.seatNo });
  return inserted.length === 1;
}

export async function setSeatChips(tx: Tx, tableId: number, seatNo: number, chips: bigint): Promise<void> {
  await tx
    .update(pvpSeats)
    .set({ chips })
    .where(and(eq(pvpSeats.tableId, tableId), eq(pvpSeats.seatNo, seatNo)));
}

export async function deleteSeat(tx: Tx, tableId: number, seatNo: number): Promise<void> {
  await tx.delete(pvpSeats).where(and(eq(pvpSeats.tableId, tableId), eq(pvpSeats.seatNo, seatNo)));
}

export async function findLastHandNo(db: Db, tableId: number): Promise<number> {
  const [row] = await db
    .select({ handNo: sql<number | null>`max(${pvpHands.handNo})` })
    .from(pvpHands)
    .where(eq(pvpHands.tableId, tableId));
  return Number(row?.handNo ?? 0);
}

export async function insertHand(db: Db, row: typeof pvpHands.$inferInsert): Promise<void> {
  await db.insert(pvpHands).values(row);
}

/** Renews the lease of this instance's running hands; answers the ids it could renew. */
export async function renewHandLeases(
  db: Db,
  input: { handIds: string[]; instance: string; until: Date },
): Promise<string[]> {
  if (input.handIds.length === 0) return [];
  const rows = await db
    .update(pvpHands)
    .set({ leaseUntil: input.until })
    .where(
      and(
        inArray(pvpHands.id, input.handIds),
        eq(pvpHands.status, 'RUNNING'),
        eq(pvpHands.ownerInstance, input.instance),
      ),
    )
    .returning({ id: pvpHands.id });
  return rows.map((row) => row.id);
}

export async function lockHand(tx: Tx, handId: string): Promise<HandRow | null> {
  const [row] = await tx.select().from(pvpHands).where(eq(pvpHands.id, handId)).for('update');
  return row ?? null;
}

export async function markHandEnded(
  tx: Tx,
  input: { handId: string; endedAt: Date; rake: bigint; deck: string; result: unknown },
): Promise<void> {
  await tx
    .update(pvpHands)
    .set({ status: 'ENDED', endedAt: input.endedAt, rake: input.rake, deck: input.deck, result: input.result })
    .where(eq(pvpHands.id, input.handId));
}

/** Running hands whose owner stopped renewing: marked CANCELLED (nothing moved); answers them. */
export async function cancelExpiredHands(db: Db, now: Date): Promise<{ id: string; tableId: number }[]> {
  return db
    .update(pvpHands)
    .set({ status: 'CANCELLED', endedAt: now })
    .where(and(eq(pvpHands.status, 'RUNNING'), lt(pvpHands.leaseUntil, now)))
    .returning({ id: pvpHands.id, tableId: pvpHands.tableId });
}

/** Whether another instance still holds a live lease on a running hand of the table (it may still settle it). */
export async function hasLiveHandElsewhere(
  db: Db,
  input: { tableId: number; instance: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: pvpHands.id })
    .from(pvpHands)
    .where(
      and(
        eq(pvpHands.tableId, input.tableId),
        eq(pvpHands.status, 'RUNNING'),
        ne(pvpHands.ownerInstance, input.instance),
        gte(pvpHands.leaseUntil, input.now),
      ),
    );
  return rows.length > 0;
}

export async function cancelHand(db: Db, handId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(pvpHands)
    .set({ status: 'CANCELLED', endedAt: now })
    .where(and(eq(pvpHands.id, handId), eq(pvpHands.status, 'RUNNING')))
    .returning({ id: pvpHands.id });
  return rows.length === 1;
}

export async function insertHandPlayers(tx: Tx, rows: (typeof pvpHandPlayers.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(pvpHandPlayers).values(rows);
}

export async function insertSettledRounds(tx: Tx, rows: (typeof gameRounds.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(gameRounds).values(rows);
}

/** The last ended or cancelled hands of a table, newest first. */
export async function listRecentHands(db: Db, tableId: number, limit: number): Promise<HandRow[]> {
  return db
    .select()
    .from(pvpHands)
    .where(and(eq(pvpHands.tableId, tableId), isNotNull(pvpHands.endedAt)))
    .orderBy(desc(pvpHands.endedAt), desc(pvpHands.handNo))
    .limit(limit);
}

export async function findHand(db: Db, handId: string): Promise<HandRow | null> {
  const [row] = await db.select().from(pvpHands).where(eq(pvpHands.id, handId));
  return row ?? null;
}

export async function findCatalogueGameId(db: Db | Tx, vendorCode: string, gameCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
  return row?.id ?? null;
}

export type PlayerProfile = {
  memberId: number;
  username: string;
  nickname: string | null;
  avatar: string | null;
  type: number;
};

export async function findPlayerProfiles(db: Db, memberIds: number[]): Promise<Map<number, PlayerProfile>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      memberId: members.id,
      username: members.username,
      nickname: members.nickname,
      avatar: members.avatar,
      type: members.type,
    })
    .from(members)
    .where(inArray(members.id, memberIds));
  return new Map(rows.map((row) => [row.memberId, row]));
}
