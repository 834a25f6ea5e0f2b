import { creatableTypesOf } from '@lucky/contracts/agent/agent-hierarchy';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { findMemberByMobile, findMemberByUsername } from '../member/member.service.ts';
import { createMember } from '../member/register.service.ts';
import { validateRegistration, type RegisterInput } from '../member/register-validation.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { normaliseDialingCode, normaliseMobile } from '../session/sms-code.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import type { AgentScope } from './agent-guard.ts';
import { isUniqueViolation } from './register-center.service.ts';

export type DownlineBody = Partial<
  Omit<RegisterInput, 'registerMethod' | 'login' | 'ageConfirmed' | 'termsAccepted'>
> & { type: number };

/** Fields of self-registration that have no meaning when an agent creates the account. */
const SELF_SERVICE_FIELDS = ['captcha', 'verificationCode', 'affiliateCode', 'referralCode'] as const;

/**
 * The merchant's registration rules as they apply to an agent creating an account: the same
 * field rules, without the captcha (the agent is logged in), the SMS code (the agent does not
 * hold the downline's phone) and the codes that choose an upline (the agent is the upline).
 */
function agentRegistrationConfig(config: MerchantConfig): MerchantConfig {
  const fields = { ...config.register.fields };
  for (const field of SELF_SERVICE_FIELDS) {
    if (fields[field]) fields[field] = { ...fields[field], shown: false, required: false };
  }
  return { ...config, register: { ...config.register, fields } };
}

/**
 * An agent creates a direct downline account: a member or a sub-agent of a type its own type may
 * create. Everything is checked before anything is written; the account and its wallet are
 * created in one transaction, so a refused request leaves no trace.
 */
export async function registerDownline(
  ctx: AppContext,
  input: { scope: AgentScope; body: DownlineBody; config: MerchantConfig; request: FastifyRequest },
) {
  const { scope, body, config, request } = input;
  await enforceRateLimit(ctx.counters, 'downlineRegisterPerAgent', String(scope.agent.id));
  if (!creatableTypesOf(scope.agent.type).includes(body.type)) throw new AppError('downline.type.not.allowed');
  const registration = {
    ...body,
    registerMethod: 'WEB',
    login: false,
    ageConfirmed: true,
    termsAccepted: true,
  } as RegisterInput;
  const { values } = validateRegistration({
    body: registration,
    mode: 'username',
    config: agentRegistrationConfig(config),
    today: ctx.now(),
  });
  const db = ctx.database.db;
  const dialing = normaliseDialingCode(body.countryDialingCode ?? config.register.defaultDialingCode);
  const mobile = values.mobileNum ? normaliseMobile(config, values.mobileNum) : null;
  if (mobile && (await findMemberByMobile(db, dialing, mobile))) throw new AppError('mobile.taken');
  const username = values.username!;
  if (await findMemberByUsername(db, username)) throw new AppError('username.taken');
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(values.password!),
    values.paymentPassword ? hashPassword(values.paymentPassword) : null,
  ]);
  try {
    const member = await inTransaction(db, (tx) =>
      createMember(
        tx,
        {
          username,
          passwordHash,
          paymentPasswordHash,
          type: body.type,
          nickname: values.nickname ?? null,
          payeeName: values.payeeName ?? null,
          email: values.email?.toLowerCase() ?? null,
          mobileDialingCode: mobile ? dialing : null,
          mobileNum: mobile,
          qqNum: values.qqNum ?? null,
          line: values.line ?? null,
          whatsapp: values.whatsapp ?? null,
          facebook: values.facebook ?? null,
          wechat: values.wechat ?? null,
          telegram: values.telegram ?? null,
          zalo: values.zalo ?? null,
          idNumber: values.idNumber ?? null,
          birthday: values.birthday ?? null,
          uplineId: scope.agent.id,
          ancestorPath: scope.prefix,
          registerIp: request.ip,
          registerDomain: request.hostname,
          registerMethod: 'AGENT',
        },
        config.currency.code,
      ),
    );
    return {
      id: member.id,
      username: member.username,
      type: member.type,
      uplineUsername: scope.agent.username,
      createdAt: member.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error, 'members_username_lower_idx')) throw new AppError('username.taken');
    if (isUniqueViolation(error, 'members_mobile_idx')) throw new AppError('mobile.taken');
    throw error;
  }
}
