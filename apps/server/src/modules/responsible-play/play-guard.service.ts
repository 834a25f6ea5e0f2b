import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { insertPlayEvent, listDepositLimits } from './play-limits.repository.ts';
import {
  checkAndCountWager,
  countPlayReturn,
  lockWalletFlags,
  readUsage,
  sumDepositsSince,
  type UsageCounters,
  type UsageRow,
  type WalletFlags,
} from './play-usage.repository.ts';
import { PERIODS, windowStart, type Period } from './play-windows.ts';

/** What a wager can be refused with; the seamless wallet answers vendors these codes (contracts SEAMLESS_PLAY_REFUSALS). */
export type WagerRefusal = 'play.blocked' | 'play.limit.wager' | 'play.limit.loss' | 'play.session.limit';
export type DepositRefusal = 'play.blocked' | 'play.limit.deposit';

const PLAY_REFUSALS = new Set<string>([
  'play.blocked',
  'play.limit.wager',
  'play.limit.loss',
  'play.session.limit',
  'play.limit.deposit',
]);

export function isPlayRefusal(code: string): code is WagerRefusal | DepositRefusal {
  return PLAY_REFUSALS.has(code);
}

/** The usage of the windows running at `now`: a stored window that has ended counts as zero (the page's view). */
export function currentWindows(usage: UsageRow, now: Date): Record<Period, UsageCounters> {
  const entries = PERIODS.map((period) => {
    const start = windowStart(usage.anchor, now, period);
    const stored = usage.windows[period];
    const counters = stored.start.getTime() === start.getTime() ? stored : { start, wagered: 0n, netLoss: 0n };
    return [period, counters] as const;
  });
  return Object.fromEntries(entries) as Record<Period, UsageCounters>;
}

/**
 * THE check of every wager, inside the wager's transaction (modules/responsible-play/README.md, "Enforcement").
 * Answers null (allowed: for a member with limits the stake is counted in the same transaction) or the refusal.
 * The limits are checked and counted by `play_wager_check` (migration 0044), the one implementation the seamless
 * money call runs in its own statement too.
 *
 * `flags`: the play columns of the member's wallet row when the caller's own lock of that row already read them;
 * without them the row is locked and read here. A member without limits or exclusion pays only that.
 */
export async function wagerRefusal(
  tx: Tx,
  input: { memberId: number; amount: bigint; now: Date; flags?: WalletFlags },
): Promise<WagerRefusal | null> {
  const flags = input.flags ?? (await lockWalletFlags(tx, input.memberId));
  if (flags.playBlockedUntil && flags.playBlockedUntil > input.now) return 'play.blocked';
  if (!flags.hasPlayLimits) return null;
  return (await checkAndCountWager(tx, input)) as WagerRefusal | null;
}

/** wagerRefusal for callers that refuse by throwing (their transaction then leaves no trace). */
export async function assertWagerAllowed(tx: Tx, input: { memberId: number; amount: bigint; now: Date }) {
  const refusal = await wagerRefusal(tx, input);
  if (refusal) throw new AppError(refusal);
}

/**
 * Money coming back from play (a win, or a stake refunded): it lowers the net loss the loss limits count, and a
 * refund takes its stake out of the wagered sum too (`play_return`, migration 0044). Never refuses: a round in play
 * always settles.
 */
export async function recordPlayReturn(
  tx: Tx,
  input: { memberId: number; amount: bigint; now: Date; isRefund?: boolean; flags?: WalletFlags },
): Promise<void> {
  const flags = input.flags ?? (await lockWalletFlags(tx, input.memberId));
  if (!flags.hasPlayLimits || input.amount <= 0n) return;
  await countPlayReturn(tx, { ...input, isRefund: input.isRefund ?? false });
}

/** The check of a new deposit, inside its transaction after the wallet's lock: the block, then every deposit limit. */
export async function depositRefusal(
  tx: Tx,
  input: { memberId: number; amount: bigint; now: Date },
): Promise<DepositRefusal | null> {
  const flags = await lockWalletFlags(tx, input.memberId);
  if (flags.playBlockedUntil && flags.playBlockedUntil > input.now) return 'play.blocked';
  const limits = await listDepositLimits(tx, input.memberId);
  if (limits.length === 0) return null;
  const usage = await readUsage(tx, input.memberId);
  const anchor = usage?.anchor ?? input.now;
  for (const limit of limits) {
    const since = windowStart(anchor, input.now, limit.period as Period);
    if ((await sumDepositsSince(tx, input.memberId, since)) + input.amount > limit.amount) return 'play.limit.deposit';
  }
  return null;
}

/**
 * Runs `work` (a wager or deposit of the caller's) and, when responsible play refused it, notes the hit for the
 * desk's report after the refused transaction has rolled back.
 */
export async function withLimitHits<T>(ctx: AppContext, memberId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && isPlayRefusal(error.code)) await recordLimitHit(ctx, memberId, error.code);
    throw error;
  }
}

export async function recordLimitHit(ctx: AppContext, memberId: number, code: string): Promise<void> {
  await insertPlayEvent(ctx.database.db, { memberId, action: 'LIMIT_HIT', kind: code, createdAt: ctx.now() });
}
