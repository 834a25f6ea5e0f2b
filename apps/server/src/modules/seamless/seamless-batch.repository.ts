import { sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryRows, type Tx } from '../../db/client.ts';

/*
 * Set-based forms of what a closing credit writes, one statement for a whole batch of rounds, for the in-house
 * draw games (seamless-batch.service.ts). Arrays travel as Postgres array literals of plain values.
 */

export type BatchClaim = {
  memberId: number;
  transactionId: string;
  roundId: string;
  amount: bigint;
  requestHash: string;
};

/** Claims the credits' transaction ids; answers the ids this statement inserted (the others were claimed before: replays). */
export async function claimCredits(tx: Tx, vendorCode: string, claims: BatchClaim[], at: Date): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await queryRows<{ transaction_id: string }>(
    tx,
    sql`
    insert into seamless_transactions (vendor_code, transaction_id, kind, member_id, round_id, amount, request_hash, status, answer, http_status, created_at)
    select ${vendorCode}, v.transaction_id, 'CREDIT', v.member_id, v.round_id, v.amount, v.request_hash, 'DONE', '{}'::jsonb, 200, ${at.toISOString()}::timestamptz
    from unnest(${textArrayLiteral(claims.map((c) => c.transactionId))}::text[], ${numberArrayLiteral(claims.map((c) => c.memberId))}::bigint[], ${textArrayLiteral(claims.map((c) => c.roundId))}::text[],
      ${numberArrayLiteral(claims.map((c) => c.amount))}::bigint[], ${textArrayLiteral(claims.map((c) => c.requestHash))}::text[]) as v(transaction_id, member_id, round_id, amount, request_hash)
    order by v.member_id
    on conflict (vendor_code, transaction_id) do nothing
    returning transaction_id`,
  );
  return new Set(rows.map((row) => row.transaction_id));
}

/** Closes the rounds (OPEN with a stake only), adding each credit to its win; answers how many closed. */
export async function closeRounds(
  tx: Tx,
  vendorCode: string,
  closes: { memberId: number; roundId: string; amount: bigint }[],
  at: Date,
): Promise<number> {
  if (closes.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    update seamless_rounds r set status = 'CLOSED', win = r.win + v.amount, credits = r.credits + 1, closed_at = ${at.toISOString()}::timestamptz
    from unnest(${numberArrayLiteral(closes.map((c) => c.memberId))}::bigint[], ${textArrayLiteral(closes.map((c) => c.roundId))}::text[], ${numberArrayLiteral(closes.map((c) => c.amount))}::bigint[]) as v(member_id, round_id, amount)
    where r.vendor_code = ${vendorCode} and r.member_id = v.member_id and r.round_id = v.round_id and r.status = 'OPEN' and r.stake > 0
    returning r.id::text`,
  );
  return rows.length;
}

/** The debits of the closed rounds are credited now (their rollback is refused from here on). */
export async function markDebitsCredited(
  tx: Tx,
  vendorCode: string,
  rounds: { memberId: number; roundId: string }[],
): Promise<void> {
  if (rounds.length === 0) return;
  await queryRows(
    tx,
    sql`
    update seamless_transactions t set is_credited = true
    from unnest(${numberArrayLiteral(rounds.map((r) => r.memberId))}::bigint[], ${textArrayLiteral(rounds.map((r) => r.roundId))}::text[]) as v(member_id, round_id)
    where t.vendor_code = ${vendorCode} and t.member_id = v.member_id and t.round_id = v.round_id and t.kind = 'DEBIT' and t.status = 'DONE' and not t.is_credited`,
  );
}

/** Locks member wallets in ascending id order (before the roll-up rows the round log's trigger takes). */
export async function lockWallets(tx: Tx, walletIds: number[]): Promise<void> {
  if (walletIds.length === 0) return;
  await queryRows(
    tx,
    sql`select id from ledger_accounts where id = any(${numberArrayLiteral([...new Set(walletIds)].sort((a, b) => a - b))}::bigint[]) order by id for no key update`,
  );
}

/**
 * Settles the rounds' log rows once, as settleVendorRound does one: the credit added to the win, the stake as
 * valid bet less what the round refunded inside its win (`unbet`), the roll-up trigger counting each row.
 */
export async function settleLoggedRounds(
  tx: Tx,
  vendorCode: string,
  rounds: { memberId: number; roundId: string; amount: bigint; unbet: bigint }[],
  at: Date,
): Promise<void> {
  if (rounds.length === 0) return;
  await queryRows(
    tx,
    sql`
    update game_rounds r set win = r.win + v.amount, status = 'SETTLED', valid_bet = greatest(r.bet - v.unbet, 0), settled_at = ${at.toISOString()}::timestamptz
    from unnest(${numberArrayLiteral(rounds.map((x) => x.memberId))}::bigint[], ${textArrayLiteral(rounds.map((x) => x.roundId))}::text[], ${numberArrayLiteral(rounds.map((x) => x.amount))}::bigint[],
      ${numberArrayLiteral(rounds.map((x) => x.unbet))}::bigint[]) as v(member_id, round_ref, amount, unbet), games g
    where g.id = r.game_id and g.engine_kind is null and r.vendor_code = ${vendorCode} and r.round_ref = v.round_ref and r.member_id = v.member_id and r.status = 'OPEN'`,
  );
}

/** Stores each credit's answer (the balance after it) and its transfer. */
export async function finishCredits(
  tx: Tx,
  vendorCode: string,
  rows: { transactionId: string; transferId: number | null; answer: unknown }[],
): Promise<void> {
  if (rows.length === 0) return;
  await queryRows(
    tx,
    sql`
    update seamless_transactions t set transfer_id = v.transfer_id, answer = v.answer
    from unnest(${textArrayLiteral(rows.map((r) => r.transactionId))}::text[], ${numberArrayLiteral(rows.map((r) => r.transferId))}::bigint[],
      ${textArrayLiteral(rows.map((r) => JSON.stringify(r.answer)))}::jsonb[]) as v(transaction_id, transfer_id, answer)
    where t.vendor_code = ${vendorCode} and t.transaction_id = v.transaction_id`,
  );
}

export async function readAvailable(tx: Tx, walletIds: number[]): Promise<Map<number, bigint>> {
  if (walletIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; available: string }>(
    tx,
    sql`
    select id::text, (balance - held)::text as available from ledger_accounts where id = any(${numberArrayLiteral(walletIds)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), BigInt(row.available)]));
}

export async function findMembersOfIds(
  tx: Tx,
  memberIds: number[],
): Promise<Map<number, { username: string; type: number }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; username: string; type: number }>(
    tx,
    sql`select id::text, username, type from members where id = any(${numberArrayLiteral(memberIds)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), { username: row.username, type: Number(row.type) }]));
}
