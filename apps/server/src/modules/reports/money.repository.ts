import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { firstDeposits } from './dashboard.repository.ts';

type Interval = { start: Date; end: Date };
const within = (column: ReturnType<typeof sql>, range: Interval) =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/** Credited deposits per UTC day of their completion. */
export async function sumDepositsByDay(db: Db, range: Interval) {
  return queryRows<{ day: string; amount: string; count: number; depositors: number }>(
    db,
    sql`select (completed_at at time zone 'UTC')::date::text as day, sum(amount)::text as amount, count(*)::int as count,
        count(distinct member_id)::int as depositors
      from deposits where status = 'SUCCESS' and ${within(sql`completed_at`, range)} group by 1`,
  );
}

/** Withdrawals paid out per UTC day of the payout. */
export async function sumWithdrawalsByDay(db: Db, range: Interval) {
  return queryRows<{ day: string; amount: string; count: number }>(
    db,
    sql`select (paid_at at time zone 'UTC')::date::text as day, sum(amount)::text as amount, count(*)::int as count
      from withdrawals where ${within(sql`paid_at`, range)} group by 1`,
  );
}

/** Credited deposits per payment method over the interval, the busiest first. */
export async function sumDepositsByMethod(db: Db, range: Interval) {
  return queryRows<{ method_code: string; method_name: string; amount: string; count: number }>(
    db,
    sql`select method_code, max(method_name) as method_name, sum(amount)::text as amount, count(*)::int as count
      from deposits where status = 'SUCCESS' and ${within(sql`completed_at`, range)}
      group by method_code order by sum(amount) desc, method_code`,
  );
}

/** Registrations (not trials) per UTC day. */
export async function countRegistrationsByDay(db: Db, range: Interval) {
  return queryRows<{ day: string; count: number }>(
    db,
    sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::int as count from members
      where type <> 4 and ${within(sql`created_at`, range)} group by 1`,
  );
}

/** First deposits per UTC day: members whose first credited deposit it was, and the amounts. */
export async function sumFirstDepositsByDay(db: Db, range: Interval) {
  return queryRows<{ day: string; count: number; amount: string }>(
    db,
    sql`select (completed_at at time zone 'UTC')::date::text as day, count(*)::int as count, sum(amount)::text as amount
      from (${firstDeposits}) f where ${within(sql`completed_at`, range)} group by 1`,
  );
}

/**
 * Retention of each registration day in the range: how many registered, how many have deposited by now, and how
 * many played (a settled round in member_bet_days) 1, 7 and 30 days after registering.
 */
export async function readCohorts(db: Db, range: Interval) {
  return queryRows<{ day: string; registered: number; deposited: number; day1: number; day7: number; day30: number }>(
    db,
    sql`with cohort as (
        select id, (created_at at time zone 'UTC')::date as day from members
        where type <> 4 and ${within(sql`created_at`, range)}
      )
      select c.day::text as day, count(*)::int as registered,
        count(*) filter (where exists (select 1 from deposits d where d.member_id = c.id and d.status = 'SUCCESS'))::int as deposited,
        count(*) filter (where exists (select 1 from member_bet_days b where b.member_id = c.id and b.day = c.day + 1))::int as day1,
        count(*) filter (where exists (select 1 from member_bet_days b where b.member_id = c.id and b.day = c.day + 7))::int as day7,
        count(*) filter (where exists (select 1 from member_bet_days b where b.member_id = c.id and b.day = c.day + 30))::int as day30
      from cohort c group by c.day`,
  );
}

/** The house bonus account's flows per day and transfer kind (the ledger roll-up). */
export async function readBonusFlows(db: Db, range: { from: string; to: string }) {
  return queryRows<{ day: string; kind: string; transfers: number; paid: string; returned: string }>(
    db,
    sql`select day::text as day, transfer_kind as kind, transfers, outflow::text as paid, inflow::text as returned
      from report_ledger_days
      where account_kind = 'HOUSE_BONUSES' and day between ${range.from}::date and ${range.to}::date
      order by day, transfer_kind`,
  );
}
