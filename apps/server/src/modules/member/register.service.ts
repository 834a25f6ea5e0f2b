import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomCode } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { consumeCaptcha } from '../session/captcha.service.ts';
import { assertAccessAllowed } from '../risk/blacklist.service.ts';
import { completeLogin, type LoginValue } from './login.service.ts';
import { consumeSmsCode, normaliseDialingCode, normaliseMobile } from '../session/sms-code.service.ts';
import { ensureMemberWallet, houseAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import {
  findAffiliate,
  findMemberByMobile,
  findMemberByReferralCode,
  findMemberByUsername,
  insertMember,
} from './member.repository.ts';
import type { MemberRow } from './member-row.ts';
import { validateRegistration, type RegisterInput, type RegisterMode } from './register-validation.ts';

/** The agent an affiliate code places a registration under, or an error when the code is not usable here. */
export async function resolveAffiliate(ctx: AppContext, code: string, domain: string | undefined) {
  const affiliate = await findAffiliate(ctx.database.db, code);
  const domainMatches =
    !affiliate?.domain ||
    (domain !== undefined && affiliate.domain.toLowerCase() === domain.toLowerCase().split(':')[0]);
  if (!affiliate || !affiliate.enabled || affiliate.agentStatus !== 'ACTIVE' || !domainMatches)
    throw new AppError('affiliate.invalid');
  return affiliate;
}

async function createUniqueReferralCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = randomCode(8);
    if (!(await findMemberByReferralCode(tx, code))) return code;
  }
}

/** Creates the member row and the wallet in one transaction; the unique indexes settle races. */
export async function createMember(
  tx: Tx,
  values: Omit<Parameters<typeof insertMember>[1], 'referralCode'>,
  currency: string,
): Promise<MemberRow> {
  const member = await insertMember(tx, { ...values, referralCode: await createUniqueReferralCode(tx) });
  await ensureMemberWallet(tx, member.id, currency);
  return member;
}

function isUniqueViolation(error: unknown, index: string): boolean {
  const err = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = err.code ?? err.cause?.code;
  const constraint = err.constraint ?? err.cause?.constraint ?? String((error as Error).message);
  return code === '23505' && constraint.includes(index);
}

/** The form's optional profile fields as stored: absent ones null, the email in lower case. */
function profileFieldsOf(values: ReturnType<typeof validateRegistration>['values']) {
  return {
    nickname: values.nickname ?? null,
    payeeName: values.payeeName ?? null,
    email: values.email?.toLowerCase() ?? null,
    qqNum: values.qqNum ?? null,
    line: values.line ?? null,
    whatsapp: values.whatsapp ?? null,
    facebook: values.facebook ?? null,
    wechat: values.wechat ?? null,
    telegram: values.telegram ?? null,
    zalo: values.zalo ?? null,
    idNumber: values.idNumber ?? null,
    birthday: values.birthday ?? null,
  };
}

export async function register(
  ctx: AppContext,
  input: {
    body: RegisterInput;
    mode: RegisterMode;
    request: FastifyRequest;
    requester: string;
    config: MerchantConfig;
  },
): Promise<LoginValue | null> {
  const { body, mode, request, config } = input;
  await enforceRateLimit(ctx.counters, 'registerPerIp', request.ip);
  await assertAccessAllowed(ctx, { ip: request.ip, userAgent: request.headers['user-agent'] });
  const { settings, values } = validateRegistration({ body, mode, config, today: ctx.now() });

  if (settings.captcha.shown && !(await consumeCaptcha(ctx, input.requester, values.captcha)))
    throw new AppError('captcha.invalid');
  const db = ctx.database.db;
  const dialing = normaliseDialingCode(body.countryDialingCode ?? config.register.defaultDialingCode);
  const mobile = values.mobileNum ? normaliseMobile(config, values.mobileNum) : null;
  if (mobile && (await findMemberByMobile(db, dialing, mobile))) throw new AppError('mobile.taken');
  const username = mode === 'mobile' ? `m${dialing}${mobile}` : values.username!;
  if (await findMemberByUsername(db, username)) throw new AppError('username.taken');

  const affiliate = values.affiliateCode
    ? await resolveAffiliate(ctx, values.affiliateCode, body.domain ?? request.hostname)
    : null;
  const referrer = values.referralCode ? await findMemberByReferralCode(db, values.referralCode) : null;
  if (values.referralCode && !referrer) throw new AppError('referral.invalid');
  if (settings.verificationCode.shown && mobile) {
    await consumeSmsCode(ctx, {
      purpose: 'REGISTER',
      dialingCode: dialing,
      mobile,
      code: values.verificationCode ?? '',
    });
  }

  const [passwordHash, paymentPasswordHash] = await Promise.all([
    values.password ? hashPassword(values.password) : null,
    values.paymentPassword ? hashPassword(values.paymentPassword) : null,
  ]);
  let member: MemberRow;
  try {
    member = await inTransaction(db, (tx) =>
      createMember(
        tx,
        {
          username,
          passwordHash,
          paymentPasswordHash,
          type: 0,
          ...profileFieldsOf(values),
          mobileDialingCode: mobile ? dialing : null,
          mobileNum: mobile,
          uplineId: affiliate?.agentId ?? null,
          ancestorPath: affiliate ? `${affiliate.agentPath}${affiliate.agentId}/` : '/',
          referredBy: referrer?.id ?? null,
          registerIp: request.ip,
          registerDomain: body.domain ?? request.hostname,
          registerUrl: body.registerUrl ?? null,
          registerMethod: body.registerMethod,
        },
        config.currency.code,
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'members_username_lower_idx')) throw new AppError('username.taken');
    if (isUniqueViolation(error, 'members_mobile_idx')) throw new AppError('mobile.taken');
    throw error;
  }
  if (!body.login) return null;
  return completeLogin(ctx, {
    member,
    request,
    config,
    viaSms: mode === 'mobile' && !values.password,
    password: values.password,
  });
}

/** A trial account (type 4) with demo credit from the free-play house account. */
export async function startFreePlay(
  ctx: AppContext,
  input: { request: FastifyRequest; config: MerchantConfig },
): Promise<LoginValue> {
  const { request, config } = input;
  await enforceRateLimit(ctx.counters, 'freePlayPerIp', request.ip);
  const currency = config.currency.code;
  const credit = parseMoney(config.freePlay.demoCredit, config.currency.scale);
  const member = await inTransaction(ctx.database.db, async (tx) => {
    const created = await createMember(
      tx,
      { username: `trial${randomCode(10).toLowerCase()}`, type: 4, registerIp: request.ip, registerMethod: 'FREEPLAY' },
      currency,
    );
    if (credit > 0n) {
      await postTransfer(tx, {
        idempotencyKey: `freeplay-credit:${created.id}`,
        kind: 'FREEPLAY_CREDIT',
        amount: credit,
        debitAccountId: await houseAccountId(tx, 'HOUSE_FREEPLAY', currency),
        creditAccountId: await ensureMemberWallet(tx, created.id, currency),
        memo: `Demo credit ${formatMoney(credit, config.currency.scale)}`,
      });
    }
    return created;
  });
  return completeLogin(ctx, { member, request, config, viaSms: false });
}
