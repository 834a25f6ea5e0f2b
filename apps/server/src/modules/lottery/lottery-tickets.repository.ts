import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryPrepared, type Tx } from '../../db/client.ts';
import { lotteryBets, lotteryExposures } from '../../db/schema/lottery.ts';
import type { BetRow, DrawRow } from './lottery.repository.ts';

/* A ticket's writes: placing it (bets and exposure in one statement) and taking it back on a cancel. */

type NewBet = typeof lotteryBets.$inferInsert;
type ExposureAdd = { key: string; betType: string; amount: bigint; cap: bigint };

/**
 * Writes a ticket (the bets of one slip on one draw, sharing one debit) and adds its exposure to the draw's keys,
 * each only while it stays within its cap, in one statement (a named prepared one: placement runs it on every bet),
 * which also takes the draw's share lock (drawing, FOR UPDATE, waits for bets in flight; bets never wait for each
 * other). Answers the bets written, the keys that would go over their cap — nothing is added for those — and the
 * draw's status under the lock; the caller checks it and rolls the transaction back on anything wrong. Keys go in
 * key order, so concurrent bets lock shared keys in one order.
 */
export async function insertTicket(
  tx: Tx,
  ticket: {
    memberId: number;
    drawId: number;
    gameCode: string;
    chaseId: number | null;
    requestId: string;
    transactionId: string;
    oddsVersion: number;
    createdAt: Date;
    bets: Pick<NewBet, 'line' | 'betType' | 'selection' | 'stored' | 'exposures' | 'combinations' | 'stake'>[];
    exposures: ExposureAdd[];
  },
): Promise<{ bets: BetRow[]; refusedKeys: string[]; drawStatus: DrawRow['status'] | null }> {
  const { bets, exposures } = ticket;
  const rows = await queryPrepared<{
    id: string | null;
    line: number | null;
    refused: string | null;
    draw_status: DrawRow['status'] | null;
  }>(
    tx,
    'lottery_insert_ticket',
    sql`
    with d as (
      select status from lottery_draws where id = ${ticket.drawId} for key share
    ), b as (
      insert into lottery_bets (member_id, draw_id, game_code, chase_id, request_id, line, transaction_id, bet_type, selection, stored, exposures, combinations, odds_version, stake, created_at)
      select ${ticket.memberId}, ${ticket.drawId}, ${ticket.gameCode}, ${ticket.chaseId}::bigint, ${ticket.requestId}, v.line, ${ticket.transactionId}, v.bet_type, v.selection, v.stored,
        v.exposures, v.combinations, ${ticket.oddsVersion}, v.stake, ${ticket.createdAt.toISOString()}::timestamptz
      from unnest(${numberArrayLiteral(bets.map((bet) => bet.line))}::int[], ${textArrayLiteral(bets.map((bet) => bet.betType))}::text[], ${textArrayLiteral(bets.map((bet) => JSON.stringify(bet.selection)))}::jsonb[],
        ${textArrayLiteral(bets.map((bet) => JSON.stringify(bet.stored)))}::jsonb[], ${textArrayLiteral(bets.map((bet) => JSON.stringify(bet.exposures)))}::jsonb[],
        ${numberArrayLiteral(bets.map((bet) => bet.combinations))}::int[], ${numberArrayLiteral(bets.map((bet) => bet.stake))}::bigint[]) as v(line, bet_type, selection, stored, exposures, combinations, stake)
      order by v.line
      returning id, line
    ), x as (
      select * from unnest(${textArrayLiteral(exposures.map((row) => row.key))}::text[], ${textArrayLiteral(exposures.map((row) => row.betType))}::text[],
        ${numberArrayLiteral(exposures.map((row) => row.amount))}::bigint[], ${numberArrayLiteral(exposures.map((row) => row.cap))}::bigint[]) as x(key, bet_type, amount, cap)
    ), added as (
      insert into lottery_exposures as e (draw_id, key, bet_type, amount)
      select ${ticket.drawId}, x.key, x.bet_type, x.amount from x where x.amount <= x.cap order by x.key
      on conflict (draw_id, key) do update set amount = e.amount + excluded.amount
        where e.amount + excluded.amount <= (select x.cap from x where x.key = excluded.key)
      returning e.key
    )
    select b.id::text, b.line, null as refused, (select status from d) as draw_status from b
    union all
    select null, null, x.key, (select status from d) from x where x.key not in (select key from added)`,
  );
  const ids = new Map(rows.filter((row) => row.id !== null).map((row) => [row.line!, Number(row.id)]));
  return {
    bets: bets.map((bet) => ({
      id: ids.get(bet.line)!,
      memberId: ticket.memberId,
      drawId: ticket.drawId,
      gameCode: ticket.gameCode,
      chaseId: ticket.chaseId,
      requestId: ticket.requestId,
      line: bet.line,
      transactionId: ticket.transactionId,
      betType: bet.betType,
      selection: bet.selection,
      stored: bet.stored,
      exposures: bet.exposures,
      combinations: bet.combinations,
      oddsVersion: ticket.oddsVersion,
      stake: bet.stake,
      payout: 0n,
      status: 'OPEN',
      createdAt: ticket.createdAt,
      settledAt: null,
    })),
    refusedKeys: rows.flatMap((row) => (row.refused === null ? [] : [row.refused])),
    drawStatus: rows[0]?.draw_status ?? null,
  };
}

/** The open bets of one ticket (one slip on one draw: one debit), locked. */
export async function lockTicketBets(tx: Tx, memberId: number, transactionId: string): Promise<BetRow[]> {
  return tx
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.memberId, memberId),
        eq(lotteryBets.transactionId, transactionId),
        eq(lotteryBets.status, 'OPEN'),
      ),
    )
    .orderBy(asc(lotteryBets.id))
    .for('update');
}

export async function markBetsStatus(tx: Tx, ids: number[], status: BetRow['status'], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(lotteryBets)
    .set({ status, settledAt: at })
    .where(and(inArray(lotteryBets.id, ids), eq(lotteryBets.status, 'OPEN')));
}

export async function subtractExposures(
  tx: Tx,
  drawId: number,
  rows: { key: string; amount: bigint }[],
): Promise<void> {
  for (const row of rows) {
    await tx
      .update(lotteryExposures)
      .set({ amount: sql`${lotteryExposures.amount} - ${row.amount.toString()}::bigint` })
      .where(and(eq(lotteryExposures.drawId, drawId), eq(lotteryExposures.key, row.key)));
  }
}
