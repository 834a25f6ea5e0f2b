import type { Tx } from '../../db/client.ts';
import { ensureMemberWallet, houseAccountId, postTransfer } from '../wallet/ledger.service.ts';
import {
  insertBonus,
  insertRequirement,
  type BonusRow,
  type ParticipationRow,
  type PromotionRow,
} from './promotions.repository.ts';

/**
 * Pays one participation's bonus from the house bonus account: a ledger transfer keyed by the
 * participation (so a replay moves money once), the payout row (unique per participation) and,
 * when the promotion has one, the turnover requirement — all in the caller's transaction.
 */
export async function payBonus(
  tx: Tx,
  input: {
    promotion: PromotionRow;
    participation: ParticipationRow;
    amount: bigint;
    currency: string;
    detail: Record<string, unknown>;
    turnover: bigint;
    now: Date;
    /** For a deposit bonus, the deposit it was computed from (unique among bonuses). */
    depositId?: number;
  },
): Promise<BonusRow> {
  const { promotion, participation } = input;
  const posted = await postTransfer(tx, {
    idempotencyKey: `promotion-bonus:${participation.id}`,
    kind: 'BONUS_PROMOTION',
    amount: input.amount,
    debitAccountId: await houseAccountId(tx, 'HOUSE_BONUSES', input.currency),
    creditAccountId: await ensureMemberWallet(tx, participation.memberId, input.currency),
    memo: promotion.title.EN,
    metadata: { promotionId: promotion.id, periodKey: participation.periodKey },
  });
  const bonus = await insertBonus(tx, {
    participationId: participation.id,
    promotionId: promotion.id,
    memberId: participation.memberId,
    amount: input.amount,
    currency: input.currency,
    transferId: posted.transferId,
    depositId: input.depositId ?? null,
    detail: input.detail,
    createdAt: input.now,
  });
  if (input.turnover > 0n) {
    await insertRequirement(tx, {
      memberId: participation.memberId,
      bonusId: bonus.id,
      promotionId: promotion.id,
      required: input.turnover,
      createdAt: input.now,
    });
  }
  return bonus;
}
