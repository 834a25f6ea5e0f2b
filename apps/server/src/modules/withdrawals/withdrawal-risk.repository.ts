import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/*
 * The figures of a withdrawal's risk panel, each one indexed read: the member's previous withdrawal
 * (withdrawals (member_id, created_at)), deposits and rounds since it (deposits and game_rounds by member and time),
 * and the other members who bound or paid out to the same account number (member_bank_accounts (account_number)).
 */

/** When the member's previous withdrawal (not rejected) was asked for, or null for a first withdrawal. */
export async function previousWithdrawalAt(db: Db, row: { id: number; memberId: number }): Promise<Date | null> {
  const [found] = await queryRows<{ at: string | Date }>(
    db,
    sql`select created_at as at from withdrawals
      where member_id = ${row.memberId} and id < ${row.id} and status <> 'REJECTED'
      order by created_at desc, id desc limit 1`,
  );
  return found ? new Date(found.at) : null;
}

const after = (since: Date | null) =>
  since === null ? sql`true` : sql`created_at > ${since.toISOString()}::timestamptz`;

export async function activitySince(db: Db, memberId: number, since: Date | null) {
  const [[deposited], [played]] = await Promise.all([
    queryRows<{ n: number; amount: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount from deposits
        where member_id = ${memberId} and status = 'SUCCESS' and ${after(since)}`,
    ),
    queryRows<{ n: number; stake: string; payout: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(bet), 0)::text as stake, coalesce(sum(win), 0)::text as payout
        from game_rounds where member_id = ${memberId} and status <> 'REFUNDED' and ${after(since)}`,
    ),
  ]);
  return {
    deposits: { count: Number(deposited!.n), amount: BigInt(deposited!.amount) },
    bets: { count: Number(played!.n), stake: BigInt(played!.stake), payout: BigInt(played!.payout) },
  };
}

/** Other members with this account number bound (now or before) or paid out to. */
export async function membersWithAccount(db: Db, accountNumber: string, memberId: number) {
  return queryRows<{ memberId: number; username: string; status: string }>(
    db,
    sql`select m.id as "memberId", m.username, m.status from members m
      where m.id <> ${memberId} and (
        exists (select 1 from member_bank_accounts b where b.member_id = m.id and b.account_number = ${accountNumber})
        or exists (select 1 from withdrawals w where w.member_id = m.id and w.account_number = ${accountNumber}))
      order by m.id limit 50`,
  );
}
