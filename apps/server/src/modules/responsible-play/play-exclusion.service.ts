import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ensureMemberWallet } from '../wallet/ledger.service.ts';
import { REOPEN_WAIT_HOURS } from '@lucky/contracts/responsible-play/responsible-play-schemas';
import { blockingExclusion } from './play-state.service.ts';
import { insertExclusion, listExclusions, markReopenRequested } from './play-exclusions.repository.ts';
import { insertPlayEvent } from './play-limits.repository.ts';
import { lockWalletFlags, writeWalletFlags } from './play-usage.repository.ts';
import { DAY_MS, HOUR_MS } from './play-windows.ts';

export type ExclusionRequest =
  | { kind: 'COOL_OFF'; duration: '24H' | '7D' | '30D' }
  | { kind: 'SELF_EXCLUSION'; duration: '6M' | '1Y' | '5Y' | 'PERMANENT' };

/** A self-exclusion blocks play until the member asks to reopen after its end: this stands for "not yet asked". */
export const UNTIL_REOPENED = new Date('9999-12-31T00:00:00Z');

function addMonths(at: Date, months: number): Date {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export function exclusionEnd(request: ExclusionRequest, now: Date): Date | null {
  switch (request.duration) {
    case '24H':
      return new Date(now.getTime() + DAY_MS);
    case '7D':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '30D':
      return new Date(now.getTime() + 30 * DAY_MS);
    case '6M':
      return addMonths(now, 6);
    case '1Y':
      return addMonths(now, 12);
    case '5Y':
      return addMonths(now, 60);
    case 'PERMANENT':
      return null;
  }
}

/**
 * Writes a cool-off or self-exclusion, effective at once: the block goes on the member's wallet rows (which every
 * wager locks), so a wager committing after this one is refused. It never shortens what runs: a shorter request is
 * refused, and the block only moves later. `tx` is the caller's (an operator's adds its audit entry).
 */
export async function writeExclusion(
  tx: Tx,
  input: {
    memberId: number;
    request: ExclusionRequest;
    now: Date;
    currencyCode: string;
    operator?: { id: number; reason: string };
  },
): Promise<Date | null> {
  const { memberId, request, now } = input;
  await ensureMemberWallet(tx, memberId, input.currencyCode);
  const flags = await lockWalletFlags(tx, memberId);
  const endsAt = exclusionEnd(request, now);
  const running = (await listExclusions(tx, memberId)).find((row) => row.endsAt === null || row.endsAt > now);
  if (running && (running.endsAt === null || (endsAt !== null && endsAt < running.endsAt)))
    throw new AppError('play.exclusion.shorter', undefined, { endsAt: running.endsAt?.toISOString() ?? null });
  const block = request.kind === 'SELF_EXCLUSION' ? UNTIL_REOPENED : endsAt!;
  const current = flags.playBlockedUntil;
  await writeWalletFlags(tx, memberId, { playBlockedUntil: current && current > block ? current : block });
  await insertExclusion(tx, {
    memberId,
    kind: request.kind,
    duration: request.duration,
    startsAt: now,
    endsAt,
    operatorId: input.operator?.id ?? null,
    reason: input.operator?.reason ?? null,
  });
  await insertPlayEvent(tx, {
    memberId,
    action: request.kind,
    kind: request.duration,
    operatorId: input.operator?.id ?? null,
    reason: input.operator?.reason ?? null,
    createdAt: now,
  });
  return endsAt;
}

/** Login during a running cool-off or self-exclusion is refused with its end (null: permanent). */
export async function assertLoginAllowed(ctx: AppContext, memberId: number): Promise<void> {
  const now = ctx.now();
  const running = (await listExclusions(ctx.database.db, memberId)).find(
    (row) => row.endsAt === null || row.endsAt > now,
  );
  if (!running) return;
  const until = running.endsAt?.toISOString() ?? null;
  throw new AppError(
    'account.excluded',
    until
      ? `This account is on a ${running.kind === 'COOL_OFF' ? 'cool-off' : 'self-exclusion'} until ${until}`
      : undefined,
    { kind: running.kind, until },
  );
}

/**
 * At the end of a self-exclusion the member asks to reopen; play resumes 24 hours later (the block's new end,
 * checked by every wager against its own clock: no job reopens anything).
 */
export async function requestReopen(tx: Tx, input: { memberId: number; now: Date }): Promise<void> {
  const { memberId, now } = input;
  await lockWalletFlags(tx, memberId);
  const blocking = blockingExclusion(await listExclusions(tx, memberId), now);
  if (
    !blocking ||
    blocking.kind !== 'SELF_EXCLUSION' ||
    blocking.endsAt === null ||
    blocking.endsAt > now ||
    blocking.reopenRequestedAt
  )
    throw new AppError('play.reopen.not.due');
  const reopensAt = new Date(now.getTime() + REOPEN_WAIT_HOURS * HOUR_MS);
  await markReopenRequested(tx, blocking.id, { at: now, reopensAt });
  await writeWalletFlags(tx, memberId, { playBlockedUntil: reopensAt });
  await insertPlayEvent(tx, { memberId, action: 'REOPEN_REQUESTED', createdAt: now });
}
