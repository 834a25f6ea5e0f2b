import { TRANSACTION_TYPES, type TransactionType } from '@lucky/contracts/wallet/wallet-statuses';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { DateRange } from '../../lib/paging.ts';

export type EntryRow = {
  id: string;
  created_at: Date | string;
  kind: string;
  amount: string;
  balance_after: string;
  memo: string | null;
  order_no: string | null;
  transfer_id: string;
};
export type EntryFilter = { accountId: number; type?: TransactionType; range: DateRange };

const KNOWN_TYPES = TRANSACTION_TYPES.filter((type) => type !== 'OTHER');

function whereOf(filter: EntryFilter): SQL {
  const conditions = [sql`e.account_id = ${filter.accountId}`];
  if (filter.range.from) conditions.push(sql`e.created_at >= ${filter.range.from.toISOString()}`);
  if (filter.range.until) conditions.push(sql`e.created_at < ${filter.range.until.toISOString()}`);
  if (filter.type === 'OTHER')
    conditions.push(
      sql`split_part(t.kind, '_', 1) not in (${sql.join(
        KNOWN_TYPES.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  else if (filter.type) conditions.push(sql`split_part(t.kind, '_', 1) = ${filter.type}`);
  return sql.join(conditions, sql` and `);
}

export async function listEntries(db: Db, filter: EntryFilter, limit: number, offset: number): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`
    select e.id::text, e.created_at, t.kind, e.amount::text, e.balance_after::text, t.memo, t.metadata->>'orderNo' as order_no, t.id::text as transfer_id
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where ${whereOf(filter)}
    order by e.id desc limit ${limit} offset ${offset}`,
  );
}

export async function summariseEntries(
  db: Db,
  filter: EntryFilter,
): Promise<{ count: number; income: bigint; expense: bigint }> {
  const [row] = await queryRows<{ count: string; income: string; expense: string }>(
    db,
    sql`
    select count(*)::text as count,
      coalesce(sum(case when e.amount > 0 then e.amount end), 0)::text as income,
      coalesce(sum(case when e.amount < 0 then -e.amount end), 0)::text as expense
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where ${whereOf(filter)}`,
  );
  return { count: Number(row.count), income: BigInt(row.income), expense: BigInt(row.expense) };
}
