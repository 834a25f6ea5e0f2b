import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { smsCodes } from '../../db/schema/sessions.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { randomDigits, sha256Hex } from '../../lib/tokens.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';

export type SmsPurpose = 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD';
const MAX_ATTEMPTS = 5;

export function normaliseDialingCode(code: string): string {
  return code.replace(/^\+/, '');
}

/** Mobile numbers are kept as digits only, without a leading trunk zero. */
export function normaliseMobile(config: MerchantConfig, mobile: string): string {
  const digits = mobile.replace(/[\s-]/g, '').replace(/^0+/, '');
  const { min, max } = config.register.mobileDigits;
  if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max)
    throw new AppError('sms.mobile.invalid', 'Please enter a valid mobile number');
  return digits;
}

/**
 * Sends a one-time code through the message sender. `deliver` false still answers the same
 * (so the caller cannot learn whether a number is registered) but sends nothing.
 */
export async function sendSmsCode(
  ctx: AppContext,
  input: {
    purpose: SmsPurpose;
    dialingCode: string;
    mobile: string;
    ip: string;
    deliver: boolean;
    config: MerchantConfig;
  },
): Promise<{ expiredMinutes: number }> {
  const dialing = normaliseDialingCode(input.dialingCode);
  const target = `+${dialing}${input.mobile}`;
  await enforceRateLimit(ctx.counters, 'smsPerIp', input.ip);
  await enforceRateLimit(ctx.counters, 'smsResendGap', `${input.purpose}:${target}`);
  await enforceRateLimit(ctx.counters, 'smsPerMobile', target);
  const { expiredMinutes, codeLength } = input.config.sms;
  if (input.deliver) {
    const code = randomDigits(codeLength);
    const now = ctx.now();
    await ctx.database.db.insert(smsCodes).values({
      purpose: input.purpose,
      dialingCode: dialing,
      mobileNum: input.mobile,
      codeHash: sha256Hex(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
    });
    await ctx.messages.send({
      channel: 'SMS',
      recipient: target,
      body: `${input.config.siteName}: your verification code is ${code}. It expires in ${expiredMinutes} minutes.`,
    });
  }
  return { expiredMinutes };
}

/**
 * Verifies and consumes the latest code; wrong guesses count, and five of them burn the code.
 * Each guess first takes one of the code's attempts in a single conditional UPDATE, and only a
 * guess that got one is compared, so concurrent guesses never check more than five.
 */
export async function consumeSmsCode(
  ctx: AppContext,
  input: { purpose: SmsPurpose; dialingCode: string; mobile: string; code: string },
): Promise<void> {
  const db = ctx.database.db;
  const now = ctx.now();
  const dialing = normaliseDialingCode(input.dialingCode);
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.purpose, input.purpose),
        eq(smsCodes.dialingCode, dialing),
        eq(smsCodes.mobileNum, input.mobile),
        isNull(smsCodes.usedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest || latest.attempts >= MAX_ATTEMPTS) throw new AppError('sms.code.invalid');
  if (latest.expiresAt <= now) throw new AppError('sms.code.expired');
  const [attempt] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ id: smsCodes.id });
  if (!attempt || latest.codeHash !== sha256Hex(input.code.trim())) throw new AppError('sms.code.invalid');
  const [used] = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!used) throw new AppError('sms.code.invalid');
}
