import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row.id;
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      passwordChangeRequired: sessions.passwordChangeRequired,
      type: members.type,
      username: members.username,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
        eq(members.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

/** The password was changed in this session: its restriction ends. */
export async function clearPasswordChangeRequired(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ passwordChangeRequired: false }).where(eq(sessions.id, id));
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

type EndReason = NonNullable<typeof sessions.$inferSelect.endReason>;

export async function endSession(db: Db, id: number, reason: EndReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

export async function endMemberSessions(
  db: Db,
  input: { memberId: number; exceptId?: number; reason: EndReason; now: Date },
): Promise<void> {
  const conditions = [eq(sessions.memberId, input.memberId), isNull(sessions.endedAt)];
  if (input.exceptId !== undefined) conditions.push(ne(sessions.id, input.exceptId));
  await db
    .update(sessions)
    .set({ endedAt: input.now, endReason: input.reason })
    .where(and(...conditions));
}

export async function countLiveSessions(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)));
  return row.count;
}
