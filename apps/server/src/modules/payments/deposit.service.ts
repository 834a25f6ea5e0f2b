import type { z } from 'zod';
import type { depositCreate } from '@lucky/contracts/wallet/deposit-endpoints';
import type { AppContext } from '../../app-context.ts';
import { depositRefusal, withLimitHits } from '../responsible-play/play-guard.service.ts';
import type { Tx } from '../../db/client.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import { newOrderNo, requestHash } from '../../lib/request-hash.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { assertWithinLimits, money, parseAmount } from '../../lib/amount.ts';
import { releaseLostTurnover } from '../promotions/turnover.service.ts';
import { readBalanceAfterTransfer } from '../wallet/wallet-records.service.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  lockAccount,
  postTransfer,
} from '../wallet/ledger.service.ts';
import {
  countPendingDeposits,
  findDepositByOrderNo,
  findDepositByRequest,
  insertDeposit,
  listDeposits,
  updateDeposit,
  type DepositRow,
} from './deposit.repository.ts';
import { depositMessage, toDepositView, type PaymentMethod } from './deposit-view.ts';
import { textIn } from '../merchant/config-text.ts';

type CreateBody = z.output<NonNullable<typeof depositCreate.body>>;
type DepositStatus = DepositRow['status'];

export const SANDBOX_CALLBACK_PATH = '/pay/callback/sandbox';

function findMethod(config: MerchantConfig, code: string): PaymentMethod {
  const method = config.payments.methods.find((entry) => entry.code === code && entry.enabled);
  if (!method) throw new AppError('payment.method.unavailable');
  return method;
}

/** What a decision writes on the deposit; `completedAt` comes from the app's clock, which also decides the promotions' days. */
type ClosingValues = Partial<DepositRow> & { completedAt: Date };

/** Credits a deposit through the ledger, keyed by the deposit, so it can happen once only. */
export async function creditDeposit(
  tx: Tx,
  deposit: DepositRow,
  config: MerchantConfig,
  values: ClosingValues,
): Promise<DepositRow> {
  const walletId = await ensureMemberWallet(tx, deposit.memberId, deposit.currency);
  const posted = await postTransfer(tx, {
    idempotencyKey: `deposit:${deposit.id}`,
    kind: 'DEPOSIT',
    amount: deposit.amount,
    debitAccountId: await houseAccountId(tx, 'HOUSE_DEPOSITS', deposit.currency),
    creditAccountId: walletId,
    memo: `Deposit ${deposit.orderNo} (${deposit.methodName})`,
    metadata: { orderNo: deposit.orderNo, depositId: deposit.id },
  });
  const { completedAt } = values;
  if (!posted.replayed) {
    const balanceAfter = await readBalanceAfterTransfer(tx, posted.transferId, walletId);
    await releaseLostTurnover(tx, {
      memberId: deposit.memberId,
      balanceBefore: balanceAfter! - deposit.amount,
      now: completedAt,
      scale: config.currency.scale,
    });
  }
  const updated = await updateDeposit(tx, deposit.id, { ...values, status: 'SUCCESS', transferId: posted.transferId });
  await postInboxMessage(tx, {
    memberId: deposit.memberId,
    kind: 'DEPOSIT_SUCCESS',
    params: depositMessage(updated, config),
  });
  return updated;
}

/** Ends a waiting deposit without money (cancelled, failed, rejected, expired) and tells the member. */
export async function closeDeposit(
  tx: Tx,
  deposit: DepositRow,
  config: MerchantConfig,
  status: Exclude<DepositStatus, 'PENDING' | 'SUCCESS'>,
  values: ClosingValues,
): Promise<DepositRow> {
  const updated = await updateDeposit(tx, deposit.id, { ...values, status });
  const kind = (
    {
      CANCELLED: 'DEPOSIT_CANCELLED',
      FAILED: 'DEPOSIT_FAILED',
      REJECTED: 'DEPOSIT_REJECTED',
      EXPIRED: 'DEPOSIT_EXPIRED',
    } as const
  )[status];
  await postInboxMessage(tx, {
    memberId: deposit.memberId,
    kind,
    params: depositMessage(updated, config, values.reason ?? undefined),
  });
  return updated;
}

/**
 * Starts a deposit. The request id makes it idempotent: the same id answers the same order, the
 * same id with other details is refused. A gateway deposit then registers at the gateway outside
 * the transaction (a network call never holds database locks) and answers its payment page.
 */
export async function createDeposit(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; body: CreateBody; language: string },
) {
  const session = requireRealAccount(input.session);
  const { config, body, language } = input;
  const method = findMethod(config, body.methodCode);
  const amount = parseAmount(body.amount, config.currency);
  assertWithinLimits(amount, method, config.currency);
  if (method.channel === 'MANUAL_BANK' && !body.reference)
    throw new AppError('request.invalid', 'Enter the reference you wrote on your bank transfer', {
      fields: ['reference'],
    });
  const hash = requestHash([method.code, amount, body.reference ?? null, body.payerName ?? null]);
  const db = ctx.database.db;
  const replay = (row: DepositRow) => {
    if (row.requestHash !== hash) throw new AppError('idempotency.conflict');
    return toDepositView(row, config, language);
  };
  const earlier = await findDepositByRequest(db, session.memberId, body.requestId);
  if (earlier) return replay(earlier);
  await enforceRateLimit(ctx.counters, 'depositPerAccount', String(session.memberId));

  const now = ctx.now();
  const created = await withLimitHits(ctx, session.memberId, () =>
    inTransaction(db, async (tx) => {
      // One member's deposit requests run one after the other, so the pending limit holds.
      await lockAccount(tx, await ensureMemberWallet(tx, session.memberId, config.currency.code));
      const twin = await findDepositByRequest(tx, session.memberId, body.requestId);
      if (twin) return { row: twin, isNew: false };
      // Responsible play: a cool-off or self-exclusion, or a deposit limit this deposit would pass (under the wallet's lock).
      const refusal = await depositRefusal(tx, { memberId: session.memberId, amount, now });
      if (refusal) throw new AppError(refusal);
      if ((await countPendingDeposits(tx, session.memberId)) >= config.payments.maxPendingDeposits)
        throw new AppError('deposit.pending.limit');
      const row = await insertDeposit(tx, {
        orderNo: newOrderNo('D', now),
        // The app's clock, which deposit limits count windows by (modules/responsible-play).
        createdAt: now,
        memberId: session.memberId,
        requestId: body.requestId,
        requestHash: hash,
        methodCode: method.code,
        methodName: textIn(method.name, config.languages.default, config.languages.default),
        channel: method.channel,
        amount,
        currency: config.currency.code,
        reference: body.reference ?? null,
        payerName: body.payerName ?? null,
        gatewayProvider: method.channel === 'GATEWAY' ? method.provider : null,
        expiresAt: method.channel === 'GATEWAY' ? new Date(now.getTime() + method.orderTtlMinutes * 60_000) : null,
      });
      await postInboxMessage(tx, {
        memberId: session.memberId,
        kind: 'DEPOSIT_SUBMITTED',
        params: depositMessage(row!, config),
      });
      return { row: row!, isNew: true };
    }),
  );
  if (!created.isNew) return replay(created.row);
  if (method.channel !== 'GATEWAY') return toDepositView(created.row, config, language);
  return startGatewayPayment(ctx, created.row, method, config, language);
}

async function startGatewayPayment(
  ctx: AppContext,
  row: DepositRow,
  method: Extract<PaymentMethod, { channel: 'GATEWAY' }>,
  config: MerchantConfig,
  language: string,
) {
  const db = ctx.database.db;
  try {
    const payment = await ctx.gateways[method.provider].createPayment(
      {
        orderNo: row.orderNo,
        amount: money(row.amount, config.currency),
        currency: row.currency,
        merchantName: config.siteName,
        callbackPath: SANDBOX_CALLBACK_PATH,
        returnUrl: `/?page=depositv2&orderNo=${row.orderNo}`,
      },
      method,
    );
    return toDepositView(
      await updateDeposit(db, row.id, { gatewayRef: payment.gatewayRef, paymentUrl: payment.paymentUrl }),
      config,
      language,
    );
  } catch (error) {
    await inTransaction(db, async (tx) => {
      const locked = await findDepositByOrderNo(tx, row.orderNo, true);
      if (locked?.status === 'PENDING')
        await closeDeposit(tx, locked, config, 'FAILED', {
          reason: 'The payment gateway did not answer',
          completedAt: ctx.now(),
        });
    });
    if (error instanceof AppError) throw error;
    throw new AppError('payment.gateway.failed');
  }
}

/** The member gives up a deposit that still waits (nothing was paid, or they will not pay). */
export async function cancelDeposit(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; orderNo: string; language: string },
) {
  const session = requireRealAccount(input.session);
  return inTransaction(ctx.database.db, async (tx) => {
    const deposit = await findDepositByOrderNo(tx, input.orderNo, true);
    if (!deposit || deposit.memberId !== session.memberId) throw new AppError('order.not.found');
    if (deposit.status !== 'PENDING') throw new AppError('order.state.invalid');
    return toDepositView(
      await closeDeposit(tx, deposit, input.config, 'CANCELLED', { completedAt: ctx.now() }),
      input.config,
      input.language,
    );
  });
}

export async function listMemberDeposits(
  ctx: AppContext,
  input: { memberId: number; config: MerchantConfig; page: PageRequest; status?: DepositStatus; language: string },
) {
  const { rows, total } = await listDeposits(
    ctx.database.db,
    { memberId: input.memberId, status: input.status, range: parseDateRange(input.page) },
    { limit: input.page.pageSize, offset: offsetOf(input.page) },
  );
  return toPage(
    rows.map((row) => toDepositView(row.deposit, input.config, input.language)),
    total,
    input.page,
  );
}
