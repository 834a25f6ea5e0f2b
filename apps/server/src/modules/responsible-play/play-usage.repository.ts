import { sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db, type Tx } from '../../db/client.ts';
import type { Period } from './play-windows.ts';

export type WalletFlags = { playBlockedUntil: Date | null; hasPlayLimits: boolean };

/**
 * Locks the member's wallet rows (the lock the wager's transfer takes anyway, in the same mode) and reads the play
 * block on them. An exclusion writes these rows, so a wager and an exclusion take turns: whichever locks first
 * commits first, and a wager after the exclusion's commit reads the block.
 */
export async function lockWalletFlags(tx: Tx, memberId: number): Promise<WalletFlags> {
  const rows = await queryPrepared<{ play_blocked_until: string | Date | null; has_play_limits: boolean }>(
    tx,
    'play_lock_wallet_flags',
    sql`select play_blocked_until, has_play_limits from ledger_accounts
        where member_id = ${memberId} and kind = 'MEMBER_WALLET' order by id for no key update`,
  );
  let playBlockedUntil: Date | null = null;
  for (const row of rows) {
    const until = row.play_blocked_until === null ? null : new Date(row.play_blocked_until);
    if (until && (!playBlockedUntil || until > playBlockedUntil)) playBlockedUntil = until;
  }
  return { playBlockedUntil, hasPlayLimits: rows.some((row) => row.has_play_limits) };
}

/** Sets the block and the limits flag on every wallet of the member (both are read by every wager). */
export async function writeWalletFlags(
  tx: Tx,
  memberId: number,
  flags: { playBlockedUntil?: Date | null; hasPlayLimits?: boolean },
): Promise<void> {
  const sets = [];
  if (flags.playBlockedUntil !== undefined)
    sets.push(sql`play_blocked_until = ${flags.playBlockedUntil?.toISOString() ?? null}::timestamptz`);
  if (flags.hasPlayLimits !== undefined) sets.push(sql`has_play_limits = ${flags.hasPlayLimits}`);
  if (sets.length === 0) return;
  await tx.execute(
    sql`update ledger_accounts set ${sql.join(sets, sql`, `)} where member_id = ${memberId} and kind = 'MEMBER_WALLET'`,
  );
}

export type UsageCounters = { start: Date; wagered: bigint; netLoss: bigint };
export type UsageRow = {
  anchor: Date;
  realityCheckMinutes: number | null;
  windows: Record<Period, UsageCounters>;
};

type UsageDbRow = {
  anchor: string | Date;
  reality_check_minutes: number | null;
  day_start: string | Date;
  day_wagered: string;
  day_net_loss: string;
  week_start: string | Date;
  week_wagered: string;
  week_net_loss: string;
  month_start: string | Date;
  month_wagered: string;
  month_net_loss: string;
};

function usageOf(row: UsageDbRow): UsageRow {
  const counters = (start: string | Date, wagered: string, netLoss: string): UsageCounters => ({
    start: new Date(start),
    wagered: BigInt(wagered),
    netLoss: BigInt(netLoss),
  });
  return {
    anchor: new Date(row.anchor),
    realityCheckMinutes: row.reality_check_minutes,
    windows: {
      DAY: counters(row.day_start, row.day_wagered, row.day_net_loss),
      WEEK: counters(row.week_start, row.week_wagered, row.week_net_loss),
      MONTH: counters(row.month_start, row.month_wagered, row.month_net_loss),
    },
  };
}

const USAGE_COLUMNS = sql`u.anchor, u.reality_check_minutes, u.day_start, u.day_wagered::text, u.day_net_loss::text,
  u.week_start, u.week_wagered::text, u.week_net_loss::text, u.month_start, u.month_wagered::text, u.month_net_loss::text`;

/**
 * The stake checked against the member's wager, loss and session limits and, when allowed, counted
 * (`play_wager_check`, migration 0044); answers the refusal's code or null. The caller holds the wallet's lock.
 */
export async function checkAndCountWager(
  tx: Tx,
  input: { memberId: number; amount: bigint; now: Date },
): Promise<string | null> {
  const [row] = await queryPrepared<{ refusal: string | null }>(
    tx,
    'play_wager_check',
    sql`select play_wager_check(${input.memberId}::bigint, ${input.amount.toString()}::bigint,
          ${input.now.toISOString()}::timestamptz) as refusal`,
  );
  return row!.refusal;
}

/** A win or a refunded stake lowering the counts (`play_return`, migration 0044). */
export async function countPlayReturn(
  tx: Tx,
  input: { memberId: number; amount: bigint; now: Date; isRefund: boolean },
): Promise<void> {
  await queryPrepared(
    tx,
    'play_return',
    sql`select play_return(${input.memberId}::bigint, ${input.amount.toString()}::bigint,
          ${input.now.toISOString()}::timestamptz, ${input.isRefund})`,
  );
}

/** The usage row of a member who sets a first limit: its windows start now. */
export async function ensureUsageRow(tx: Tx, memberId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`insert into play_usage (member_id, anchor, day_start, week_start, month_start)
    values (${memberId}, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
    on conflict (member_id) do nothing`);
}

export async function readUsage(db: Db | Tx, memberId: number): Promise<UsageRow | null> {
  const rows = await queryRows<UsageDbRow>(
    db,
    sql`select ${USAGE_COLUMNS} from play_usage u where u.member_id = ${memberId}`,
  );
  return rows[0] ? usageOf(rows[0]) : null;
}

export async function setRealityCheck(tx: Tx, memberId: number, minutes: number | null): Promise<void> {
  await tx.execute(sql`update play_usage set reality_check_minutes = ${minutes} where member_id = ${memberId}`);
}

/** Deposits that count toward a deposit limit: asked for (still pending) or paid, since `since`. */
export async function sumDepositsSince(db: Db | Tx, memberId: number, since: Date): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from deposits
        where member_id = ${memberId} and status in ('PENDING', 'SUCCESS') and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return BigInt(row.total);
}
