import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { readMemberBalance, readRecentEntries } from '../wallet/wallet-records.service.ts';
import { listMemberBankAccounts } from '../withdrawals/bank-account.service.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';

async function findMemberOrFail(ctx: AppContext, username: string) {
  const member = await findMemberByUsername(ctx.database.db, username);
  if (!member) throw new AppError('member.not.found');
  return member;
}

/** A member's funds for the finance desk; each lookup is audited (who looked at whom). */
export async function lookupMember(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; username: string },
) {
  const { config } = input;
  const db = ctx.database.db;
  const member = await findMemberOrFail(ctx, input.username);
  const [funds, upline, accounts] = await Promise.all([
    readMemberBalance(db, member.id, config.currency.code),
    member.uplineId ? findMemberById(db, member.uplineId) : null,
    listMemberBankAccounts(db, member.id),
  ]);
  await recordAudit(db, {
    operator: input.operator,
    action: 'MEMBER_LOOKUP',
    targetType: 'MEMBER',
    targetId: member.username,
  });
  return {
    memberId: member.id,
    username: member.username,
    type: member.type,
    status: member.status,
    payeeName: member.payeeName,
    uplineUsername: upline?.username ?? null,
    currency: config.currency.code,
    balance: money(funds.balance, config.currency),
    held: money(funds.held, config.currency),
    available: money(funds.balance - funds.held, config.currency),
    recent: await readRecentEntries(db, funds.accountId, config.currency, 20),
    bankAccounts: accounts.map((account) => ({
      bankName: account.bankName,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
    })),
  };
}
