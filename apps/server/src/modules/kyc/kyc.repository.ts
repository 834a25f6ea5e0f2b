import { and, asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { kycDocuments } from '../../db/schema/kyc.ts';
import { members } from '../../db/schema/members.ts';
import { operators } from '../../db/schema/operators.ts';

/* The kyc_documents queries. Lists never read the image column: only `findDocumentImage` does. */

export type KycDocumentRow = Omit<typeof kycDocuments.$inferSelect, 'data'>;
export type KycKind = KycDocumentRow['kind'];
export type KycStatus = KycDocumentRow['status'];

const { data: _image, ...withoutImage } = getTableColumns(kycDocuments);
const listed = { ...withoutImage, username: members.username, reviewer: operators.username };
export type ListedDocument = KycDocumentRow & { username: string; reviewer: string | null };

function listedDocuments(db: Db | Tx) {
  return db
    .select(listed)
    .from(kycDocuments)
    .innerJoin(members, eq(members.id, kycDocuments.memberId))
    .leftJoin(operators, eq(operators.id, kycDocuments.reviewedBy));
}

/** Inserts a new pending document; null when the member already has a live one of the kind (the partial unique index). */
export async function insertDocument(
  db: Db | Tx,
  values: Omit<typeof kycDocuments.$inferInsert, 'id' | 'status'>,
): Promise<KycDocumentRow | null> {
  const [row] = await db.insert(kycDocuments).values(values).onConflictDoNothing().returning(withoutImage);
  return row ?? null;
}

/** Every document of a member, newest first. */
export function listMemberDocuments(db: Db | Tx, memberId: number): Promise<ListedDocument[]> {
  return listedDocuments(db).where(eq(kycDocuments.memberId, memberId)).orderBy(desc(kycDocuments.id));
}

/** One page of the review queue: oldest first, so the longest wait is worked first. */
export async function listQueue(
  db: Db,
  filter: { status: KycStatus; kind?: KycKind },
  page: { limit: number; offset: number },
): Promise<{ rows: ListedDocument[]; total: number }> {
  const where = and(
    eq(kycDocuments.status, filter.status),
    filter.kind ? eq(kycDocuments.kind, filter.kind) : undefined,
  );
  const order = filter.status === 'PENDING' ? asc(kycDocuments.id) : desc(kycDocuments.reviewedAt);
  const rows = await listedDocuments(db).where(where).orderBy(order).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ count: count() }).from(kycDocuments).where(where);
  return { rows, total: Number(total?.count ?? 0) };
}

export async function countPending(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(kycDocuments).where(eq(kycDocuments.status, 'PENDING'));
  return Number(row?.count ?? 0);
}

/** The kinds of the member's approved documents (what the tier is computed from). */
export async function approvedKinds(db: Db | Tx, memberId: number): Promise<KycKind[]> {
  const rows = await db
    .select({ kind: kycDocuments.kind })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.memberId, memberId), eq(kycDocuments.status, 'APPROVED')));
  return rows.map((row) => row.kind);
}

/** The document locked for its review, so two operators deciding at once decide once. */
export async function lockDocument(tx: Tx, id: number): Promise<KycDocumentRow | null> {
  const [row] = await tx.select(withoutImage).from(kycDocuments).where(eq(kycDocuments.id, id)).for('update');
  return row ?? null;
}

export async function findListedDocument(db: Db | Tx, id: number): Promise<ListedDocument | null> {
  const [row] = await listedDocuments(db).where(eq(kycDocuments.id, id));
  return row ?? null;
}

export async function decideDocument(
  tx: Tx,
  id: number,
  decision: { status: 'APPROVED' | 'REJECTED'; reason: string; reviewedBy: number; reviewedAt: Date },
): Promise<void> {
  await tx.update(kycDocuments).set(decision).where(eq(kycDocuments.id, id));
}

export async function findDocumentImage(db: Db, id: number) {
  const [row] = await db
    .select({ id: kycDocuments.id, mime: kycDocuments.mime, size: kycDocuments.size, data: kycDocuments.data })
    .from(kycDocuments)
    .where(eq(kycDocuments.id, id));
  return row ?? null;
}

/** The member's live document of a kind (pending or approved), to say why a new upload is refused. */
export async function findLiveStatus(db: Db | Tx, memberId: number, kind: KycKind): Promise<KycStatus | null> {
  const [row] = await db
    .select({ status: kycDocuments.status })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.memberId, memberId), eq(kycDocuments.kind, kind)))
    .orderBy(desc(kycDocuments.id))
    .limit(1);
  return row?.status ?? null;
}
