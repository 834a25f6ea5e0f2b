import { count, countDistinct, eq, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  promotionApplications,
  promotionBonuses,
  promotionParticipations,
  promotions,
} from '../../db/schema/promotions.ts';
import type { PromotionRow } from './promotions.repository.ts';

export async function listAllPromotions(db: Db) {
  const rows = await db
    .select()
    .from(promotions)
    .orderBy(
      sql`case ${promotions.status} when 'ACTIVE' then 0 when 'DRAFT' then 1 else 2 end`,
      promotions.sort,
      promotions.id,
    );
  const participants = await db
    .select({ id: promotionParticipations.promotionId, total: countDistinct(promotionParticipations.memberId) })
    .from(promotionParticipations)
    .groupBy(promotionParticipations.promotionId);
  const paid = await db
    .select({ id: promotionBonuses.promotionId, total: sum(promotionBonuses.amount) })
    .from(promotionBonuses)
    .groupBy(promotionBonuses.promotionId);
  const pending = await db
    .select({ id: promotionApplications.promotionId, total: count() })
    .from(promotionApplications)
    .where(eq(promotionApplications.status, 'APPLYING'))
    .groupBy(promotionApplications.promotionId);
  const of = <T extends { id: number }>(list: T[], id: number) => list.find((row) => row.id === id);
  return rows.map((row) => ({
    row,
    participants: of(participants, row.id)?.total ?? 0,
    paid: BigInt(of(paid, row.id)?.total ?? '0'),
    pending: of(pending, row.id)?.total ?? 0,
  }));
}

export async function insertPromotion(tx: Tx, values: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [row] = await tx.insert(promotions).values(values).returning();
  return row!;
}

export async function findPromotionForUpdate(tx: Tx, id: number): Promise<PromotionRow | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row ?? null;
}

export async function updatePromotion(
  tx: Tx,
  id: number,
  values: Partial<typeof promotions.$inferInsert>,
): Promise<PromotionRow> {
  const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row!;
}
