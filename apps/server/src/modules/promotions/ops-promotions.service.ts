import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { opsPromotionInput } from '@lucky/contracts/promotions/ops-promotion-endpoints';
import type { AppContext } from '../../app-context.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { findApplicationImage, listApplications, type ApplicationStatus } from './kinds/application.repository.ts';
import {
  findPromotionForUpdate,
  insertPromotion,
  listAllPromotions,
  updatePromotion,
} from './ops-promotions.repository.ts';
import { termsFromInput, termsToInput } from './promotion-terms.ts';
import type { PromotionRow } from './promotions.repository.ts';

type Input = z.infer<typeof opsPromotionInput>;
type Operator = { operator: ActiveOperator; config: MerchantConfig };

function view(row: PromotionRow, config: MerchantConfig, stats = { participants: 0, paid: 0n, pending: 0 }) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    type: row.type,
    period: row.period,
    status: row.status,
    title: row.title,
    summary: row.summary,
    content: row.content,
    image: row.image,
    sort: row.sort,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    terms: termsToInput(row.terms, config.currency),
    participants: stats.participants,
    paidTotal: formatMoney(stats.paid, config.currency.scale),
    pendingApplications: stats.pending,
  };
}

function valuesOf(input: Input, config: MerchantConfig) {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt)
    throw new AppError('request.invalid', 'endsAt: the promotion must end after it starts', { fields: ['endsAt'] });
  if (input.kind === 'REBATE' && input.period !== 'DAILY')
    throw new AppError('promotion.terms.invalid', 'A rebate is paid per day: its period is DAILY');
  return {
    kind: input.kind,
    type: input.type,
    period: input.period,
    status: input.status,
    title: input.title,
    summary: input.summary,
    content: input.content,
    image: input.image,
    sort: input.sort,
    startsAt,
    endsAt,
    terms: termsFromInput(input.kind, input.terms, config.currency),
  };
}

export async function listPromotionsForOps(ctx: AppContext, input: { config: MerchantConfig }) {
  const rows = await listAllPromotions(ctx.database.db);
  return { list: rows.map(({ row, ...stats }) => view(row, input.config, stats)) };
}

export async function createPromotion(ctx: AppContext, input: Operator & { body: Input }) {
  const values = valuesOf(input.body, input.config);
  const now = ctx.now();
  return inTransaction(ctx.database.db, async (tx) => {
    const row = await insertPromotion(tx, {
      ...values,
      code: `P${randomBytes(6).toString('hex').toUpperCase()}`,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'PROMOTION_CREATE',
      targetType: 'PROMOTION',
      targetId: String(row.id),
      after: { ...input.body },
    });
    return view(row, input.config);
  });
}

/** Edits keep the kind (participations and payouts depend on it); a closed promotion stays closed. */
export async function editPromotion(ctx: AppContext, input: Operator & { id: number; body: Input }) {
  const values = valuesOf(input.body, input.config);
  return inTransaction(ctx.database.db, async (tx) => {
    const before = await findPromotionForUpdate(tx, input.id);
    if (!before) throw new AppError('promotion.not.found');
    if (before.status === 'CLOSED') throw new AppError('promotion.closed', 'A closed promotion cannot be edited');
    if (before.kind !== values.kind)
      throw new AppError('promotion.kind.mismatch', 'The kind of a promotion cannot change');
    const row = await updatePromotion(tx, input.id, { ...values, updatedAt: ctx.now() });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'PROMOTION_UPDATE',
      targetType: 'PROMOTION',
      targetId: String(row.id),
      before: {
        status: before.status,
        title: before.title.EN,
        terms: before.terms,
        startsAt: before.startsAt.toISOString(),
        endsAt: before.endsAt.toISOString(),
      },
      after: {
        status: row.status,
        title: row.title.EN,
        terms: row.terms,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      },
    });
    return view(row, input.config);
  });
}

export async function closePromotion(ctx: AppContext, input: Operator & { id: number }) {
  return inTransaction(ctx.database.db, async (tx) => {
    const before = await findPromotionForUpdate(tx, input.id);
    if (!before) throw new AppError('promotion.not.found');
    if (before.status === 'CLOSED') throw new AppError('promotion.closed', 'This promotion is already closed');
    const row = await updatePromotion(tx, input.id, { status: 'CLOSED', updatedAt: ctx.now() });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'PROMOTION_CLOSE',
      targetType: 'PROMOTION',
      targetId: String(row.id),
      before: { status: before.status },
      after: { status: 'CLOSED' },
    });
    return view(row, input.config);
  });
}

export async function listApplicationsForOps(
  ctx: AppContext,
  input: { config: MerchantConfig; page: PageRequest; status?: ApplicationStatus; id?: number },
) {
  const { rows, total } = await listApplications(
    ctx.database.db,
    { status: input.status, id: input.id },
    input.page.pageSize,
    offsetOf(input.page),
  );
  const scale = input.config.currency.scale;
  return toPage(
    rows.map((row) => ({
      id: row.application.id,
      promotionId: row.application.promotionId,
      title: row.title,
      username: row.username,
      comment: row.application.comment,
      imageIds: row.imageIds,
      status: row.application.status,
      reason: row.application.reason,
      amount: row.amount === null ? null : formatMoney(row.amount, scale),
      fixedBonus: row.terms.fixedBonus === undefined ? null : formatMoney(BigInt(row.terms.fixedBonus), scale),
      createdAt: row.application.createdAt.toISOString(),
      reviewedAt: row.application.reviewedAt?.toISOString() ?? null,
    })),
    total,
    input.page,
  );
}

export async function readApplicationImage(ctx: AppContext, imageId: number) {
  const image = await findApplicationImage(ctx.database.db, imageId);
  if (!image) throw new AppError('promotion.application.not.found', 'No such image');
  return { imageId: image.id, mime: image.mime, size: image.size, dataBase64: image.data.toString('base64') };
}
