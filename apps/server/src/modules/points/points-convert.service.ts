import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import { verifyPaymentPassword } from '../member/payment-password.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { ensureMemberWallet, houseShardAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { changePoints } from './points-balance.ts';
import { readPointsConfig } from './points-config.ts';

/**
 * Converts points to cash at the configured rate: whole multiples of the rate's points, at
 * least the minimum, payment password first. The deduction (row locked, never below zero) and
 * the transfer from the bonus account happen in one transaction, both keyed by the request id,
 * so a replay converts once.
 */
export async function convertPoints(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    config: MerchantConfig;
    body: { points: number; paymentPassword: string; requestId: string };
  },
) {
  const session = requireRealAccount(input.session);
  const { config, body } = input;
  const rates = await readPointsConfig(ctx.database.db, ctx.config.MERCHANT_CODE);
  if (!rates.convert.isEnabled) throw new AppError('points.convert.disabled');
  if (body.points < rates.convert.minPoints || body.points % rates.convert.points !== 0) {
    throw new AppError(
      'points.convert.invalid',
      `Convert at least ${rates.convert.minPoints} points, in steps of ${rates.convert.points}`,
      {
        minPoints: rates.convert.minPoints,
        step: rates.convert.points,
      },
    );
  }
  const points = BigInt(body.points);
  const cash =
    (points / BigInt(rates.convert.points)) * parseAmount(rates.convert.cash, config.currency, 'convert.cash');
  await verifyPaymentPassword(ctx, session.memberId, body.paymentPassword);
  const now = ctx.now();
  return inTransaction(ctx.database.db, async (tx) => {
    const changed = await changePoints(tx, {
      memberId: session.memberId,
      type: 'CONVERT',
      change: -points,
      amount: cash,
      remark: `Converted to ${money(cash, config.currency)} ${config.currency.code}`,
      sourceKey: `convert:${session.memberId}:${body.requestId}`,
      at: now,
    });
    const currency = config.currency.code;
    await postTransfer(tx, {
      idempotencyKey: `points-convert:${session.memberId}:${body.requestId}`,
      kind: 'BONUS_POINTS_CONVERT',
      amount: cash,
      debitAccountId: await houseShardAccountId(tx, 'HOUSE_BONUSES', currency, session.memberId),
      creditAccountId: await ensureMemberWallet(tx, session.memberId, currency),
      memo: `${body.points} points converted`,
      metadata: { points: body.points },
    });
    return { points: body.points, cash: money(cash, config.currency), balance: Number(changed.balanceAfter) };
  });
}
