import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { operators } from '../../db/schema/operators.ts';
import { uploadFiles, withdrawals } from '../../db/schema/payments.ts';
import type { DateRange } from '../../lib/paging.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = WithdrawalRow['status'];

export async function findWithdrawalByRequest(
  db: Db | Tx,
  memberId: number,
  requestId: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row ?? null;
}

export async function findWithdrawalByOrderNo(
  db: Db | Tx,
  orderNo: string,
  lock = false,
): Promise<WithdrawalRow | null> {
  const query = db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Count and sum of the member's withdrawals since `since` that were not rejected: what the daily limits count. */
export async function sumWithdrawalsSince(
  db: Db | Tx,
  memberId: number,
  since: Date,
): Promise<{ count: number; total: bigint }> {
  const [row] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since), ne(withdrawals.status, 'REJECTED')),
    );
  return { count: row.n, total: BigInt(row.total) };
}

export async function insertWithdrawal(tx: Tx, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row;
}

export async function updateWithdrawal(
  db: Db | Tx,
  id: number,
  values: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(withdrawals.id, id))
    .returning();
  return row;
}

export type WithdrawalListFilter = {
  memberId?: number;
  username?: string;
  status?: WithdrawalStatus;
  range: DateRange;
};

function whereOf(filter: WithdrawalListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(withdrawals.memberId, filter.memberId));
  if (filter.username) conditions.push(sql`lower(${members.username}) = ${filter.username.toLowerCase()}`);
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.range.from) conditions.push(sql`${withdrawals.createdAt} >= ${filter.range.from.toISOString()}`);
  if (filter.range.until) conditions.push(sql`${withdrawals.createdAt} < ${filter.range.until.toISOString()}`);
  return conditions.length ? and(...conditions) : undefined;
}

const firstApprover = alias(operators, 'first_approver');

/** An operator's username (the first approver of a withdrawal under review). */
export async function findOperatorName(db: Db | Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ username: operators.username }).from(operators).where(eq(operators.id, id));
  return row?.username ?? null;
}

export async function listWithdrawals(
  db: Db,
  filter: WithdrawalListFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        withdrawal: withdrawals,
        username: members.username,
        reviewer: operators.username,
        firstApprover: firstApprover.username,
      })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(operators, eq(operators.id, withdrawals.reviewedBy))
      .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
      .where(where)
      .orderBy(page.oldestFirst ? asc(withdrawals.id) : desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count(), amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where),
  ]);
  return { rows, total: total.n, amount: BigInt(total.amount) };
}

/** Paid withdrawals whose confirmation time is over, locked and skipped by other instances running the same job. */
export async function lockOverdueReceipts(tx: Tx, now: Date, limit: number): Promise<WithdrawalRow[]> {
  return tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'PAID'), lte(withdrawals.receiptDueAt, now)))
    .orderBy(asc(withdrawals.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function insertUpload(db: Db, values: typeof uploadFiles.$inferInsert): Promise<number> {
  const [row] = await db.insert(uploadFiles).values(values).returning({ id: uploadFiles.id });
  return row.id;
}

/** Attaches the member's own unattached proofs to a withdrawal; answers how many it attached. */
export async function attachProofs(
  tx: Tx,
  input: { memberId: number; withdrawalId: number; proofIds: number[] },
): Promise<number> {
  if (input.proofIds.length === 0) return 0;
  const rows = await tx
    .update(uploadFiles)
    .set({ withdrawalId: input.withdrawalId })
    .where(
      and(
        inArray(uploadFiles.id, input.proofIds),
        eq(uploadFiles.memberId, input.memberId),
        isNull(uploadFiles.withdrawalId),
      ),
    )
    .returning({ id: uploadFiles.id });
  return rows.length;
}

export async function listProofIds(db: Db | Tx, withdrawalIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (withdrawalIds.length === 0) return map;
  const rows = await db
    .select({ id: uploadFiles.id, withdrawalId: uploadFiles.withdrawalId })
    .from(uploadFiles)
    .where(inArray(uploadFiles.withdrawalId, withdrawalIds))
    .orderBy(asc(uploadFiles.id));
  for (const row of rows) map.set(row.withdrawalId!, [...(map.get(row.withdrawalId!) ?? []), row.id]);
  return map;
}

export async function findUpload(db: Db, id: number) {
  const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, id));
  return row ?? null;
}

/** Proofs uploaded but never attached to a withdrawal, older than `before`: removed by the job. */
export async function deleteOrphanUploads(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(uploadFiles)
    .where(and(isNull(uploadFiles.withdrawalId), lte(uploadFiles.createdAt, before)))
    .returning({ id: uploadFiles.id });
  return rows.length;
}
