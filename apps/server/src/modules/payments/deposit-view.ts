import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import type { MessageParams } from '../inbox/member-inbox.ts';
import type { DepositRow } from './deposit.repository.ts';

export type PaymentMethod = MerchantConfig['payments']['methods'][number];

/** What the member sees of a method: limits, and for a manual transfer the account to pay into. */
export function toPublicMethod(method: PaymentMethod) {
  return {
    code: method.code,
    name: method.name,
    channel: method.channel,
    minAmount: method.minAmount,
    maxAmount: method.maxAmount,
    bankAccount: method.channel === 'MANUAL_BANK' ? method.bankAccount : null,
  };
}

export function toDepositView(row: DepositRow, config: MerchantConfig) {
  const method = config.payments.methods.find((entry) => entry.code === row.methodCode);
  return {
    orderNo: row.orderNo,
    methodCode: row.methodCode,
    methodName: row.methodName,
    channel: row.channel,
    amount: money(row.amount, config.currency),
    currency: row.currency,
    status: row.status,
    reference: row.reference,
    paymentUrl: row.status === 'PENDING' ? row.paymentUrl : null,
    bankAccount: method?.channel === 'MANUAL_BANK' && row.status === 'PENDING' ? method.bankAccount : null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toOpsDepositView(row: DepositRow, username: string, reviewer: string | null, config: MerchantConfig) {
  return {
    orderNo: row.orderNo,
    memberId: row.memberId,
    username,
    methodCode: row.methodCode,
    channel: row.channel,
    amount: money(row.amount, config.currency),
    currency: row.currency,
    status: row.status,
    reference: row.reference,
    payerName: row.payerName,
    gatewayRef: row.gatewayRef,
    reason: row.reason,
    reviewedBy: reviewer,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function depositMessage(row: DepositRow, config: MerchantConfig, reason?: string): MessageParams {
  return {
    site: config.siteName,
    currency: row.currency,
    amount: money(row.amount, config.currency),
    orderNo: row.orderNo,
    status: row.status,
    reason,
  };
}
