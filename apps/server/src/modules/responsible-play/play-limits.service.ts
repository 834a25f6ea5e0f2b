import type { Tx } from '../../db/client.ts';
import { parseAmount } from '../../lib/amount.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ensureMemberWallet } from '../wallet/ledger.service.ts';
import { confirmWindow } from './play-state.service.ts';
import {
  deleteLimit,
  hasWagerLimits,
  insertPlayEvent,
  lockLimit,
  saveLimit,
  type LimitKind,
  type LimitPeriod,
} from './play-limits.repository.ts';
import { ensureUsageRow, lockWalletFlags, writeWalletFlags } from './play-usage.repository.ts';

type Currency = { code: string; scale: number };
export type LimitTarget = { kind: LimitKind; period: LimitPeriod };
export type Applied = 'NOW' | 'PENDING' | 'UNCHANGED';

/** Minor units for a money limit, minutes for the session limit; null removes. */
export function limitAmountOf(target: LimitTarget, amount: string | number | null, currency: Currency): bigint | null {
  if (amount === null) return null;
  if (target.kind === 'SESSION') {
    if (typeof amount !== 'number' || target.period !== 'SESSION') throw new AppError('play.limit.invalid');
    return BigInt(amount);
  }
  if (typeof amount !== 'string' || target.period === 'SESSION') throw new AppError('play.limit.invalid');
  return parseAmount(amount, currency);
}

/**
 * Locks the member's wallet (the row wagers read the limits flag on) before the limit row, so a change and a wager
 * take turns, and keeps the flag true exactly while a wager, loss or session limit exists.
 */
async function lockForChange(tx: Tx, memberId: number, currency: Currency): Promise<void> {
  await ensureMemberWallet(tx, memberId, currency.code);
  await lockWalletFlags(tx, memberId);
}

async function refreshLimitsFlag(tx: Tx, memberId: number): Promise<void> {
  await writeWalletFlags(tx, memberId, { hasPlayLimits: await hasWagerLimits(tx, memberId) });
}

/**
 * A change of one limit. A new limit or a lower one applies at once and cancels a waiting raise; a raise or a
 * removal waits (24 hours, then the member's confirmation within 7 days). An operator may only lower or set.
 */
export async function changeLimit(
  tx: Tx,
  input: LimitTarget & {
    memberId: number;
    amount: bigint | null;
    now: Date;
    currency: Currency;
    operator?: { id: number; reason: string };
  },
): Promise<Applied> {
  const { memberId, kind, period, amount, now } = input;
  await lockForChange(tx, memberId, input.currency);
  const row = await lockLimit(tx, memberId, kind, period);
  const event = {
    memberId,
    kind,
    period,
    operatorId: input.operator?.id ?? null,
    reason: input.operator?.reason ?? null,
    createdAt: now,
  };
  const isLower = amount !== null && (row === null || amount < row.amount);
  if (isLower) {
    await ensureUsageRow(tx, memberId, now);
    await saveLimit(tx, { memberId, kind, period, amount, updatedAt: now });
    await insertPlayEvent(tx, {
      ...event,
      action: input.operator ? 'OPERATOR_LOWER' : 'LOWER',
      before: row?.amount ?? null,
      after: amount,
    });
    await refreshLimitsFlag(tx, memberId);
    return 'NOW';
  }
  if (input.operator) throw new AppError('play.limit.raise.forbidden');
  if (row === null) return 'UNCHANGED';
  if (amount === row.amount) {
    if (row.pendingRequestedAt)
      await saveLimit(tx, {
        ...row,
        pendingAmount: null,
        pendingRemoval: false,
        pendingRequestedAt: null,
        updatedAt: now,
      });
    return 'UNCHANGED';
  }
  await saveLimit(tx, {
    ...row,
    pendingAmount: amount,
    pendingRemoval: amount === null,
    pendingRequestedAt: now,
    updatedAt: now,
  });
  await insertPlayEvent(tx, {
    ...event,
    action: amount === null ? 'REMOVAL_REQUESTED' : 'RAISE_REQUESTED',
    before: row.amount,
    after: amount,
  });
  return 'PENDING';
}

/** The member confirms a raise or removal: only from 24 hours after asking, and within 7 days. */
export async function confirmLimit(
  tx: Tx,
  input: LimitTarget & { memberId: number; now: Date; currency: Currency },
): Promise<void> {
  const { memberId, kind, period, now } = input;
  await lockForChange(tx, memberId, input.currency);
  const row = await lockLimit(tx, memberId, kind, period);
  if (!row?.pendingRequestedAt) throw new AppError('play.limit.not.pending');
  const window = confirmWindow(row.pendingRequestedAt);
  if (now < window.from)
    throw new AppError('play.limit.confirm.early', undefined, { confirmFrom: window.from.toISOString() });
  if (now > window.until) throw new AppError('play.limit.confirm.expired');
  if (row.pendingRemoval) await deleteLimit(tx, memberId, kind, period);
  else
    await saveLimit(tx, {
      ...row,
      amount: row.pendingAmount!,
      pendingAmount: null,
      pendingRemoval: false,
      pendingRequestedAt: null,
      updatedAt: now,
    });
  await insertPlayEvent(tx, {
    memberId,
    kind,
    period,
    action: row.pendingRemoval ? 'REMOVED' : 'RAISED',
    before: row.amount,
    after: row.pendingRemoval ? null : row.pendingAmount,
    createdAt: now,
  });
  await refreshLimitsFlag(tx, memberId);
}
