import { WEAK_DEFAULT_PASSWORD } from '@lucky/contracts/common/constants';
import type { loginBody, loginValueSchema } from '@lucky/contracts/session/session-endpoints';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import type { MerchantConfig } from '../merchant/merchant-config.schema.ts';
import { findMemberByMobile, findMemberByUsername, updateMember, type MemberRow } from '../member/member.repository.ts';
import { consumeCaptcha } from './captcha.service.ts';
import { openSession } from './session.service.ts';
import { consumeSmsCode, normaliseDialingCode, normaliseMobile } from './sms-code.service.ts';

export type LoginValue = z.output<typeof loginValueSchema>;
type LoginBody = z.output<typeof loginBody>;

const FAILURE_WINDOW_MS = 30 * 60_000;

/** Opens a session for a member whose credentials were verified, with the spec's login flags. */
export async function completeLogin(ctx: AppContext, input: { member: MemberRow; request: FastifyRequest; config: MerchantConfig; viaSms: boolean; password?: string }): Promise<LoginValue> {
  const { member, config } = input;
  const now = ctx.now();
  const expiryDays = config.security.passwordExpiryDays;
  const passwordExpired = expiryDays > 0 && member.passwordHash !== null && now.getTime() - member.passwordChangedAt.getTime() > expiryDays * 86_400_000;
  const weakPassword = input.password === WEAK_DEFAULT_PASSWORD;
  const forcedByExpiry = passwordExpired && config.modules.PWDEXPFORCECHANGE3 === true;
  const mustChangePassword = !input.viaSms && (weakPassword || forcedByExpiry);
  const session = await openSession(ctx, { memberId: member.id, ip: input.request.ip, userAgent: input.request.headers['user-agent'], passwordChangeRequired: mustChangePassword });
  await updateMember(ctx.database.db, member.id, { lastLoginAt: now, ...(member.firstLoginAt ? {} : { firstLoginAt: now }) });
  return {
    token: session.token,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.firstLoginAt === null,
    passwordExpired,
    mustChangePassword,
    expiresAt: session.expiresAt.toISOString(),
  };
}

function failureKeys(request: FastifyRequest, account: string): string[] {
  return [`loginfail:acct:${account.toLowerCase()}`, `loginfail:ip:${request.ip}`];
}

/**
 * Many players share one address behind carrier NAT, so an IP needs this many times the
 * account threshold of failures before everyone behind it is asked for a captcha.
 */
const IP_THRESHOLD_FACTOR = 5;

function thresholds(base: number): [number, number] {
  return [base, base * IP_THRESHOLD_FACTOR];
}

async function isCaptchaRequired(ctx: AppContext, keys: string[], base: number): Promise<boolean> {
  const limits = thresholds(base);
  const counts = await Promise.all(keys.map((key) => ctx.counters.peek(key)));
  return counts.some((count, index) => count >= limits[index]);
}

/**
 * Logs in by username and password or by mobile and SMS code. A wrong password and an
 * unknown account get the same answer in the same time; after a few failures for the
 * account or the IP a captcha is required, and every failure says whether it now is.
 */
export async function login(ctx: AppContext, input: { body: LoginBody; request: FastifyRequest; requester: string; config: MerchantConfig }): Promise<LoginValue> {
  const { body, request, config } = input;
  if (body.type === 'sms') ctx.merchant.requireModule(config, 'MOBILEVERCODELOGIN3');
  const account = body.type === 'username' ? body.username : `+${normaliseDialingCode(body.countryDialingCode)}${body.mobileNum}`;
  await enforceRateLimit(ctx.counters, 'loginPerIp', request.ip);
  await enforceRateLimit(ctx.counters, 'loginPerAccount', account);

  const keys = failureKeys(request, account);
  const threshold = config.security.failedLoginsBeforeCaptcha;
  if (await isCaptchaRequired(ctx, keys, threshold)) {
    if (!body.captcha) throw new AppError('login.captcha.required', undefined, { captchaRequired: true });
    if (!(await consumeCaptcha(ctx, input.requester, body.captcha))) throw new AppError('captcha.invalid', undefined, { captchaRequired: true });
  }

  const member = await verifyCredentials(ctx, body, config);
  if (!member) {
    const counts = await Promise.all(keys.map((key) => ctx.counters.increment(key, FAILURE_WINDOW_MS)));
    const limits = thresholds(threshold);
    const captchaRequired = counts.some((entry, index) => entry.count >= limits[index]);
    throw new AppError('login.failed', body.type === 'sms' ? 'Login failure. Please try again.' : undefined, { captchaRequired });
  }
  if (member.status !== 'ACTIVE') throw new AppError('account.disabled');
  await Promise.all(keys.map((key) => ctx.counters.reset(key)));
  return completeLogin(ctx, { member, request, config, viaSms: body.type === 'sms', password: body.type === 'username' ? body.password : undefined });
}

async function verifyCredentials(ctx: AppContext, body: LoginBody, config: MerchantConfig): Promise<MemberRow | null> {
  const db = ctx.database.db;
  if (body.type === 'username') {
    const member = await findMemberByUsername(db, body.username);
    const valid = await verifyPassword(member?.passwordHash ?? null, body.password);
    return valid && member ? member : null;
  }
  const mobile = normaliseMobile(config, body.mobileNum);
  const dialing = normaliseDialingCode(body.countryDialingCode);
  try {
    await consumeSmsCode(ctx, { purpose: 'LOGIN', dialingCode: dialing, mobile, code: body.password });
  } catch (error) {
    if (error instanceof AppError && error.code === 'sms.code.expired') throw error;
    return null;
  }
  return findMemberByMobile(db, dialing, mobile);
}
