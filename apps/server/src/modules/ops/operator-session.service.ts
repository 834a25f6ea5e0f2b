import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { recordAudit } from '../audit/audit-log.ts';
import {
  endOperatorSessions,
  findLiveOperatorSession,
  findOperatorByUsername,
  insertOperatorSession,
  touchOperatorSession,
  updateOperatorLogin,
} from './operator.repository.ts';

const TOUCH_INTERVAL_MS = 30_000;

/**
 * Operator login: its own table, token space and session table, so a member token never
 * opens the finance desk and an operator token never acts as a member. One live session per
 * operator; the same idle and absolute limits as members.
 */
export async function loginOperator(
  ctx: AppContext,
  input: { username: string; password: string; request: FastifyRequest },
) {
  await enforceRateLimit(ctx.counters, 'opsLoginPerIp', input.request.ip);
  await enforceRateLimit(ctx.counters, 'opsLoginPerAccount', input.username);
  const db = ctx.database.db;
  const operator = await findOperatorByUsername(db, input.username);
  const valid = await verifyPassword(operator?.passwordHash ?? null, input.password);
  if (!operator || !valid || operator.status !== 'ACTIVE') throw new AppError('operator.login.failed');
  const now = ctx.now();
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  await endOperatorSessions(db, { operatorId: operator.id }, now);
  const sessionId = await insertOperatorSession(db, {
    tokenHash: sha256Hex(token),
    operatorId: operator.id,
    ip: input.request.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  await updateOperatorLogin(db, operator.id, now);
  const active: ActiveOperator = {
    id: operator.id,
    sessionId,
    username: operator.username,
    role: operator.role,
    ip: input.request.ip,
  };
  await recordAudit(db, { operator: active, action: 'LOGIN', targetType: 'OPERATOR', targetId: String(operator.id) });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    operator: { id: operator.id, username: operator.username, role: operator.role },
  };
}

export async function resolveOperatorSession(
  ctx: AppContext,
  token: string,
  ip: string,
): Promise<ActiveOperator | null> {
  if (token.length < 20 || token.length > 100) return null;
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - ctx.config.SESSION_IDLE_MINUTES * 60_000);
  const row = await findLiveOperatorSession(ctx.database.db, sha256Hex(token), now, idleSince);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await touchOperatorSession(ctx.database.db, row.id, now);
  return { id: row.operatorId, sessionId: row.id, username: row.username, role: row.role, ip };
}

export async function logoutOperator(ctx: AppContext, operator: ActiveOperator): Promise<void> {
  await endOperatorSessions(ctx.database.db, { sessionId: operator.sessionId }, ctx.now());
  await recordAudit(ctx.database.db, {
    operator,
    action: 'LOGOUT',
    targetType: 'OPERATOR',
    targetId: String(operator.id),
  });
}
