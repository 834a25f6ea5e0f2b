import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operatorAuditLog, operators, operatorSessions } from '../../db/schema/operators.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByUsername(db: Db, username: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

export async function insertOperator(db: Db, values: typeof operators.$inferInsert): Promise<void> {
  await db.insert(operators).values(values).onConflictDoNothing();
}

export async function updateOperatorLogin(db: Db, id: number, now: Date): Promise<void> {
  await db.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, id));
}

export async function insertOperatorSession(db: Db, values: typeof operatorSessions.$inferInsert): Promise<number> {
  const [row] = await db.insert(operatorSessions).values(values).returning({ id: operatorSessions.id });
  return row.id;
}

export async function findLiveOperatorSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      id: operatorSessions.id,
      operatorId: operators.id,
      username: operators.username,
      role: operators.role,
      lastSeenAt: operatorSessions.lastSeenAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        eq(operators.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

export async function touchOperatorSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
}

export async function endOperatorSessions(
  db: Db,
  where: { sessionId?: number; operatorId?: number },
  now: Date,
): Promise<void> {
  const conditions: SQL[] = [isNull(operatorSessions.endedAt)];
  if (where.sessionId !== undefined) conditions.push(eq(operatorSessions.id, where.sessionId));
  if (where.operatorId !== undefined) conditions.push(eq(operatorSessions.operatorId, where.operatorId));
  await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(...conditions));
}

export async function insertAuditEntry(tx: Db | Tx, values: typeof operatorAuditLog.$inferInsert): Promise<void> {
  await tx.insert(operatorAuditLog).values(values);
}

export async function listAuditEntries(
  db: Db,
  filter: { action?: string; targetId?: string; from: Date | null; until: Date | null },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(operatorAuditLog.action, filter.action));
  if (filter.targetId) conditions.push(eq(operatorAuditLog.targetId, filter.targetId));
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
