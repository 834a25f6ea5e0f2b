import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberFeedback, memberFeedbackImages } from '../../db/schema/feedback.ts';
import { members } from '../../db/schema/members.ts';
import { uploadFiles } from '../../db/schema/payments.ts';

export type FeedbackRow = typeof memberFeedback.$inferSelect;
export type FeedbackStatus = FeedbackRow['status'];

export async function insertFeedback(tx: Tx, values: typeof memberFeedback.$inferInsert): Promise<number> {
  const [row] = await tx.insert(memberFeedback).values(values).returning({ id: memberFeedback.id });
  return row!.id;
}

/**
 * Moves the member's own unattached uploads into the feedback's images and removes them from
 * the upload table, so one upload can be attached once. Answers how many were moved.
 */
export async function moveUploadsToFeedback(
  tx: Tx,
  input: { memberId: number; feedbackId: number; uploadIds: number[] },
): Promise<number> {
  if (input.uploadIds.length === 0) return 0;
  const taken = await tx
    .delete(uploadFiles)
    .where(
      and(
        inArray(uploadFiles.id, input.uploadIds),
        eq(uploadFiles.memberId, input.memberId),
        isNull(uploadFiles.withdrawalId),
      ),
    )
    .returning({ mime: uploadFiles.mime, size: uploadFiles.size, data: uploadFiles.data });
  if (taken.length > 0)
    await tx.insert(memberFeedbackImages).values(taken.map((image) => ({ feedbackId: input.feedbackId, ...image })));
  return taken.length;
}

async function imageCounts(db: Db, feedbackIds: number[]): Promise<Map<number, number>> {
  if (feedbackIds.length === 0) return new Map();
  const rows = await db
    .select({ feedbackId: memberFeedbackImages.feedbackId, total: count() })
    .from(memberFeedbackImages)
    .where(inArray(memberFeedbackImages.feedbackId, feedbackIds))
    .groupBy(memberFeedbackImages.feedbackId);
  return new Map(rows.map((row) => [row.feedbackId, row.total]));
}

export async function listFeedback(
  db: Db,
  filter: { memberId?: number; status?: FeedbackStatus },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(memberFeedback.memberId, filter.memberId));
  if (filter.status) conditions.push(eq(memberFeedback.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ feedback: memberFeedback, username: members.username })
    .from(memberFeedback)
    .innerJoin(members, eq(members.id, memberFeedback.memberId))
    .where(where)
    .orderBy(desc(memberFeedback.createdAt), desc(memberFeedback.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(memberFeedback).where(where);
  const images = await imageCounts(
    db,
    rows.map((row) => row.feedback.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, imageCount: images.get(row.feedback.id) ?? 0 })),
    total: total?.total ?? 0,
  };
}

export async function findFeedbackForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select({ feedback: memberFeedback, username: members.username })
    .from(memberFeedback)
    .innerJoin(members, eq(members.id, memberFeedback.memberId))
    .where(eq(memberFeedback.id, id))
    .for('update', { of: memberFeedback });
  return row ?? null;
}

export async function saveReply(
  tx: Tx,
  input: { id: number; reply: string; operatorId: number; at: Date },
): Promise<FeedbackRow> {
  const [row] = await tx
    .update(memberFeedback)
    .set({ status: 'REPLIED', reply: input.reply, repliedBy: input.operatorId, repliedAt: input.at })
    .where(eq(memberFeedback.id, input.id))
    .returning();
  return row!;
}

export async function countImages(db: Db | Tx, feedbackId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberFeedbackImages)
    .where(eq(memberFeedbackImages.feedbackId, feedbackId));
  return row?.total ?? 0;
}

/** Marks NEW feedback as READ once an operator has listed it. */
export async function markRead(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(memberFeedback)
    .set({ status: 'READ' })
    .where(and(inArray(memberFeedback.id, ids), eq(memberFeedback.status, 'NEW')));
}

/** The index-th image of a feedback in upload order (ids grow with each insert), or null. */
export async function findFeedbackImage(db: Db, feedbackId: number, index: number) {
  const [row] = await db
    .select({ mime: memberFeedbackImages.mime, size: memberFeedbackImages.size, data: memberFeedbackImages.data })
    .from(memberFeedbackImages)
    .where(eq(memberFeedbackImages.feedbackId, feedbackId))
    .orderBy(memberFeedbackImages.id)
    .limit(1)
    .offset(index);
  return row ?? null;
}
