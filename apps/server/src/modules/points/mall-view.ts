import type { LocalizedTextValue } from '@lucky/contracts/vip/localized-text';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import type { MallItemRow, MallRedemptionRow } from './mall.repository.ts';

type Currency = MerchantConfig['currency'];

export function toItemView(row: MallItemRow, currency: Currency) {
  return {
    id: row.id,
    names: row.names as LocalizedTextValue,
    descriptions: row.descriptions as LocalizedTextValue,
    imageUrl: row.imageUrl,
    kind: row.kind,
    pointsCost: Number(row.pointsCost),
    cashValue: money(row.cashValue, currency),
    stock: row.stock,
  };
}

export const toOpsItemView = (row: MallItemRow, currency: Currency) => ({
  ...toItemView(row, currency),
  isEnabled: row.enabled,
  sort: row.sort,
});

export function toRedemptionView(row: MallRedemptionRow, currency: Currency) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    itemId: row.itemId,
    itemNames: row.itemNames as LocalizedTextValue,
    itemImageUrl: row.itemImageUrl,
    kind: row.kind,
    quantity: row.quantity,
    points: Number(row.points),
    cashValue: money(row.cashValue, currency),
    status: row.status,
    deliveryInfo: row.deliveryInfo,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The source key of a redemption's points deduction (and, with `:refund`, of its refund). */
export const redeemSourceKey = (redemptionId: number): string => `mall-redeem:${redemptionId}`;
