import type { MallRedemptionStatus, PointsRecordType } from '@lucky/contracts/points/points-constants';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { operators } from '../../db/schema/operators.ts';
import { mallItems, mallRedemptions, pointsRecords } from '../../db/schema/points.ts';

export type MallItemRow = typeof mallItems.$inferSelect;
export type MallRedemptionRow = typeof mallRedemptions.$inferSelect;

export function listItems(db: Db | Tx, options: { isEnabledOnly: boolean }): Promise<MallItemRow[]> {
  return db
    .select()
    .from(mallItems)
    .where(options.isEnabledOnly ? eq(mallItems.enabled, true) : undefined)
    .orderBy(asc(mallItems.sort), asc(mallItems.id));
}

export async function lockItem(tx: Tx, id: number): Promise<MallItemRow | null> {
  const [row] = await tx.select().from(mallItems).where(eq(mallItems.id, id)).for('update');
  return row ?? null;
}

export async function insertItem(tx: Tx, values: typeof mallItems.$inferInsert): Promise<MallItemRow> {
  const [row] = await tx.insert(mallItems).values(values).returning();
  return row;
}

export async function updateItem(
  tx: Tx,
  id: number,
  values: Partial<typeof mallItems.$inferInsert>,
): Promise<MallItemRow> {
  const [row] = await tx
    .update(mallItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mallItems.id, id))
    .returning();
  return row;
}

export async function findRedemptionByRequest(
  db: Db | Tx,
  memberId: number,
  requestId: string,
): Promise<MallRedemptionRow | null> {
  const [row] = await db
    .select()
    .from(mallRedemptions)
    .where(and(eq(mallRedemptions.memberId, memberId), eq(mallRedemptions.requestId, requestId)));
  return row ?? null;
}

export async function insertRedemption(
  tx: Tx,
  values: typeof mallRedemptions.$inferInsert,
): Promise<MallRedemptionRow> {
  const [row] = await tx.insert(mallRedemptions).values(values).returning();
  return row;
}

export async function lockRedemption(tx: Tx, id: number): Promise<MallRedemptionRow | null> {
  const [row] = await tx.select().from(mallRedemptions).where(eq(mallRedemptions.id, id)).for('update');
  return row ?? null;
}

export async function updateRedemption(
  tx: Tx,
  id: number,
  values: Partial<typeof mallRedemptions.$inferInsert>,
): Promise<MallRedemptionRow> {
  const [row] = await tx.update(mallRedemptions).set(values).where(eq(mallRedemptions.id, id)).returning();
  return row;
}

/** The REDEEM record follows its redemption's status, so the points history shows where it stands. */
export async function setRedeemRecordStatus(tx: Tx, sourceKey: string, status: MallRedemptionStatus): Promise<void> {
  await tx.update(pointsRecords).set({ status }).where(eq(pointsRecords.sourceKey, sourceKey));
}

export async function listRedemptions(
  db: Db,
  filter: { memberId?: number; status?: MallRedemptionStatus },
  limit: number,
  offset: number,
) {
  const where = and(
    filter.memberId ? eq(mallRedemptions.memberId, filter.memberId) : undefined,
    filter.status ? eq(mallRedemptions.status, filter.status) : undefined,
  );
  // The desk works the queue oldest first; everything else reads newest first.
  const order = filter.status === 'IN_PROCESS' && !filter.memberId ? asc(mallRedemptions.id) : desc(mallRedemptions.id);
  const rows = await db
    .select({ redemption: mallRedemptions, username: members.username, reviewer: operators.username })
    .from(mallRedemptions)
    .innerJoin(members, eq(members.id, mallRedemptions.memberId))
    .leftJoin(operators, eq(operators.id, mallRedemptions.reviewedBy))
    .where(where)
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(mallRedemptions).where(where);
  return { rows, total: total.n };
}

export async function listPointsRecords(
  db: Db,
  filter: { memberId: number; type?: PointsRecordType; from: Date | null; until: Date | null },
  limit: number,
  offset: number,
) {
  const where = and(
    eq(pointsRecords.memberId, filter.memberId),
    filter.type ? eq(pointsRecords.type, filter.type) : undefined,
    filter.from ? sql`${pointsRecords.createdAt} >= ${filter.from.toISOString()}` : undefined,
    filter.until ? sql`${pointsRecords.createdAt} < ${filter.until.toISOString()}` : undefined,
  );
  const rows = await db
    .select()
    .from(pointsRecords)
    .where(where)
    .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(pointsRecords).where(where);
  return { rows, total: total.n };
}
