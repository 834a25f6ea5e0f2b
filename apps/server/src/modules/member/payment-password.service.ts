import { checkValue, describeIssue } from '@lucky/contracts/validation/rule-builder';
import type { AppContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/app-error.ts';
import { RATE_LIMITS, rateLimitedError } from '../../plugins/rate-limit.ts';
import type { MerchantConfig } from '../merchant/merchant-config.schema.ts';
import { findMemberById, updateMember } from './member.repository.ts';
import { fieldSettings } from './register-validation.ts';

const failureKey = (memberId: number) => `paypwfail:${memberId}`;

/** How long an attempt beyond the limit waits for attempts in flight to turn out right (which frees their places). */
const CROWDED_WAIT_MS = 1_500;
const CROWDED_POLL_MS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes a place among the attempts of the window before the hash is compared. A member who sends
 * more money calls at once than the limit (six redemptions in one click storm) is not a guesser:
 * the places over the limit are given back and wait briefly, and as soon as a right password in
 * flight clears the count they go on. Real failures keep their places, so once five are wrong
 * every further attempt is refused without a check.
 */
async function reserveAttempt(ctx: AppContext, key: string): Promise<void> {
  const rule = RATE_LIMITS.paymentPasswordFailures;
  for (let waited = 0; ; waited += CROWDED_POLL_MS) {
    const slot = await ctx.counters.increment(key, rule.windowMs);
    if (slot.count <= rule.limit) return;
    await ctx.counters.decrement(key);
    if (waited >= CROWDED_WAIT_MS) throw rateLimitedError(slot.remainingMs);
    await pause(CROWDED_POLL_MS);
  }
}

/**
 * Checks the payment password that guards every movement out of a wallet. Wrong guesses are
 * counted per member; after five in fifteen minutes every money call of the member is refused
 * until the window passes, so the six digits cannot be walked through. Each check takes its
 * place in the count before the hash is compared (and a right password clears the count), so
 * thirty guesses sent at once still get only five answers.
 */
export async function verifyPaymentPassword(ctx: AppContext, memberId: number, password: string): Promise<void> {
  const member = await findMemberById(ctx.database.db, memberId);
  if (!member?.paymentPasswordHash) throw new AppError('payment.password.required');
  await reserveAttempt(ctx, failureKey(memberId));
  if (await verifyPassword(member.paymentPasswordHash, password)) {
    await ctx.counters.reset(failureKey(memberId));
    return;
  }
  throw new AppError('payment.password.incorrect');
}

/** Sets the payment password (with the registration rule for it); changing one needs the old one. */
export async function setPaymentPassword(ctx: AppContext, input: { memberId: number; config: MerchantConfig; oldPaymentPassword?: string; newPaymentPassword: string; confirmPaymentPassword: string }): Promise<void> {
  const member = await findMemberById(ctx.database.db, input.memberId);
  if (!member) throw new AppError('session.invalid');
  if (member.type === 4) throw new AppError('account.trial');
  if (input.newPaymentPassword !== input.confirmPaymentPassword) throw new AppError('request.invalid', 'Confirmation password is not correct.', { fields: ['confirmPaymentPassword'] });
  const issue = checkValue('paymentPassword', input.newPaymentPassword, { ...fieldSettings(input.config).paymentPassword, required: true });
  if (issue) throw new AppError('request.invalid', describeIssue(issue), { fields: ['newPaymentPassword'] });
  if (member.paymentPasswordHash) {
    if (!input.oldPaymentPassword) throw new AppError('payment.password.incorrect');
    await verifyPaymentPassword(ctx, member.id, input.oldPaymentPassword);
  }
  await updateMember(ctx.database.db, member.id, { paymentPasswordHash: await hashPassword(input.newPaymentPassword) });
}
