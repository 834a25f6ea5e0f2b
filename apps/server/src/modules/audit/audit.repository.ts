import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operatorAuditLog, operators } from '../../db/schema/operators.ts';

export async function insertAuditEntry(tx: Db | Tx, values: typeof operatorAuditLog.$inferInsert): Promise<void> {
  await tx.insert(operatorAuditLog).values(values);
}

export async function listAuditEntries(
  db: Db,
  filter: {
    action?: string;
    targetId?: string;
    targetType?: string;
    operator?: string;
    from: Date | null;
    until: Date | null;
  },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(operatorAuditLog.action, filter.action));
  if (filter.targetId) conditions.push(eq(operatorAuditLog.targetId, filter.targetId));
  if (filter.targetType) conditions.push(eq(operatorAuditLog.targetType, filter.targetType));
  if (filter.operator)
    conditions.push(
      sql`${operatorAuditLog.operatorId} in (select id from ${operators} where lower(${operators.username}) = ${filter.operator.toLowerCase()})`,
    );
  if (filter.from) conditions.push(sql`${operatorAuditLog.createdAt} >= ${filter.from.toISOString()}`);
  if (filter.until) conditions.push(sql`${operatorAuditLog.createdAt} < ${filter.until.toISOString()}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: operatorAuditLog, operator: operators.username })
      .from(operatorAuditLog)
      .innerJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
      .where(where)
      .orderBy(desc(operatorAuditLog.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(operatorAuditLog)
      .where(where),
  ]);
  return { rows, total: count.total };
}
