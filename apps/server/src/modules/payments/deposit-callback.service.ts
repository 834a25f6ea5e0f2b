import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { parseAmount } from '../../lib/amount.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { findDepositByOrderNo } from './deposit.repository.ts';
import { closeDeposit, creditDeposit } from './deposit.service.ts';
import type { GatewayCallback, GatewayMethod } from './payment-gateway.ts';

/** Tries the key of each method of the provider (disabled ones too: their late callbacks still count). */
function verify(
  ctx: AppContext,
  config: MerchantConfig,
  provider: GatewayMethod['provider'],
  body: Record<string, unknown>,
) {
  const methods = config.payments.methods.filter(
    (method): method is GatewayMethod => method.channel === 'GATEWAY' && method.provider === provider,
  );
  let failure: AppError = new AppError('signature.invalid');
  for (const method of methods) {
    try {
      return { method, callback: ctx.gateways[provider].verifyCallback(body, method, ctx.now()) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A matching signature with a stale timestamp says more than a mismatch with another secret.
      if (error.code === 'signature.expired') failure = error;
    }
  }
  throw failure;
}

function assertMatchesOrder(
  callback: GatewayCallback,
  deposit: { amount: bigint; currency: string; gatewayRef: string | null },
  config: MerchantConfig,
): void {
  if (deposit.gatewayRef && deposit.gatewayRef !== callback.gatewayRef)
    throw new AppError('request.invalid', 'The payment reference does not match the order');
  if (callback.currency !== deposit.currency || parseAmount(callback.amount, config.currency) !== deposit.amount) {
    throw new AppError('request.invalid', 'The amount does not match the order');
  }
}

/**
 * A gateway's server-to-server callback. Nothing is read before the signature is verified; the
 * deposit row is locked, so concurrent deliveries queue, and a PAID deposit is credited through
 * the ledger under the deposit's own key — however often the gateway repeats itself, once.
 * A PAID callback credits even an order that expired or was cancelled here: the money arrived.
 */
export async function receiveGatewayCallback(
  ctx: AppContext,
  input: { config: MerchantConfig; provider: GatewayMethod['provider']; body: Record<string, unknown> },
) {
  const { config } = input;
  const { method, callback } = verify(ctx, config, input.provider, input.body);
  return inTransaction(ctx.database.db, async (tx) => {
    const deposit = await findDepositByOrderNo(tx, callback.orderNo, true);
    if (!deposit || deposit.channel !== 'GATEWAY' || deposit.methodCode !== method.code)
      throw new AppError('order.not.found');
    assertMatchesOrder(callback, deposit, config);
    if (callback.status === 'PAID') {
      if (deposit.status === 'SUCCESS') return { orderNo: deposit.orderNo, status: deposit.status };
      const credited = await creditDeposit(tx, deposit, config, {
        gatewayRef: callback.gatewayRef,
        completedAt: ctx.now(),
      });
      return { orderNo: credited.orderNo, status: credited.status };
    }
    if (deposit.status !== 'PENDING') return { orderNo: deposit.orderNo, status: deposit.status };
    const closed = await closeDeposit(tx, deposit, config, callback.status === 'CANCELLED' ? 'CANCELLED' : 'FAILED', {
      completedAt: ctx.now(),
    });
    return { orderNo: closed.orderNo, status: closed.status };
  });
}
