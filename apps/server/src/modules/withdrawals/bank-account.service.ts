import type { AppContext } from '../../app-context.ts';
import { assertBankAccountAllowed } from '../risk/blacklist.service.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requirePasswordSettled, requireRealAccount } from '../member/account-guard.ts';
import { findMemberById, setPayeeName } from '../member/member.service.ts';
import { verifyPaymentPassword } from '../member/payment-password.service.ts';
import { isNamed, textIn } from '../merchant/config-text.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { ensureMemberWallet, inTransaction, lockAccount } from '../wallet/ledger.service.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  countBankAccounts,
  insertBankAccount,
  listBankAccounts,
  type BankAccountRow,
} from './bank-account.repository.ts';

export function maskAccountNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** One of the merchant's banks, recognised by its name in any of the site's languages. */
const findBank = (config: MerchantConfig, name: string) => config.withdrawal.banks.find((bank) => isNamed(bank, name));

/**
 * A bank name kept on an account or a withdrawal (the default language's name at binding), in the wanted language
 * when it is one of the merchant's banks; as kept otherwise (a bank since removed, or a free name).
 */
export function bankNameIn(config: MerchantConfig, keptName: string, language: string): string {
  const bank = findBank(config, keptName);
  return bank ? textIn(bank, language, config.languages.default) : keptName;
}

export function toBankAccountView(row: BankAccountRow, config: MerchantConfig, language: string) {
  return {
    id: row.id,
    bankName: bankNameIn(config, row.bankName, language),
    accountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
  };
}

const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Binds a bank account. Payouts go only to accounts in the member's own name: the payee name
 * from registration, or — when none was registered — the name given at the first binding, which
 * then becomes the payee name for good.
 */
export async function bindBankAccount(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    config: MerchantConfig;
    bankName: string;
    accountNumber: string;
    accountName?: string;
    paymentPassword: string;
    language: string;
  },
) {
  const session = requirePasswordSettled(requireRealAccount(input.session));
  const { config } = input;
  const bank = findBank(config, input.bankName);
  if (config.withdrawal.banks.length > 0 && !bank)
    throw new AppError('request.invalid', 'This bank is not supported', { fields: ['bankName'] });
  // One name per bank in the database, whatever language the member picked it in: the default language's.
  const bankName = bank ? textIn(bank, config.languages.default, config.languages.default) : input.bankName;
  await verifyPaymentPassword(ctx, session.memberId, input.paymentPassword);
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  await assertBankAccountAllowed(ctx, accountNumber);
  return inTransaction(ctx.database.db, async (tx) => {
    // One member's bindings run one after the other, so the limit holds.
    await lockAccount(tx, await ensureMemberWallet(tx, session.memberId, config.currency.code));
    const member = await findMemberById(tx, session.memberId);
    const payeeName = member?.payeeName ?? input.accountName ?? null;
    if (!payeeName) throw new AppError('request.invalid', 'Enter the account holder name', { fields: ['accountName'] });
    if (input.accountName && normaliseName(input.accountName) !== normaliseName(payeeName))
      throw new AppError('payee.name.mismatch');
    if (!member?.payeeName) await setPayeeName(tx, session.memberId, payeeName);
    if ((await countBankAccounts(tx, session.memberId)) >= config.withdrawal.maxBankAccounts)
      throw new AppError('bank.account.limit');
    const row = await insertBankAccount(tx, {
      memberId: session.memberId,
      bankName,
      accountNumber,
      accountName: payeeName,
    });
    if (!row) throw new AppError('bank.account.taken');
    return toBankAccountView(row, config, input.language);
  });
}

/** The member's bound bank accounts as stored rows (the finance desk's member lookup). */
export function listMemberBankAccounts(db: Db | Tx, memberId: number): Promise<BankAccountRow[]> {
  return listBankAccounts(db, memberId);
}
