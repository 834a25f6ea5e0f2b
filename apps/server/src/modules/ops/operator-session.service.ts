import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { isAddressAllowed } from '../seamless/vendor-access.ts';
import { checkCode, checkPassword, clearFailures, recordAttempt, type Attempt } from './operator-credentials.ts';
import { newTotpSecret, totpUri } from './operator-totp.ts';
import {
  endOperatorSessions,
  findLiveOperatorSession,
  findSessionEndReason,
  insertOperatorSession,
  touchOperatorSession,
  updateOperator,
  updateOperatorLogin,
  type OperatorRow,
} from './operator.repository.ts';

const TOUCH_INTERVAL_MS = 30_000;

type Credentials = { username: string; password: string; request: FastifyRequest };

/**
 * Opens the session of an operator who passed every check. One live session per operator: the one before ends
 * as SUPERSEDED, and its next call answers operator.session.superseded, so the other desk says why it closed.
 */
async function openSession(ctx: AppContext, attempt: Attempt & { operator: OperatorRow }) {
  const { operator, request } = attempt;
  const db = ctx.database.db;
  const now = ctx.now();
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  await endOperatorSessions(db, { operatorId: operator.id }, now, 'SUPERSEDED');
  const sessionId = await insertOperatorSession(db, {
    tokenHash: sha256Hex(token),
    operatorId: operator.id,
    ip: request.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  await updateOperatorLogin(db, operator.id, now);
  await clearFailures(attempt);
  await recordAttempt(attempt, 'SUCCESS');
  const active: ActiveOperator = {
    id: operator.id,
    sessionId,
    username: operator.username,
    role: operator.role,
    ip: request.ip,
  };
  await recordAudit(db, { operator: active, action: 'LOGIN', targetType: 'OPERATOR', targetId: String(operator.id) });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    operator: { id: operator.id, username: operator.username, role: operator.role },
  };
}

/**
 * Operator login: its own table, token space and session table, so a member token never opens the desk and an
 * operator token never acts as a member. Password, status and address (operator-credentials.ts), then the
 * authenticator code once two-factor is set up; an operator who must set it up first is told so
 * (operator.totp.enrolment.required) and does it with the two calls below. The members' idle and absolute limits.
 */
export async function loginOperator(ctx: AppContext, input: Credentials & { code?: string }) {
  const attempt = await checkPassword(ctx, input);
  const { operator } = attempt;
  if (operator.totpSecret) await checkCode(attempt, { secret: operator.totpSecret, code: input.code });
  else if (operator.totpRequired) {
    await ctx.counters.decrement(attempt.failureKey);
    await recordAttempt(attempt, 'ENROLMENT_REQUIRED');
    throw new AppError('operator.totp.enrolment.required');
  }
  return openSession(ctx, attempt);
}

/** The set-up's first call: with the password, a new secret shown once (again on a second call: a new one). */
export async function startTotpEnrolment(ctx: AppContext, input: Credentials & { issuer: string }) {
  const attempt = await checkPassword(ctx, input);
  const { operator } = attempt;
  if (operator.totpSecret) {
    await ctx.counters.decrement(attempt.failureKey);
    throw new AppError('operator.totp.enrolled');
  }
  const secret = newTotpSecret();
  await updateOperator(ctx.database.db, operator.id, { totpPendingSecret: secret });
  await ctx.counters.decrement(attempt.failureKey);
  return { secret, otpauthUri: totpUri({ issuer: input.issuer, username: operator.username, secret }) };
}

/** The set-up's second call: the app's first code confirms the secret, which becomes the operator's; signs in. */
export async function confirmTotpEnrolment(ctx: AppContext, input: Credentials & { code: string }) {
  const attempt = await checkPassword(ctx, input);
  const { operator } = attempt;
  if (operator.totpSecret) {
    await ctx.counters.decrement(attempt.failureKey);
    throw new AppError('operator.totp.enrolled');
  }
  const secret = operator.totpPendingSecret;
  if (!secret) {
    await ctx.counters.decrement(attempt.failureKey);
    throw new AppError('operator.totp.enrolment.required');
  }
  await checkCode(attempt, { secret, code: input.code });
  const enrolled = await updateOperator(ctx.database.db, operator.id, {
    totpSecret: secret,
    totpPendingSecret: null,
    totpEnrolledAt: ctx.now(),
  });
  await recordAttempt(attempt, 'ENROLLED');
  return openSession(ctx, { ...attempt, operator: enrolled });
}

/**
 * The operator of a token, for every operator endpoint: null for no live session; a session ended because the
 * operator signed in elsewhere answers operator.session.superseded, and a call from outside the operator's
 * allow list operator.ip.forbidden.
 */
export async function resolveOperatorSession(
  ctx: AppContext,
  token: string,
  ip: string,
): Promise<ActiveOperator | null> {
  if (token.length < 20 || token.length > 100) return null;
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - ctx.config.SESSION_IDLE_MINUTES * 60_000);
  const tokenHash = sha256Hex(token);
  const row = await findLiveOperatorSession(ctx.database.db, tokenHash, now, idleSince);
  if (!row) {
    if ((await findSessionEndReason(ctx.database.db, tokenHash)) === 'SUPERSEDED')
      throw new AppError('operator.session.superseded');
    return null;
  }
  if (!isAddressAllowed(row.allowedIps, ip)) throw new AppError('operator.ip.forbidden');
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await touchOperatorSession(ctx.database.db, row.id, now);
  return { id: row.operatorId, sessionId: row.id, username: row.username, role: row.role, ip };
}

export async function logoutOperator(ctx: AppContext, operator: ActiveOperator): Promise<void> {
  await endOperatorSessions(ctx.database.db, { sessionId: operator.sessionId }, ctx.now(), 'LOGOUT');
  await recordAudit(ctx.database.db, {
    operator,
    action: 'LOGOUT',
    targetType: 'OPERATOR',
    targetId: String(operator.id),
  });
}
