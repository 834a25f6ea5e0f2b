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
const toFigures = (row: SumRow): TeamFigures => ({ bet: BigInt(row.bet), validBet: BigInt(row.valid_bet), payout: BigInt(row.payout), activeMembers: Number(row.active) });

/**
 * Team sums over whole UTC days [start, end): the payee's own day rows plus its team_bet_days
 * rows (everyone below it, kept by the roll-up trigger) — a few rows whatever the team size.
 * Active members (distinct team accounts with a settled round in the range) only when asked,
 * for dividends.
 */
export async function teamDays(db: Db | Tx, payee: Payee, period: Period, withActive = false): Promise<TeamFigures> {
  const from = dayOf(period.start);
  const until = dayOf(period.end);
  const [row] = await queryRows<SumRow>(db, sql`
    select coalesce(sum(bet), 0)::text as bet, coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout, '0' as active
    from (
      select bet, valid_bet, payout from member_bet_days where member_id = ${payee.id} and day >= ${from}::date and day < ${until}::date
      union all
      select bet, valid_bet, payout from team_bet_days where agent_id = ${payee.id} and day >= ${from}::date and day < ${until}::date
    ) rows`);
  if (!withActive) return toFigures(row);
  const [active] = await queryRows<{ active: string }>(db, sql`
    select count(distinct d.member_id)::text as active from ${teamIds(payee)} team
    join member_bet_days d on d.member_id = team.id and d.day >= ${from}::date and d.day < ${until}::date and d.rounds > 0`);
  return { ...toFigures(row), activeMembers: Number(active.active) };
}

type BucketRow = SumRow & { bucket: string; base: string; weighted: string };
/** Figures per period start (epoch ms); periods with no rounds are absent. */
export type Buckets = Map<number, RoundFigures>;

const toBuckets = (rows: BucketRow[]): Buckets =>
  new Map(rows.map((row) => [Number(row.bucket) * 1000, { ...toFigures(row), base: BigInt(row.base), weighted: BigInt(row.weighted) }]));

/** Team sums per UTC hour of [from, until) from the hour roll-ups, in one query. */
export async function teamHours(db: Db | Tx, payee: Payee, from: Date, until: Date): Promise<Buckets> {
  const rows = await queryRows<BucketRow>(db, sql`
    select extract(epoch from h.hour)::bigint::text as bucket, sum(h.bet)::text as bet, sum(h.valid_bet)::text as valid_bet, sum(h.payout)::text as payout,
      count(distinct h.member_id) filter (where h.rounds > 0)::text as active, sum(h.valid_bet)::text as base, '0' as weighted
    from ${teamIds(payee)} team join member_bet_hours h on h.member_id = team.id
    where h.hour >= ${from.toISOString()}::timestamptz and h.hour < ${until.toISOString()}::timestamptz
    group by h.hour`);
  return toBuckets(rows);
}

/**
 * Settled team rounds per 5-minute window of [from, until), in one query, counting only rounds
 * with at least the single-bet minimum of valid bet: a round the player lost (win below bet)
 * earns the loss rate, any other the profit rate. `weighted` is the exact sum of valid bet × rate.
 */
export async function teamRoundWindows(db: Db | Tx, payee: Payee, from: Date, until: Date, terms: { minSingleBet: bigint; profitRateBp: number; lossRateBp: number }): Promise<Buckets> {
  const rows = await queryRows<BucketRow>(db, sql`
    select (floor(extract(epoch from r.settled_at) / 300) * 300)::bigint::text as bucket, sum(r.bet)::text as bet, sum(r.valid_bet)::text as valid_bet,
      sum(r.win)::text as payout, count(distinct r.member_id)::text as active, sum(r.valid_bet)::text as base,
      sum(r.valid_bet * case when r.win < r.bet then ${terms.lossRateBp}::bigint else ${terms.profitRateBp}::bigint end)::text as weighted
    from game_rounds r
    where r.status = 'SETTLED' and r.settled_at >= ${from.toISOString()}::timestamptz and r.settled_at < ${until.toISOString()}::timestamptz
      and r.valid_bet >= ${terms.minSingleBet.toString()}::bigint and r.member_id in ${teamIds(payee)}
    group by 1`);
  return toBuckets(rows);
}

/** Claims the (payee, contract, period) slot: answers the new row, or null when any runner already claimed it. */
export async function claimPayout(tx: Tx, values: typeof contractPayouts.$inferInsert): Promise<PayoutRow | null> {
  const [row] = await tx.insert(contractPayouts).values(values).onConflictDoNothing({ target: [contractPayouts.payeeId, contractPayouts.contractId, contractPayouts.periodStart] }).returning();
  return row ?? null;
}

export async function markPaid(tx: Tx, id: number, transferId: number, at: Date): Promise<void> {
  await tx.update(contractPayouts).set({ status: 'PAID', transferId, paidAt: at }).where(eq(contractPayouts.id, id));
}

/** Owed payouts, oldest first, locked so concurrent runners each retry different ones. */
export async function lockOwed(tx: Tx, limit: number): Promise<PayoutRow[]> {
  return tx.select().from(contractPayouts).where(eq(contractPayouts.status, 'OWED')).orderBy(contractPayouts.id).limit(limit).for('update', { skipLocked: true });
}

export async function findPayout(db: Db | Tx, id: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(contractPayouts).where(and(eq(contractPayouts.id, id))).limit(1);
  return row ?? null;
}
