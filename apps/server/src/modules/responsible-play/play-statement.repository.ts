import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type MoneyByMonth = {
  month: string;
  deposits: bigint;
  withdrawals: bigint;
  wagers: bigint;
  wins: bigint;
};

/**
 * The member's wallet movements since `since`, summed by UTC month from the ledger (the one record of money):
 * deposits in, withdrawals out (less refunds), stakes out (less rolled-back stakes) and wins back.
 */
export async function sumWalletByMonth(db: Db, input: { memberId: number; currency: string; since: Date }) {
  const rows = await queryRows<{ month: string; deposits: string; withdrawals: string; wagers: string; wins: string }>(
    db,
    sql`select to_char(date_trunc('month', e.created_at at time zone 'UTC'), 'YYYY-MM') as month,
          coalesce(sum(case when t.kind like 'DEPOSIT%' then e.amount else 0 end), 0)::text as deposits,
          coalesce(sum(case when t.kind like 'WITHDRAW%' then -e.amount else 0 end), 0)::text as withdrawals,
          coalesce(sum(case when t.kind like 'GAME%' and (e.amount < 0 or t.kind = 'GAME_ROLLBACK') then -e.amount else 0 end), 0)::text as wagers,
          coalesce(sum(case when t.kind like 'GAME%' and e.amount > 0 and t.kind <> 'GAME_ROLLBACK' then e.amount else 0 end), 0)::text as wins
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transfers t on t.id = e.transfer_id
        where a.member_id = ${input.memberId} and a.kind = 'MEMBER_WALLET' and a.currency = ${input.currency}
          and e.created_at >= ${input.since.toISOString()}::timestamptz
        group by 1 order by 1 desc`,
  );
  return rows.map((row): MoneyByMonth => ({
    month: row.month,
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    wagers: BigInt(row.wagers),
    wins: BigInt(row.wins),
  }));
}

/** Stakes and wins of the member's wallet since the session began: what the reality check shows. */
export async function sumPlaySince(db: Db, input: { memberId: number; since: Date }) {
  const [row] = await queryRows<{ wagers: string; wins: string }>(
    db,
    sql`select
          coalesce(sum(case when e.amount < 0 or t.kind = 'GAME_ROLLBACK' then -e.amount else 0 end), 0)::text as wagers,
          coalesce(sum(case when e.amount > 0 and t.kind <> 'GAME_ROLLBACK' then e.amount else 0 end), 0)::text as wins
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transfers t on t.id = e.transfer_id
        where a.member_id = ${input.memberId} and a.kind = 'MEMBER_WALLET' and t.kind like 'GAME%'
          and e.created_at >= ${input.since.toISOString()}::timestamptz`,
  );
  return { wagers: BigInt(row?.wagers ?? '0'), wins: BigInt(row?.wins ?? '0') };
}

export async function findLiveSessionStart(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await queryRows<{ created_at: string | Date }>(
    db,
    sql`select created_at from sessions where member_id = ${memberId} and ended_at is null order by id desc limit 1`,
  );
  return row ? new Date(row.created_at) : null;
}
