import { sql } from 'drizzle-orm';
import { queryPrepared, type Tx } from '../../db/client.ts';

/** A round of the seamless wallet, locked by the transaction that read it. */
export type LockedRound = {
  id: number;
  status: 'OPEN' | 'CLOSED';
  stake: bigint;
  win: bigint;
  credits: number;
  isNew: boolean;
};
export type RoundKey = { vendorCode: string; memberId: number; roundId: string };

type RawRound = {
  id: number | string;
  status: 'OPEN' | 'CLOSED';
  stake: string | bigint;
  win: string | bigint;
  credits: number | string;
  is_new: boolean;
};
const toRound = (row: RawRound): LockedRound => ({
  id: Number(row.id),
  status: row.status,
  stake: BigInt(row.stake),
  win: BigInt(row.win),
  credits: Number(row.credits),
  isNew: row.is_new,
});

/** Locks an existing round (credits and rollbacks never open one). */
export async function lockRound(tx: Tx, key: RoundKey): Promise<LockedRound | null> {
  const [row] = await queryPrepared<RawRound>(
    tx,
    'seamless_round_lock',
    sql`
    select id, status, stake, win, credits, false as is_new from seamless_rounds
    where vendor_code = ${key.vendorCode} and member_id = ${key.memberId} and round_id = ${key.roundId} for update`,
  );
  return row ? toRound(row) : null;
}

/** Adds a call's effect to the locked round; `closedAt` closes it (only an OPEN round gets here). */
export async function moveRound(
  tx: Tx,
  id: number,
  change: { stake?: bigint; win?: bigint; credit?: boolean; closedAt?: Date | null },
): Promise<void> {
  const closedAt = change.closedAt ? change.closedAt.toISOString() : null;
  await queryPrepared(
    tx,
    'seamless_round_move',
    sql`
    update seamless_rounds set stake = stake + ${(change.stake ?? 0n).toString()}::bigint, win = win + ${(change.win ?? 0n).toString()}::bigint,
      credits = credits + ${change.credit ? 1 : 0}::int,
      status = case when ${closedAt}::timestamptz is null then status else 'CLOSED' end, closed_at = coalesce(closed_at, ${closedAt}::timestamptz)
    where id = ${id}`,
  );
}
