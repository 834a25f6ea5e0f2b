import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { findMemberByMobile } from '../member/member.repository.ts';
import { startFreePlay } from '../member/register.service.ts';
import { issueCaptcha, requesterKey } from './captcha.service.ts';
import { completeLogin, login } from './login.service.ts';
import { clearRememberCookie, readRememberCookie, setRememberCookie } from './remember-cookie.ts';
import {
  findRememberedUser,
  forgetRememberedDevice,
  redeemRememberedDevice,
  rememberDevice,
} from './remember-me.service.ts';
import { closeAllSessions, closeSession } from './session.service.ts';
import { normaliseDialingCode, normaliseMobile, sendSmsCode } from './sms-code.service.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.captchaImage, async ({ request, reply }) => {
    await enforceRateLimit(ctx.counters, 'captchaPerIp', request.ip);
    reply.header('Cache-Control', 'no-store, max-age=0');
    return issueCaptcha(ctx, requesterKey(request, reply));
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionLogin, async ({ body, request, reply, merchantConfig }) => {
    const { value, memberId } = await login(ctx, {
      body,
      request,
      requester: requesterKey(request, reply),
      config: merchantConfig,
    });
    // A login decides what the device remembers: this member from now on, or nobody.
    const previous = readRememberCookie(request);
    await forgetRememberedDevice(ctx, previous, body.rememberMe ? 'REPLACED' : 'FORGOTTEN');
    if (body.rememberMe)
      setRememberCookie(
        request,
        reply,
        await rememberDevice(ctx, { memberId, userAgent: request.headers['user-agent'] }),
      );
    else if (previous) clearRememberCookie(request, reply);
    return value;
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionRemembered, async ({ request, reply }) => {
    const remembered = await findRememberedUser(ctx, {
      token: readRememberCookie(request),
      userAgent: request.headers['user-agent'],
    });
    if (!remembered && readRememberCookie(request)) clearRememberCookie(request, reply);
    return remembered;
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionLoginRemembered, async ({ request, reply, merchantConfig }) => {
    try {
      const { member, next } = await redeemRememberedDevice(ctx, {
        token: readRememberCookie(request),
        userAgent: request.headers['user-agent'],
      });
      setRememberCookie(request, reply, next);
      return await completeLogin(ctx, { member, request, config: merchantConfig, viaSms: false });
    } catch (error) {
      clearRememberCookie(request, reply);
      throw error;
    }
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionForgetDevice, async ({ request, reply }) => {
    await forgetRememberedDevice(ctx, readRememberCookie(request), 'FORGOTTEN');
    clearRememberCookie(request, reply);
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionFreePlay, async ({ request, merchantConfig }) =>
    startFreePlay(ctx, { request, config: merchantConfig }),
  );

  // A plain logout keeps the device remembered (that is what remember me is for); logging out
  // everywhere forgets every device too.
  registerEndpoint(app, ctx, ENDPOINTS.sessionLogout, async ({ session }) => {
    await closeSession(ctx, session!);
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionLogoutEverywhere, async ({ session, request, reply }) => {
    await closeAllSessions(ctx, session!.memberId);
    clearRememberCookie(request, reply);
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.smsNoLogin, async ({ body, request, merchantConfig }) => {
    ctx.merchant.requireModule(merchantConfig, body.purpose === 'LOGIN' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3');
    const dialing = normaliseDialingCode(body.countryDialingCode);
    const mobile = normaliseMobile(merchantConfig, body.mobileNum);
    const member = await findMemberByMobile(ctx.database.db, dialing, mobile);
    return sendSmsCode(ctx, {
      purpose: body.purpose,
      dialingCode: dialing,
      mobile,
      ip: request.ip,
      deliver: member !== null && member.status === 'ACTIVE',
      config: merchantConfig,
    });
  });

  registerEndpoint(app, ctx, ENDPOINTS.smsRegister, async ({ body, request, merchantConfig }) => {
    const dialing = normaliseDialingCode(body.countryDialingCode);
    const mobile = normaliseMobile(merchantConfig, body.mobileNo);
    return sendSmsCode(ctx, {
      purpose: 'REGISTER',
      dialingCode: dialing,
      mobile,
      ip: request.ip,
      deliver: true,
      config: merchantConfig,
    });
  });
}
