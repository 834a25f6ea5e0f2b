import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type LedgerCheck = { ok: boolean; accounts: number; transfers: number; violations: string[] };

/** Each query lists what breaks one invariant; an empty answer everywhere means the ledger is sound. */
const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: 'balance or version differs from the entries',
    query: sql`select a.id::text as id from ledger_accounts a
      left join (select account_id, sum(amount) as total, count(*) as n from ledger_entries group by account_id) e on e.account_id = a.id
      where a.balance <> coalesce(e.total, 0) or a.version <> coalesce(e.n, 0)`,
  },
  {
    name: 'held differs from the pending holds',
    query: sql`select a.id::text as id from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_holds where status = 'PENDING' group by account_id) h on h.account_id = a.id
      where a.held <> coalesce(h.total, 0)`,
  },
  {
    name: 'member wallet below zero',
    query: sql`select id::text as id from ledger_accounts where kind = 'MEMBER_WALLET' and (balance - held < 0 or held < 0)`,
  },
  {
    name: 'transfer without exactly one debit and one credit of its amount',
    query: sql`select t.id::text as id from ledger_transfers t
      left join (select transfer_id, count(*) as n, sum(amount) as total, max(amount) as credit from ledger_entries group by transfer_id) e on e.transfer_id = t.id
      where e.n is distinct from 2 or e.total <> 0 or e.credit <> t.amount`,
  },
  {
    // Each entry continues the one before it on the same account: before = previous after, versions 1..n.
    name: 'entry chain broken',
    query: sql`select account_id::text || ':' || account_version::text as id from (
      select account_id, account_version, balance_before, balance_after, amount,
        lag(balance_after) over w as previous_after, row_number() over w as position
      from ledger_entries window w as (partition by account_id order by account_version)) c
      where balance_after <> balance_before + amount or account_version <> position
        or balance_before <> coalesce(previous_after, 0)`,
  },
  {
    name: 'reversals exceed the transfer they reverse',
    query: sql`select o.id::text as id from ledger_transfers o join ledger_transfers r on r.reverses_transfer_id = o.id
      group by o.id, o.amount having sum(r.amount) > o.amount`,
  },
  {
    name: 'all debits do not equal all credits',
    query: sql`select 'total' as id from ledger_entries having coalesce(sum(amount), 0) <> 0`,
  },
];

/** Checks every ledger invariant of DESIGN.md section 5; used by tests, the crash test and the ops desk. */
export async function checkLedgerInvariants(db: Db): Promise<LedgerCheck> {
  const violations: string[] = [];
  for (const check of CHECKS) {
    const rows = await queryRows<{ id: string }>(db, check.query);
    if (rows.length > 0)
      violations.push(
        `${check.name}: ${rows
          .slice(0, 10)
          .map((row) => row.id)
          .join(', ')}${rows.length > 10 ? ` (+${rows.length - 10})` : ''}`,
      );
  }
  const [counts] = await queryRows<{ accounts: string; transfers: string }>(
    db,
    sql`
    select (select count(*) from ledger_accounts)::text as accounts, (select count(*) from ledger_transfers)::text as transfers`,
  );
  return {
    ok: violations.length === 0,
    accounts: Number(counts.accounts),
    transfers: Number(counts.transfers),
    violations,
  };
}
