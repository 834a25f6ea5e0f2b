import type { Db, Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  hasOpenRound,
  listOpenRequirements,
  listRecentlyMetRequirements,
  markRequirementsMet,
  sumValidBetSince,
  type RequirementWithTitle,
} from './promotions.repository.ts';

/*
 * Turnover requirements pool: while any is open, valid bet settled since the oldest open one
 * counts toward the sum of all open ones, and they are met together. Pooling (instead of
 * splitting bets between requirements) means a bet is never counted twice and a member's
 * progress never jumps backwards when a second bonus is added. Met requirements are marked
 * when read, so no job is needed.
 */

export type TurnoverState = {
  required: bigint;
  progress: bigint;
  open: (RequirementWithTitle & { progress: bigint })[];
};

export async function readTurnover(db: Db | Tx, memberId: number, now: Date): Promise<TurnoverState> {
  const open = await listOpenRequirements(db, memberId);
  if (open.length === 0) return { required: 0n, progress: 0n, open: [] };
  const required = open.reduce((total, row) => total + row.requirement.required, 0n);
  const progress = await sumValidBetSince(db, memberId, open[0]!.requirement.createdAt);
  if (progress >= required) {
    await markRequirementsMet(
      db,
      open.map((row) => row.requirement.id),
      now,
    );
    return { required: 0n, progress: 0n, open: [] };
  }
  // Shown oldest first: each requirement is filled before the next, as the member reads it.
  let left = progress;
  const withProgress = open.map((row) => {
    const share = left < row.requirement.required ? left : row.requirement.required;
    left -= share;
    return { ...row, progress: share };
  });
  return { required, progress, open: withProgress };
}

/** A wallet below one currency unit has lost its bonus: nothing is left to turn over. */
const LOST_BALANCE_UNITS = 1n;

/**
 * Called as a deposit is credited, with the balance the wallet had just before it: when the
 * member had lost everything (less than one currency unit, and no round still in play that could
 * bring a stake back), the open requirements close as BALANCE_LOST, so the fresh deposit is not
 * held by the turnover of a bonus that is already gone.
 */
export async function releaseLostTurnover(
  tx: Tx,
  input: { memberId: number; balanceBefore: bigint; now: Date; scale: number },
): Promise<number> {
  if (input.balanceBefore >= LOST_BALANCE_UNITS * 10n ** BigInt(input.scale)) return 0;
  const open = await listOpenRequirements(tx, input.memberId);
  if (open.length === 0 || (await hasOpenRound(tx, input.memberId))) return 0;
  await markRequirementsMet(
    tx,
    open.map((row) => row.requirement.id),
    input.now,
    'BALANCE_LOST',
  );
  return open.length;
}

/**
 * Refuses a withdrawal while a turnover requirement is open, naming the valid bet still
 * missing. Called by withdrawal creation inside its transaction, after the wallet lock.
 */
export async function assertTurnoverMet(tx: Tx, input: { memberId: number; now: Date; scale: number }): Promise<void> {
  const state = await readTurnover(tx, input.memberId, input.now);
  if (state.required === 0n) return;
  const remaining = formatMoney(state.required - state.progress, input.scale);
  throw new AppError(
    'withdrawal.turnover.unmet',
    `Complete the bonus turnover requirement before withdrawing: ${remaining} more valid bet is needed`,
    {
      required: formatMoney(state.required, input.scale),
      progress: formatMoney(state.progress, input.scale),
      remaining,
    },
  );
}

export async function turnoverSummary(db: Db, input: { memberId: number; now: Date; scale: number }) {
  const state = await readTurnover(db, input.memberId, input.now);
  const money = (value: bigint) => formatMoney(value, input.scale);
  const met = await listRecentlyMetRequirements(db, input.memberId, 5);
  const view = (row: RequirementWithTitle, progress: bigint) => ({
    id: row.requirement.id,
    title: row.title,
    required: money(row.requirement.required),
    progress: money(progress),
    createdAt: row.requirement.createdAt.toISOString(),
    metAt: row.requirement.metAt?.toISOString() ?? null,
  });
  return {
    required: money(state.required),
    progress: money(state.progress),
    remaining: money(state.required - state.progress),
    open: state.open.map((row) => view(row, row.progress)),
    recentlyMet: met.map((row) => view(row, row.requirement.required)),
  };
}
