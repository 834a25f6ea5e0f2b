import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { members } from '../../../db/schema/members.ts';
import {
  promotionApplicationImages,
  promotionApplications,
  promotionBonuses,
  promotions,
} from '../../../db/schema/promotions.ts';

export type ApplicationRow = typeof promotionApplications.$inferSelect;
export type ApplicationStatus = ApplicationRow['status'];

export async function insertApplication(
  tx: Tx,
  values: typeof promotionApplications.$inferInsert,
  images: { mime: 'image/png' | 'image/jpeg'; data: Buffer }[],
): Promise<number> {
  const [row] = await tx.insert(promotionApplications).values(values).returning({ id: promotionApplications.id });
  if (images.length > 0)
    await tx.insert(promotionApplicationImages).values(
      images.map((image) => ({
        applicationId: row!.id,
        mime: image.mime,
        size: image.data.length,
        data: image.data,
      })),
    );
  return row!.id;
}

export async function findApplicationsOf(db: Db | Tx, participationIds: number[]): Promise<ApplicationRow[]> {
  if (participationIds.length === 0) return [];
  return db
    .select()
    .from(promotionApplications)
    .where(inArray(promotionApplications.participationId, participationIds));
}

export async function findApplicationForUpdate(tx: Tx, id: number): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(promotionApplications).where(eq(promotionApplications.id, id)).for('update');
  return row ?? null;
}

export async function saveReview(
  tx: Tx,
  id: number,
  values: { status: ApplicationStatus; reason: string | null; reviewedBy: number; reviewedAt: Date },
): Promise<void> {
  await tx.update(promotionApplications).set(values).where(eq(promotionApplications.id, id));
}

/** The operators' queue: waiting ones first (oldest first), then reviewed ones newest first. */
export async function listApplications(
  db: Db | Tx,
  filter: { status?: ApplicationStatus; id?: number },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(promotionApplications.status, filter.status));
  if (filter.id) conditions.push(eq(promotionApplications.id, filter.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      application: promotionApplications,
      username: members.username,
      title: promotions.title,
      terms: promotions.terms,
      amount: promotionBonuses.amount,
    })
    .from(promotionApplications)
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .leftJoin(promotionBonuses, eq(promotionBonuses.participationId, promotionApplications.participationId))
    .where(where)
    .orderBy(
      sql`case when ${promotionApplications.status} = 'APPLYING' then 0 else 1 end`,
      asc(sql`case when ${promotionApplications.status} = 'APPLYING' then ${promotionApplications.createdAt} end`),
      desc(promotionApplications.createdAt),
      desc(promotionApplications.id),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(promotionApplications).where(where);
  const ids = rows.map((row) => row.application.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select({ id: promotionApplicationImages.id, applicationId: promotionApplicationImages.applicationId })
          .from(promotionApplicationImages)
          .where(inArray(promotionApplicationImages.applicationId, ids))
          .orderBy(asc(promotionApplicationImages.id));
  return {
    rows: rows.map((row) => ({
      ...row,
      imageIds: images.filter((image) => image.applicationId === row.application.id).map((image) => image.id),
    })),
    total: total?.total ?? 0,
  };
}

export async function findApplicationImage(db: Db, id: number) {
  const [row] = await db.select().from(promotionApplicationImages).where(eq(promotionApplicationImages.id, id));
  return row ?? null;
}
