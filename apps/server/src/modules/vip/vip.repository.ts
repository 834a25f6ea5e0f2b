import { and, asc, count, desc, eq, gte, ilike, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberBetDays } from '../../db/schema/bet-stats.ts';
import { members } from '../../db/schema/members.ts';
import { deposits } from '../../db/schema/payments.ts';
import { memberVip, vipBonusPayouts, vipLevels } from '../../db/schema/vip.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type MemberVipRow = typeof memberVip.$inferSelect;

export function listLevels(db: Db | Tx): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

export async function upsertLevel(tx: Tx, values: typeof vipLevels.$inferInsert): Promise<VipLevelRow> {
  const [row] = await tx
    .insert(vipLevels)
    .values(values)
    .onConflictDoUpdate({ target: vipLevels.level, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/**
 * Real accounts per level. A VIP row is made the first time a member is evaluated, so accounts
 * without one (no deposit or bet yet) are at level 0 too; trial accounts (type 4) have no level.
 */
export async function countMembersByLevel(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ level: sql<number>`coalesce(${memberVip.level}, 0)`.mapWith(Number), n: count() })
    .from(members)
    .leftJoin(memberVip, eq(memberVip.memberId, members.id))
    .where(ne(members.type, 4))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.level, row.n]));
}

export async function findLevel(db: Db | Tx, level: number): Promise<VipLevelRow | null> {
  const [row] = await db.select().from(vipLevels).where(eq(vipLevels.level, level));
  return row ?? null;
}

export async function findMemberVip(db: Db | Tx, memberId: number): Promise<MemberVipRow | null> {
  const [row] = await db.select().from(memberVip).where(eq(memberVip.memberId, memberId));
  return row ?? null;
}

/** The member's VIP row, created at level 0 when missing, locked for the rest of the transaction. */
export async function lockMemberVip(tx: Tx, memberId: number, now: Date): Promise<MemberVipRow> {
  await tx.insert(memberVip).values({ memberId, level: 0, reachedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(memberVip).where(eq(memberVip.memberId, memberId)).for('update');
  return row;
}

export async function updateMemberVip(
  tx: Tx,
  memberId: number,
  values: Partial<typeof memberVip.$inferInsert>,
): Promise<void> {
  await tx
    .update(memberVip)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(memberVip.memberId, memberId));
}

/** Successful deposits completed in [from, until) (either bound open). */
export async function sumDeposits(
  db: Db | Tx,
  memberId: number,
  range: { from?: Date | null; until?: Date },
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.status, 'SUCCESS'),
        range.from ? gte(deposits.completedAt, range.from) : undefined,
        range.until ? sql`${deposits.completedAt} < ${range.until.toISOString()}` : undefined,
      ),
    );
  return BigInt(row.total);
}

/** Valid bets of the UTC days in [fromDay, untilDay) (yyyy-MM-dd; either bound open). */
export async function sumValidBets(
  db: Db | Tx,
  memberId: number,
  range: { fromDay?: string | null; untilDay?: string },
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${memberBetDays.validBet}), 0)::text` })
    .from(memberBetDays)
    .where(
      and(
        eq(memberBetDays.memberId, memberId),
        range.fromDay ? gte(memberBetDays.day, range.fromDay) : undefined,
        range.untilDay ? sql`${memberBetDays.day} < ${range.untilDay}` : undefined,
      ),
    );
  return BigInt(row.total);
}

/** Records a payout unless one exists for the same (member, kind, level, period): answers its id, or null when taken. */
export async function insertPayout(tx: Tx, values: typeof vipBonusPayouts.$inferInsert): Promise<number | null> {
  const [row] = await tx
    .insert(vipBonusPayouts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: vipBonusPayouts.id });
  return row?.id ?? null;
}

export async function setPayoutTransfer(tx: Tx, id: number, transferId: number): Promise<void> {
  await tx.update(vipBonusPayouts).set({ transferId }).where(eq(vipBonusPayouts.id, id));
}

export async function findMonthlyPayout(db: Db | Tx, memberId: number, period: string) {
  const [row] = await db
    .select()
    .from(vipBonusPayouts)
    .where(
      and(
        eq(vipBonusPayouts.memberId, memberId),
        eq(vipBonusPayouts.kind, 'MONTHLY'),
        eq(vipBonusPayouts.period, period),
      ),
    );
  return row ?? null;
}

export async function listPayouts(db: Db, filter: { username?: string }, limit: number, offset: number) {
  const where = filter.username ? ilike(members.username, filter.username) : undefined;
  const rows = await db
    .select({ payout: vipBonusPayouts, username: members.username })
    .from(vipBonusPayouts)
    .innerJoin(members, eq(members.id, vipBonusPayouts.memberId))
    .where(where)
    .orderBy(desc(vipBonusPayouts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(vipBonusPayouts)
    .innerJoin(members, eq(members.id, vipBonusPayouts.memberId))
    .where(where);
  return { rows, total: total.n };
}

/** Members above level 0 whose review of `period` has not run, locked so instances share the work. */
export async function lockMembersDueReview(tx: Tx, period: string, limit: number): Promise<MemberVipRow[]> {
  return tx
    .select()
    .from(memberVip)
    .where(
      and(
        sql`${memberVip.level} > 0`,
        sql`(${memberVip.lastReviewPeriod} is null or ${memberVip.lastReviewPeriod} < ${period})`,
      ),
    )
    .orderBy(asc(memberVip.memberId))
    .limit(limit)
    .for('update', { skipLocked: true });
}
