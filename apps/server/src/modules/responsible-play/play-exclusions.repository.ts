import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { playEvents, playExclusions } from '../../db/schema/responsible-play.ts';

export type ExclusionRow = typeof playExclusions.$inferSelect;

export async function insertExclusion(tx: Tx, row: typeof playExclusions.$inferInsert): Promise<ExclusionRow> {
  const [inserted] = await tx.insert(playExclusions).values(row).returning();
  return inserted!;
}

export async function listExclusions(db: Db | Tx, memberId: number): Promise<ExclusionRow[]> {
  return db
    .select()
    .from(playExclusions)
    .where(eq(playExclusions.memberId, memberId))
    .orderBy(desc(playExclusions.startsAt), desc(playExclusions.id));
}

export async function markReopenRequested(tx: Tx, id: number, input: { at: Date; reopensAt: Date }): Promise<void> {
  await tx
    .update(playExclusions)
    .set({ reopenRequestedAt: input.at, reopensAt: input.reopensAt })
    .where(eq(playExclusions.id, id));
}

export async function listExclusionsSince(db: Db, since: Date) {
  return db
    .select({ exclusion: playExclusions, username: members.username })
    .from(playExclusions)
    .innerJoin(members, eq(members.id, playExclusions.memberId))
    .where(gte(playExclusions.startsAt, since))
    .orderBy(desc(playExclusions.startsAt))
    .limit(500);
}

export async function listLimitHitsSince(db: Db, since: Date) {
  return db
    .select({
      username: members.username,
      code: playEvents.kind,
      count: sql<number>`count(*)::int`,
      lastAt: sql<Date>`max(${playEvents.createdAt})`,
    })
    .from(playEvents)
    .innerJoin(members, eq(members.id, playEvents.memberId))
    .where(and(eq(playEvents.action, 'LIMIT_HIT'), gte(playEvents.createdAt, since)))
    .groupBy(members.username, playEvents.kind)
    .orderBy(desc(sql`max(${playEvents.createdAt})`))
    .limit(500);
}
