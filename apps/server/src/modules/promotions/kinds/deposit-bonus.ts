import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { ensureMemberWallet, lockAccount } from '../../wallet/ledger.service.ts';
import { nextStateOrThrow, openPromotionForAction } from '../promotion-guard.ts';
import { payBonus } from '../promotion-payout.ts';
import { periodAt } from '../promotion-period.ts';
import { depositBonus, minDepositOf, turnoverFor } from '../promotion-terms.ts';
import {
  findParticipationForUpdate,
  findQualifyingDeposit,
  insertParticipation,
  setParticipationState,
  type ParticipationRow,
  type PromotionRow,
} from '../promotions.repository.ts';

/*
 * Deposit bonus: the member joins first (Joined); the first successful deposit of at least
 * minDeposit completed after joining, within the period and the promotion, makes the bonus
 * claimable (Claim); the claim pays min(deposit × percent, cap) and adds a turnover requirement
 * of (deposit + bonus) × multiplier (Process until met, then Claimed). Payments stay untouched:
 * the claim looks the deposit up.
 */

/** The deposit that qualifies a joined participation, or null. */
export function qualifyingDeposit(db: Db | Tx, promotion: PromotionRow, participation: ParticipationRow) {
  const window = periodAt(promotion.period, participation.joinedAt, promotion);
  const until = window.end < promotion.endsAt ? window.end : promotion.endsAt;
  return findQualifyingDeposit(db, {
    memberId: participation.memberId,
    since: participation.joinedAt,
    until,
    min: minDepositOf(promotion.terms),
  });
}

export async function joinDepositBonus(
  tx: Tx,
  input: { promotionId: number; memberId: number; now: Date },
): Promise<void> {
  const promotion = await openPromotionForAction(tx, { id: input.promotionId, now: input.now, kind: 'DEPOSIT_BONUS' });
  const state = nextStateOrThrow(promotion.kind, null, 'JOIN');
  const periodKey = periodAt(promotion.period, input.now, promotion).key;
  const inserted = await insertParticipation(tx, {
    promotionId: promotion.id,
    memberId: input.memberId,
    periodKey,
    state,
    joinedAt: input.now,
    updatedAt: input.now,
  });
  if (!inserted) throw new AppError('promotion.already.joined');
}

export async function claimDepositBonus(
  tx: Tx,
  input: { promotion: PromotionRow; memberId: number; currency: string; now: Date },
): Promise<bigint> {
  const { promotion } = input;
  const periodKey = periodAt(promotion.period, input.now, promotion).key;
  // The wallet lock lines up this member's deposit-bonus claims across promotions, so the second
  // sees the deposit the first used (one deposit, one bonus); the unique index backs it up.
  await lockAccount(tx, await ensureMemberWallet(tx, input.memberId, input.currency));
  // The row lock lines up concurrent claims: the second sees CLAIMED and is refused.
  const participation = await findParticipationForUpdate(tx, {
    promotionId: promotion.id,
    memberId: input.memberId,
    periodKey,
  });
  const state = nextStateOrThrow(promotion.kind, participation?.state ?? null, 'CLAIM');
  const deposit = await qualifyingDeposit(tx, promotion, participation!);
  if (!deposit) throw new AppError('promotion.deposit.required');
  const amount = depositBonus(promotion.terms, deposit.amount);
  if (amount <= 0n) throw new AppError('promotion.nothing.to.claim');
  await payBonus(tx, {
    promotion,
    participation: participation!,
    amount,
    currency: input.currency,
    now: input.now,
    depositId: deposit.id,
    detail: { depositId: deposit.id, orderNo: deposit.orderNo, base: deposit.amount.toString() },
    turnover: turnoverFor(promotion.terms, deposit.amount + amount),
  });
  await setParticipationState(tx, participation!.id, state, input.now);
  return amount;
}
