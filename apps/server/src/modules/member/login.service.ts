import { WEAK_DEFAULT_PASSWORD } from '@lucky/contracts/common/constants';
import type { loginBody, loginValueSchema } from '@lucky/contracts/session/session-endpoints';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { assertLoginAllowed } from '../responsible-play/play-exclusion.service.ts';
import { assertAccessAllowed } from '../risk/blacklist.service.ts';
import { AppError } from '../../plugins/app-error.ts';
import { RATE_LIMITS, reserveAttemptSlot } from '../../plugins/rate-limit.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { findMemberById, findMemberByMobile, findMemberByUsername, updateMember } from './member.repository.ts';
import type { MemberRow } from './member-row.ts';
import { consumeCaptcha } from '../session/captcha.service.ts';
import {
  exchangeRememberToken,
  findUsableRememberToken,
  revokeDisabledMemberToken,
  type DeviceInput,
  type DeviceToken,
} from '../session/remember-me.service.ts';
import { openSession } from '../session/session.service.ts';
import { consumeSmsCode, normaliseDialingCode, normaliseMobile } from '../session/sms-code.service.ts';

export type LoginValue = z.output<typeof loginValueSchema>;
type LoginBody = z.output<typeof loginBody>;

/** Opens a session for a member whose credentials were verified, with the spec's login flags. */
export async function completeLogin(
  ctx: AppContext,
  input: { member: MemberRow; request: FastifyRequest; config: MerchantConfig; viaSms: boolean; password?: string },
): Promise<LoginValue> {
  const { member, config } = input;
  const now = ctx.now();
  const expiryDays = config.security.passwordExpiryDays;
  const passwordExpired =
    expiryDays > 0 &&
    member.passwordHash !== null &&
    now.getTime() - member.passwordChangedAt.getTime() > expiryDays * 86_400_000;
  const weakPassword = input.password === WEAK_DEFAULT_PASSWORD;
  const forcedByExpiry = passwordExpired && config.modules.PWDEXPFORCECHANGE3 === true;
  const mustChangePassword = !input.viaSms && (weakPassword || forcedByExpiry);
  // Every login (password, SMS code, remembered device, registration's) ends here: the blacklist refuses them all.
  await assertAccessAllowed(ctx, { ip: input.request.ip, userAgent: input.request.headers['user-agent'] });
  const session = await openSession(ctx, {
    memberId: member.id,
    ip: input.request.ip,
    userAgent: input.request.headers['user-agent'],
    passwordChangeRequired: mustChangePassword,
  });
  await updateMember(ctx.database.db, member.id, {
    lastLoginAt: now,
    ...(member.firstLoginAt ? {} : { firstLoginAt: now }),
  });
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

const ACCOUNT_FAILURES = RATE_LIMITS.loginFailuresPerAccount;
const IP_FAILURES = RATE_LIMITS.loginFailuresPerIp;

/**
 * Many players share one address behind carrier NAT, so an IP needs this many times the
 * account threshold of failures before everyone behind it is asked for a captcha.
 */
const IP_THRESHOLD_FACTOR = 5;

type FailureSlots = { accountKey: string; ipKey: string; accountCount: number; ipCount: number };

/**
 * Takes this attempt's place in the failure counts of the account and the address before the
 * password is checked: concurrent guesses then see each other, so thirty at once cannot all slip
 * under the captcha threshold or the lock. The place is given back when the attempt turns out not
 * to be a failure. A locked account or address is refused with the real wait.
 */
async function reserveFailureSlots(ctx: AppContext, ip: string, account: string): Promise<FailureSlots> {
  const accountKey = `loginfail:acct:${account.toLowerCase()}`;
  const ipKey = `loginfail:ip:${ip}`;
  const accountCount = await reserveAttemptSlot(ctx.counters, accountKey, ACCOUNT_FAILURES);
  try {
    const ipCount = await reserveAttemptSlot(ctx.counters, ipKey, IP_FAILURES);
    return { accountKey, ipKey, accountCount, ipCount };
  } catch (error) {
    await ctx.counters.decrement(accountKey);
    throw error;
  }
}

async function releaseFailureSlots(ctx: AppContext, slots: FailureSlots): Promise<void> {
  await Promise.all([ctx.counters.decrement(slots.accountKey), ctx.counters.decrement(slots.ipKey)]);
}

/** Whether so many failures of the account or of the address call for a captcha. */
function isCaptchaDue(failures: { account: number; ip: number }, threshold: number): boolean {
  return failures.account >= threshold || failures.ip >= threshold * IP_THRESHOLD_FACTOR;
}

/**
 * Logs in by username and password or by mobile and SMS code. A wrong password and an
 * unknown account get the same answer in the same time. Only failures count: after a few for
 * the account or the address a captcha is required (every failure says whether it now is),
 * after more the account or the address is locked for the rest of the window.
 */
export async function login(
  ctx: AppContext,
  input: { body: LoginBody; request: FastifyRequest; requester: string; config: MerchantConfig },
): Promise<{ value: LoginValue; memberId: number }> {
  const { body, request, config } = input;
  if (body.type === 'sms') ctx.merchant.requireModule(config, 'MOBILEVERCODELOGIN3');
  const account =
    body.type === 'username' ? body.username : `+${normaliseDialingCode(body.countryDialingCode)}${body.mobileNum}`;
  const slots = await reserveFailureSlots(ctx, request.ip, account);
  const threshold = config.security.failedLoginsBeforeCaptcha;

  let member: MemberRow | null;
  try {
    // The failures before this attempt (its own place is not one of them), in-flight ones included.
    if (isCaptchaDue({ account: slots.accountCount - 1, ip: slots.ipCount - 1 }, threshold)) {
      if (!body.captcha) throw new AppError('login.captcha.required', undefined, { captchaRequired: true });
      if (!(await consumeCaptcha(ctx, input.requester, body.captcha)))
        throw new AppError('captcha.invalid', undefined, { captchaRequired: true });
    }
    member = await verifyCredentials(ctx, body, config);
  } catch (error) {
    // Refused before the credentials were tried (captcha, expired code): not a guess.
    await releaseFailureSlots(ctx, slots);
    throw error;
  }
  if (!member) {
    const captchaRequired = isCaptchaDue({ account: slots.accountCount, ip: slots.ipCount }, threshold);
    throw new AppError('login.failed', body.type === 'sms' ? 'Login failure. Please try again.' : undefined, {
      captchaRequired,
    });
  }
  // The account's failures start over; of the address's only this attempt's place is given back,
  // since the others may be someone else's behind the same NAT.
  await Promise.all([ctx.counters.reset(slots.accountKey), ctx.counters.decrement(slots.ipKey)]);
  if (member.status !== 'ACTIVE') throw new AppError('account.disabled');
  // A cool-off or self-exclusion refuses the login with its end date (modules/responsible-play).
  await assertLoginAllowed(ctx, member.id);
  const value = await completeLogin(ctx, {
    member,
    request,
    config,
    viaSms: body.type === 'sms',
    password: body.type === 'username' ? body.password : undefined,
  });
  return { value, memberId: member.id };
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

/** Whether an SMS code to this number may really be sent: only an active member's phone gets one. */
export async function isActiveMemberMobile(ctx: AppContext, dialingCode: string, mobile: string): Promise<boolean> {
  const member = await findMemberByMobile(ctx.database.db, dialingCode, mobile);
  return member !== null && member.status === 'ACTIVE';
}

/**
 * Logs in a remembered device: its token is exchanged for the next one of its family. A member who may no longer
 * log in loses the whole family.
 */
export async function redeemRememberedDevice(
  ctx: AppContext,
  input: DeviceInput,
): Promise<{ member: MemberRow; next: DeviceToken }> {
  const row = await findUsableRememberToken(ctx, input);
  if (!row) throw new AppError('remember.invalid');
  const member = await findMemberById(ctx.database.db, row.memberId);
  if (!member || member.status !== 'ACTIVE') {
    await revokeDisabledMemberToken(ctx, row);
    throw new AppError('account.disabled');
  }
  await assertLoginAllowed(ctx, member.id);
  return { member, next: await exchangeRememberToken(ctx, row) };
}
