import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { adjustmentRequests } from '../../db/schema/backoffice.ts';
import { members } from '../../db/schema/members.ts';
import { operators } from '../../db/schema/operators.ts';
import { turnoverRequirements } from '../../db/schema/promotions.ts';

export type AdjustmentRow = typeof adjustmentRequests.$inferSelect;
export type AdjustmentStatus = AdjustmentRow['status'];

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

const viewColumns = {
  row: adjustmentRequests,
  username: members.username,
  requestedBy: requester.username,
  decidedBy: decider.username,
};

function withNames(db: Db | Tx) {
  return db
    .select(viewColumns)
    .from(adjustmentRequests)
    .innerJoin(members, eq(members.id, adjustmentRequests.memberId))
    .innerJoin(requester, eq(requester.id, adjustmentRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, adjustmentRequests.decidedBy));
}

export type AdjustmentWithNames = {
  row: AdjustmentRow;
  username: string;
  requestedBy: string;
  decidedBy: string | null;
};

export async function findAdjustmentView(db: Db | Tx, id: number): Promise<AdjustmentWithNames | null> {
  const [row] = await withNames(db).where(eq(adjustmentRequests.id, id));
  return (row as AdjustmentWithNames | undefined) ?? null;
}

export async function findAdjustmentByKey(tx: Tx, requestKey: string): Promise<AdjustmentRow | null> {
  const [row] = await tx.select().from(adjustmentRequests).where(eq(adjustmentRequests.requestKey, requestKey));
  return row ?? null;
}

/** The row, locked: two approvals of one request queue here, and the second finds it decided. */
export async function lockAdjustment(tx: Tx, id: number): Promise<AdjustmentRow | null> {
  const [row] = await tx.select().from(adjustmentRequests).where(eq(adjustmentRequests.id, id)).for('update');
  return row ?? null;
}

/** Null when a concurrent request with the same key got there first. */
export async function insertAdjustment(
  tx: Tx,
  values: typeof adjustmentRequests.$inferInsert,
): Promise<AdjustmentRow | null> {
  const [row] = await tx.insert(adjustmentRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateAdjustment(
  tx: Tx,
  id: number,
  values: Partial<Pick<AdjustmentRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'transferId'>>,
): Promise<void> {
  await tx.update(adjustmentRequests).set(values).where(eq(adjustmentRequests.id, id));
}

export async function listAdjustments(db: Db, status: AdjustmentStatus, limit: number, offset: number) {
  const where = eq(adjustmentRequests.status, status);
  const [rows, [totals]] = await Promise.all([
    withNames(db)
      .where(where)
      .orderBy(desc(adjustmentRequests.createdAt), desc(adjustmentRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: count(),
        credit: sql<string>`coalesce(sum(${adjustmentRequests.amount}) filter (where ${adjustmentRequests.direction} = 'CREDIT'), 0)::text`,
        debit: sql<string>`coalesce(sum(${adjustmentRequests.amount}) filter (where ${adjustmentRequests.direction} = 'DEBIT'), 0)::text`,
      })
      .from(adjustmentRequests)
      .where(where),
  ]);
  return { rows: rows as AdjustmentWithNames[], totals: totals! };
}

/** A manual bonus's turnover: the same requirement a promotion's bonus makes, without a promotion. */
export async function insertBonusTurnover(
  tx: Tx,
  values: { memberId: number; required: bigint; createdAt: Date },
): Promise<void> {
  await tx.insert(turnoverRequirements).values(values);
}
