import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { operators } from '../../db/schema/operators.ts';
import { deposits } from '../../db/schema/payments.ts';
import type { DateRange } from '../../lib/paging.ts';

export type DepositRow = typeof deposits.$inferSelect;
type DepositStatus = DepositRow['status'];

export async function findDepositByRequest(
  db: Db | Tx,
  memberId: number,
  requestId: string,
): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
  return row ?? null;
}

/** The deposit row, locked for the rest of the transaction when `lock` is set. */
export async function findDepositByOrderNo(db: Db | Tx, orderNo: string, lock = false): Promise<DepositRow | null> {
  const query = db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function countPendingDeposits(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'PENDING')));
  return row.n;
}

export async function insertDeposit(tx: Tx, values: typeof deposits.$inferInsert): Promise<DepositRow | null> {
  const [row] = await tx
    .insert(deposits)
    .values(values)
    .onConflictDoNothing({ target: [deposits.memberId, deposits.requestId] })
    .returning();
  return row ?? null;
}

export async function updateDeposit(
  db: Db | Tx,
  id: number,
  values: Partial<typeof deposits.$inferInsert>,
): Promise<DepositRow> {
  const [row] = await db
    .update(deposits)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(deposits.id, id))
    .returning();
  return row;
}

export type DepositListFilter = { memberId?: number; username?: string; status?: DepositStatus; range: DateRange };

function whereOf(filter: DepositListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(deposits.memberId, filter.memberId));
  if (filter.username) conditions.push(sql`lower(${members.username}) = ${filter.username.toLowerCase()}`);
  if (filter.status) conditions.push(eq(deposits.status, filter.status));
  if (filter.range.from) conditions.push(sql`${deposits.createdAt} >= ${filter.range.from.toISOString()}`);
  if (filter.range.until) conditions.push(sql`${deposits.createdAt} < ${filter.range.until.toISOString()}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Members see their newest first; the operator queue works oldest first. */
export async function listDeposits(
  db: Db,
  filter: DepositListFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ deposit: deposits, username: members.username, reviewer: operators.username })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .leftJoin(operators, eq(operators.id, deposits.reviewedBy))
      .where(where)
      .orderBy(page.oldestFirst ? asc(deposits.id) : desc(deposits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(deposits).innerJoin(members, eq(members.id, deposits.memberId)).where(where),
  ]);
  return { rows, total: total.n };
}

/** Gateway orders past their time, locked and skipped by other instances running the same job. */
export async function lockExpiredGatewayDeposits(tx: Tx, now: Date, limit: number): Promise<DepositRow[]> {
  return tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.status, 'PENDING'), eq(deposits.channel, 'GATEWAY'), lte(deposits.expiresAt, now)))
    .orderBy(asc(deposits.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
