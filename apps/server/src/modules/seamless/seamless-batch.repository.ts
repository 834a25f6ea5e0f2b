import { sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryPrepared, type Tx } from '../../db/client.ts';

/*
 * Set-based forms of what a closing credit writes, a few statements for a whole batch of rounds, for the in-house
 * games that settle thousands of rounds at once (seamless-batch.service.ts). Arrays travel as Postgres array
 * literals of plain values.
 */

export type ClosingRound = { memberId: number; roundId: string; transactionId: string; amount: bigint };
export type ClosedRound = {
  transactionId: string;
  /** Closed by this statement (it was OPEN with a stake). */
  isClosed: boolean;
  /** Not closed, and its closing transaction id is stored already: a replay of a credit that committed before. */
  isClaimed: boolean;
  memberType: number | null;
  walletId: number | null;
};

/**
 * Closes the rounds that are OPEN with a stake, adding each credit to the round's win, and marks their debits
 * credited (their rollback is refused from here on), in one statement that also answers, per round, whether its
 * closing transaction id was stored before (a replay), the member's type and its wallet in `currency`. The round
 * rows are the lock that makes a close happen once: a twin waits on them and then finds the round closed.
 */
export async function closeOpenRounds(
  tx: Tx,
  input: { vendorCode: string; currency: string; closes: ClosingRound[]; at: Date },
): Promise<ClosedRound[]> {
  const { vendorCode, closes } = input;
  if (closes.length === 0) return [];
  const rows = await queryPrepared<{
    transaction_id: string;
    is_closed: boolean;
    is_claimed: boolean;
    member_type: number | null;
    wallet_id: string | null;
  }>(
    tx,
    'seamless_batch_close_rounds',
    sql`
    with input as (
      select * from unnest(${textArrayLiteral(closes.map((c) => c.transactionId))}::text[], ${numberArrayLiteral(closes.map((c) => c.memberId))}::bigint[],
        ${textArrayLiteral(closes.map((c) => c.roundId))}::text[], ${numberArrayLiteral(closes.map((c) => c.amount))}::bigint[]) as v(transaction_id, member_id, round_id, amount)
    ), closed as (
      -- Joined below through a hashed IN: a CTE's join is planned without row counts (a nested loop of n² rows).
      update seamless_rounds r set status = 'CLOSED', win = r.win + i.amount, credits = r.credits + 1, closed_at = ${input.at.toISOString()}::timestamptz
      from input i
      where r.vendor_code = ${vendorCode} and r.member_id = i.member_id and r.round_id = i.round_id and r.status = 'OPEN' and r.stake > 0
      returning r.member_id, r.round_id
    ), credited as (
      update seamless_transactions t set is_credited = true from closed c
      where t.vendor_code = ${vendorCode} and t.member_id = c.member_id and t.round_id = c.round_id and t.kind = 'DEBIT' and t.status = 'DONE' and not t.is_credited
    )
    select i.transaction_id, c.is_closed,
      case when c.is_closed then false
        else exists (select 1 from seamless_transactions p where p.vendor_code = ${vendorCode} and p.transaction_id = i.transaction_id) end as is_claimed,
      m.type as member_type, w.id::text as wallet_id
    from input i
      cross join lateral (select (i.member_id, i.round_id) in (select member_id, round_id from closed) as is_closed) c
      left join members m on m.id = i.member_id
      left join ledger_accounts w on w.member_id = i.member_id and w.currency = ${input.currency}`,
  );
  return rows.map((row) => ({
    transactionId: row.transaction_id,
    isClosed: row.is_closed,
    isClaimed: row.is_claimed,
    memberType: row.member_type === null ? null : Number(row.member_type),
    walletId: row.wallet_id === null ? null : Number(row.wallet_id),
  }));
}

/**
 * Locks member wallets in ascending id order (before the roll-up rows the round log's trigger takes) and answers
 * each one's balance less its holds, after this transaction's transfers: what each credit's stored answer says.
 */
export async function lockWalletsAvailable(tx: Tx, walletIds: number[]): Promise<Map<number, bigint>> {
  if (walletIds.length === 0) return new Map();
  const rows = await queryPrepared<{ id: string; available: string }>(
    tx,
    'seamless_batch_lock_wallets',
    sql`
    select id::text, (balance - held)::text as available from ledger_accounts
    where id = any(${numberArrayLiteral([...new Set(walletIds)].sort((a, b) => a - b))}::bigint[]) order by id for no key update`,
  );
  return new Map(rows.map((row) => [Number(row.id), BigInt(row.available)]));
}

export type StoredCredit = {
  memberId: number;
  roundId: string;
  transactionId: string;
  amount: bigint;
  /** The part of the credit that gave stakes back: not valid bet in the roll-ups. */
  unbet: bigint;
  requestHash: string;
  transferId: number | null;
  answer: unknown;
};

/**
 * Stores the closing credits, each with its transfer and answer, and settles the rounds' log rows once, as
 * settleVendorRound does one (the credit added to the win, the stake as valid bet less `unbet`, the roll-up
 * trigger counting each row), in one statement. Answers how many credits it stored (a transaction id already
 * taken stores nothing; the caller treats that as a lost race and rolls back).
 */
export async function storeCredits(tx: Tx, vendorCode: string, credits: StoredCredit[], at: Date): Promise<number> {
  if (credits.length === 0) return 0;
  const list = <T>(pick: (credit: StoredCredit) => T) => credits.map(pick);
  const rows = await queryPrepared<{ id: string }>(
    tx,
    'seamless_batch_store_credits',
    sql`
    with v as (
      select * from unnest(${textArrayLiteral(list((c) => c.transactionId))}::text[], ${numberArrayLiteral(list((c) => c.memberId))}::bigint[],
        ${textArrayLiteral(list((c) => c.roundId))}::text[], ${numberArrayLiteral(list((c) => c.amount))}::bigint[], ${numberArrayLiteral(list((c) => c.unbet))}::bigint[],
        ${textArrayLiteral(list((c) => c.requestHash))}::text[], ${numberArrayLiteral(list((c) => c.transferId))}::bigint[],
        ${textArrayLiteral(list((c) => JSON.stringify(c.answer)))}::jsonb[]) with ordinality as v(transaction_id, member_id, round_id, amount, unbet, request_hash, transfer_id, answer, n)
    ), logged as (
      update game_rounds r set win = r.win + v.amount, status = 'SETTLED', valid_bet = greatest(r.bet - v.unbet, 0), settled_at = ${at.toISOString()}::timestamptz
      from v, games g
      where g.id = r.game_id and g.engine_kind is null and r.vendor_code = ${vendorCode} and r.round_ref = v.round_id and r.member_id = v.member_id and r.status = 'OPEN'
    )
    insert into seamless_transactions (vendor_code, transaction_id, kind, member_id, round_id, amount, request_hash, status, transfer_id, answer, http_status, created_at)
    select ${vendorCode}, v.transaction_id, 'CREDIT', v.member_id, v.round_id, v.amount, v.request_hash, 'DONE', v.transfer_id, v.answer, 200, ${at.toISOString()}::timestamptz
    from v order by v.n
    on conflict (vendor_code, transaction_id) do nothing
    returning id::text`,
  );
  return rows.length;
}
