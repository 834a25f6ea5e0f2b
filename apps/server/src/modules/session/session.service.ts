import type { AppContext } from '../../app-context.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { revokeRememberedDevices } from './remember-me.service.ts';
import {
  clearPasswordChangeRequired,
  endMemberSessions,
  endSession,
  findLiveSession,
  insertSession,
  touchSession,
} from './session.repository.ts';

export type ActiveSession = {
  id: number;
  memberId: number;
  type: number;
  username: string;
  passwordChangeRequired: boolean;
};

/** Writes of last-seen are batched to this granularity so reads don't each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

/**
 * Opens a session: a fresh 256-bit token of which only the hash is stored. A member has one
 * live session at a time, so a new login ends the previous one.
 */
export async function openSession(
  ctx: AppContext,
  input: { memberId: number; ip: string; userAgent?: string; passwordChangeRequired?: boolean },
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const now = ctx.now();
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  const db = ctx.database.db;
  await endMemberSessions(db, { memberId: input.memberId, reason: 'NEW_LOGIN', now });
  const sessionId = await insertSession(db, {
    tokenHash: sha256Hex(token),
    memberId: input.memberId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    passwordChangeRequired: input.passwordChangeRequired ?? false,
  });
  // Open push sockets of the ended sessions stop receiving the member's balance.
  ctx.push.forgetMemberSessions({ memberId: input.memberId, keepSessionId: sessionId });
  return { token, expiresAt, sessionId };
}

/** A live session for the token, or null when unknown, ended, idle too long or past its absolute end. */
export async function resolveSession(ctx: AppContext, token: string): Promise<ActiveSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - ctx.config.SESSION_IDLE_MINUTES * 60_000);
  const row = await findLiveSession(ctx.database.db, sha256Hex(token), now, idleSince);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(ctx.database.db, row.id, now);
  return {
    id: row.id,
    memberId: row.memberId,
    type: row.type,
    username: row.username,
    passwordChangeRequired: row.passwordChangeRequired,
  };
}

export async function closeSession(ctx: AppContext, session: { id: number; memberId: number }): Promise<void> {
  await endSession(ctx.database.db, session.id, 'LOGOUT', ctx.now());
  // A member has one live session, so after a logout none of its sockets may hear its balance.
  ctx.push.forgetMemberSessions({ memberId: session.memberId });
}

/** Logout everywhere: every session of the member ends and every remembered device is forgotten. */
export async function closeAllSessions(ctx: AppContext, memberId: number): Promise<void> {
  await endMemberSessions(ctx.database.db, { memberId, reason: 'LOGOUT', now: ctx.now() });
  ctx.push.forgetMemberSessions({ memberId });
  await revokeRememberedDevices(ctx, memberId, 'LOGOUT_EVERYWHERE');
}

/** A new password ends every session of the member but the one that set it (if any). */
export async function endSessionsForNewPassword(
  ctx: AppContext,
  input: { memberId: number; keepSessionId?: number; now: Date },
): Promise<void> {
  await endMemberSessions(ctx.database.db, {
    memberId: input.memberId,
    exceptId: input.keepSessionId,
    reason: 'PASSWORD_CHANGED',
    now: input.now,
  });
}

/** The session's member has replaced the weak password it was told to change. */
export async function clearSessionPasswordChange(ctx: AppContext, sessionId: number): Promise<void> {
  await clearPasswordChangeRequired(ctx.database.db, sessionId);
}
