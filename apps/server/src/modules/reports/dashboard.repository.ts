import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** A UTC day as the half-open interval of instants the day's rows are stamped with. */
export type DayBounds = { day: string; start: Date; end: Date };

export function boundsOf(from: string, to: string = from): { start: Date; end: Date } {
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) };
}

type MoneyCount = { count: number; amount: string };

/** Deposits credited in the interval: how many, how much, from how many members. */
export async function sumDepositsCredited(db: Db, range: { start: Date; end: Date }) {
  const [row] = await queryRows<MoneyCount & { depositors: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as amount, count(distinct member_id)::int as depositors
      from deposits where status = 'SUCCESS'
        and completed_at >= ${range.start.toISOString()}::timestamptz and completed_at < ${range.end.toISOString()}::timestamptz`,
  );
  return row!;
}

/** Withdrawals paid out in the interval (whatever happened after the payout: receipts, disputes). */
export async function sumWithdrawalsPaid(db: Db, range: { start: Date; end: Date }): Promise<MoneyCount> {
  const [row] = await queryRows<MoneyCount>(
    db,
    sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as amount from withdrawals
      where paid_at >= ${range.start.toISOString()}::timestamptz and paid_at < ${range.end.toISOString()}::timestamptz`,
  );
  return row!;
}

/** The day's settled rounds from the live roll-up (member_bet_days, kept in the settling transaction). */
export async function sumBetDay(db: Db, day: string) {
  const [row] = await queryRows<{ bet: string; payout: string; players: number }>(
    db,
    sql`select coalesce(sum(bet), 0)::text as bet, coalesce(sum(payout), 0)::text as payout, count(*)::int as players
      from member_bet_days where day = ${day}::date`,
  );
  return row!;
}

/** Net outflow of the house's bonus account per day over the range, from the ledger roll-up. */
export async function sumBonusCostByDay(db: Db, range: { from: string; to: string }) {
  return queryRows<{ day: string; cost: string }>(
    db,
    sql`select day::text as day, (sum(outflow) - sum(inflow))::text as cost from report_ledger_days
      where account_kind = 'HOUSE_BONUSES' and day between ${range.from}::date and ${range.to}::date group by day`,
  );
}

/** Accounts (not free-play trials) registered in the interval. */
export async function countRegistrations(db: Db, range: { start: Date; end: Date }): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from members where type <> 4
      and created_at >= ${range.start.toISOString()}::timestamptz and created_at < ${range.end.toISOString()}::timestamptz`,
  );
  return row!.count;
}

/** Each member's first credited deposit: when, and how much. */
export const firstDeposits = sql`select distinct on (member_id) member_id, completed_at, amount from deposits
  where status = 'SUCCESS' order by member_id, completed_at, id`;

/** Members whose first credited deposit fell in the interval, and what those deposits were. */
export async function sumFirstDeposits(db: Db, range: { start: Date; end: Date }): Promise<MoneyCount> {
  const [row] = await queryRows<MoneyCount>(
    db,
    sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as amount from (${firstDeposits}) f
      where completed_at >= ${range.start.toISOString()}::timestamptz and completed_at < ${range.end.toISOString()}::timestamptz`,
  );
  return row!;
}

/** What waits for an operator now. */
export async function countPending(db: Db) {
  const [row] = await queryRows<{
    deposit_count: number;
    deposit_amount: string;
    withdrawal_count: number;
    withdrawal_amount: string;
    applications: number;
    redemptions: number;
    feedback: number;
  }>(
    db,
    sql`select
      (select count(*)::int from deposits where status = 'PENDING') as deposit_count,
      (select coalesce(sum(amount), 0)::text from deposits where status = 'PENDING') as deposit_amount,
      (select count(*)::int from withdrawals where status = 'PENDING') as withdrawal_count,
      (select coalesce(sum(amount), 0)::text from withdrawals where status = 'PENDING') as withdrawal_amount,
      (select count(*)::int from promotion_applications where status = 'APPLYING') as applications,
      (select count(*)::int from mall_redemptions where status = 'IN_PROCESS') as redemptions,
      (select count(*)::int from member_feedback where status <> 'REPLIED') as feedback`,
  );
  return row!;
}
