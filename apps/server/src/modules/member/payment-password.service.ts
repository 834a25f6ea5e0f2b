import { checkValue, describeIssue } from '@lucky/contracts/validation/rule-builder';
import type { AppContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/app-error.ts';
import { RATE_LIMITS, reserveAttemptSlot } from '../../plugins/rate-limit.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { findMemberById, updateMember } from './member.repository.ts';
import { fieldSettings } from './register-validation.ts';

const failureKey = (memberId: number) => `paypwfail:${memberId}`;

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
  await reserveAttemptSlot(ctx.counters, failureKey(memberId), RATE_LIMITS.paymentPasswordFailures);
  if (await verifyPassword(member.paymentPasswordHash, password)) {
    await ctx.counters.reset(failureKey(memberId));
    return;
  }
  throw new AppError('payment.password.incorrect');
}

/** Sets the payment password (with the registration rule for it); changing one needs the old one. */
export async function setPaymentPassword(
  ctx: AppContext,
  input: {
    memberId: number;
    config: MerchantConfig;
    oldPaymentPassword?: string;
    newPaymentPassword: string;
    confirmPaymentPassword: string;
  },
): Promise<void> {
  const member = await findMemberById(ctx.database.db, input.memberId);
  if (!member) throw new AppError('session.invalid');
  if (member.type === 4) throw new AppError('account.trial');
  if (input.newPaymentPassword !== input.confirmPaymentPassword)
    throw new AppError('request.invalid', 'Confirmation password is not correct.', {
      fields: ['confirmPaymentPassword'],
    });
  const issue = checkValue('paymentPassword', input.newPaymentPassword, {
    ...fieldSettings(input.config).paymentPassword,
    required: true,
  });
  if (issue) throw new AppError('request.invalid', describeIssue(issue), { fields: ['newPaymentPassword'] });
  if (member.paymentPasswordHash) {
    if (!input.oldPaymentPassword) throw new AppError('payment.password.incorrect');
    await verifyPaymentPassword(ctx, member.id, input.oldPaymentPassword);
  }
  await updateMember(ctx.database.db, member.id, { paymentPasswordHash: await hashPassword(input.newPaymentPassword) });
}
