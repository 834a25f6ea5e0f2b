import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { sportBetLegs, sportBets, sportLiabilities } from '../../db/schema/sportsbook.ts';

export type SportBetRow = typeof sportBets.$inferSelect;
export type SportLegRow = typeof sportBetLegs.$inferSelect;

/** Takes a bet's potential payout back from its selections (cash-out). */
export async function lowerLiabilities(tx: Tx, legs: SportLegRow[], amount: bigint): Promise<void> {
  for (const leg of legs) {
    await tx
      .update(sportLiabilities)
      .set({ liability: sql`greatest(${sportLiabilities.liability} - ${amount}, 0)` })
      .where(
        and(
          eq(sportLiabilities.eventId, leg.eventId),
          eq(sportLiabilities.marketKey, leg.marketKey),
          eq(sportLiabilities.selectionKey, leg.selectionKey),
        ),
      );
  }
}

export async function findLiabilities(db: Db, eventId: string) {
  return db.select().from(sportLiabilities).where(eq(sportLiabilities.eventId, eventId));
}

export async function findBetByRequest(db: Db | Tx, memberId: number, requestId: string): Promise<SportBetRow | null> {
  const [row] = await db
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.memberId, memberId), eq(sportBets.requestId, requestId)));
  return row ?? null;
}

export async function findBet(db: Db | Tx, id: number): Promise<SportBetRow | null> {
  const [row] = await db.select().from(sportBets).where(eq(sportBets.id, id));
  return row ?? null;
}

export async function lockBet(tx: Tx, id: number): Promise<SportBetRow | null> {
  const [row] = await tx.select().from(sportBets).where(eq(sportBets.id, id)).for('update');
  return row ?? null;
}

export async function findLegsOfBets(db: Db | Tx, betIds: number[]): Promise<SportLegRow[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(sportBetLegs)
    .where(inArray(sportBetLegs.betId, betIds))
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.legNo));
}

export async function markBetsSettled(
  tx: Tx,
  rows: { id: number; status: SportBetRow['status']; payout: bigint }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  // One statement for the batch: a settlement batch marks up to a thousand bets.
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::bigint, ${row.status}::text, ${row.payout.toString()}::bigint)`),
    sql`, `,
  );
  await queryRows(
    tx,
    sql`update sport_bets as b set status = v.status, payout = v.payout, settled_at = ${at.toISOString()}::timestamptz
    from (values ${values}) as v(id, status, payout) where b.id = v.id`,
  );
}

export type BetListState = 'open' | 'settled' | 'cashedOut' | 'all';

export async function findMemberBets(
  db: Db,
  input: { memberId: number; state: BetListState; offset: number; limit: number },
) {
  const where: SQL[] = [eq(sportBets.memberId, input.memberId)];
  if (input.state === 'open') where.push(eq(sportBets.status, 'OPEN'));
  if (input.state === 'cashedOut') where.push(eq(sportBets.status, 'CASHED_OUT'));
  if (input.state === 'settled') where.push(sql`${sportBets.status} not in ('OPEN', 'CASHED_OUT')`);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(sportBets)
      .where(and(...where))
      .orderBy(desc(sportBets.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sportBets)
      .where(and(...where)),
  ]);
  return { rows, count };
}

/** Bets, players, stakes and payouts per event (the desk's monitor). */
export async function findEventBetTotals(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      eventId: sportBetLegs.eventId,
      bets: sql<number>`count(*)::int`,
      players: sql<number>`count(distinct ${sportBets.memberId})::int`,
      stake: sql<string>`coalesce(sum(${sportBets.stake}), 0)::text`,
      payout: sql<string>`coalesce(sum(${sportBets.payout}), 0)::text`,
    })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(inArray(sportBetLegs.eventId, eventIds))
    .groupBy(sportBetLegs.eventId);
}
