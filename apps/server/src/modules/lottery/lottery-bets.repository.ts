import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { lotteryBets, lotteryChases, lotteryDraws, lotteryExposures } from '../../db/schema/lottery.ts';
import type { BetRow, ChaseRow } from './lottery.repository.ts';

export async function findBetsOfRequest(db: Db | Tx, memberId: number, requestId: string): Promise<BetRow[]> {
  return db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.requestId, requestId)))
    .orderBy(asc(lotteryBets.id));
}

export async function findTopExposures(db: Db, drawId: number, limit: number) {
  return db
    .select()
    .from(lotteryExposures)
    .where(eq(lotteryExposures.drawId, drawId))
    .orderBy(desc(lotteryExposures.amount))
    .limit(limit);
}

/** The next members (after `afterMemberId`) with open bets on the draw: one settlement or refund batch. */
export async function findMembersWithOpenBets(
  tx: Tx,
  drawId: number,
  afterMemberId: number,
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ memberId: lotteryBets.memberId })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.drawId, drawId), gt(lotteryBets.memberId, afterMemberId), eq(lotteryBets.status, 'OPEN')))
    .orderBy(asc(lotteryBets.memberId))
    .limit(limit);
  return rows.map((row) => row.memberId);
}

/** What settling or refunding a bet reads of it (a batch reads thousands: not the columns it does not need). */
export type SettlingBet = Pick<BetRow, 'id' | 'memberId' | 'transactionId' | 'stake' | 'oddsVersion' | 'stored'>;

export async function findOpenBetsOfMembers(tx: Tx, drawId: number, memberIds: number[]): Promise<SettlingBet[]> {
  if (memberIds.length === 0) return [];
  return tx
    .select({
      id: lotteryBets.id,
      memberId: lotteryBets.memberId,
      transactionId: lotteryBets.transactionId,
      stake: lotteryBets.stake,
      oddsVersion: lotteryBets.oddsVersion,
      stored: lotteryBets.stored,
    })
    .from(lotteryBets)
    .where(
      and(eq(lotteryBets.drawId, drawId), inArray(lotteryBets.memberId, memberIds), eq(lotteryBets.status, 'OPEN')),
    )
    .orderBy(asc(lotteryBets.memberId), asc(lotteryBets.id));
}

/** Writes the outcome of many bets in one statement; only bets still OPEN change. */
export async function markBetsSettled(
  tx: Tx,
  rows: { id: number; status: BetRow['status']; payout: bigint }[],
  at: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`
    update lottery_bets b set status = v.status, payout = v.payout, settled_at = ${at.toISOString()}::timestamptz
    from (select unnest(${numberArrayLiteral(rows.map((row) => row.id))}::bigint[]) as id, unnest(${textArrayLiteral(rows.map((row) => row.status))}::text[]) as status,
      unnest(${numberArrayLiteral(rows.map((row) => row.payout))}::bigint[]) as payout) v
    where b.id = v.id and b.status = 'OPEN' returning b.id`,
  );
  return updated.length;
}

export async function findMemberBetsPage(
  db: Db,
  input: {
    memberId: number;
    gameCode?: string;
    state: 'open' | 'settled' | 'all';
    status?: BetRow['status'];
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(lotteryBets.memberId, input.memberId),
    input.gameCode ? eq(lotteryBets.gameCode, input.gameCode) : undefined,
    input.state === 'open'
      ? eq(lotteryBets.status, 'OPEN')
      : input.state === 'settled'
        ? sql`${lotteryBets.status} <> 'OPEN'`
        : undefined,
    input.status ? eq(lotteryBets.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: lotteryBets, draw: lotteryDraws })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(where)
      .orderBy(desc(lotteryBets.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(lotteryBets)
      .where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function findBetsWithDraws(db: Db | Tx, where: { chaseIds?: number[]; betIds?: number[] }) {
  const condition = where.chaseIds
    ? inArray(lotteryBets.chaseId, where.chaseIds.length ? where.chaseIds : [0])
    : inArray(lotteryBets.id, where.betIds?.length ? where.betIds : [0]);
  return db
    .select({ bet: lotteryBets, draw: lotteryDraws })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(condition)
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryBets.id));
}

export async function insertChase(tx: Tx, row: typeof lotteryChases.$inferInsert): Promise<ChaseRow> {
  const [inserted] = await tx.insert(lotteryChases).values(row).returning();
  return inserted!;
}

export async function findChase(db: Db | Tx, id: number, lock = false): Promise<ChaseRow | null> {
  const query = db.select().from(lotteryChases).where(eq(lotteryChases.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findChaseOfRequest(db: Db | Tx, memberId: number, requestId: string): Promise<ChaseRow | null> {
  const [row] = await db
    .select()
    .from(lotteryChases)
    .where(and(eq(lotteryChases.memberId, memberId), eq(lotteryChases.requestId, requestId)));
  return row ?? null;
}

export async function updateChase(
  tx: Tx,
  id: number,
  change: Partial<typeof lotteryChases.$inferInsert>,
): Promise<void> {
  await tx.update(lotteryChases).set(change).where(eq(lotteryChases.id, id));
}

export async function findMemberChasesPage(
  db: Db,
  input: { memberId: number; gameCode?: string; limit: number; offset: number },
) {
  const where = and(
    eq(lotteryChases.memberId, input.memberId),
    input.gameCode ? eq(lotteryChases.gameCode, input.gameCode) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteryChases)
      .where(where)
      .orderBy(desc(lotteryChases.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(lotteryChases)
      .where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

/** Active stop-on-win chases that have a won bet: their remaining bets are to be refunded. */
export async function findWonActiveChases(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    select c.id::text from lottery_chases c where c.status = 'ACTIVE' and c.stop_on_win
      and exists (select 1 from lottery_bets b where b.chase_id = c.id and b.status = 'WON') order by c.id limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Active chases with no open bet left: finished. */
export async function finishDoneChases(db: Db, at: Date): Promise<void> {
  await queryRows(
    db,
    sql`
    update lottery_chases c set status = 'FINISHED', finished_at = ${at.toISOString()}::timestamptz
    where c.status = 'ACTIVE' and not exists (select 1 from lottery_bets b where b.chase_id = c.id and b.status = 'OPEN')`,
  );
}

/** The numbers picked most on a game's bets since `since`: one count per pick of the first group. */
export async function findPopularPicks(
  db: Db,
  input: { gameCode?: string; gameCodes: string[]; since: Date; limit: number },
) {
  return queryRows<{ number: string; bet_type: string; bets: number; stake: string }>(
    db,
    sql`
    select pick as number, b.bet_type, count(*)::int as bets, sum(b.stake)::text as stake
    from lottery_bets b cross join lateral jsonb_array_elements_text(coalesce(b.selection->'picks'->0, '[]'::jsonb)) as pick
    where b.created_at >= ${input.since.toISOString()}::timestamptz and b.status <> 'CANCELLED'
      and b.game_code = any(${textArrayLiteral(input.gameCode ? [input.gameCode] : input.gameCodes)}::text[])
    group by pick, b.bet_type order by count(*) desc, sum(b.stake) desc, pick limit ${input.limit}`,
  );
}

export async function summariseDrawBets(db: Db, drawIds: number[]) {
  if (drawIds.length === 0) return new Map<number, { bets: number; players: number; stake: bigint; payout: bigint }>();
  const rows = await queryRows<{ draw_id: string; bets: number; players: number; stake: string; payout: string }>(
    db,
    sql`
    select draw_id::text, count(*)::int as bets, count(distinct member_id)::int as players, coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout
    from lottery_bets where draw_id = any(${numberArrayLiteral(drawIds)}::bigint[]) and status not in ('CANCELLED', 'VOIDED', 'REFUNDED') group by draw_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.draw_id),
      { bets: row.bets, players: row.players, stake: BigInt(row.stake), payout: BigInt(row.payout) },
    ]),
  );
}

export async function findRecentGameCodes(db: Db, memberId: number, limit: number): Promise<string[]> {
  const rows = await queryRows<{ game_code: string }>(
    db,
    sql`
    select game_code from lottery_bets where member_id = ${memberId} group by game_code order by max(id) desc limit ${limit}`,
  );
  return rows.map((row) => row.game_code);
}
