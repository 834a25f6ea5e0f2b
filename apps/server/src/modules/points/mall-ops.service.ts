import type { z } from 'zod';
import type { opsMallItemSave } from '@lucky/contracts/points/mall-ops-endpoints';
import type { PointsConfig } from '@lucky/contracts/points/points-endpoints';
import type { MallRedemptionStatus } from '@lucky/contracts/points/points-constants';
import type { AppContext } from '../../app-context.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { findMemberById } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { parseAmount } from '../../lib/amount.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { changePoints } from './points-balance.ts';
import { assertPointsConfig, readPointsConfig, writePointsConfig } from './points-config.ts';
import {
  insertItem,
  listItems,
  listRedemptions,
  lockItem,
  lockRedemption,
  setRedeemRecordStatus,
  updateItem,
  updateRedemption,
  type MallRedemptionRow,
} from './mall.repository.ts';
import { redeemSourceKey, toOpsItemView, toRedemptionView } from './mall-view.ts';

type ItemBody = z.output<NonNullable<typeof opsMallItemSave.body>>;
type Currency = MerchantConfig['currency'];

const opsView = (row: MallRedemptionRow, currency: Currency, username: string, reviewer: string | null) => ({
  ...toRedemptionView(row, currency),
  username,
  reviewedBy: reviewer,
});

export async function listOpsItems(ctx: AppContext, config: MerchantConfig) {
  const items = await listItems(ctx.database.db, { isEnabledOnly: false });
  return { list: items.map((row) => toOpsItemView(row, config.currency)), currency: config.currency.code };
}

/** Creates or changes an item (audited). A cash item has a cash value; goods have none. */
export async function saveItem(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; body: ItemBody },
) {
  const { body, config } = input;
  const cashValue = parseAmount(body.cashValue, config.currency, 'cashValue', { allowZero: true });
  if (body.kind === 'CASH' && cashValue === 0n)
    throw new AppError('amount.invalid', 'cashValue: a cash item pays an amount', { field: 'cashValue' });
  const values = {
    names: body.names,
    descriptions: body.descriptions,
    imageUrl: body.imageUrl,
    kind: body.kind,
    pointsCost: BigInt(body.pointsCost),
    cashValue: body.kind === 'CASH' ? cashValue : 0n,
    stock: body.stock,
    sort: body.sort,
    enabled: body.isEnabled,
  };
  return inTransaction(ctx.database.db, async (tx) => {
    const before = body.id ? await lockItem(tx, body.id) : null;
    if (body.id && !before) throw new AppError('mall.item.not.found');
    const saved = before ? await updateItem(tx, before.id, values) : await insertItem(tx, values);
    await recordAudit(tx, {
      operator: input.operator,
      action: before ? 'MALL_ITEM_UPDATE' : 'MALL_ITEM_CREATE',
      targetType: 'MALL_ITEM',
      targetId: String(saved.id),
      before: before ? toOpsItemView(before, config.currency) : null,
      after: toOpsItemView(saved, config.currency),
    });
    return toOpsItemView(saved, config.currency);
  });
}

export async function switchItem(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; id: number; isEnabled: boolean },
) {
  return inTransaction(ctx.database.db, async (tx) => {
    const before = await lockItem(tx, input.id);
    if (!before) throw new AppError('mall.item.not.found');
    const saved = await updateItem(tx, input.id, { enabled: input.isEnabled });
    await recordAudit(tx, {
      operator: input.operator,
      action: input.isEnabled ? 'MALL_ITEM_ENABLE' : 'MALL_ITEM_DISABLE',
      targetType: 'MALL_ITEM',
      targetId: String(input.id),
      before: { isEnabled: before.enabled },
      after: { isEnabled: saved.enabled },
    });
    return toOpsItemView(saved, input.config.currency);
  });
}

export async function listOpsRedemptions(
  ctx: AppContext,
  input: { config: MerchantConfig; page: PageRequest; status?: MallRedemptionStatus },
) {
  const { rows, total } = await listRedemptions(
    ctx.database.db,
    { status: input.status },
    input.page.pageSize,
    offsetOf(input.page),
  );
  return toPage(
    rows.map(({ redemption, username, reviewer }) => opsView(redemption, input.config.currency, username, reviewer)),
    total,
    input.page,
  );
}

/**
 * Approves (goods sent) or rejects a redemption IN_PROCESS, audited, with an inbox message. A
 * rejection gives the points back (a REFUND record keyed to the redemption) and the stock.
 * Locks: redemption, item, then the member's points, the order redeeming uses for item and points.
 */
export async function reviewRedemption(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    config: MerchantConfig;
    id: number;
    decision: 'APPROVED' | 'REJECTED';
    reason: string | null;
  },
) {
  const { operator, config } = input;
  const now = ctx.now();
  return inTransaction(ctx.database.db, async (tx) => {
    const found = await lockRedemption(tx, input.id);
    if (!found) throw new AppError('mall.redemption.not.found');
    if (found.status !== 'IN_PROCESS') throw new AppError('order.state.invalid', `The redemption is ${found.status}`);
    const item = await lockItem(tx, found.itemId);
    if (input.decision === 'REJECTED') {
      await changePoints(tx, {
        memberId: found.memberId,
        type: 'REFUND',
        change: found.points,
        remark: `Refund of ${found.orderNo}: ${input.reason}`,
        referenceNo: found.orderNo,
        sourceKey: `${redeemSourceKey(found.id)}:refund`,
        at: now,
      });
      if (item && item.stock !== null) await updateItem(tx, item.id, { stock: item.stock + found.quantity });
    }
    const updated = await updateRedemption(tx, found.id, {
      status: input.decision,
      reviewedBy: operator.id,
      reviewedAt: now,
      reason: input.reason,
    });
    await setRedeemRecordStatus(tx, redeemSourceKey(found.id), input.decision);
    const name = (found.itemNames as Record<string, string>).EN ?? 'item';
    await postInboxMessage(tx, {
      memberId: found.memberId,
      kind: input.decision === 'APPROVED' ? 'MALL_APPROVED' : 'MALL_REJECTED',
      params: {
        site: config.siteName,
        currency: config.currency.code,
        orderNo: found.orderNo,
        reason: input.decision === 'APPROVED' ? (input.reason ?? name) : (input.reason ?? ''),
      },
    });
    await recordAudit(tx, {
      operator,
      action: input.decision === 'APPROVED' ? 'MALL_REDEMPTION_APPROVE' : 'MALL_REDEMPTION_REJECT',
      targetType: 'MALL_REDEMPTION',
      targetId: found.orderNo,
      reason: input.reason,
      before: { status: found.status },
      after: { status: updated.status, points: found.points },
    });
    const member = await findMemberById(tx, found.memberId);
    return opsView(updated, config.currency, member?.username ?? '', operator.username);
  });
}

export async function readOpsPointsConfig(ctx: AppContext, config: MerchantConfig) {
  return { ...(await readPointsConfig(ctx.database.db, ctx.config.MERCHANT_CODE)), currency: config.currency.code };
}

/** Changes the rates (audited); accrual uses them from its next batch on, points already earned stay. */
export async function savePointsConfig(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; body: PointsConfig },
) {
  assertPointsConfig(input.body, input.config.currency);
  return inTransaction(ctx.database.db, async (tx) => {
    const before = await readPointsConfig(tx, ctx.config.MERCHANT_CODE);
    await writePointsConfig(tx, ctx.config.MERCHANT_CODE, input.body);
    await recordAudit(tx, {
      operator: input.operator,
      action: 'POINTS_CONFIG_UPDATE',
      targetType: 'POINTS_CONFIG',
      targetId: ctx.config.MERCHANT_CODE,
      before,
      after: input.body,
    });
    return { ...input.body, currency: input.config.currency.code };
  });
}
