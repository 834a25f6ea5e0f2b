import type { AppContext } from '../../app-context.ts';
import { money } from '../../lib/amount.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { memberRiskFlags } from '../risk/risk-flags.service.ts';
import { secondApprovalThreshold } from './withdrawal-review.service.ts';
import { activitySince, membersWithAccount, previousWithdrawalAt } from './withdrawal-risk.repository.ts';
import { findWithdrawalByOrderNo } from './withdrawal.repository.ts';

/**
 * The risk panel of a withdrawal review: what the member deposited and bet since the previous withdrawal, the
 * member's win or loss over it, the member's risk flags, the other members with the same bank account, and the
 * amount above which this operator's approval needs a second operator.
 */
export async function withdrawalRiskPanel(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; orderNo: string },
) {
  const { config } = input;
  const db = ctx.database.db;
  const row = await findWithdrawalByOrderNo(db, input.orderNo);
  if (!row) throw new AppError('order.not.found');
  const since = await previousWithdrawalAt(db, row);
  const [activity, flags, sameBankAccount] = await Promise.all([
    activitySince(db, row.memberId, since),
    memberRiskFlags(ctx, row.memberId),
    membersWithAccount(db, row.accountNumber, row.memberId),
  ]);
  const { deposits, bets } = activity;
  return {
    orderNo: row.orderNo,
    since: since?.toISOString() ?? null,
    deposits: { count: deposits.count, amount: money(deposits.amount, config.currency) },
    bets: {
      count: bets.count,
      stake: money(bets.stake, config.currency),
      payout: money(bets.payout, config.currency),
    },
    winLoss: money(bets.payout - bets.stake, config.currency),
    flags,
    sameBankAccount: sameBankAccount.map((member) => ({ ...member, memberId: Number(member.memberId) })),
    secondApprovalAbove: money(secondApprovalThreshold(input.operator.role, config), config.currency),
  };
}
