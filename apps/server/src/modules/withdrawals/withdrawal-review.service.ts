import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { postInboxMessage, type MessageKind } from '../inbox/member-inbox.ts';
import { findMemberById } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { houseAccountId, inTransaction, postHold, reverseTransfer, voidHold } from '../wallet/ledger.service.ts';
import {
  findUpload,
  findOperatorName,
  findWithdrawalByOrderNo,
  listProofIds,
  listWithdrawals,
  lockOverdueReceipts,
  updateWithdrawal,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawal.repository.ts';
import { toOpsWithdrawalView, withdrawalMessage } from './withdrawal-view.ts';

type Review = { operator: ActiveOperator; config: MerchantConfig; orderNo: string };
/** A step's outcome; a first approval of a large withdrawal tells the member nothing and audits as its own action. */
type Change = {
  values: Partial<WithdrawalRow>;
  message: MessageKind | null;
  action?: string;
  reason?: string;
  extra?: Record<string, string>;
};

const snapshot = (row: WithdrawalRow) => ({
  status: row.status,
  amount: row.amount,
  transferId: row.transferId,
  payoutReference: row.payoutReference,
  refundAmount: row.refundAmount,
  reason: row.reason,
  firstApprovedBy: row.firstApprovedBy,
});

/**
 * Every operator step on a withdrawal: lock the row, check the status it must be in, do the
 * money part through the ledger, update the row, tell the member, and write the audit entry —
 * all in one transaction. Two operators pressing at once get one change and one 409.
 */
async function review(
  ctx: AppContext,
  input: Review & { action: string; from: WithdrawalStatus[]; change: (tx: Tx, row: WithdrawalRow) => Promise<Change> },
) {
  const { operator, config } = input;
  return inTransaction(ctx.database.db, async (tx) => {
    const row = await findWithdrawalByOrderNo(tx, input.orderNo, true);
    if (!row) throw new AppError('order.not.found');
    if (!input.from.includes(row.status)) throw new AppError('order.state.invalid', `The withdrawal is ${row.status}`);
    const change = await input.change(tx, row);
    const updated = await updateWithdrawal(tx, row.id, { ...change.values, reviewedBy: operator.id });
    if (change.message)
      await postInboxMessage(tx, {
        memberId: row.memberId,
        kind: change.message,
        params: withdrawalMessage(updated, config, { reason: change.reason, ...change.extra }),
      });
    await recordAudit(tx, {
      operator,
      action: change.action ?? input.action,
      targetType: 'WITHDRAWAL',
      targetId: row.orderNo,
      reason: change.reason,
      before: snapshot(row),
      after: snapshot(updated),
    });
    const member = await findMemberById(tx, row.memberId);
    const proofs = await listProofIds(tx, [row.id]);
    return toOpsWithdrawalView(
      updated,
      {
        username: member?.username ?? '',
        reviewer: operator.username,
        firstApprover: await findOperatorName(tx, updated.firstApprovedBy),
        proofIds: proofs.get(row.id) ?? [],
      },
      config,
    );
  });
}

/** The most an operator of this role approves alone (merchant setting `withdrawal.secondApprovalAbove`). */
export function secondApprovalThreshold(role: string, config: MerchantConfig): bigint {
  const limit = config.withdrawal.secondApprovalAbove[role];
  return limit === undefined ? 0n : parseAmount(limit, config.currency, 'secondApprovalAbove', { allowZero: true });
}

/**
 * Approval posts the hold: the amount leaves the wallet for the withdrawals clearing account. Above the approver's
 * role threshold the first approval only records its approver and the withdrawal stays PENDING; another operator's
 * approval then posts it — never the first approver's again (and a CHECK constraint besides). The row lock of
 * review() makes concurrent approvals act once: the second finds it APPROVED.
 */
export function approveWithdrawal(ctx: AppContext, input: Review) {
  const { operator, config } = input;
  return review(ctx, {
    ...input,
    action: 'WITHDRAWAL_APPROVE',
    from: ['PENDING'],
    change: async (tx, row) => {
      if (row.firstApprovedBy === operator.id) throw new AppError('withdrawal.second.approver');
      if (row.firstApprovedBy === null && row.amount > secondApprovalThreshold(operator.role, config))
        return {
          values: { firstApprovedBy: operator.id, firstApprovedAt: ctx.now() },
          message: null,
          action: 'WITHDRAWAL_FIRST_APPROVE',
        };
      const posted = await postHold(tx, {
        holdId: row.holdId!,
        creditAccountId: await houseAccountId(tx, 'HOUSE_WITHDRAWALS', row.currency),
        memo: `Withdrawal ${row.orderNo}`,
        metadata: { orderNo: row.orderNo },
      });
      return { values: { status: 'APPROVED', transferId: posted.transferId }, message: 'WITHDRAWAL_APPROVED' };
    },
  });
}

/** Rejection returns the funds: a pending hold is voided; an approved, unpaid one is reversed. */
export function rejectWithdrawal(ctx: AppContext, input: Review & { reason: string }) {
  return review(ctx, {
    ...input,
    action: 'WITHDRAWAL_REJECT',
    from: ['PENDING', 'APPROVED'],
    change: async (tx, row) => {
      if (row.status === 'PENDING') await voidHold(tx, { holdId: row.holdId! });
      else
        await reverseTransfer(tx, {
          transferId: row.transferId!,
          idempotencyKey: `withdrawal-reject:${row.id}`,
          memo: `Withdrawal ${row.orderNo} rejected`,
          metadata: { orderNo: row.orderNo },
        });
      return {
        values: { status: 'REJECTED', reason: input.reason },
        message: 'WITHDRAWAL_REJECTED',
        reason: input.reason,
      };
    },
  });
}

/** The payout went out: record its reference and start the member's confirmation time. */
export function markWithdrawalPaid(ctx: AppContext, input: Review & { payoutReference: string }) {
  const minutes = input.config.withdrawal.autoReceiptMinutes;
  return review(ctx, {
    ...input,
    action: 'WITHDRAWAL_PAID',
    from: ['APPROVED'],
    change: async () => {
      const now = ctx.now();
      return {
        values: {
          status: 'PAID',
          payoutReference: input.payoutReference,
          paidAt: now,
          receiptDueAt: new Date(now.getTime() + minutes * 60_000),
        },
        message: 'WITHDRAWAL_PAID',
        extra: { minutes: String(minutes) },
      };
    },
  });
}

/** A disputed payout is settled by refunding what did not arrive (possibly nothing) as a reversing transfer. */
export function resolveWithdrawal(ctx: AppContext, input: Review & { refundAmount: string; reason: string }) {
  return review(ctx, {
    ...input,
    action: 'WITHDRAWAL_RESOLVE',
    from: ['DISPUTED'],
    change: async (tx, row) => {
      const refund = parseAmount(input.refundAmount, input.config.currency, 'refundAmount', { allowZero: true });
      if (refund > row.amount) throw new AppError('amount.above.maximum', 'refundAmount: more than the withdrawal');
      const refundTransfer =
        refund > 0n
          ? await reverseTransfer(tx, {
              transferId: row.transferId!,
              idempotencyKey: `withdrawal-refund:${row.id}`,
              amount: refund,
              kind: 'WITHDRAWAL_REFUND',
              memo: `Refund of withdrawal ${row.orderNo}`,
              metadata: { orderNo: row.orderNo },
            })
          : null;
      return {
        values: {
          status: 'RESOLVED',
          refundAmount: refund,
          refundTransferId: refundTransfer?.transferId ?? null,
          reason: input.reason,
        },
        message: 'WITHDRAWAL_RESOLVED',
        reason: input.reason,
        extra: { amount: money(refund, input.config.currency) },
      };
    },
  });
}

export async function listWithdrawalQueue(
  ctx: AppContext,
  input: { config: MerchantConfig; page: PageRequest; status: WithdrawalStatus; username?: string },
) {
  const db = ctx.database.db;
  const { rows, total, amount } = await listWithdrawals(
    db,
    { status: input.status, username: input.username, range: parseDateRange(input.page) },
    { limit: input.page.pageSize, offset: offsetOf(input.page), oldestFirst: true },
  );
  const proofs = await listProofIds(
    db,
    rows.map((row) => row.withdrawal.id),
  );
  const page = toPage(
    rows.map((row) =>
      toOpsWithdrawalView(
        row.withdrawal,
        {
          username: row.username,
          reviewer: row.reviewer,
          firstApprover: row.firstApprover,
          proofIds: proofs.get(row.withdrawal.id) ?? [],
        },
        input.config,
      ),
    ),
    total,
    input.page,
  );
  return { ...page, totals: { count: total, amount: money(amount, input.config.currency) } };
}

export async function readProof(ctx: AppContext, proofId: number) {
  const upload = await findUpload(ctx.database.db, proofId);
  if (!upload) throw new AppError('order.not.found', 'No such proof image');
  return { proofId: upload.id, mime: upload.mime, size: upload.size, dataBase64: upload.data.toString('base64') };
}

/**
 * The forced receipt: a paid withdrawal the member did not confirm in time counts as received
 * and will not be refunded. SKIP LOCKED lets every instance run this job at once; each row is
 * changed by exactly one of them.
 */
export async function autoConfirmReceipts(ctx: AppContext, config: MerchantConfig): Promise<number> {
  return inTransaction(ctx.database.db, async (tx) => {
    const now = ctx.now();
    const overdue = await lockOverdueReceipts(tx, now, 100);
    for (const row of overdue) {
      const updated = await updateWithdrawal(tx, row.id, {
        status: 'COMPLETED',
        receiptType: 'AUTO',
        receiptForced: true,
        receivedAmount: row.amount,
        remainingAmount: 0n,
        confirmedAt: now,
      });
      await postInboxMessage(tx, {
        memberId: row.memberId,
        kind: 'WITHDRAWAL_AUTO_RECEIVED',
        params: withdrawalMessage(updated, config, { minutes: String(config.withdrawal.autoReceiptMinutes) }),
      });
    }
    return overdue.length;
  });
}
