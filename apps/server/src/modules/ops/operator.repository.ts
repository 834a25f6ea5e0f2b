import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operators, operatorSessions } from '../../db/schema/operators.ts';

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
