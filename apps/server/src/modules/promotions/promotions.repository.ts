import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, notExists, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberBetDays } from '../../db/schema/bet-stats.ts';
import { gameRounds } from '../../db/schema/games.ts';
import { deposits } from '../../db/schema/payments.ts';
import {
  promotionBonuses,
  promotionParticipations,
  promotions,
  turnoverRequirements,
} from '../../db/schema/promotions.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type ParticipationRow = typeof promotionParticipations.$inferSelect;
export type BonusRow = typeof promotionBonuses.$inferSelect;
export type RequirementRow = typeof turnoverRequirements.$inferSelect;

/** What members may see: everything but drafts, ended ones only for 30 days. */
export async function listVisiblePromotions(
  db: Db,
  input: { now: Date; type?: PromotionRow['type'] },
): Promise<PromotionRow[]> {
  const endedSince = new Date(input.now.getTime() - 30 * 86_400_000);
  return db
    .select()
    .from(promotions)
    .where(
      and(
        ne(promotions.status, 'DRAFT'),
        gt(promotions.endsAt, endedSince),
        input.type ? eq(promotions.type, input.type) : undefined,
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

export async function findPromotion(db: Db | Tx, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}

/** Read under a share lock: an operator closing the promotion waits for claims in flight, and later claims see CLOSED. */
export async function findPromotionForClaim(tx: Tx, id: number): Promise<PromotionRow | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('share');
  return row ?? null;
}

export async function findParticipations(
  db: Db | Tx,
  input: { memberId: number; promotionIds: number[]; periodKeys: string[] },
): Promise<ParticipationRow[]> {
  if (input.promotionIds.length === 0 || input.periodKeys.length === 0) return [];
  return db
    .select()
    .from(promotionParticipations)
    .where(
      and(
        eq(promotionParticipations.memberId, input.memberId),
        inArray(promotionParticipations.promotionId, input.promotionIds),
        inArray(promotionParticipations.periodKey, input.periodKeys),
      ),
    );
}

export async function findParticipationForUpdate(
  tx: Tx,
  input: { promotionId: number; memberId: number; periodKey: string },
): Promise<ParticipationRow | null> {
  const [row] = await tx
    .select()
    .from(promotionParticipations)
    .where(
      and(
        eq(promotionParticipations.promotionId, input.promotionId),
        eq(promotionParticipations.memberId, input.memberId),
        eq(promotionParticipations.periodKey, input.periodKey),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Inserts a participation unless one exists for the member and period (then null): the unique key decides races. */
export async function insertParticipation(
  tx: Tx,
  values: typeof promotionParticipations.$inferInsert,
): Promise<ParticipationRow | null> {
  const [row] = await tx.insert(promotionParticipations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setParticipationState(
  tx: Tx,
  id: number,
  state: ParticipationRow['state'],
  at: Date,
): Promise<void> {
  await tx.update(promotionParticipations).set({ state, updatedAt: at }).where(eq(promotionParticipations.id, id));
}

/** The first successful deposit of at least `min` completed in [since, until). */
export async function findQualifyingDeposit(
  db: Db | Tx,
  input: { memberId: number; since: Date; until: Date; min: bigint },
) {
  const [row] = await db
    .select({ id: deposits.id, orderNo: deposits.orderNo, amount: deposits.amount, completedAt: deposits.completedAt })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, input.memberId),
        eq(deposits.status, 'SUCCESS'),
        gte(deposits.completedAt, input.since),
        lt(deposits.completedAt, input.until),
        gte(deposits.amount, input.min),
        // A deposit that already earned a deposit bonus (of any promotion) qualifies for no other.
        notExists(
          db
            .select({ id: promotionBonuses.id })
            .from(promotionBonuses)
            .where(eq(promotionBonuses.depositId, deposits.id)),
        ),
      ),
    )
    .orderBy(asc(deposits.completedAt), asc(deposits.id))
    .limit(1);
  return row ?? null;
}

export async function sumDeposits(db: Db | Tx, input: { memberId: number; since: Date; until: Date }): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(deposits.amount) })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, input.memberId),
        eq(deposits.status, 'SUCCESS'),
        gte(deposits.completedAt, input.since),
        lt(deposits.completedAt, input.until),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Valid bet per UTC day in [fromDay, untilDay), from the settled-round roll-ups. */
export async function listBetDays(
  db: Db | Tx,
  input: { memberId: number; fromDay: string; untilDay: string },
): Promise<{ day: string; validBet: bigint }[]> {
  return db
    .select({ day: memberBetDays.day, validBet: memberBetDays.validBet })
    .from(memberBetDays)
    .where(
      and(
        eq(memberBetDays.memberId, input.memberId),
        gte(memberBetDays.day, input.fromDay),
        lt(memberBetDays.day, input.untilDay),
      ),
    )
    .orderBy(asc(memberBetDays.day));
}

export async function insertBonus(tx: Tx, values: typeof promotionBonuses.$inferInsert): Promise<BonusRow> {
  const [row] = await tx.insert(promotionBonuses).values(values).returning();
  return row!;
}

export async function findBonusesOf(db: Db | Tx, participationIds: number[]): Promise<BonusRow[]> {
  if (participationIds.length === 0) return [];
  return db.select().from(promotionBonuses).where(inArray(promotionBonuses.participationId, participationIds));
}

export async function insertRequirement(tx: Tx, values: typeof turnoverRequirements.$inferInsert): Promise<void> {
  await tx.insert(turnoverRequirements).values(values);
}

export type RequirementWithTitle = { requirement: RequirementRow; title: PromotionRow['title'] | null };

export async function listOpenRequirements(db: Db | Tx, memberId: number): Promise<RequirementWithTitle[]> {
  return db
    .select({ requirement: turnoverRequirements, title: promotions.title })
    .from(turnoverRequirements)
    .leftJoin(promotions, eq(promotions.id, turnoverRequirements.promotionId))
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.metAt)))
    .orderBy(asc(turnoverRequirements.createdAt), asc(turnoverRequirements.id));
}

export async function listRecentlyMetRequirements(
  db: Db | Tx,
  memberId: number,
  limit: number,
): Promise<RequirementWithTitle[]> {
  return db
    .select({ requirement: turnoverRequirements, title: promotions.title })
    .from(turnoverRequirements)
    .leftJoin(promotions, eq(promotions.id, turnoverRequirements.promotionId))
    .where(and(eq(turnoverRequirements.memberId, memberId), sql`${turnoverRequirements.metAt} is not null`))
    .orderBy(sql`${turnoverRequirements.metAt} desc`)
    .limit(limit);
}

/** Valid bet of the member's rounds settled at or after `since`. */
export async function sumValidBetSince(db: Db | Tx, memberId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(gameRounds.validBet) })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'SETTLED'), gte(gameRounds.settledAt, since)));
  return BigInt(row?.total ?? '0');
}

export async function markRequirementsMet(
  db: Db | Tx,
  ids: number[],
  at: Date,
  closedBy: 'TURNOVER' | 'BALANCE_LOST' | 'FORFEITED' = 'TURNOVER',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(turnoverRequirements)
    .set({ metAt: at, closedBy })
    .where(and(inArray(turnoverRequirements.id, ids), isNull(turnoverRequirements.metAt)));
}

/** Whether the member has a round still in play (its stake is out of the wallet and may come back). */
export async function hasOpenRound(db: Db | Tx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'OPEN')))
    .limit(1);
  return Boolean(row);
}

export async function findParticipationByIdForUpdate(tx: Tx, id: number): Promise<ParticipationRow | null> {
  const [row] = await tx.select().from(promotionParticipations).where(eq(promotionParticipations.id, id)).for('update');
  return row ?? null;
}
