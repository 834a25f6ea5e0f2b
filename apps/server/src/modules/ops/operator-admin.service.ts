import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { buildAllowList } from '../seamless/vendor-access.ts';
import {
  endOperatorSessions,
  findOperatorById,
  insertOperator,
  listOperatorLogins,
  listOperators,
  updateOperator,
  type OperatorRow,
} from './operator.repository.ts';

/** An operator as the operators desk shows it: never its password hash or its second factor's secret. */
export function operatorView(row: OperatorRow) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    status: row.status,
    totpEnrolled: row.totpSecret !== null,
    totpRequired: row.totpRequired,
    allowedIps: row.allowedIps,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an operator's settings, before and after a change. */
const settingsOf = (row: OperatorRow) => ({
  role: row.role,
  status: row.status,
  totpRequired: row.totpRequired,
  totpEnrolled: row.totpSecret !== null,
  allowedIps: row.allowedIps,
});

/** One entry per address, in the order given; a list Node cannot read is refused here (request.invalid). */
function tidyAllowList(allowedIps: string[]): string[] {
  const list = [...new Set(allowedIps.map((entry) => entry.trim()))];
  buildAllowList(list);
  return list;
}

export async function listOperatorViews(ctx: AppContext) {
  return (await listOperators(ctx.database.db)).map(operatorView);
}

export async function createOperator(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    username: string;
    password: string;
    role: OperatorRole;
    allowedIps: string[];
    totpRequired: boolean;
    reason: string;
  },
) {
  const passwordHash = await hashPassword(input.password);
  const db = ctx.database.db;
  const created = await insertOperator(db, {
    username: input.username,
    passwordHash,
    role: input.role,
    allowedIps: tidyAllowList(input.allowedIps),
    totpRequired: input.totpRequired,
    createdAt: ctx.now(),
  });
  if (!created) throw new AppError('operator.username.taken');
  await recordAudit(db, {
    operator: input.operator,
    action: 'OPERATOR_CREATE',
    targetType: 'OPERATOR',
    targetId: created.username,
    reason: input.reason,
    after: settingsOf(created),
  });
  return operatorView(created);
}

async function findOrFail(ctx: AppContext, operatorId: number): Promise<OperatorRow> {
  const row = await findOperatorById(ctx.database.db, operatorId);
  if (!row) throw new AppError('operator.not.found');
  return row;
}

/**
 * Changes an operator's role, status, allow list or two-factor requirement. Nobody disables or re-roles
 * themselves (the desk must keep an admin who can undo it). A role change applies at the operator's next call (the
 * session reads the role each time); disabling ends the session at once.
 */
export async function updateOperatorSettings(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    operatorId: number;
    role?: OperatorRole;
    status?: 'ACTIVE' | 'DISABLED';
    allowedIps?: string[];
    totpRequired?: boolean;
    reason: string;
  },
) {
  const before = await findOrFail(ctx, input.operatorId);
  const isSelf = before.id === input.operator.id;
  if (isSelf && ((input.role && input.role !== before.role) || input.status === 'DISABLED'))
    throw new AppError('operator.self.change');
  const db = ctx.database.db;
  const after = await updateOperator(db, before.id, {
    ...(input.role ? { role: input.role } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.allowedIps ? { allowedIps: tidyAllowList(input.allowedIps) } : {}),
    ...(input.totpRequired === undefined ? {} : { totpRequired: input.totpRequired }),
  });
  if (after.status === 'DISABLED' && before.status !== 'DISABLED')
    await endOperatorSessions(db, { operatorId: after.id }, ctx.now(), 'DISABLED');
  await recordAudit(db, {
    operator: input.operator,
    action: 'OPERATOR_UPDATE',
    targetType: 'OPERATOR',
    targetId: after.username,
    reason: input.reason,
    before: settingsOf(before),
    after: settingsOf(after),
  });
  return operatorView(after);
}

/** A lost phone: the second factor is removed, a new set-up is required at the next sign-in, the session ends. */
export async function resetOperatorTotp(
  ctx: AppContext,
  input: { operator: ActiveOperator; operatorId: number; reason: string },
) {
  const before = await findOrFail(ctx, input.operatorId);
  const db = ctx.database.db;
  const after = await updateOperator(db, before.id, {
    totpSecret: null,
    totpPendingSecret: null,
    totpEnrolledAt: null,
    totpLastStep: null,
    totpRequired: true,
  });
  await endOperatorSessions(db, { operatorId: after.id }, ctx.now(), 'TOTP_RESET');
  await recordAudit(db, {
    operator: input.operator,
    action: 'OPERATOR_TOTP_RESET',
    targetType: 'OPERATOR',
    targetId: after.username,
    reason: input.reason,
    before: settingsOf(before),
    after: settingsOf(after),
  });
  return operatorView(after);
}

export async function readOperatorLogins(ctx: AppContext, query: PageRequest & { operatorId?: number }) {
  const { rows, total } = await listOperatorLogins(
    ctx.database.db,
    { operatorId: query.operatorId },
    query.pageSize,
    offsetOf(query),
  );
  return toPage(
    rows.map((row) => ({
      id: row.id,
      operatorId: row.operatorId,
      username: row.username,
      outcome: row.outcome,
      ip: row.ip,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    query,
  );
}
