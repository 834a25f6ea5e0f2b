import type { MessageParams } from '../inbox/member-inbox.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { bankNameIn, maskAccountNumber } from './bank-account.service.ts';
import type { WithdrawalRow } from './withdrawal.repository.ts';

function receiptOf(row: WithdrawalRow, proofCount: number, config: MerchantConfig) {
  if (!row.receiptType || !row.confirmedAt) return null;
  return {
    type: row.receiptType,
    receivedAmount: money(row.receivedAmount ?? 0n, config.currency),
    remainingAmount: money(row.remainingAmount ?? 0n, config.currency),
    forced: row.receiptForced,
    proofCount,
    note: row.receiptNote,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

export function toWithdrawalView(
  row: WithdrawalRow,
  proofCount: number,
  config: MerchantConfig,
  language = config.languages.default,
) {
  return {
    orderNo: row.orderNo,
    amount: money(row.amount, config.currency),
    currency: row.currency,
    status: row.status,
    bankName: bankNameIn(config, row.bankName, language),
    accountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    reason: row.reason,
    payoutReference: row.payoutReference,
    paidAt: row.paidAt?.toISOString() ?? null,
    receiptDueAt: row.status === 'PAID' ? (row.receiptDueAt?.toISOString() ?? null) : null,
    receipt: receiptOf(row, proofCount, config),
    refundAmount: row.refundAmount === null ? null : money(row.refundAmount, config.currency),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The finance desk sees the whole account number: it pays into it. */
export function toOpsWithdrawalView(
  row: WithdrawalRow,
  extra: { username: string; reviewer: string | null; firstApprover: string | null; proofIds: number[] },
  config: MerchantConfig,
) {
  return {
    ...toWithdrawalView(row, extra.proofIds.length, config),
    receiptDueAt: row.receiptDueAt?.toISOString() ?? null,
    accountNumber: row.accountNumber,
    memberId: row.memberId,
    username: extra.username,
    reviewedBy: extra.reviewer,
    firstApprovedBy: extra.firstApprover,
    firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
    proofIds: extra.proofIds,
  };
}

export function withdrawalMessage(
  row: WithdrawalRow,
  config: MerchantConfig,
  extra: Partial<MessageParams> = {},
): MessageParams {
  return {
    site: config.siteName,
    currency: row.currency,
    amount: money(row.amount, config.currency),
    orderNo: row.orderNo,
    status: row.status,
    ...extra,
  };
}
