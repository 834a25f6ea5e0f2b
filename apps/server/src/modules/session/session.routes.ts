import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { findMemberByMobile } from '../member/member.repository.ts';
import { startFreePlay } from '../member/register.service.ts';
import { issueCaptcha, requesterKey } from './captcha.service.ts';
import { login } from './login.service.ts';
import { closeSession } from './session.service.ts';
import { normaliseDialingCode, normaliseMobile, sendSmsCode } from './sms-code.service.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.captchaImage, async ({ request, reply }) => {
    await enforceRateLimit(ctx.counters, 'captchaPerIp', request.ip);
    reply.header('Cache-Control', 'no-store, max-age=0');
    return issueCaptcha(ctx, requesterKey(request, reply));
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionLogin, async ({ body, request, reply, merchantConfig }) =>
    login(ctx, { body, request, requester: requesterKey(request, reply), config: merchantConfig }));

  registerEndpoint(app, ctx, ENDPOINTS.sessionFreePlay, async ({ request, merchantConfig }) =>
    startFreePlay(ctx, { request, config: merchantConfig }));

  registerEndpoint(app, ctx, ENDPOINTS.sessionLogout, async ({ session }) => {
    await closeSession(ctx, session!.id);
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.smsNoLogin, async ({ body, request, merchantConfig }) => {
    ctx.merchant.requireModule(merchantConfig, body.purpose === 'LOGIN' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3');
    const dialing = normaliseDialingCode(body.countryDialingCode);
    const mobile = normaliseMobile(merchantConfig, body.mobileNum);
    const member = await findMemberByMobile(ctx.database.db, dialing, mobile);
    return sendSmsCode(ctx, { purpose: body.purpose, dialingCode: dialing, mobile, ip: request.ip, deliver: member !== null && member.status === 'ACTIVE', config: merchantConfig });
  });

  registerEndpoint(app, ctx, ENDPOINTS.smsRegister, async ({ body, request, merchantConfig }) => {
    const dialing = normaliseDialingCode(body.countryDialingCode);
    const mobile = normaliseMobile(merchantConfig, body.mobileNo);
    return sendSmsCode(ctx, { purpose: 'REGISTER', dialingCode: dialing, mobile, ip: request.ip, deliver: true, config: merchantConfig });
  });
}
