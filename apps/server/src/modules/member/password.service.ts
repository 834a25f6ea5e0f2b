import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { checkValue, describeIssue } from '@lucky/contracts/validation/rule-builder';
import type { AppContext } from '../../app-context.ts';
import { passwordResetTokens } from '../../db/schema/sessions.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import type { MerchantConfig } from '../merchant/merchant-config.schema.ts';
import { consumeSmsCode, normaliseDialingCode, normaliseMobile } from '../session/sms-code.service.ts';
import { clearPasswordChangeRequired, endMemberSessions } from '../session/session.repository.ts';
import { findMemberById, findMemberByMobile, findMemberByUsername, updateMember } from './member.repository.ts';
import { fieldSettings } from './register-validation.ts';

const RESET_LINK_TTL_MS = 30 * 60_000;

/** The new password must satisfy the registration password rule, like the form says. */
function assertPasswordRule(config: MerchantConfig, field: 'newPassword', password: string): void {
  const issue = checkValue(field, password, { ...fieldSettings(config).password, required: true });
  if (issue) throw new AppError('request.invalid', describeIssue(issue), { fields: [field] });
}

async function setPassword(ctx: AppContext, input: { memberId: number; password: string; keepSessionId?: number }): Promise<void> {
  const now = ctx.now();
  await updateMember(ctx.database.db, input.memberId, { passwordHash: await hashPassword(input.password), passwordChangedAt: now });
  await endMemberSessions(ctx.database.db, { memberId: input.memberId, exceptId: input.keepSessionId, reason: 'PASSWORD_CHANGED', now });
}

export async function changePassword(ctx: AppContext, input: { memberId: number; sessionId: number; config: MerchantConfig; oldPassword?: string; newPassword: string; confirmNewPassword: string }): Promise<void> {
  const member = await findMemberById(ctx.database.db, input.memberId);
  if (!member) throw new AppError('session.invalid');
  if (member.type === 4) throw new AppError('account.trial');
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('request.invalid', 'Confirmation password is not correct.', { fields: ['confirmNewPassword'] });
  assertPasswordRule(input.config, 'newPassword', input.newPassword);
  if (member.passwordHash) {
    if (!input.oldPassword || !(await verifyPassword(member.passwordHash, input.oldPassword))) throw new AppError('password.incorrect');
    if (input.oldPassword === input.newPassword) throw new AppError('password.reused');
  }
  await setPassword(ctx, { memberId: member.id, password: input.newPassword, keepSessionId: input.sessionId });
  await clearPasswordChangeRequired(ctx.database.db, input.sessionId);
}

/** Sends a single-use reset link to the registered e-mail when username and e-mail belong together. */
export async function sendResetLink(ctx: AppContext, input: { username: string; email: string; request: FastifyRequest; config: MerchantConfig }): Promise<void> {
  await enforceRateLimit(ctx.counters, 'passwordResetPerIp', input.request.ip);
  const member = await findMemberByUsername(ctx.database.db, input.username);
  if (!member || !member.email || member.email.toLowerCase() !== input.email.toLowerCase() || member.type === 4) throw new AppError('member.not.found');
  const token = createOpaqueToken();
  const now = ctx.now();
  await ctx.database.db.insert(passwordResetTokens).values({ memberId: member.id, tokenHash: sha256Hex(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) });
  const origin = `${input.request.protocol}://${input.request.host}`;
  await ctx.messages.send({
    channel: 'EMAIL', recipient: member.email, subject: `${input.config.siteName}: reset your password`,
    body: `Hello ${member.username},\n\nOpen this link within 30 minutes to choose a new password:\n${origin}/?resetToken=${token}\n\nIf you did not ask for this, ignore this e-mail; your password stays unchanged.`,
  });
}

export async function resetWithLink(ctx: AppContext, input: { resetToken: string; newPassword: string; confirmNewPassword: string; config: MerchantConfig }): Promise<void> {
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('request.invalid', 'Confirmation password is not correct.', { fields: ['confirmNewPassword'] });
  assertPasswordRule(input.config, 'newPassword', input.newPassword);
  const now = ctx.now();
  const [claimed] = await ctx.database.db.update(passwordResetTokens).set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, sha256Hex(input.resetToken)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ memberId: passwordResetTokens.memberId });
  if (!claimed) throw new AppError('request.invalid', 'This reset link has expired or was already used');
  await setPassword(ctx, { memberId: claimed.memberId, password: input.newPassword });
}

export async function resetWithSms(ctx: AppContext, input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string; config: MerchantConfig }): Promise<{ userName: string }> {
  assertPasswordRule(input.config, 'newPassword', input.newPassword);
  const dialing = normaliseDialingCode(input.countryDialingCode);
  const mobile = normaliseMobile(input.config, input.mobileNum);
  await consumeSmsCode(ctx, { purpose: 'RESET_PASSWORD', dialingCode: dialing, mobile, code: input.verificationCode });
  const member = await findMemberByMobile(ctx.database.db, dialing, mobile);
  if (!member) throw new AppError('sms.code.invalid');
  await setPassword(ctx, { memberId: member.id, password: input.newPassword });
  return { userName: member.username };
}
