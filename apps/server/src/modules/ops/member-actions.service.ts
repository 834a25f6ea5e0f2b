import type { MEMBER_ACTIONS } from '@lucky/contracts/ops/ops-member-desk-endpoints';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { MemberRow } from '../member/member-row.ts';
import { closeAllSessions } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { insertNote, listNotes, listTags, replaceTags } from './member-360.repository.ts';
import { viewNotes } from './member-360.service.ts';
import { lockMemberRow, updateMemberColumns } from './member-actions.repository.ts';

type Action = (typeof MEMBER_ACTIONS)[number];
type Status = MemberRow['status'];

/*
 * The desk's account actions. Each runs with the member row locked and is audited in the same transaction; the
 * member's sessions end after it commits (a lock, a close, a forced logout, a password reset).
 *
 * Forcing a new password clears the stored one: no password opens the account until the member sets a new one
 * through "forgot password" (the link by e-mail or the SMS code), and every session and remembered device ends.
 * Forcing a new payment password clears it the same way: the member sets one before the next withdrawal.
 */

/** The status an action leaves, or a refusal when the account's status does not allow it. */
function nextStatus(action: Action, status: Status): Status {
  if (status === 'CLOSED') throw new AppError('member.closed');
  if (action === 'LOCK') {
    if (status !== 'ACTIVE') throw new AppError('member.action.invalid');
    return 'DISABLED';
  }
  if (action === 'UNLOCK') {
    if (status !== 'DISABLED') throw new AppError('member.action.invalid');
    return 'ACTIVE';
  }
  if (action === 'CLOSE') return 'CLOSED';
  return status;
}

const ENDS_SESSIONS: readonly Action[] = ['LOCK', 'CLOSE', 'FORCE_LOGOUT', 'RESET_PASSWORD'];

export async function runMemberAction(
  ctx: AppContext,
  input: { operator: ActiveOperator; memberId: number; action: Action; reason: string },
) {
  const { operator, action } = input;
  // Closing is final: only an administrator does it, whatever else the role may do at the member desk.
  if (action === 'CLOSE' && operator.role !== 'admin') throw new AppError('operator.forbidden');
  const after = await inTransaction(ctx.database.db, async (tx) => {
    const member = await lockMemberRow(tx, input.memberId);
    if (!member) throw new AppError('member.not.found');
    const status = nextStatus(action, member.status);
    if (status !== member.status) await updateMemberColumns(tx, member.id, { status });
    if (action === 'RESET_PASSWORD')
      await updateMemberColumns(tx, member.id, { passwordHash: null, passwordChangedAt: ctx.now() });
    if (action === 'RESET_PAYMENT_PASSWORD') await updateMemberColumns(tx, member.id, { paymentPasswordHash: null });
    await recordAudit(tx, {
      operator,
      action: `MEMBER_${action}`,
      targetType: 'MEMBER',
      targetId: member.username,
      reason: input.reason,
      before: { status: member.status },
      after: { status },
    });
    return { memberId: member.id, status };
  });
  if (ENDS_SESSIONS.includes(action)) await closeAllSessions(ctx, after.memberId);
  return { ...after, action };
}

/** A note added and/or the tags replaced, audited; answers the member's tags and latest notes. */
export async function annotateMember(
  ctx: AppContext,
  input: { operator: ActiveOperator; memberId: number; note?: string; tags?: string[] },
) {
  const { operator } = input;
  const db = ctx.database.db;
  await inTransaction(db, async (tx) => {
    const member = await lockMemberRow(tx, input.memberId);
    if (!member) throw new AppError('member.not.found');
    if (input.note) await insertNote(tx, { memberId: member.id, operatorId: operator.id, body: input.note });
    const tags = input.tags ? [...new Set(input.tags)] : undefined;
    if (tags) await replaceTags(tx, member.id, operator.id, tags);
    await recordAudit(tx, {
      operator,
      action: 'MEMBER_NOTE',
      targetType: 'MEMBER',
      targetId: member.username,
      after: { note: input.note ?? null, tags: tags ?? null },
    });
  });
  const [tags, notes] = await Promise.all([listTags(db, input.memberId), listNotes(db, input.memberId)]);
  return { tags, notes: viewNotes(notes) };
}
