import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adjustmentRequests, memberNotes, memberTags } from '../../db/schema/backoffice.ts';
import { memberMessages } from '../../db/schema/merchant.ts';
import { members } from '../../db/schema/members.ts';
import { operatorAuditLog, operators } from '../../db/schema/operators.ts';
import { deposits, withdrawals } from '../../db/schema/payments.ts';
import { promotionBonuses, promotions } from '../../db/schema/promotions.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { memberVip } from '../../db/schema/vip.ts';

/* The reads of the player 360 page: one member's facts, and one page of each of its records. */

export type Page = { limit: number; offset: number };

export async function findMembersByIds(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ memberId: members.id, username: members.username, type: members.type })
    .from(members)
    .where(inArray(members.id, ids));
}

export async function countTeam(db: Db | Tx, path: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(members)
    .where(sql`${members.ancestorPath} like ${`${path}%`}`);
  return Number(row?.count ?? 0);
}

export async function readVipLevel(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db.select({ level: memberVip.level }).from(memberVip).where(eq(memberVip.memberId, memberId));
  return row?.level ?? 0;
}

export async function countLiveMemberSessions(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)));
  return Number(row?.count ?? 0);
}

/** Credited deposits, paid-out withdrawals and bonuses, all time, in minor units. */
export async function readMoneyTotals(db: Db, memberId: number) {
  const [[deposited], [withdrawn], [bonuses]] = await Promise.all([
    db
      .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'SUCCESS'))),
    db
      .select({
        sum: sql<string>`coalesce(sum(${withdrawals.amount} - coalesce(${withdrawals.refundAmount}, 0)), 0)::text`,
      })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, ['PAID', 'COMPLETED', 'RESOLVED']))),
    db
      .select({ sum: sql<string>`coalesce(sum(${promotionBonuses.amount}), 0)::text` })
      .from(promotionBonuses)
      .where(eq(promotionBonuses.memberId, memberId)),
  ]);
  return { deposits: BigInt(deposited!.sum), withdrawals: BigInt(withdrawn!.sum), bonuses: BigInt(bonuses!.sum) };
}

export async function listTags(db: Db | Tx, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ tag: memberTags.tag })
    .from(memberTags)
    .where(eq(memberTags.memberId, memberId))
    .orderBy(asc(memberTags.tag));
  return rows.map((row) => row.tag);
}

export async function listNotes(db: Db | Tx, memberId: number, limit = 50) {
  return db
    .select({
      id: memberNotes.id,
      body: memberNotes.body,
      operator: operators.username,
      createdAt: memberNotes.createdAt,
    })
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(limit);
}

export async function insertNote(tx: Tx, values: typeof memberNotes.$inferInsert): Promise<void> {
  await tx.insert(memberNotes).values(values);
}

export async function replaceTags(tx: Tx, memberId: number, operatorId: number, tags: string[]): Promise<void> {
  await tx.delete(memberTags).where(eq(memberTags.memberId, memberId));
  if (tags.length > 0)
    await tx
      .insert(memberTags)
      .values(tags.map((tag) => ({ memberId, tag, operatorId })))
      .onConflictDoNothing();
}

const paged = async <T>(rows: Promise<T[]>, total: Promise<{ count: number }[]>) => {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: Number(counted?.count ?? 0) };
};

export function listDeposits(db: Db, memberId: number, page: Page) {
  const where = eq(deposits.memberId, memberId);
  return paged(
    db
      .select({
        orderNo: deposits.orderNo,
        method: deposits.methodName,
        amount: deposits.amount,
        status: deposits.status,
        createdAt: deposits.createdAt,
        completedAt: deposits.completedAt,
      })
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(deposits).where(where),
  );
}

export function listWithdrawals(db: Db, memberId: number, page: Page) {
  const where = eq(withdrawals.memberId, memberId);
  return paged(
    db
      .select({
        orderNo: withdrawals.orderNo,
        bank: withdrawals.bankName,
        accountNumber: withdrawals.accountNumber,
        amount: withdrawals.amount,
        status: withdrawals.status,
        createdAt: withdrawals.createdAt,
        paidAt: withdrawals.paidAt,
      })
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(withdrawals).where(where),
  );
}

export function listBonuses(db: Db, memberId: number, page: Page) {
  const where = eq(promotionBonuses.memberId, memberId);
  return paged(
    db
      .select({
        promotion: promotions.code,
        amount: promotionBonuses.amount,
        createdAt: promotionBonuses.createdAt,
      })
      .from(promotionBonuses)
      .leftJoin(promotions, eq(promotions.id, promotionBonuses.promotionId))
      .where(where)
      .orderBy(desc(promotionBonuses.createdAt), desc(promotionBonuses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(promotionBonuses).where(where),
  );
}

export function listAdjustmentsOf(db: Db, memberId: number, page: Page) {
  const where = eq(adjustmentRequests.memberId, memberId);
  return paged(
    db
      .select({
        kind: adjustmentRequests.kind,
        direction: adjustmentRequests.direction,
        amount: adjustmentRequests.amount,
        status: adjustmentRequests.status,
        reason: adjustmentRequests.reason,
        requestedBy: operators.username,
        createdAt: adjustmentRequests.createdAt,
      })
      .from(adjustmentRequests)
      .innerJoin(operators, eq(operators.id, adjustmentRequests.requestedBy))
      .where(where)
      .orderBy(desc(adjustmentRequests.createdAt), desc(adjustmentRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(adjustmentRequests).where(where),
  );
}

/** Every login opened a session: the login history, with its address, device and how it ended. */
export function listSessions(db: Db, memberId: number, page: Page) {
  const where = eq(sessions.memberId, memberId);
  return paged(
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        endedAt: sessions.endedAt,
        endReason: sessions.endReason,
        ip: sessions.ip,
        device: sessions.userAgent,
      })
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(sessions).where(where),
  );
}

export function listInbox(db: Db, memberId: number, page: Page) {
  const where = eq(memberMessages.memberId, memberId);
  return paged(
    db
      .select({
        kind: memberMessages.kind,
        title: memberMessages.title,
        createdAt: memberMessages.createdAt,
        readAt: memberMessages.readAt,
      })
      .from(memberMessages)
      .where(where)
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(memberMessages).where(where),
  );
}

/** Everything the desk did to the account: audit rows that name the member as their target. */
export function listAuditOf(db: Db, username: string, page: Page) {
  const where = and(eq(operatorAuditLog.targetType, 'MEMBER'), eq(operatorAuditLog.targetId, username));
  return paged(
    db
      .select({
        action: operatorAuditLog.action,
        operator: operators.username,
        reason: operatorAuditLog.reason,
        createdAt: operatorAuditLog.createdAt,
      })
      .from(operatorAuditLog)
      .innerJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
      .where(where)
      .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(operatorAuditLog).where(where),
  );
}
