import { ADJUSTMENT_APPROVAL_THRESHOLDS } from '@lucky/contracts/ops/ops-adjustment-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { ensureMemberWallet, houseAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { readBalanceAfterTransfer, readMemberBalance } from '../wallet/wallet-records.service.ts';
import {
  findAdjustmentByKey,
  findAdjustmentView,
  insertAdjustment,
  listAdjustments,
  insertBonusTurnover,
  lockAdjustment,
  updateAdjustment,
  type AdjustmentRow,
  type AdjustmentStatus,
  type AdjustmentWithNames,
} from './adjustment.repository.ts';

/*
 * Manual adjustments under four eyes. The requester's role threshold (contracts: ADJUSTMENT_APPROVAL_THRESHOLDS)
 * decides: at or under it the adjustment posts in the request's transaction; above it, it waits for a second
 * operator. The approval locks the request row, so concurrent approvals post once (the second finds it decided),
 * and the transfer's idempotency key is the request's own key besides. A database check refuses a decider who is
 * the requester even if a service forgot. The reason stays internal: the transfer's memo, the member's inbox and
 * the agents' team records carry only the kind's neutral label.
 */

type Kind = AdjustmentRow['kind'];

/** What a member or an agent sees instead of the operator's reason. */
export const NEUTRAL_LABELS: Record<Kind, string> = {
  CORRECTION: 'Balance correction',
  BONUS: 'Bonus',
  GOODWILL: 'Goodwill credit',
};

export function approvalThreshold(role: string, config: MerchantConfig): bigint {
  const limit = (ADJUSTMENT_APPROVAL_THRESHOLDS as Partial<Record<string, string>>)[role];
  return limit ? parseAmount(limit, config.currency) : 0n;
}

export function viewAdjustment(view: AdjustmentWithNames, config: MerchantConfig) {
  const { row } = view;
  return {
    id: row.id,
    memberId: row.memberId,
    username: view.username,
    kind: row.kind,
    direction: row.direction,
    amount: money(row.amount, config.currency),
    turnoverMultiple: row.turnoverMultiple,
    reason: row.reason,
    status: row.status,
    requestedBy: view.requestedBy,
    decidedBy: view.decidedBy,
    decisionReason: row.decisionReason,
    transferId: row.transferId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Moves the money of a request, its bonus turnover and the member's neutral inbox line; answers the transfer id. */
async function postAdjustment(ctx: AppContext, tx: Tx, request: AdjustmentRow, config: MerchantConfig) {
  const wallet = await ensureMemberWallet(tx, request.memberId, request.currency);
  const house = await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', request.currency);
  const credit = request.direction === 'CREDIT';
  const posted = await postTransfer(tx, {
    idempotencyKey: request.requestKey,
    kind: 'ADJUSTMENT',
    amount: request.amount,
    debitAccountId: credit ? house : wallet,
    creditAccountId: credit ? wallet : house,
    memo: NEUTRAL_LABELS[request.kind],
    metadata: { adjustmentId: request.id, kind: request.kind, direction: request.direction },
  });
  if (posted.replayed) return posted.transferId;
  if (request.kind === 'BONUS' && request.turnoverMultiple > 0)
    await insertBonusTurnover(tx, {
      memberId: request.memberId,
      required: request.amount * BigInt(request.turnoverMultiple),
      createdAt: ctx.now(),
    });
  await postInboxMessage(tx, {
    memberId: request.memberId,
    kind: 'ADJUSTMENT',
    params: {
      site: config.siteName,
      currency: request.currency,
      amount: `${credit ? '+' : '-'}${money(request.amount, config.currency)}`,
      reason: NEUTRAL_LABELS[request.kind],
    },
  });
  return posted.transferId;
}

async function answerOf(ctx: AppContext, id: number, config: MerchantConfig) {
  const view = (await findAdjustmentView(ctx.database.db, id))!;
  const { row } = view;
  let balanceAfter: string | null = null;
  if (row.transferId !== null) {
    const { accountId } = await readMemberBalance(ctx.database.db, row.memberId, row.currency);
    const after =
      accountId === null ? null : await readBalanceAfterTransfer(ctx.database.db, row.transferId, accountId);
    balanceAfter = after === null ? null : money(after, config.currency);
  }
  return { ...viewAdjustment(view, config), balanceAfter };
}

function sameRequestOrFail(
  first: AdjustmentRow,
  values: Omit<typeof first, 'id' | 'status' | 'decidedBy' | 'decisionReason' | 'transferId' | 'decidedAt'>,
): number {
  const fields = ['memberId', 'kind', 'direction', 'amount', 'turnoverMultiple', 'reason'] as const;
  if (fields.some((field) => first[field] !== values[field])) throw new AppError('idempotency.conflict');
  return first.id;
}

export type AdjustmentInput = {
  operator: ActiveOperator;
  config: MerchantConfig;
  requestId: string;
  username: string;
  kind: Kind;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  turnoverMultiple: number;
  reason: string;
};

/** A manual adjustment: posted at once within the requester's threshold, else queued for a second operator. */
export async function requestAdjustment(ctx: AppContext, input: AdjustmentInput) {
  const { operator, config } = input;
  const amount = parseAmount(input.amount, config.currency);
  if (input.turnoverMultiple > 0 && !(input.kind === 'BONUS' && input.direction === 'CREDIT'))
    throw new AppError('adjustment.turnover.not.bonus');
  const member = await findMemberByUsername(ctx.database.db, input.username);
  if (!member) throw new AppError('member.not.found');
  if (member.status === 'CLOSED') throw new AppError('member.closed');
  const atOnce = amount <= approvalThreshold(operator.role, config);
  const requestKey = `ops-adjust:${operator.id}:${input.requestId}`;
  const id = await inTransaction(ctx.database.db, async (tx) => {
    const values = {
      requestKey,
      memberId: member.id,
      kind: input.kind,
      direction: input.direction,
      amount,
      currency: config.currency.code,
      turnoverMultiple: input.turnoverMultiple,
      reason: input.reason,
      requestedBy: operator.id,
      createdAt: ctx.now(),
    };
    const request = await insertAdjustment(tx, values);
    // A retried request answers what the first one did; the same id with another request is refused.
    if (!request) return sameRequestOrFail((await findAdjustmentByKey(tx, requestKey))!, values);
    const before = await readMemberBalance(tx, member.id, config.currency.code);
    const transferId = atOnce ? await postAdjustment(ctx, tx, request, config) : null;
    const after = await readMemberBalance(tx, member.id, config.currency.code);
    if (transferId !== null)
      await updateAdjustment(tx, request.id, { status: 'POSTED', transferId, decidedAt: ctx.now() });
    await recordAudit(tx, {
      operator,
      action: atOnce ? 'MEMBER_ADJUST' : 'MEMBER_ADJUST_REQUEST',
      targetType: 'MEMBER',
      targetId: member.username,
      reason: input.reason,
      before: { balance: before.balance, held: before.held },
      after: {
        balance: after.balance,
        held: after.held,
        transferId,
        direction: input.direction,
        amount,
        kind: input.kind,
        adjustmentId: request.id,
      },
    });
    return request.id;
  });
  return answerOf(ctx, id, config);
}

async function decide(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; adjustmentId: number; reject?: string },
) {
  const { operator, config } = input;
  await inTransaction(ctx.database.db, async (tx) => {
    const request = await lockAdjustment(tx, input.adjustmentId);
    if (!request) throw new AppError('adjustment.not.found');
    if (request.requestedBy === operator.id) throw new AppError('adjustment.self.approval');
    if (request.status !== 'PENDING') throw new AppError('adjustment.state.invalid');
    const member = (await findMemberById(tx, request.memberId))!;
    const now = ctx.now();
    if (input.reject !== undefined) {
      await updateAdjustment(tx, request.id, {
        status: 'REJECTED',
        decidedBy: operator.id,
        decidedAt: now,
        decisionReason: input.reject,
      });
    } else {
      if (member.status === 'CLOSED') throw new AppError('member.closed');
      const transferId = await postAdjustment(ctx, tx, request, config);
      await updateAdjustment(tx, request.id, { status: 'POSTED', decidedBy: operator.id, decidedAt: now, transferId });
    }
    await recordAudit(tx, {
      operator,
      action: input.reject !== undefined ? 'ADJUSTMENT_REJECT' : 'ADJUSTMENT_APPROVE',
      targetType: 'MEMBER',
      targetId: member.username,
      reason: input.reject ?? request.reason,
      before: { adjustmentId: request.id, status: 'PENDING', amount: request.amount, direction: request.direction },
      after: { status: input.reject !== undefined ? 'REJECTED' : 'POSTED' },
    });
  });
  const { balanceAfter: _ignored, ...view } = await answerOf(ctx, input.adjustmentId, config);
  return view;
}

export const approveAdjustment = (
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; adjustmentId: number },
) => decide(ctx, input);

export const rejectAdjustment = (
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; adjustmentId: number; reason: string },
) => decide(ctx, { ...input, reject: input.reason });

/** The queue of one status with its totals: the second operator sees what approving all of it would move. */
export async function listAdjustmentQueue(
  ctx: AppContext,
  input: { config: MerchantConfig; status: AdjustmentStatus; pageNo: number; pageSize: number },
) {
  const { config } = input;
  const { rows, totals } = await listAdjustments(
    ctx.database.db,
    input.status,
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  const total = Number(totals.count);
  return {
    list: rows.map((row) => viewAdjustment(row, config)),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / input.pageSize),
    totals: {
      credit: money(BigInt(totals.credit), config.currency),
      debit: money(BigInt(totals.debit), config.currency),
      count: total,
    },
  };
}
