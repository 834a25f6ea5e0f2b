import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { gameRounds } from '../../../db/schema/games.ts';
import { tableRoundPlayers, tableRounds, tableShoes } from '../../../db/schema/house.ts';
import type { RoundRow } from '../house.repository.ts';

export type ShoeRow = typeof tableShoes.$inferSelect;
export type TableRoundRow = typeof tableRounds.$inferSelect;

/** The table's latest shoe that starts at or before the round (the round's shoe, if it is within its rounds). */
export async function findShoeAtOrBefore(db: Db | Tx, tableId: string, roundNo: number): Promise<ShoeRow | null> {
  const [row] = await db
    .select()
    .from(tableShoes)
    .where(and(eq(tableShoes.tableId, tableId), lte(tableShoes.firstRound, roundNo)))
    .orderBy(desc(tableShoes.firstRound))
    .limit(1);
  return row ?? null;
}

/** Inserts the shoe unless another instance made that shoe number first; the caller reads back the winner. */
export async function insertShoeIfAbsent(db: Db, row: typeof tableShoes.$inferInsert): Promise<void> {
  await db.insert(tableShoes).values(row).onConflictDoNothing();
}

export async function findShoeById(db: Db | Tx, id: number): Promise<ShoeRow | null> {
  const [row] = await db.select().from(tableShoes).where(eq(tableShoes.id, id));
  return row ?? null;
}

/** The round's row, made by its first bet, and held shared until that bet commits (settlement waits for it). */
export async function lockTableRoundForBet(tx: Tx, row: typeof tableRounds.$inferInsert): Promise<TableRoundRow> {
  await tx.insert(tableRounds).values(row).onConflictDoNothing();
  const [locked] = await tx
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.tableId, row.tableId), eq(tableRounds.roundNo, row.roundNo)))
    .for('share');
  return locked!;
}

/** Rounds whose betting has closed and that are not settled yet, oldest first. */
export function findDueTableRounds(db: Db, now: Date, limit: number): Promise<TableRoundRow[]> {
  return db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.status, 'OPEN'), lte(tableRounds.closesAt, now)))
    .orderBy(asc(tableRounds.closesAt))
    .limit(limit);
}

/** The round for settling, or null while bets hold it (or another runner settles it). */
export async function lockTableRoundForSettle(tx: Tx, tableId: string, roundNo: number) {
  const [row] = await tx
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.tableId, tableId), eq(tableRounds.roundNo, roundNo), eq(tableRounds.status, 'OPEN')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markTableRoundSettled(tx: Tx, tableId: string, roundNo: number, at: Date): Promise<void> {
  await tx
    .update(tableRounds)
    .set({ status: 'SETTLED', settledAt: at })
    .where(and(eq(tableRounds.tableId, tableId), eq(tableRounds.roundNo, roundNo)));
}

/** A member's round at a table round, locked for adding bets (null before the member's first bet). */
export async function lockMemberTableRound(tx: Tx, vendorCode: string, roundRef: string): Promise<RoundRow | null> {
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorCode, vendorCode), eq(gameRounds.roundRef, roundRef)))
    .for('update');
  return row ?? null;
}

/** A member's first bet at a table round: their round joins the table round's players. */
export async function insertTableRoundPlayer(tx: Tx, row: typeof tableRoundPlayers.$inferInsert): Promise<void> {
  await tx.insert(tableRoundPlayers).values(row);
}

/** Every member's open round at one table round, locked for settling, in id order. */
export async function lockOpenMemberRounds(tx: Tx, tableId: string, roundNo: number): Promise<RoundRow[]> {
  const rows = await tx
    .select({ round: gameRounds })
    .from(tableRoundPlayers)
    .innerJoin(gameRounds, eq(gameRounds.id, tableRoundPlayers.gameRoundId))
    .where(
      and(
        eq(tableRoundPlayers.tableId, tableId),
        eq(tableRoundPlayers.roundNo, roundNo),
        eq(gameRounds.status, 'OPEN'),
      ),
    )
    .orderBy(asc(gameRounds.id))
    .for('update', { of: gameRounds });
  return rows.map((row) => row.round);
}

/** The member's rounds at this table, newest first (the table's own history of their bets). */
export function findMemberTableRounds(db: Db, memberId: number, gameId: number, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.gameId, gameId)))
    .orderBy(desc(gameRounds.id))
    .limit(limit);
}
