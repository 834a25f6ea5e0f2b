import { consumeRateLimit, type CounterStore, type RateLimitRule } from '../lib/counter-store.ts';
import { AppError } from './app-error.ts';

/** Limits per IP and per account, named so the numbers live in one place. */
export const RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 10 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  captchaPerIp: { limit: 30, windowMs: 60_000 },
  smsPerIp: { limit: 10, windowMs: 60 * 60_000 },
  smsPerMobile: { limit: 5, windowMs: 60 * 60_000 },
  smsResendGap: { limit: 1, windowMs: 55_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  /** Accounts an agent creates directly (every attempt counts, so bad input cannot be used to probe names). */
  downlineRegisterPerAgent: { limit: 60, windowMs: 60 * 60_000 },
  freePlayPerIp: { limit: 10, windowMs: 60 * 60_000 },
  passwordResetPerIp: { limit: 10, windowMs: 60 * 60_000 },
  opsLoginPerIp: { limit: 20, windowMs: 10 * 60_000 },
  opsLoginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong payment passwords per member; the lock covers transfers, withdrawals and bank binding. */
  paymentPasswordFailures: { limit: 5, windowMs: 15 * 60_000 },
  depositPerAccount: { limit: 30, windowMs: 60 * 60_000 },
  withdrawalPerAccount: { limit: 20, windowMs: 60 * 60_000 },
  uploadPerAccount: { limit: 30, windowMs: 60 * 60_000 },
  feedbackPerAccount: { limit: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export async function enforceRateLimit(store: CounterStore, name: keyof typeof RATE_LIMITS, subject: string): Promise<void> {
  const result = await consumeRateLimit(store, `${name}:${subject.toLowerCase()}`, RATE_LIMITS[name]);
  if (!result.allowed) {
    throw new AppError('rate.limited', undefined, { retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) });
  }
}
