import type { PointsRecordType } from '@lucky/contracts/points/points-constants';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberPoints, pointsRecords } from '../../db/schema/points.ts';
import { randomCode } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';

export type PointsChange = {
  memberId: number;
  type: PointsRecordType;
  /** Signed; never zero. */
  change: bigint;
  /** The money behind the change (valid bet, deposit, cash), minor units. */
  amount?: bigint | null;
  remark: string;
  referenceNo?: string;
  status?: 'SUCCESS' | 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
  /** Unique: a change already made under this key is answered, not made again. */
  sourceKey: string;
  at: Date;
};

export type PointsChanged = { recordId: number; balanceAfter: bigint; replayed: boolean };

/** Earning adds to the lifetime total; a refund only gives back what a redemption took. */
const EARNS = new Set<PointsRecordType>([
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'DEPOSIT',
  'ADJUST',
]);

/** Public numbers of points records (P…) and mall orders (M…): the UTC day and 10 random characters, like deposit and withdrawal orders. */
export const newPointsReference = (at: Date, prefix: 'P' | 'M' = 'P'): string =>
  `${prefix}${at.toISOString().slice(2, 10).replace(/-/g, '')}${randomCode(10)}`;

/** The member's points row, created empty when missing, locked for the rest of the transaction. */
export async function lockMemberPoints(tx: Tx, memberId: number) {
  await tx.insert(memberPoints).values({ memberId }).onConflictDoNothing();
  const [row] = await tx.select().from(memberPoints).where(eq(memberPoints.memberId, memberId)).for('update');
  return row;
}

export async function readMemberPoints(db: Db | Tx, memberId: number): Promise<{ balance: bigint; lifetime: bigint }> {
  const [row] = await db.select().from(memberPoints).where(eq(memberPoints.memberId, memberId));
  return { balance: row?.balance ?? 0n, lifetime: row?.lifetime ?? 0n };
}

/**
 * The one way a points balance changes: with the member's row locked, a record with the balance
 * after it. A deduction beyond the balance is `points.insufficient` (and the CHECK on the table
 * is the last line of defence); a source key seen before answers the earlier record.
 */
export async function changePoints(tx: Tx, input: PointsChange): Promise<PointsChanged> {
  if (input.change === 0n) throw new Error('points: a change is never zero');
  const row = await lockMemberPoints(tx, input.memberId);
  const [earlier] = await tx.select().from(pointsRecords).where(eq(pointsRecords.sourceKey, input.sourceKey));
  if (earlier) {
    if (earlier.memberId !== input.memberId || earlier.change !== input.change)
      throw new AppError('idempotency.conflict');
    return { recordId: earlier.id, balanceAfter: earlier.balanceAfter, replayed: true };
  }
  const balanceAfter = row.balance + input.change;
  if (balanceAfter < 0n) throw new AppError('points.insufficient');
  const lifetimeAdd = input.change > 0n && EARNS.has(input.type) ? input.change : 0n;
  await tx
    .update(memberPoints)
    .set({
      balance: balanceAfter,
      lifetime: sql`${memberPoints.lifetime} + ${lifetimeAdd.toString()}::bigint`,
      updatedAt: input.at,
    })
    .where(eq(memberPoints.memberId, input.memberId));
  const [record] = await tx
    .insert(pointsRecords)
    .values({
      memberId: input.memberId,
      type: input.type,
      change: input.change,
      balanceAfter,
      amount: input.amount ?? null,
      remark: input.remark,
      status: input.status ?? 'SUCCESS',
      referenceNo: input.referenceNo ?? newPointsReference(input.at),
      sourceKey: input.sourceKey,
      createdAt: input.at,
    })
    .returning({ id: pointsRecords.id });
  return { recordId: record.id, balanceAfter, replayed: false };
}
