import { textIn } from '../merchant/config-text.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import type { MessageParams } from '../inbox/member-inbox.ts';
import type { DepositRow } from './deposit.repository.ts';

export type PaymentMethod = MerchantConfig['payments']['methods'][number];

type ManualBankAccount = Extract<PaymentMethod, { channel: 'MANUAL_BANK' }>['bankAccount'];

/** The operator's account to pay into, its bank and branch named in the member's language. */
function bankAccountIn(account: ManualBankAccount, language: string, config: MerchantConfig) {
  const fallback = config.languages.default;
  return {
    bankName: textIn(account.bankName, language, fallback),
    accountName: account.accountName,
    accountNumber: account.accountNumber,
    branch: account.branch ? textIn(account.branch, language, fallback) : null,
  };
}

/**
 * What the member sees of a method, named in the member's language: limits, and for a manual transfer the account
 * to pay into.
 */
export function toPublicMethod(method: PaymentMethod, language: string, config: MerchantConfig) {
  return {
    code: method.code,
    name: textIn(method.name, language, config.languages.default),
    channel: method.channel,
    minAmount: method.minAmount,
    maxAmount: method.maxAmount,
    bankAccount: method.channel === 'MANUAL_BANK' ? bankAccountIn(method.bankAccount, language, config) : null,
  };
}

/**
 * A deposit as its member sees it. The method's name is the configured one in the member's language while the
 * method exists; the name stored with the order (the default language's, at the time) otherwise.
 */
export function toDepositView(row: DepositRow, config: MerchantConfig, language = config.languages.default) {
  const method = config.payments.methods.find((entry) => entry.code === row.methodCode);
  return {
    orderNo: row.orderNo,
    methodCode: row.methodCode,
    methodName: method ? textIn(method.name, language, config.languages.default) : row.methodName,
    channel: row.channel,
    amount: money(row.amount, config.currency),
    currency: row.currency,
    status: row.status,
    reference: row.reference,
    paymentUrl: row.status === 'PENDING' ? row.paymentUrl : null,
    bankAccount:
      method?.channel === 'MANUAL_BANK' && row.status === 'PENDING'
        ? bankAccountIn(method.bankAccount, language, config)
        : null,
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
