import type { z } from 'zod';
import type { pointsRedeem } from '@lucky/contracts/points/points-endpoints';
import type { MallRedemptionStatus, PointsRecordType } from '@lucky/contracts/points/points-constants';
import type { AppContext } from '../../app-context.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import { verifyPaymentPassword } from '../member/payment-password.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { money } from '../../lib/amount.ts';
import { ensureMemberWallet, houseShardAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { changePoints, newPointsReference, readMemberPoints } from './points-balance.ts';
import {
  findRedemptionByRequest,
  insertRedemption,
  listItems,
  listPointsRecords,
  listRedemptions,
  lockItem,
  updateItem,
  updateRedemption,
  type MallRedemptionRow,
} from './mall.repository.ts';
import { redeemSourceKey, toItemView, toRedemptionView } from './mall-view.ts';

type RedeemBody = z.output<NonNullable<typeof pointsRedeem.body>>;

export async function listMallItems(ctx: AppContext, config: MerchantConfig) {
  const items = await listItems(ctx.database.db, { isEnabledOnly: true });
  return { list: items.map((row) => toItemView(row, config.currency)), currency: config.currency.code };
}

export async function readPointsBalance(ctx: AppContext, session: ActiveSession | null) {
  const { memberId } = requireRealAccount(session);
  const points = await readMemberPoints(ctx.database.db, memberId);
  return { balance: Number(points.balance), lifetime: Number(points.lifetime) };
}

/**
 * Redeems an item: payment password first; then, with the item row locked (stock) and the
 * member's points row locked (balance), the order, the points deduction (never below zero) and
 * the stock in one transaction. Cash vouchers are paid to the wallet at once and APPROVED;
 * goods stay IN_PROCESS until an operator sends or rejects them. The request id makes a replay
 * answer the original order.
 */
export async function redeemItem(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; body: RedeemBody },
) {
  const session = requireRealAccount(input.session);
  const { body, config } = input;
  await verifyPaymentPassword(ctx, session.memberId, body.paymentPassword);
  const replay = async (row: MallRedemptionRow) => {
    if (row.itemId !== body.itemId || row.quantity !== body.quantity) throw new AppError('idempotency.conflict');
    return {
      redemption: toRedemptionView(row, config.currency),
      balance: Number((await readMemberPoints(ctx.database.db, session.memberId)).balance),
    };
  };
  const earlier = await findRedemptionByRequest(ctx.database.db, session.memberId, body.requestId);
  if (earlier) return replay(earlier);
  const now = ctx.now();
  const result = await inTransaction(ctx.database.db, async (tx) => {
    const item = await lockItem(tx, body.itemId);
    if (!item) throw new AppError('mall.item.not.found');
    const twin = await findRedemptionByRequest(tx, session.memberId, body.requestId);
    if (twin) return { row: twin, balance: null };
    if (!item.enabled || (item.stock !== null && item.stock < body.quantity))
      throw new AppError('mall.item.unavailable');
    if (item.kind === 'GOODS' && !body.deliveryInfo)
      throw new AppError('mall.delivery.required', undefined, { fields: ['deliveryInfo'] });
    const quantity = BigInt(body.quantity);
    const isCash = item.kind === 'CASH';
    const status: MallRedemptionStatus = isCash ? 'APPROVED' : 'IN_PROCESS';
    const created = await insertRedemption(tx, {
      orderNo: newPointsReference(now, 'M'),
      memberId: session.memberId,
      requestId: body.requestId,
      itemId: item.id,
      itemNames: item.names,
      itemImageUrl: item.imageUrl,
      kind: item.kind,
      quantity: body.quantity,
      points: item.pointsCost * quantity,
      cashValue: item.cashValue * quantity,
      status,
      deliveryInfo: body.deliveryInfo ?? null,
      reviewedAt: isCash ? now : null,
      createdAt: now,
    });
    const changed = await changePoints(tx, {
      memberId: session.memberId,
      type: 'REDEEM',
      change: -created.points,
      amount: isCash ? created.cashValue : null,
      status,
      remark: `${item.names.EN ?? 'Mall item'} x${body.quantity}`,
      referenceNo: created.orderNo,
      sourceKey: redeemSourceKey(created.id),
      at: now,
    });
    if (item.stock !== null) await updateItem(tx, item.id, { stock: item.stock - body.quantity });
    if (!isCash || created.cashValue === 0n) return { row: created, balance: changed.balanceAfter };
    const currency = config.currency.code;
    const posted = await postTransfer(tx, {
      idempotencyKey: `mall-cash:${created.id}`,
      kind: 'BONUS_POINTS_MALL',
      amount: created.cashValue,
      debitAccountId: await houseShardAccountId(tx, 'HOUSE_BONUSES', currency, session.memberId),
      creditAccountId: await ensureMemberWallet(tx, session.memberId, currency),
      memo: `Points mall ${created.orderNo}`,
      metadata: { orderNo: created.orderNo, points: created.points.toString() },
    });
    return {
      row: await updateRedemption(tx, created.id, { transferId: posted.transferId }),
      balance: changed.balanceAfter,
    };
  });
  if (result.balance === null) return replay(result.row);
  return { redemption: toRedemptionView(result.row, config.currency), balance: Number(result.balance) };
}

export async function listMyRedemptions(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; page: PageRequest; status?: MallRedemptionStatus },
) {
  const { memberId } = requireRealAccount(input.session);
  const { rows, total } = await listRedemptions(
    ctx.database.db,
    { memberId, status: input.status },
    input.page.pageSize,
    offsetOf(input.page),
  );
  return toPage(
    rows.map(({ redemption }) => toRedemptionView(redemption, input.config.currency)),
    total,
    input.page,
  );
}

export async function listMyPointsRecords(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; page: PageRequest; type?: PointsRecordType },
) {
  const { memberId } = requireRealAccount(input.session);
  const { rows, total } = await listPointsRecords(
    ctx.database.db,
    { memberId, type: input.type, ...parseDateRange(input.page) },
    input.page.pageSize,
    offsetOf(input.page),
  );
  return toPage(
    rows.map((row) => ({
      id: row.id,
      points: Number(row.change < 0n ? -row.change : row.change),
      amount: row.amount === null ? null : money(row.amount, input.config.currency),
      change: Number(row.change),
      balance: Number(row.balanceAfter),
      remark: row.remark,
      type: row.type,
      applyTime: row.createdAt.toISOString(),
      status: row.status,
      referenceNo: row.referenceNo,
    })),
    total,
    input.page,
  );
}
