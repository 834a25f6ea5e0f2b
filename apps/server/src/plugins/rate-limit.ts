import { consumeRateLimit, type CounterStore, type RateLimitRule } from '../lib/counter-store.ts';
import { AppError } from './app-error.ts';

/** Limits per IP and per account, named so the numbers live in one place. */
export const RATE_LIMITS = {
  /**
   * Failed logins only (a success never counts). One account is locked after ten wrong
   * passwords (a captcha is due after the merchant's failedLoginsBeforeCaptcha); one address
   * only after ten times as many, because a carrier NAT puts thousands of players behind it
   * (its captcha comes after five times the account's threshold).
   */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { limit: 100, windowMs: 15 * 60_000 },
  captchaPerIp: { limit: 30, windowMs: 60_000 },
  smsPerIp: { limit: 10, windowMs: 60 * 60_000 },
  smsPerMobile: { limit: 5, windowMs: 60 * 60_000 },
  smsResendGap: { limit: 1, windowMs: 55_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  /** Accounts an agent creates directly (every attempt counts, so bad input cannot be used to probe names). */
  downlineRegisterPerAgent: { limit: 60, windowMs: 60 * 60_000 },
  freePlayPerIp: { limit: 10, windowMs: 60 * 60_000 },
  passwordResetPerIp: { limit: 10, windowMs: 60 * 60_000 },
  /** Reset mails per username, counted whether or not it exists, so nobody floods a mailbox and the limit tells nothing. */
  passwordResetPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  /**
   * Every operator sign-in attempt, successes too. Wide enough for a whole office behind one address at the start of
   * a shift, and for an operator whose each new sign-in ends the last (one live session per operator); the lock
   * against guessing is opsLoginFailuresPerAccount below.
   */
  opsLoginPerIp: { limit: 60, windowMs: 10 * 60_000 },
  opsLoginPerAccount: { limit: 30, windowMs: 15 * 60_000 },
  /**
   * Wrong passwords and wrong or replayed authenticator codes of one operator: after five the operator is
   * locked for the rest of the window (a success starts the count over).
   */
  opsLoginFailuresPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** Wrong payment passwords per member; the lock covers transfers, withdrawals and bank binding. */
  paymentPasswordFailures: { limit: 5, windowMs: 15 * 60_000 },
  depositPerAccount: { limit: 30, windowMs: 60 * 60_000 },
  withdrawalPerAccount: { limit: 20, windowMs: 60 * 60_000 },
  uploadPerAccount: { limit: 30, windowMs: 60 * 60_000 },
  feedbackPerAccount: { limit: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** "after 45 seconds", "after 1 minute", "after 5 minutes": the real wait, rounded up. */
export function describeWait(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The refusal of a limited attempt: the wait in the message, in `retryAfterSeconds` (which the
 * web translates) and in the Retry-After header the error handler sets from it.
 */
export function rateLimitedError(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('rate.limited', `Too many requests, please try again after ${describeWait(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  });
}

export async function enforceRateLimit(
  store: CounterStore,
  name: keyof typeof RATE_LIMITS,
  subject: string,
): Promise<void> {
  const result = await consumeRateLimit(store, `${name}:${subject.toLowerCase()}`, RATE_LIMITS[name]);
  if (!result.allowed) throw rateLimitedError(result.retryAfterMs);
}

/** How long an attempt beyond a limit waits for attempts in flight to settle (which may free their places). */
const CROWDED_WAIT_MS = 1_500;
const CROWDED_POLL_MS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes this attempt's place among the failures of a window before the secret is checked, so that
 * concurrent guesses see each other and N at once never get more than the limit of checks. A place
 * beyond the limit may only be taken by attempts still in flight that will turn out not to be
 * failures (a right password, a refusal before the check): so it is given back and the attempt waits
 * briefly for them; real failures keep their places, and once the limit of them is reached every
 * further attempt is refused with the real wait. Answers the count including this attempt.
 */
export async function reserveAttemptSlot(store: CounterStore, key: string, rule: RateLimitRule): Promise<number> {
  for (let waited = 0; ; waited += CROWDED_POLL_MS) {
    const slot = await store.increment(key, rule.windowMs);
    if (slot.count <= rule.limit) return slot.count;
    await store.decrement(key);
    if (waited >= CROWDED_WAIT_MS) throw rateLimitedError(slot.remainingMs);
    await pause(CROWDED_POLL_MS);
  }
}
