import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxPayment } from './sandbox-gateway-host.ts';
import { isSandboxSignatureValid, SANDBOX_MAX_SKEW_SECONDS, sandboxMethodSecret } from './sandbox-signature.ts';

const CALLBACK_FIELDS = ['merchantOrderNo', 'gatewayRef', 'amount', 'currency', 'status', 'timestamp', 'sign'] as const;

/**
 * The merchant side of the built-in sandbox gateway: the adapter any real gateway would
 * mirror. createPayment stands for the gateway's "create order" API call; verifyCallback checks
 * the HMAC over the signed fields and refuses stale timestamps. `gatewaySecret` is the server's
 * SANDBOX_GATEWAY_SECRET (config.ts: required outside the demo).
 */
export function createSandboxGateway(db: Db, gatewaySecret: string): PaymentGateway {
  return {
    provider: 'SANDBOX',
    async createPayment(request, method) {
      return createSandboxPayment(db, { ...request, methodCode: method.code });
    },
    verifyCallback(body, method, now) {
      const fields = Object.fromEntries(CALLBACK_FIELDS.map((name) => [name, body[name]]));
      if (!isSandboxSignatureValid(fields, sandboxMethodSecret(gatewaySecret, method.code)))
        throw new AppError('signature.invalid');
      const skew = Math.abs(now.getTime() / 1000 - Number(fields.timestamp));
      if (!(skew <= SANDBOX_MAX_SKEW_SECONDS)) throw new AppError('signature.expired');
      return {
        orderNo: String(fields.merchantOrderNo),
        gatewayRef: String(fields.gatewayRef),
        amount: String(fields.amount),
        currency: String(fields.currency),
        status: fields.status as 'PAID' | 'CANCELLED' | 'FAILED',
      };
    },
  };
}
