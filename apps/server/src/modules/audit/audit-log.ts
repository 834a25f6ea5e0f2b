import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import type { ActiveOperator } from './active-operator.ts';
import { insertAuditEntry, listAuditEntries } from './audit.repository.ts';

type Snapshot = Record<string, unknown> | null;

/** JSON cannot hold bigint; amounts in the log are kept as their minor-unit strings. */
function toJson(snapshot: Snapshot): Snapshot {
  if (!snapshot) return null;
  return JSON.parse(JSON.stringify(snapshot, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)));
}

/**
 * Appends one entry to the operator audit log. Called inside the transaction of the action, so
 * an action and its entry exist together or not at all; a trigger refuses updates and deletes.
 */
export async function recordAudit(
  tx: Db | Tx,
  input: {
    operator: ActiveOperator;
    action: string;
    targetType: string;
    targetId?: string;
    reason?: string | null;
    before?: Snapshot;
    after?: Snapshot;
  },
): Promise<void> {
  await insertAuditEntry(tx, {
    operatorId: input.operator.id,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId ?? null,
    reason: input.reason ?? null,
    before: toJson(input.before ?? null),
    after: toJson(input.after ?? null),
    ip: input.operator.ip,
  });
}

export async function readAuditLog(
  db: Db,
  query: PageRequest & { action?: string; targetId?: string; targetType?: string; operator?: string },
) {
  const { rows, total } = await listAuditEntries(
    db,
    {
      action: query.action || undefined,
      targetId: query.targetId || undefined,
      targetType: query.targetType || undefined,
      operator: query.operator || undefined,
      ...parseDateRange(query),
    },
    query.pageSize,
    offsetOf(query),
  );
  return toPage(
    rows.map(({ entry, operator }) => ({
      id: entry.id,
      operator,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    query,
  );
}
