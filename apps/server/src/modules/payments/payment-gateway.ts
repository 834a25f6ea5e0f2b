import type { MerchantConfig } from '../merchant/merchant-config.ts';

export type GatewayMethod = Extract<MerchantConfig['payments']['methods'][number], { channel: 'GATEWAY' }>;

export type GatewayPaymentRequest = {
  orderNo: string;
  /** Decimal string in `currency`. */
  amount: string;
  currency: string;
  merchantName: string;
  /** Where the gateway posts its signed callback (a path on our server). */
  callbackPath: string;
  /** Where the payer goes back to after paying or cancelling. */
  returnUrl: string;
};

export type GatewayCallback = {
  orderNo: string;
  gatewayRef: string;
  amount: string;
  currency: string;
  status: 'PAID' | 'CANCELLED' | 'FAILED';
};

/**
 * What a payment gateway adapter implements. The deposit service calls createPayment when a
 * member starts a deposit and verifyCallback on every callback; it never trusts a callback the
 * adapter has not verified, and credits a deposit only through the ledger (once, by its key).
 * The built-in SANDBOX adapter talks to the sandbox gateway served by this server; a real
 * gateway adds its provider name to the config schema and an adapter here.
 */
export type PaymentGateway = {
  provider: GatewayMethod['provider'];
  createPayment(
    request: GatewayPaymentRequest,
    method: GatewayMethod,
  ): Promise<{ gatewayRef: string; paymentUrl: string }>;
  /** Checks signature and freshness and reads the callback; throws AppError signature.invalid or signature.expired. */
  verifyCallback(body: Record<string, unknown>, method: GatewayMethod, now: Date): GatewayCallback;
};

export type PaymentGateways = Record<GatewayMethod['provider'], PaymentGateway>;
