import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { contractPayouts } from '../../db/schema/contracts.ts';
import type { Period } from './contract-periods.ts';
import { dayOf } from './contract-periods.ts';

export type PayoutRow = typeof contractPayouts.$inferSelect;
export type TeamFigures = { bet: bigint; validBet: bigint; payout: bigint; activeMembers: number };
/** Real-time figures: counted rounds' valid bets, and the exact sum of valid bet × rate in basis points. */
export type RoundFigures = TeamFigures & { base: bigint; weighted: bigint };

type Payee = { id: number; ancestorPath: string };

/**
 * "The payee and everyone under it" as a set of member ids, read through the ancestor-path index
 * (a prefix LIKE) rather than by testing every roll-up row, so one contract's figures cost the
 * size of its own team, not of the whole site.
 */
const teamIds = (payee: Payee) =>
  sql`(select ${payee.id}::bigint as id union all select id from members where ancestor_path like ${`${payee.ancestorPath}${payee.id}/%`})`;

type SumRow = { bet: string; valid_bet: string; payout: string; active: string };
const toFigures = (row: SumRow): TeamFigures => ({
  bet: BigInt(row.bet),
  validBet: BigInt(row.valid_bet),
  payout: BigInt(row.payout),
  activeMembers: Number(row.active),
});

/** Pairs per figures query: one statement stays a few hundred kB of parameters. */
const SPANS_PER_QUERY = 2000;

/** One (contract, period) whose day sums are wanted: `key` names it in the answer. */
export type DaySpan = { key: number; payeeId: number; period: Period };

/**
 * Team sums over whole UTC days [start, end) for many (payee, period) pairs in one grouped query:
 * each pair reads the payee's own day rows plus its team_bet_days rows (everyone below it, kept
 * by the roll-up trigger) — a few rows whatever the team size. A settlement pass asks for all its
 * due day periods at once instead of one query each.
 */
export async function teamDaysMany(db: Db | Tx, spans: DaySpan[]): Promise<Map<number, TeamFigures>> {
  const figures = new Map<number, TeamFigures>();
  for (let start = 0; start < spans.length; start += SPANS_PER_QUERY) {
    const chunk = spans
      .slice(start, start + SPANS_PER_QUERY)
      .map((span) => ({ k: span.key, payee: span.payeeId, d0: dayOf(span.period.start), d1: dayOf(span.period.end) }));
    const rows = await queryRows<SumRow & { k: number }>(
      db,
      sql`
      select w.k, coalesce(sum(r.bet), 0)::text as bet, coalesce(sum(r.valid_bet), 0)::text as valid_bet, coalesce(sum(r.payout), 0)::text as payout, '0' as active
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as w(k bigint, payee bigint, d0 date, d1 date)
      left join lateral (
        select bet, valid_bet, payout from member_bet_days where member_id = w.payee and day >= w.d0 and day < w.d1
        union all
        select bet, valid_bet, payout from team_bet_days where agent_id = w.payee and day >= w.d0 and day < w.d1
      ) r on true
      group by w.k`,
    );
    for (const row of rows) figures.set(Number(row.k), toFigures(row));
  }
  return figures;
}

/** Distinct team accounts with a settled round in whole UTC days [start, end) (dividend tiers). */
export async function teamActiveMembers(db: Db | Tx, payee: Payee, period: Period): Promise<number> {
  const [active] = await queryRows<{ active: string }>(
    db,
    sql`
    select count(distinct d.member_id)::text as active from ${teamIds(payee)} team
    join member_bet_days d on d.member_id = team.id and d.day >= ${dayOf(period.start)}::date and d.day < ${dayOf(period.end)}::date and d.rounds > 0`,
  );
  return Number(active.active);
}

type BucketRow = SumRow & { bucket: string; base: string; weighted: string };
/** Figures per period start (epoch ms); periods with no rounds are absent. */
export type Buckets = Map<number, RoundFigures>;

const toBuckets = (rows: BucketRow[]): Buckets =>
  new Map(
    rows.map((row) => [
      Number(row.bucket) * 1000,
      { ...toFigures(row), base: BigInt(row.base), weighted: BigInt(row.weighted) },
    ]),
  );

/** Team sums per UTC hour of [from, until) from the hour roll-ups, in one query. */
export async function teamHours(db: Db | Tx, payee: Payee, from: Date, until: Date): Promise<Buckets> {
  const rows = await queryRows<BucketRow>(
    db,
    sql`
    select extract(epoch from h.hour)::bigint::text as bucket, sum(h.bet)::text as bet, sum(h.valid_bet)::text as valid_bet, sum(h.payout)::text as payout,
      count(distinct h.member_id) filter (where h.rounds > 0)::text as active, sum(h.valid_bet)::text as base, '0' as weighted
    from ${teamIds(payee)} team join member_bet_hours h on h.member_id = team.id
    where h.hour >= ${from.toISOString()}::timestamptz and h.hour < ${until.toISOString()}::timestamptz
    group by h.hour`,
  );
  return toBuckets(rows);
}

/**
 * Settled team rounds per 5-minute window of [from, until), in one query, counting only rounds
 * with at least the single-bet minimum of valid bet: a round the player lost (win below bet)
 * earns the loss rate, any other the profit rate. `weighted` is the exact sum of valid bet × rate.
 */
export async function teamRoundWindows(
  db: Db | Tx,
  payee: Payee,
  from: Date,
  until: Date,
  terms: { minSingleBet: bigint; profitRateBp: number; lossRateBp: number },
): Promise<Buckets> {
  const rows = await queryRows<BucketRow>(
    db,
    sql`
    select (floor(extract(epoch from r.settled_at) / 300) * 300)::bigint::text as bucket, sum(r.bet)::text as bet, sum(r.valid_bet)::text as valid_bet,
      sum(r.win)::text as payout, count(distinct r.member_id)::text as active, sum(r.valid_bet)::text as base,
      sum(r.valid_bet * case when r.win < r.bet then ${terms.lossRateBp}::bigint else ${terms.profitRateBp}::bigint end)::text as weighted
    from game_rounds r
    where r.status = 'SETTLED' and r.settled_at >= ${from.toISOString()}::timestamptz and r.settled_at < ${until.toISOString()}::timestamptz
      and r.valid_bet >= ${terms.minSingleBet.toString()}::bigint and r.member_id in ${teamIds(payee)}
    group by 1`,
  );
  return toBuckets(rows);
}

/**
 * Claims many (payee, contract, period) slots in one statement: answers the rows it inserted; a
 * slot any runner already claimed is skipped (its insert waits for that runner's transaction).
 */
export async function claimPayouts(tx: Tx, values: (typeof contractPayouts.$inferInsert)[]): Promise<PayoutRow[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(contractPayouts)
    .values(values)
    .onConflictDoNothing({ target: [contractPayouts.payeeId, contractPayouts.contractId, contractPayouts.periodStart] })
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Marks payouts paid by their transfers, in one statement. */
export async function markPaidMany(tx: Tx, paid: { id: number; transferId: number }[], at: Date): Promise<void> {
  if (paid.length === 0) return;
  await tx.execute(sql`
    update contract_payouts p set status = 'PAID', transfer_id = v.transfer_id, paid_at = ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(paid.map((row) => ({ id: row.id, transfer_id: row.transferId })))}::jsonb) as v(id bigint, transfer_id bigint)
    where p.id = v.id`);
}

/** Moves many settlement cursors forward only (see advanceCursor), in one statement. */
export async function advanceCursors(db: Db | Tx, cursors: { id: number; until: Date }[]): Promise<void> {
  if (cursors.length === 0) return;
  await db.execute(sql`
    update agent_contracts c set settled_until = greatest(coalesce(c.settled_until, v.until), v.until)
    from jsonb_to_recordset(${JSON.stringify(cursors.map((row) => ({ id: row.id, until: row.until.toISOString() })))}::jsonb) as v(id bigint, until timestamptz)
    where c.id = v.id`);
}

/** Owed payouts, oldest first, locked so concurrent runners each retry different ones. */
export async function lockOwed(tx: Tx, limit: number): Promise<PayoutRow[]> {
  return tx
    .select()
    .from(contractPayouts)
    .where(eq(contractPayouts.status, 'OWED'))
    .orderBy(contractPayouts.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findPayout(db: Db | Tx, id: number): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(contractPayouts)
    .where(and(eq(contractPayouts.id, id)))
    .limit(1);
  return row ?? null;
}
