import { sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryPrepared, type Tx } from '../../db/client.ts';

export type BatchTransferRow = {
  idempotencyKey: string;
  requestHash: string;
  kind: string;
  amount: bigint;
  debitAccountId: number;
  creditAccountId: number;
  memo: string | null;
  metadata: string | null;
};

/**
 * One statement that posts many transfers whose debit side is a house account (which may go negative): it locks
 * every account involved in ascending id order, inserts the transfers (a key already used is skipped), writes two
 * entries per transfer with each account's running balance and version in transfer order, and moves each
 * balance once by its total. Answers the transfers it posted (key → id) and the keys it found taken (with their
 * request hash), for the caller to judge. A member wallet on the debit side answers `memberDebit` and writes nothing.
 */
export async function postHouseTransfersRow(
  tx: Tx,
  rows: BatchTransferRow[],
): Promise<{ posted: Map<string, number>; taken: Map<string, string>; memberDebit: boolean }> {
  // A named prepared statement: the arrays are its parameters, so its text is the same for any batch, and a batch
  // settlement that runs it dozens of times is planned once per connection.
  const result = await queryPrepared<{
    key: string;
    id: string | null;
    prior_hash: string | null;
    member_debit: boolean;
  }>(
    tx,
    'ledger_post_house_transfers',
    sql`
    with input as (
      select v.* from unnest(${textArrayLiteral(rows.map((r) => r.idempotencyKey))}::text[], ${textArrayLiteral(rows.map((r) => r.requestHash))}::text[], ${textArrayLiteral(rows.map((r) => r.kind))}::text[],
        ${numberArrayLiteral(rows.map((r) => r.amount))}::bigint[], ${numberArrayLiteral(rows.map((r) => r.debitAccountId))}::bigint[], ${numberArrayLiteral(rows.map((r) => r.creditAccountId))}::bigint[],
        ${textArrayLiteral(rows.map((r) => r.memo))}::text[], ${textArrayLiteral(rows.map((r) => r.metadata))}::text[]) with ordinality as v(key, hash, kind, amount, debit, credit, memo, metadata, ord)
    ), locked as materialized (
      select id, kind, balance, version from ledger_accounts
      where id in (select debit from input union select credit from input) order by id for no key update
    ), verdict as (
      select exists (select 1 from locked l join input i on i.debit = l.id where l.kind = 'MEMBER_WALLET') as member_debit
    ), t as (
      insert into ledger_transfers (idempotency_key, request_hash, kind, debit_account_id, credit_account_id, amount, memo, metadata)
      select i.key, i.hash, i.kind, i.debit, i.credit, i.amount, i.memo, i.metadata::jsonb from input i, verdict where not verdict.member_debit order by i.ord
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key, debit_account_id, credit_account_id, amount
    ), moves as (
      select t.id as transfer_id, t.debit_account_id as account_id, -t.amount as delta from t
      union all select t.id, t.credit_account_id, t.amount from t
    ), seq as (
      select m.*, sum(m.delta) over w as running, row_number() over w as n
      from moves m window w as (partition by m.account_id order by m.transfer_id rows unbounded preceding)
    ), e as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
      select s.transfer_id, s.account_id, s.delta, l.balance + s.running - s.delta, l.balance + s.running, l.version + s.n from seq s join locked l on l.id = s.account_id
    ), u as (
      update ledger_accounts a set balance = l.balance + x.total, version = l.version + x.entries
      from (select account_id, sum(delta) as total, count(*) as entries from moves group by account_id) x join locked l on l.id = x.account_id
      where a.id = x.account_id
    )
    select i.key, t.id::text as id, p.request_hash as prior_hash, (select member_debit from verdict) as member_debit
    from input i left join t on t.idempotency_key = i.key
      left join ledger_transfers p on p.idempotency_key = i.key and t.id is null`,
  );
  const posted = new Map<string, number>();
  const taken = new Map<string, string>();
  for (const row of result) {
    if (row.id !== null) posted.set(row.key, Number(row.id));
    else if (row.prior_hash !== null) taken.set(row.key, row.prior_hash);
  }
  return { posted, taken, memberDebit: result[0]?.member_debit ?? false };
}
