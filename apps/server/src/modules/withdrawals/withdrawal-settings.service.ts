import type { AppContext } from '../../app-context.ts';
import { findMemberById } from '../member/member.service.ts';
import { textIn } from '../merchant/config-text.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { readFunds } from '../wallet/wallet-records.service.ts';
import { listBankAccounts } from './bank-account.repository.ts';
import { toBankAccountView } from './bank-account.service.ts';
import { sumWithdrawalsSince } from './withdrawal.repository.ts';
import { startOfDay } from './withdrawal.service.ts';

/** Everything the withdrawal page shows before the member types an amount. */
export async function readWithdrawalSettings(
  ctx: AppContext,
  memberId: number,
  config: MerchantConfig,
  language: string,
) {
  const db = ctx.database.db;
  const [member, funds, used, accounts] = await Promise.all([
    findMemberById(db, memberId),
    readFunds(db, memberId, config.currency),
    sumWithdrawalsSince(db, memberId, startOfDay(ctx.now())),
    listBankAccounts(db, memberId),
  ]);
  const { minAmount, maxAmount, dailyMaxCount, dailyMaxAmount, autoReceiptMinutes, banks, maxBankAccounts } =
    config.withdrawal;
  return {
    currency: config.currency.code,
    currencySymbol: config.currency.symbol,
    minAmount,
    maxAmount,
    dailyMaxCount,
    dailyMaxAmount,
    usedTodayCount: used.count,
    usedTodayAmount: money(used.total, config.currency),
    withdrawable: funds.withdrawable,
    autoReceiptMinutes,
    banks: banks.map((bank) => textIn(bank, language, config.languages.default)),
    maxBankAccounts,
    hasPaymentPassword: member?.paymentPasswordHash != null,
    payeeName: member?.payeeName ?? null,
    bankAccounts: accounts.map((account) => toBankAccountView(account, config, language)),
  };
}
