import { and, asc, desc, eq, gt, isNull, or, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorLogins, operators, operatorSessions } from '../../db/schema/operators.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByUsername(db: Db, username: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

/** Answers the new operator, or null when the username is taken (any case). */
export async function insertOperator(db: Db, values: typeof operators.$inferInsert): Promise<OperatorRow | null> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOperatorById(db: Db, id: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.id));
}

export async function updateOperator(
  db: Db,
  id: number,
  values: Partial<typeof operators.$inferInsert>,
): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return row;
}

/**
 * Takes a TOTP step as the operator's last one only when it is later than the last (a compare-and-set: two
 * sign-ins with the same code at once cannot both pass). False when the step was already used.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function insertOperatorLogin(db: Db, values: typeof operatorLogins.$inferInsert): Promise<void> {
  await db.insert(operatorLogins).values(values);
}

export async function listOperatorLogins(db: Db, filter: { operatorId?: number }, limit: number, offset: number) {
  const where = filter.operatorId === undefined ? undefined : eq(operatorLogins.operatorId, filter.operatorId);
  const [rows, [count]] = await Promise.all([
    db.select().from(operatorLogins).where(where).orderBy(desc(operatorLogins.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(operatorLogins)
      .where(where),
  ]);
  return { rows, total: count.total };
}

/** Why the session of a token ended, or null when there is no such session or it has not ended. */
export async function findSessionEndReason(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ endReason: operatorSessions.endReason })
    .from(operatorSessions)
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row?.endReason ?? null;
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
      allowedIps: operators.allowedIps,
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
  reason: 'LOGOUT' | 'SUPERSEDED' | 'DISABLED' | 'TOTP_RESET',
): Promise<void> {
  const conditions: SQL[] = [isNull(operatorSessions.endedAt)];
  if (where.sessionId !== undefined) conditions.push(eq(operatorSessions.id, where.sessionId));
  if (where.operatorId !== undefined) conditions.push(eq(operatorSessions.operatorId, where.operatorId));
  await db
    .update(operatorSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(...conditions));
}
