import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { checkValue, describeIssue } from '@lucky/contracts/validation/rule-builder';
import type { AppContext } from '../../app-context.ts';
import { passwordResetTokens } from '../../db/schema/sessions.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { consumeSmsCode, normaliseDialingCode, normaliseMobile } from '../session/sms-code.service.ts';
import { revokeRememberedDevices } from '../session/remember-me.service.ts';
import { clearSessionPasswordChange, endSessionsForNewPassword } from '../session/session.service.ts';
import { findMemberById, findMemberByMobile, findMemberByUsername, updateMember } from './member.repository.ts';
import { fieldSettings } from './register-validation.ts';

const RESET_LINK_TTL_MS = 30 * 60_000;

/** The new password must satisfy the registration password rule, like the form says. */
function assertPasswordRule(config: MerchantConfig, field: 'newPassword', password: string): void {
  const issue = checkValue(field, password, { ...fieldSettings(config).password, required: true });
  if (issue) throw new AppError('request.invalid', describeIssue(issue), { fields: [field] });
}

/** A new password ends the member's other sessions and every remembered device (they trusted the old one). */
async function setPassword(
  ctx: AppContext,
  input: { memberId: number; password: string; keepSessionId?: number },
): Promise<void> {
  const now = ctx.now();
  await updateMember(ctx.database.db, input.memberId, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: now,
  });
  await endSessionsForNewPassword(ctx, { memberId: input.memberId, keepSessionId: input.keepSessionId, now });
  ctx.push.forgetMemberSessions({ memberId: input.memberId, keepSessionId: input.keepSessionId });
  await revokeRememberedDevices(ctx, input.memberId, 'PASSWORD_CHANGED');
}

export async function changePassword(
  ctx: AppContext,
  input: {
    memberId: number;
    sessionId: number;
    config: MerchantConfig;
    oldPassword?: string;
    newPassword: string;
    confirmNewPassword: string;
  },
): Promise<void> {
  const member = await findMemberById(ctx.database.db, input.memberId);
  if (!member) throw new AppError('session.invalid');
  if (member.type === 4) throw new AppError('account.trial');
  if (input.newPassword !== input.confirmNewPassword)
    throw new AppError('request.invalid', 'Confirmation password is not correct.', { fields: ['confirmNewPassword'] });
  assertPasswordRule(input.config, 'newPassword', input.newPassword);
  if (member.passwordHash) {
    if (!input.oldPassword || !(await verifyPassword(member.passwordHash, input.oldPassword)))
      throw new AppError('password.incorrect');
    if (input.oldPassword === input.newPassword) throw new AppError('password.reused');
  }
  await setPassword(ctx, { memberId: member.id, password: input.newPassword, keepSessionId: input.sessionId });
  await clearSessionPasswordChange(ctx, input.sessionId);
}

/** Reset mails still being written after their answer went out; the app's close waits for them. */
const pendingResetMails = new Set<Promise<void>>();

/** Resolves once every reset mail asked for so far is written (or has failed and been logged). */
export async function settlePasswordResetMails(): Promise<void> {
  await Promise.all([...pendingResetMails]);
}

/**
 * Asks for a reset link by username and e-mail. The answer is the same whether or not the two
 * belong together, and it goes out before the account is even looked up: the lookup, the token
 * and the mail happen afterwards, so neither the answer nor its timing says who has an account.
 * The limits count every request, existing account or not, for the same reason.
 */
export async function requestResetLink(
  ctx: AppContext,
  input: { username: string; email: string; request: FastifyRequest; config: MerchantConfig },
): Promise<void> {
  await enforceRateLimit(ctx.counters, 'passwordResetPerIp', input.request.ip);
  await enforceRateLimit(ctx.counters, 'passwordResetPerAccount', input.username);
  const { request } = input;
  const origin = `${request.protocol}://${request.host}`;
  // setImmediate: started only once this answer is on its way. Embedded PGlite runs queries on
  // this very thread, so started at once they would hold the answer back for a match only.
  const mail = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => mailResetLinkIfMatching(ctx, { ...input, origin }))
    // Only the error's kind: a failed query's text carries its parameters (the e-mail address).
    .catch((error: unknown) =>
      request.log.error({ error: error instanceof Error ? error.name : typeof error }, 'password reset mail failed'),
    )
    .finally(() => pendingResetMails.delete(mail));
  pendingResetMails.add(mail);
}

async function mailResetLinkIfMatching(
  ctx: AppContext,
  input: { username: string; email: string; origin: string; config: MerchantConfig },
): Promise<void> {
  const member = await findMemberByUsername(ctx.database.db, input.username);
  if (!member || !member.email || member.email.toLowerCase() !== input.email.toLowerCase() || member.type === 4) return;
  const token = createOpaqueToken();
  const now = ctx.now();
  await ctx.database.db.insert(passwordResetTokens).values({
    memberId: member.id,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  await ctx.messages.send({
    channel: 'EMAIL',
    recipient: member.email,
    subject: `${input.config.siteName}: reset your password`,
    body: `Hello ${member.username},\n\nOpen this link within 30 minutes to choose a new password:\n${input.origin}/?resetToken=${token}\n\nIf you did not ask for this, ignore this e-mail; your password stays unchanged.`,
  });
}

export async function resetWithLink(
  ctx: AppContext,
  input: { resetToken: string; newPassword: string; confirmNewPassword: string; config: MerchantConfig },
): Promise<void> {
  if (input.newPassword !== input.confirmNewPassword)
    throw new AppError('request.invalid', 'Confirmation password is not correct.', { fields: ['confirmNewPassword'] });
  assertPasswordRule(input.config, 'newPassword', input.newPassword);
  const now = ctx.now();
  const [claimed] = await ctx.database.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(input.resetToken)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  if (!claimed) throw new AppError('request.invalid', 'This reset link has expired or was already used');
  await setPassword(ctx, { memberId: claimed.memberId, password: input.newPassword });
}

export async function resetWithSms(
  ctx: AppContext,
  input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    config: MerchantConfig;
  },
): Promise<{ userName: string }> {
  assertPasswordRule(input.config, 'newPassword', input.newPassword);
  const dialing = normaliseDialingCode(input.countryDialingCode);
  const mobile = normaliseMobile(input.config, input.mobileNum);
  await consumeSmsCode(ctx, { purpose: 'RESET_PASSWORD', dialingCode: dialing, mobile, code: input.verificationCode });
  const member = await findMemberByMobile(ctx.database.db, dialing, mobile);
  if (!member) throw new AppError('sms.code.invalid');
  await setPassword(ctx, { memberId: member.id, password: input.newPassword });
  return { userName: member.username };
}
