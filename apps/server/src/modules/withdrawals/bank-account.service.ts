import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requirePasswordSettled, requireRealAccount } from '../member/account-guard.ts';
import { findMemberById, setPayeeName } from '../member/member.service.ts';
import { verifyPaymentPassword } from '../member/payment-password.service.ts';
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

export function toBankAccountView(row: BankAccountRow) {
  return {
    id: row.id,
    bankName: row.bankName,
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
  },
) {
  const session = requirePasswordSettled(requireRealAccount(input.session));
  const { config } = input;
  if (config.withdrawal.banks.length > 0 && !config.withdrawal.banks.includes(input.bankName))
    throw new AppError('request.invalid', 'This bank is not supported', { fields: ['bankName'] });
  await verifyPaymentPassword(ctx, session.memberId, input.paymentPassword);
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
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
      bankName: input.bankName,
      accountNumber,
      accountName: payeeName,
    });
    if (!row) throw new AppError('bank.account.taken');
    return toBankAccountView(row);
  });
}

/** The member's bound bank accounts as stored rows (the finance desk's member lookup). */
export function listMemberBankAccounts(db: Db | Tx, memberId: number): Promise<BankAccountRow[]> {
  return listBankAccounts(db, memberId);
}
