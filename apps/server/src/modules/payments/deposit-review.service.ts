import type { AppContext } from '../../app-context.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberById } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import {
  findDepositByOrderNo,
  listDeposits,
  lockExpiredGatewayDeposits,
  type DepositRow,
} from './deposit.repository.ts';
import { closeDeposit, creditDeposit } from './deposit.service.ts';
import { toOpsDepositView } from './deposit-view.ts';

const snapshot = (row: DepositRow) => ({
  status: row.status,
  amount: row.amount,
  transferId: row.transferId,
  reason: row.reason,
});

export async function listDepositQueue(
  ctx: AppContext,
  input: { config: MerchantConfig; page: PageRequest; status: DepositRow['status']; username?: string },
) {
  const { rows, total } = await listDeposits(
    ctx.database.db,
    { status: input.status, username: input.username, range: parseDateRange(input.page) },
    { limit: input.page.pageSize, offset: offsetOf(input.page), oldestFirst: true },
  );
  return toPage(
    rows.map((row) => toOpsDepositView(row.deposit, row.username, row.reviewer, input.config)),
    total,
    input.page,
  );
}

/**
 * An operator decides a waiting deposit. The row is locked, so two operators pressing at once
 * get one decision and one `order.state.invalid`; the audit entry is written in the same
 * transaction. Approval also serves a gateway order whose callback never came (or came after
 * it expired), once finance has seen the money.
 */
export async function reviewDeposit(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    config: MerchantConfig;
    orderNo: string;
    decision: 'APPROVE' | 'REJECT';
    reason?: string;
  },
) {
  const { operator, config } = input;
  return inTransaction(ctx.database.db, async (tx) => {
    const deposit = await findDepositByOrderNo(tx, input.orderNo, true);
    if (!deposit) throw new AppError('order.not.found');
    const open = deposit.status === 'PENDING' || (input.decision === 'APPROVE' && deposit.status === 'EXPIRED');
    if (!open) throw new AppError('order.state.invalid', `The deposit is ${deposit.status}`);
    const values = { reviewedBy: operator.id, reason: input.reason ?? null, completedAt: ctx.now() };
    const updated =
      input.decision === 'APPROVE'
        ? await creditDeposit(tx, deposit, config, values)
        : await closeDeposit(tx, deposit, config, 'REJECTED', values);
    await recordAudit(tx, {
      operator,
      action: input.decision === 'APPROVE' ? 'DEPOSIT_APPROVE' : 'DEPOSIT_REJECT',
      targetType: 'DEPOSIT',
      targetId: deposit.orderNo,
      reason: input.reason,
      before: snapshot(deposit),
      after: snapshot(updated),
    });
    const member = await findMemberById(tx, deposit.memberId);
    return toOpsDepositView(updated, member?.username ?? '', operator.username, config);
  });
}

/** Expires gateway orders nobody paid in time; SKIP LOCKED lets every instance run this at once. */
export async function expireGatewayDeposits(ctx: AppContext, config: MerchantConfig): Promise<number> {
  return inTransaction(ctx.database.db, async (tx) => {
    const expired = await lockExpiredGatewayDeposits(tx, ctx.now(), 100);
    for (const deposit of expired) await closeDeposit(tx, deposit, config, 'EXPIRED', { completedAt: ctx.now() });
    return expired.length;
  });
}
