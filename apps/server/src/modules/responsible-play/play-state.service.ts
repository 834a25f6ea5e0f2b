import type { PlayLimitView } from '@lucky/contracts/responsible-play/responsible-play-schemas';
import {
  LIMIT_CONFIRM_WINDOW_DAYS,
  LIMIT_RAISE_WAIT_HOURS,
} from '@lucky/contracts/responsible-play/responsible-play-schemas';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { currentWindows } from './play-guard.service.ts';
import { listExclusions, type ExclusionRow } from './play-exclusions.repository.ts';
import { listLimits, type LimitRow } from './play-limits.repository.ts';
import { findLiveSessionStart } from './play-statement.repository.ts';
import { readUsage, sumDepositsSince, type UsageRow } from './play-usage.repository.ts';
import { DAY_MS, HOUR_MS, windowEnd, windowStart, type Period } from './play-windows.ts';

type Currency = { code: string; scale: number };

/** When a pending raise or removal may be confirmed: from 24 hours after the request, for 7 days. */
export function confirmWindow(requestedAt: Date): { from: Date; until: Date } {
  const from = new Date(requestedAt.getTime() + LIMIT_RAISE_WAIT_HOURS * HOUR_MS);
  return { from, until: new Date(from.getTime() + LIMIT_CONFIRM_WINDOW_DAYS * DAY_MS) };
}

/** The exclusion that blocks play now: running, or a self-exclusion that ended and is not reopened yet. */
export function blockingExclusion(rows: ExclusionRow[], now: Date): ExclusionRow | null {
  const running = rows.find((row) => row.endsAt === null || row.endsAt > now);
  if (running) return running;
  const waiting = rows.find((row) => row.kind === 'SELF_EXCLUSION' && (row.reopensAt === null || row.reopensAt > now));
  return waiting ?? null;
}

export function exclusionView(row: ExclusionRow) {
  return {
    id: row.id,
    kind: row.kind,
    duration: row.duration as 'PERMANENT',
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    reopenRequestedAt: row.reopenRequestedAt?.toISOString() ?? null,
    reopensAt: row.reopensAt?.toISOString() ?? null,
    byOperator: row.operatorId !== null,
  };
}

async function limitView(
  db: Db,
  input: { row: LimitRow; usage: UsageRow | null; currency: Currency; now: Date; sessionStart: Date | null },
): Promise<PlayLimitView> {
  const { row, usage, currency, now } = input;
  const isSession = row.kind === 'SESSION';
  const show = (amount: bigint) => (isSession ? amount.toString() : formatMoney(amount, currency.scale));
  let used = 0n;
  let resetsAt: Date | null = null;
  if (isSession) {
    if (input.sessionStart) used = BigInt(Math.floor((now.getTime() - input.sessionStart.getTime()) / 60_000));
  } else {
    const period = row.period as Period;
    const anchor = usage?.anchor ?? now;
    resetsAt = windowEnd(anchor, now, period);
    if (row.kind === 'DEPOSIT') used = await sumDepositsSince(db, row.memberId, windowStart(anchor, now, period));
    else if (usage) {
      const counters = currentWindows(usage, now)[period];
      used = row.kind === 'WAGER' ? counters.wagered : counters.netLoss > 0n ? counters.netLoss : 0n;
    }
  }
  const requestedAt = row.pendingRequestedAt;
  const window = requestedAt ? confirmWindow(requestedAt) : null;
  return {
    kind: row.kind,
    period: row.period,
    amount: show(row.amount),
    used: show(used),
    resetsAt: resetsAt?.toISOString() ?? null,
    pending:
      requestedAt && window
        ? {
            amount: row.pendingAmount === null ? null : show(row.pendingAmount),
            isRemoval: row.pendingRemoval,
            requestedAt: requestedAt.toISOString(),
            confirmFrom: window.from.toISOString(),
            confirmUntil: window.until.toISOString(),
          }
        : null,
  };
}

const KIND_ORDER = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'];
const PERIOD_ORDER = ['DAY', 'WEEK', 'MONTH', 'SESSION'];

/** A member's limits with their use, the reality-check interval and the exclusion that blocks play, if any. */
export async function readPlayState(db: Db, input: { memberId: number; currency: Currency; now: Date }) {
  const { memberId, currency, now } = input;
  const [rows, usage, exclusions, sessionStart] = await Promise.all([
    listLimits(db, memberId),
    readUsage(db, memberId),
    listExclusions(db, memberId),
    findLiveSessionStart(db, memberId),
  ]);
  rows.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period),
  );
  const limits = await Promise.all(rows.map((row) => limitView(db, { row, usage, currency, now, sessionStart })));
  const blocking = blockingExclusion(exclusions, now);
  return {
    currency: currency.code,
    limits,
    realityCheckMinutes: usage?.realityCheckMinutes ?? null,
    exclusion: blocking ? exclusionView(blocking) : null,
    canRequestReopen:
      blocking !== null &&
      blocking.kind === 'SELF_EXCLUSION' &&
      blocking.endsAt !== null &&
      blocking.endsAt <= now &&
      blocking.reopenRequestedAt === null,
    exclusions,
  };
}
