import type { z } from 'zod';
import type { withdrawalConfirmReceipt, withdrawalCreate } from '@lucky/contracts/wallet/withdrawal-endpoints';
import type { AppContext } from '../../app-context.ts';
import { parseMoney } from '../../lib/money.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import { newOrderNo, requestHash } from '../../lib/request-hash.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { requirePasswordSettled, requireRealAccount } from '../member/account-guard.ts';
import { verifyPaymentPassword } from '../member/payment-password.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { assertWithinLimits, parseAmount } from '../../lib/amount.ts';
import { assertTurnoverMet } from '../promotions/turnover.service.ts';
import {
  ensureMemberWallet,
  InsufficientFundsError,
  inTransaction,
  lockAccount,
  placeHold,
} from '../wallet/ledger.service.ts';
import { assertKycWithdrawalLimit } from './kyc-withdrawal-limit.ts';
import { assertVipWithdrawalLimit } from './vip-withdrawal-limit.ts';
import { findOwnBankAccount, listBankAccounts } from './bank-account.repository.ts';
import {
  attachProofs,
  findWithdrawalByOrderNo,
  findWithdrawalByRequest,
  insertWithdrawal,
  listProofIds,
  listWithdrawals,
  sumWithdrawalsSince,
  updateWithdrawal,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawal.repository.ts';
import { toWithdrawalView, withdrawalMessage } from './withdrawal-view.ts';

type CreateBody = z.output<NonNullable<typeof withdrawalCreate.body>>;
type ReceiptBody = z.output<NonNullable<typeof withdrawalConfirmReceipt.body>>;

/** Daily limits count from midnight UTC. */
export const startOfDay = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

async function viewWithProofs(ctx: AppContext, row: WithdrawalRow, config: MerchantConfig) {
  const proofs = await listProofIds(ctx.database.db, [row.id]);
  return toWithdrawalView(row, proofs.get(row.id)?.length ?? 0, config);
}

/**
 * Requests a withdrawal: payment password, limits, then in one transaction (with the member's
 * wallet locked, so concurrent requests of one member line up) the order and a hold on its
 * amount. The request id makes it idempotent: a replay answers the original order.
 */
export async function createWithdrawal(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; body: CreateBody },
) {
  const session = requirePasswordSettled(requireRealAccount(input.session));
  const { config, body } = input;
  const amount = parseAmount(body.amount, config.currency);
  await verifyPaymentPassword(ctx, session.memberId, body.paymentPassword);
  const hash = requestHash([amount, body.bankAccountId]);
  const replay = (row: WithdrawalRow) => {
    if (row.requestHash !== hash) throw new AppError('idempotency.conflict');
    return viewWithProofs(ctx, row, config);
  };
  const db = ctx.database.db;
  const earlier = await findWithdrawalByRequest(db, session.memberId, body.requestId);
  if (earlier) return replay(earlier);
  assertWithinLimits(amount, config.withdrawal, config.currency);
  const bank = await findOwnBankAccount(db, session.memberId, body.bankAccountId);
  if (!bank)
    throw new AppError(
      (await listBankAccounts(db, session.memberId)).length === 0 ? 'bank.account.required' : 'bank.account.not.found',
    );
  await enforceRateLimit(ctx.counters, 'withdrawalPerAccount', String(session.memberId));

  const now = ctx.now();
  const row = await inTransaction(db, async (tx) => {
    const walletId = await ensureMemberWallet(tx, session.memberId, config.currency.code);
    const wallet = await lockAccount(tx, walletId);
    const twin = await findWithdrawalByRequest(tx, session.memberId, body.requestId);
    if (twin) return twin;
    await assertTurnoverMet(tx, { memberId: session.memberId, now, scale: config.currency.scale });
    const used = await sumWithdrawalsSince(tx, session.memberId, startOfDay(now));
    if (
      used.count >= config.withdrawal.dailyMaxCount ||
      used.total + amount > parseMoney(config.withdrawal.dailyMaxAmount, config.currency.scale)
    ) {
      throw new AppError('withdrawal.limit.reached');
    }
    await assertVipWithdrawalLimit(tx, { memberId: session.memberId, amount, now });
    // Money the member does not have is said first (placeHold would refuse it anyway), then what to verify.
    if (wallet.balance - wallet.held < amount) throw new InsufficientFundsError();
    await assertKycWithdrawalLimit(tx, { memberId: session.memberId, amount, now, scale: config.currency.scale });
    const created = await insertWithdrawal(tx, {
      orderNo: newOrderNo('W', now),
      memberId: session.memberId,
      requestId: body.requestId,
      requestHash: hash,
      amount,
      currency: config.currency.code,
      bankAccountId: bank.id,
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
      // Stamped by the app's clock, which also decides "today" for the daily count and limits.
      createdAt: now,
    });
    const hold = await placeHold(tx, {
      idempotencyKey: `withdrawal:${created.id}`,
      kind: 'WITHDRAWAL',
      accountId: walletId,
      amount,
      metadata: { orderNo: created.orderNo },
    });
    const withHold = await updateWithdrawal(tx, created.id, { holdId: hold.holdId });
    await postInboxMessage(tx, {
      memberId: session.memberId,
      kind: 'WITHDRAWAL_SUBMITTED',
      params: withdrawalMessage(withHold, config),
    });
    return withHold;
  });
  // A twin that won the race answers like a replay (and is refused if it asked for something else).
  return replay(row);
}

function receiptAmounts(
  row: WithdrawalRow,
  body: ReceiptBody,
  config: MerchantConfig,
): { received: bigint; remaining: bigint } {
  if (body.type === 'FULL') return { received: row.amount, remaining: 0n };
  if (body.type === 'NONE') return { received: 0n, remaining: row.amount };
  if (!body.receivedAmount)
    throw new AppError('request.invalid', 'Enter the amount you received', { fields: ['receivedAmount'] });
  const received = parseAmount(body.receivedAmount, config.currency, 'receivedAmount');
  if (received >= row.amount)
    throw new AppError('amount.invalid', 'receivedAmount: a partial receipt is less than the withdrawal', {
      field: 'receivedAmount',
    });
  const remaining = row.amount - received;
  if (
    body.remainingAmount !== undefined &&
    parseAmount(body.remainingAmount, config.currency, 'remainingAmount', { allowZero: true }) !== remaining
  ) {
    throw new AppError('amount.invalid', 'remainingAmount: received and remaining must add up to the withdrawal', {
      field: 'remainingAmount',
    });
  }
  return { received, remaining };
}

/**
 * The member's answer to a payout: received in full (COMPLETED), in part or not at all
 * (DISPUTED, with at least one proof image, for the finance desk to resolve).
 */
export async function confirmReceipt(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; body: ReceiptBody },
) {
  const session = requireRealAccount(input.session);
  const { config, body } = input;
  const row = await inTransaction(ctx.database.db, async (tx) => {
    const withdrawal = await findWithdrawalByOrderNo(tx, body.orderNo, true);
    if (!withdrawal || withdrawal.memberId !== session.memberId) throw new AppError('order.not.found');
    if (withdrawal.status !== 'PAID')
      throw new AppError('order.state.invalid', `The withdrawal is ${withdrawal.status}`);
    const { received, remaining } = receiptAmounts(withdrawal, body, config);
    if (body.type !== 'FULL' && body.proofIds.length === 0)
      throw new AppError('request.invalid', 'Upload at least one proof image', { fields: ['proofIds'] });
    const proofIds = [...new Set(body.proofIds)];
    if (
      (await attachProofs(tx, { memberId: session.memberId, withdrawalId: withdrawal.id, proofIds })) !==
      proofIds.length
    ) {
      throw new AppError('request.invalid', 'A proof image is unknown or already used', { fields: ['proofIds'] });
    }
    const updated = await updateWithdrawal(tx, withdrawal.id, {
      status: body.type === 'FULL' ? 'COMPLETED' : 'DISPUTED',
      receiptType: body.type,
      receivedAmount: received,
      remainingAmount: remaining,
      receiptNote: body.note ?? null,
      confirmedAt: ctx.now(),
    });
    await postInboxMessage(tx, {
      memberId: session.memberId,
      kind: body.type === 'FULL' ? 'WITHDRAWAL_COMPLETED' : 'WITHDRAWAL_DISPUTED',
      params: withdrawalMessage(updated, config),
    });
    return updated;
  });
  return viewWithProofs(ctx, row, config);
}

export async function listMemberWithdrawals(
  ctx: AppContext,
  input: { memberId: number; config: MerchantConfig; page: PageRequest; status?: WithdrawalStatus; language: string },
) {
  const db = ctx.database.db;
  const { rows, total } = await listWithdrawals(
    db,
    { memberId: input.memberId, status: input.status, range: parseDateRange(input.page) },
    { limit: input.page.pageSize, offset: offsetOf(input.page) },
  );
  const proofs = await listProofIds(
    db,
    rows.map((row) => row.withdrawal.id),
  );
  return toPage(
    rows.map((row) =>
      toWithdrawalView(row.withdrawal, proofs.get(row.withdrawal.id)?.length ?? 0, input.config, input.language),
    ),
    total,
    input.page,
  );
}
