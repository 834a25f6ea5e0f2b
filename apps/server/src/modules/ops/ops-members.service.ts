import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { ensureMemberWallet, houseAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { readBalanceAfterTransfer, readMemberBalance, readRecentEntries } from '../wallet/wallet-records.service.ts';
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

/**
 * A manual adjustment: a transfer between the member's wallet and the adjustments house
 * account, with the operator's reason on the transfer, in the audit log and in the member's
 * inbox. A debit never takes a wallet below zero. Idempotent on the operator's request id.
 */
export async function adjustMember(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    config: MerchantConfig;
    requestId: string;
    username: string;
    direction: 'CREDIT' | 'DEBIT';
    amount: string;
    reason: string;
  },
) {
  const { operator, config } = input;
  const amount = parseAmount(input.amount, config.currency);
  const member = await findMemberOrFail(ctx, input.username);
  return inTransaction(ctx.database.db, async (tx) => {
    const wallet = await ensureMemberWallet(tx, member.id, config.currency.code);
    const house = await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', config.currency.code);
    const before = await readMemberBalance(tx, member.id, config.currency.code);
    const posted = await postTransfer(tx, {
      idempotencyKey: `ops-adjust:${operator.id}:${input.requestId}`,
      kind: 'ADJUSTMENT',
      amount,
      debitAccountId: input.direction === 'CREDIT' ? house : wallet,
      creditAccountId: input.direction === 'CREDIT' ? wallet : house,
      memo: input.reason,
      metadata: { operator: operator.username, direction: input.direction },
    });
    const after = await readMemberBalance(tx, member.id, config.currency.code);
    if (!posted.replayed) {
      const signed = `${input.direction === 'DEBIT' ? '-' : '+'}${money(amount, config.currency)}`;
      await postInboxMessage(tx, {
        memberId: member.id,
        kind: 'ADJUSTMENT',
        params: { site: config.siteName, currency: config.currency.code, amount: signed, reason: input.reason },
      });
      await recordAudit(tx, {
        operator,
        action: 'MEMBER_ADJUST',
        targetType: 'MEMBER',
        targetId: member.username,
        reason: input.reason,
        before: { balance: before.balance, held: before.held },
        after: {
          balance: after.balance,
          held: after.held,
          transferId: posted.transferId,
          direction: input.direction,
          amount,
        },
      });
    }
    // The wallet's balance right after this adjustment: a replay answers the original figure.
    const balanceAfter = (await readBalanceAfterTransfer(tx, posted.transferId, wallet))!;
    return {
      transferId: posted.transferId,
      username: member.username,
      direction: input.direction,
      amount: money(amount, config.currency),
      balanceAfter: money(balanceAfter, config.currency),
    };
  });
}
