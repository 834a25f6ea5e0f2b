import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox gateway's signature, in the style of many Asian payment gateways: the fields
 * except `sign`, sorted by name, as `name=value` joined with `&`, HMAC-SHA256 with the shared
 * secret, hex. The timestamp (unix seconds) is one of the signed fields.
 */
export function signSandboxFields(fields: Record<string, unknown>, secret: string): string {
  const canonical = Object.keys(fields)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export function isSandboxSignatureValid(fields: Record<string, unknown>, secret: string): boolean {
  const given = Buffer.from(String(fields.sign ?? ''), 'hex');
  const expected = Buffer.from(signSandboxFields(fields, secret), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The key one sandbox payment method signs with: derived from SANDBOX_GATEWAY_SECRET and the
 * method's code, so each method has its own key (the deposit callback finds the method by the key
 * that verifies) while the server keeps one secret in its environment, not in the merchant
 * configuration that operators read and the audit log copies.
 */
export function sandboxMethodSecret(gatewaySecret: string, methodCode: string): string {
  return createHmac('sha256', gatewaySecret).update(`sandbox-method:${methodCode}`).digest('hex');
}

/** Callbacks older (or newer) than this are refused; a real delivery takes seconds. */
export const SANDBOX_MAX_SKEW_SECONDS = 300;
