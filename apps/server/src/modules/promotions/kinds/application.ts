import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { parseAmount } from '../../../lib/amount.ts';
import { formatMoney } from '../../../lib/money.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { postInboxMessage } from '../../inbox/member-inbox.ts';
import type { MerchantConfig } from '../../merchant/merchant-config.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { ActiveOperator } from '../../audit/active-operator.ts';
import { inTransaction } from '../../wallet/ledger.service.ts';
import { nextStateOrThrow, openPromotionForAction } from '../promotion-guard.ts';
import { payBonus } from '../promotion-payout.ts';
import { periodAt } from '../promotion-period.ts';
import { fixedBonusOf, turnoverFor } from '../promotion-terms.ts';
import {
  findParticipationByIdForUpdate,
  findPromotion,
  insertParticipation,
  setParticipationState,
} from '../promotions.repository.ts';
import type { ApplicationForm } from './application-form.ts';
import { findApplicationForUpdate, insertApplication, saveReview } from './application.repository.ts';

/*
 * Application promotions: the member applies with a comment and up to 3 images (Applying);
 * an operator approves and pays a bonus (Issued) or rejects with a reason (Rejected). One
 * application per member and period: the participation's unique key refuses a second one.
 */

export async function applyForPromotion(
  ctx: AppContext,
  input: { memberId: number; form: ApplicationForm },
): Promise<number> {
  const now = ctx.now();
  return inTransaction(ctx.database.db, async (tx) => {
    const promotion = await openPromotionForAction(tx, { id: input.form.promotionId, now, kind: 'APPLICATION' });
    const state = nextStateOrThrow(promotion.kind, null, 'APPLY');
    const periodKey = periodAt(promotion.period, now, promotion).key;
    const participation = await insertParticipation(tx, {
      promotionId: promotion.id,
      memberId: input.memberId,
      periodKey,
      state,
      joinedAt: now,
      updatedAt: now,
    });
    if (!participation) throw new AppError('promotion.already.applied');
    return insertApplication(
      tx,
      {
        participationId: participation.id,
        promotionId: promotion.id,
        memberId: input.memberId,
        comment: input.form.comment,
        createdAt: now,
      },
      input.form.images,
    );
  });
}

type Review = { operator: ActiveOperator; config: MerchantConfig; id: number };

/** Loads the application and its participation under locks, and asks the state machine about the move. */
async function openReview(tx: Tx, id: number, event: 'APPROVE' | 'REJECT') {
  const application = await findApplicationForUpdate(tx, id);
  if (!application) throw new AppError('promotion.application.not.found');
  const promotion = (await findPromotion(tx, application.promotionId))!;
  const participation = (await findParticipationByIdForUpdate(tx, application.participationId))!;
  const state = nextStateOrThrow(promotion.kind, participation.state, event);
  return { application, promotion, participation, state };
}

/** Approves and pays: the entered amount, else the promotion's fixed bonus. Audited, with an inbox message. */
export async function approveApplication(ctx: AppContext, input: Review & { amount?: string }) {
  const now = ctx.now();
  const { currency } = input.config;
  await inTransaction(ctx.database.db, async (tx) => {
    const { application, promotion, participation, state } = await openReview(tx, input.id, 'APPROVE');
    const amount = input.amount ? parseAmount(input.amount, currency) : fixedBonusOf(promotion.terms);
    if (amount === null)
      throw new AppError('request.invalid', 'amount: enter the bonus to pay', { fields: ['amount'] });
    await payBonus(tx, {
      promotion,
      participation,
      amount,
      currency: currency.code,
      now,
      detail: { applicationId: application.id },
      turnover: turnoverFor(promotion.terms, amount),
    });
    await setParticipationState(tx, participation.id, state, now);
    await saveReview(tx, application.id, {
      status: 'ISSUED',
      reason: null,
      reviewedBy: input.operator.id,
      reviewedAt: now,
    });
    await postInboxMessage(tx, {
      memberId: application.memberId,
      kind: 'PROMOTION_APPROVED',
      params: {
        site: input.config.siteName,
        currency: currency.code,
        amount: formatMoney(amount, currency.scale),
        reason: promotion.title.EN,
      },
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'PROMOTION_APPLICATION_APPROVE',
      targetType: 'PROMOTION_APPLICATION',
      targetId: String(application.id),
      before: { status: application.status },
      after: { status: 'ISSUED', amount: formatMoney(amount, currency.scale), promotionId: promotion.id },
    });
  });
}

export async function rejectApplication(ctx: AppContext, input: Review & { reason: string }) {
  const now = ctx.now();
  await inTransaction(ctx.database.db, async (tx) => {
    const { application, promotion, participation, state } = await openReview(tx, input.id, 'REJECT');
    await setParticipationState(tx, participation.id, state, now);
    await saveReview(tx, application.id, {
      status: 'REJECTED',
      reason: input.reason,
      reviewedBy: input.operator.id,
      reviewedAt: now,
    });
    await postInboxMessage(tx, {
      memberId: application.memberId,
      kind: 'PROMOTION_REJECTED',
      params: {
        site: input.config.siteName,
        currency: input.config.currency.code,
        reason: input.reason,
        counterparty: promotion.title.EN,
      },
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'PROMOTION_APPLICATION_REJECT',
      targetType: 'PROMOTION_APPLICATION',
      targetId: String(application.id),
      reason: input.reason,
      before: { status: application.status },
      after: { status: 'REJECTED' },
    });
  });
}
