import { isTrialType } from '@lucky/contracts/common/constants';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { formatMoney } from '../../lib/money.ts';
import type { PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { listBonusDetails } from './bonus-details.ts';
import { readApplicationForm } from './kinds/application-form.ts';
import { applyForPromotion } from './kinds/application.ts';
import { claimDepositBonus, joinDepositBonus } from './kinds/deposit-bonus.ts';
import { claimRaffle } from './kinds/raffle.ts';
import { claimRebate } from './kinds/rebate.ts';
import { openPromotionForAction } from './promotion-guard.ts';
import { describePromotions } from './promotion-view.ts';
import { findPromotion, listVisiblePromotions, type PromotionRow } from './promotions.repository.ts';
import { turnoverSummary } from './turnover.service.ts';

type Caller = { session: ActiveSession | null; config: MerchantConfig };

/** A trial (free-play) session sees promotions like a visitor: it can never take part. */
const viewerOf = (session: ActiveSession | null): number | null =>
  session && !isTrialType(session.type) ? session.memberId : null;

export async function listPromotions(ctx: AppContext, input: Caller & { type?: PromotionRow['type'] }) {
  const now = ctx.now();
  const rows = await listVisiblePromotions(ctx.database.db, { now, type: input.type });
  // Live ones first, then coming soon, then ended: the order a member acts on them.
  const rank = (row: PromotionRow) => (row.status === 'CLOSED' || row.endsAt <= now ? 2 : row.startsAt > now ? 1 : 0);
  const ordered = [...rows].sort((a, b) => rank(a) - rank(b));
  return {
    list: await describePromotions(ctx.database.db, ordered, {
      memberId: viewerOf(input.session),
      config: input.config,
      now,
    }),
  };
}

async function viewOne(ctx: AppContext, input: Caller & { id: number }) {
  const row = await findPromotion(ctx.database.db, input.id);
  if (!row || row.status === 'DRAFT') throw new AppError('promotion.not.found');
  const [view] = await describePromotions(ctx.database.db, [row], {
    memberId: viewerOf(input.session),
    config: input.config,
    now: ctx.now(),
  });
  return { ...view!, content: row.content };
}

export const promotionDetail = viewOne;

/** The promotion as the member now sees it, after an action. */
async function afterAction(ctx: AppContext, input: Caller & { id: number }) {
  const { content: _content, ...view } = await viewOne(ctx, input);
  return view;
}

export async function joinPromotion(ctx: AppContext, input: Caller & { promotionId: number }) {
  const session = requireRealAccount(input.session);
  await inTransaction(ctx.database.db, (tx) =>
    joinDepositBonus(tx, { promotionId: input.promotionId, memberId: session.memberId, now: ctx.now() }),
  );
  return afterAction(ctx, { ...input, id: input.promotionId });
}

/** Claims a deposit bonus or the unclaimed rebates; everything is decided under the participation's lock or unique key. */
export async function claimPromotion(ctx: AppContext, input: Caller & { promotionId: number }) {
  const session = requireRealAccount(input.session);
  const now = ctx.now();
  const currency = input.config.currency.code;
  const amount = await inTransaction(ctx.database.db, async (tx) => {
    const promotion = await openPromotionForAction(tx, {
      id: input.promotionId,
      now,
      kind: ['DEPOSIT_BONUS', 'REBATE'],
    });
    if (promotion.kind === 'DEPOSIT_BONUS')
      return claimDepositBonus(tx, { promotion, memberId: session.memberId, currency, now });
    if (input.config.modules.MANPLAYREB3 !== true)
      throw new AppError('function.not.available', 'Rebates are paid automatically every day');
    return claimRebate(tx, { promotion, memberId: session.memberId, currency, now, event: 'CLAIM' });
  });
  return {
    amount: formatMoney(amount, input.config.currency.scale),
    promotion: await afterAction(ctx, { ...input, id: input.promotionId }),
  };
}

export async function claimRafflePromotion(ctx: AppContext, input: Caller & { promotionId: number }) {
  const session = requireRealAccount(input.session);
  const now = ctx.now();
  const prize = await inTransaction(ctx.database.db, async (tx) => {
    const promotion = await openPromotionForAction(tx, { id: input.promotionId, now, kind: 'RAFFLE' });
    return claimRaffle(tx, { promotion, memberId: session.memberId, currency: input.config.currency.code, now });
  });
  return {
    prize: { name: prize.name, amount: formatMoney(BigInt(prize.amount), input.config.currency.scale) },
    promotion: await afterAction(ctx, { ...input, id: input.promotionId }),
  };
}

export async function applyPromotion(ctx: AppContext, input: Caller & { request: FastifyRequest }) {
  const session = requireRealAccount(input.session);
  await enforceRateLimit(ctx.counters, 'uploadPerAccount', String(session.memberId));
  const form = await readApplicationForm(input.request);
  const applicationId = await applyForPromotion(ctx, { memberId: session.memberId, form });
  return { applicationId, promotion: await afterAction(ctx, { ...input, id: form.promotionId }) };
}

export async function bonusDetails(ctx: AppContext, input: Caller & { page: PageRequest }) {
  const session = requireRealAccount(input.session);
  return listBonusDetails(ctx.database.db, {
    memberId: session.memberId,
    page: input.page,
    scale: input.config.currency.scale,
  });
}

export async function turnoverRequirements(ctx: AppContext, input: Caller) {
  const session = requireRealAccount(input.session);
  return turnoverSummary(ctx.database.db, {
    memberId: session.memberId,
    now: ctx.now(),
    scale: input.config.currency.scale,
  });
}
