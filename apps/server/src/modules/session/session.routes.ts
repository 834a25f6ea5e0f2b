import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { issueCaptcha, requesterKey } from './captcha.service.ts';
import { clearRememberCookie, readRememberCookie } from './remember-cookie.ts';
import { findRememberedUser, forgetRememberedDevice } from './remember-me.service.ts';
import { closeAllSessions, closeSession } from './session.service.ts';
import { normaliseDialingCode, normaliseMobile, sendSmsCode } from './sms-code.service.ts';

/** The session's own calls: captcha, the remembered device, logout, the registration SMS. Logins are member/'s. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.captchaImage, async ({ request, reply }) => {
    await enforceRateLimit(ctx.counters, 'captchaPerIp', request.ip);
    reply.header('Cache-Control', 'no-store, max-age=0');
    return issueCaptcha(ctx, requesterKey(request, reply));
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionRemembered, async ({ request, reply }) => {
    const remembered = await findRememberedUser(ctx, {
      token: readRememberCookie(request),
      userAgent: request.headers['user-agent'],
    });
    if (!remembered && readRememberCookie(request)) clearRememberCookie(request, reply);
    return remembered;
  });

  registerEndpoint(app, ctx, ENDPOINTS.sessionForgetDevice, async ({ request, reply }) => {
    await forgetRememberedDevice(ctx, readRememberCookie(request), 'FORGOTTEN');
    clearRememberCookie(request, reply);
    return null;
  });

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
