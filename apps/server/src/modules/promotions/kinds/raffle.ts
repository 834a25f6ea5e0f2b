import { randomInt } from 'node:crypto';
import type { Db, Tx } from '../../../db/client.ts';
import type { PromotionTerms } from '../../../db/schema/promotions.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { nextStateOrThrow } from '../promotion-guard.ts';
import { payBonus } from '../promotion-payout.ts';
import { periodAt } from '../promotion-period.ts';
import { minDepositOf, turnoverFor } from '../promotion-terms.ts';
import { insertParticipation, sumDeposits, type PromotionRow } from '../promotions.repository.ts';

/*
 * Raffle: a member whose successful deposits of the period reach minDeposit draws one prize per
 * period. The participation row is inserted first and is unique per (promotion, member,
 * period): a concurrent second draw waits on it and then finds it taken, so one prize is paid.
 */

type Prize = NonNullable<PromotionTerms['prizes']>[number];

/** A weighted draw; node:crypto's randomInt rejects biased values, so every weight is exact. */
export function drawPrize(prizes: Prize[], random: (max: number) => number = (max) => randomInt(0, max)): Prize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = random(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('raffle: the draw fell outside the prizes');
}

export async function raffleProgress(db: Db | Tx, promotion: PromotionRow, memberId: number, now: Date) {
  const window = periodAt(promotion.period, now, promotion);
  const deposited = await sumDeposits(db, { memberId, since: window.start, until: window.end });
  return { periodKey: window.key, deposited, target: minDepositOf(promotion.terms) };
}

export async function claimRaffle(
  tx: Tx,
  input: { promotion: PromotionRow; memberId: number; currency: string; now: Date },
): Promise<Prize> {
  const { promotion } = input;
  const state = nextStateOrThrow(promotion.kind, null, 'DRAW');
  const progress = await raffleProgress(tx, promotion, input.memberId, input.now);
  if (progress.deposited < progress.target)
    throw new AppError('promotion.not.eligible', 'Deposit more in this period to draw the raffle', {
      deposited: progress.deposited.toString(),
    });
  const participation = await insertParticipation(tx, {
    promotionId: promotion.id,
    memberId: input.memberId,
    periodKey: progress.periodKey,
    state,
    joinedAt: input.now,
    updatedAt: input.now,
  });
  if (!participation) throw new AppError('promotion.already.claimed');
  const prize = drawPrize(promotion.terms.prizes ?? []);
  const amount = BigInt(prize.amount);
  await payBonus(tx, {
    promotion,
    participation,
    amount,
    currency: input.currency,
    now: input.now,
    detail: { prize: prize.name },
    turnover: turnoverFor(promotion.terms, amount),
  });
  return prize;
}
