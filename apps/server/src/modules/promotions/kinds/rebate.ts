import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { payBonus } from '../promotion-payout.ts';
import { dayKey, startOfUtcDay } from '../promotion-period.ts';
import { nextStateOrThrow } from '../promotion-guard.ts';
import { rebateFor } from '../promotion-terms.ts';
import { findParticipations, insertParticipation, listBetDays, type PromotionRow } from '../promotions.repository.ts';

/*
 * Daily rebate on valid bets: each finished UTC bet day pays valid bet × rate (at most
 * maxRebate). With MANPLAYREB3 (manual rebate) the member presses claim for every unclaimed
 * finished day of the last REBATE_DAYS; one participation row per day makes each day pay once.
 */

export const REBATE_DAYS = 7;
const DAY_MS = 86_400_000;

export type RebateDay = { day: string; validBet: bigint; amount: bigint };

/** The bet days (finished, inside the promotion, within REBATE_DAYS) that would pay something. */
function candidateRange(promotion: PromotionRow, now: Date): { fromDay: string; untilDay: string } {
  const today = startOfUtcDay(now);
  const oldest = new Date(today.getTime() - REBATE_DAYS * DAY_MS);
  const start = startOfUtcDay(promotion.startsAt);
  const afterEnd = new Date(startOfUtcDay(promotion.endsAt).getTime() + DAY_MS);
  return { fromDay: dayKey(start > oldest ? start : oldest), untilDay: dayKey(afterEnd < today ? afterEnd : today) };
}

export const recentRebateKeys = (now: Date): string[] =>
  Array.from({ length: REBATE_DAYS + 1 }, (_, index) =>
    dayKey(new Date(startOfUtcDay(now).getTime() - index * DAY_MS)),
  );

export async function unclaimedRebateDays(
  db: Db | Tx,
  promotion: PromotionRow,
  memberId: number,
  now: Date,
): Promise<RebateDay[]> {
  const range = candidateRange(promotion, now);
  if (range.fromDay >= range.untilDay) return [];
  const days = await listBetDays(db, { memberId, ...range });
  const taken = new Set(
    (
      await findParticipations(db, { memberId, promotionIds: [promotion.id], periodKeys: days.map((day) => day.day) })
    ).map((row) => row.periodKey),
  );
  return days
    .filter((day) => !taken.has(day.day))
    .map((day) => ({ day: day.day, validBet: day.validBet, amount: rebateFor(promotion.terms, day.validBet) }))
    .filter((day) => day.amount > 0n);
}

/** Pays every unclaimed day; a day another request already paid is skipped by its unique row. */
export async function claimRebate(
  tx: Tx,
  input: { promotion: PromotionRow; memberId: number; currency: string; now: Date; event: 'CLAIM' | 'APPROVE' },
): Promise<bigint> {
  const { promotion } = input;
  const state = nextStateOrThrow(promotion.kind, null, input.event);
  let total = 0n;
  for (const day of await unclaimedRebateDays(tx, promotion, input.memberId, input.now)) {
    const participation = await insertParticipation(tx, {
      promotionId: promotion.id,
      memberId: input.memberId,
      periodKey: day.day,
      state,
      joinedAt: input.now,
      updatedAt: input.now,
    });
    if (!participation) continue;
    await payBonus(tx, {
      promotion,
      participation,
      amount: day.amount,
      currency: input.currency,
      now: input.now,
      detail: { base: day.validBet.toString(), day: day.day },
      turnover: 0n,
    });
    total += day.amount;
  }
  if (total === 0n && input.event === 'CLAIM') throw new AppError('promotion.nothing.to.claim');
  return total;
}
