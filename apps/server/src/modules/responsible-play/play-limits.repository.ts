import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operators } from '../../db/schema/operators.ts';
import { playEvents, playLimits } from '../../db/schema/responsible-play.ts';

export type LimitRow = typeof playLimits.$inferSelect;
export type LimitKind = LimitRow['kind'];
export type LimitPeriod = LimitRow['period'];

export async function listLimits(db: Db | Tx, memberId: number): Promise<LimitRow[]> {
  return db.select().from(playLimits).where(eq(playLimits.memberId, memberId));
}

export async function listDepositLimits(db: Db | Tx, memberId: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, 'DEPOSIT')));
}

/** Locks and answers one limit row: changes of one limit take turns. */
export async function lockLimit(tx: Tx, memberId: number, kind: LimitKind, period: LimitPeriod) {
  const [row] = await tx
    .select()
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, kind), eq(playLimits.period, period)))
    .for('update');
  return row ?? null;
}

export async function saveLimit(tx: Tx, row: typeof playLimits.$inferInsert): Promise<void> {
  await tx
    .insert(playLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [playLimits.memberId, playLimits.kind, playLimits.period],
      set: {
        amount: row.amount,
        pendingAmount: row.pendingAmount ?? null,
        pendingRemoval: row.pendingRemoval ?? false,
        pendingRequestedAt: row.pendingRequestedAt ?? null,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteLimit(tx: Tx, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<void> {
  await tx
    .delete(playLimits)
    .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, kind), eq(playLimits.period, period)));
}

/** Whether the member keeps a limit a wager must read (wager, loss or session). */
export async function hasWagerLimits(tx: Tx, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), sql`${playLimits.kind} <> 'DEPOSIT'`));
  return row.count > 0;
}

export async function insertPlayEvent(db: Db | Tx, row: typeof playEvents.$inferInsert): Promise<void> {
  await db.insert(playEvents).values(row);
}

export async function listPlayEvents(db: Db, memberId: number, limit = 100) {
  return db
    .select({ event: playEvents, operator: operators.username })
    .from(playEvents)
    .leftJoin(operators, eq(operators.id, playEvents.operatorId))
    .where(eq(playEvents.memberId, memberId))
    .orderBy(desc(playEvents.id))
    .limit(limit);
}
