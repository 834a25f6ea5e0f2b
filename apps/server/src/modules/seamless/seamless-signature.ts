import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEAMLESS_MAX_SKEW_MS } from '@lucky/contracts/games/seamless-wallet';
import { AppError } from '../../plugins/app-error.ts';

/** hex HMAC-SHA256 over "timestamp.rawBody": binding the timestamp stops an old body being replayed with a new time. */
export function signSeamless(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Accepts a signature made with any of `secrets` (the current one and, in a rotation's grace period,
 * the previous one); every secret is tried, so the time taken does not tell which one matched.
 */
export function verifySeamlessSignature(input: {
  secrets: string[];
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): void {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
    throw new AppError('signature.invalid');
  const sent = Buffer.from(signature, 'hex');
  const matches = input.secrets.map((secret) =>
    timingSafeEqual(Buffer.from(signSeamless(secret, timestamp, input.rawBody), 'hex'), sent),
  );
  if (!matches.includes(true)) throw new AppError('signature.invalid');
  // Checked after the signature so a forger learns nothing from the answer.
  if (Math.abs(input.now.getTime() - Number(timestamp)) > SEAMLESS_MAX_SKEW_MS) throw new AppError('signature.expired');
}
