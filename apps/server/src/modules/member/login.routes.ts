import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { requesterKey } from '../session/captcha.service.ts';
import { clearRememberCookie, readRememberCookie, setRememberCookie } from '../session/remember-cookie.ts';
import { forgetRememberedDevice, rememberDevice } from '../session/remember-me.service.ts';
import { normaliseDialingCode, normaliseMobile, sendSmsCode } from '../session/sms-code.service.ts';
import { completeLogin, isActiveMemberMobile, login, redeemRememberedDevice } from './login.service.ts';
import { startFreePlay } from './register.service.ts';

/** The ways a member logs in (password, SMS code, remembered device, free play): each one reads the member. */
export function registerLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  registerEndpoint(app, ctx, ENDPOINTS.sessionFreePlay, async ({ request, merchantConfig }) =>
    startFreePlay(ctx, { request, config: merchantConfig }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.smsNoLogin, async ({ body, request, merchantConfig }) => {
    ctx.merchant.requireModule(merchantConfig, body.purpose === 'LOGIN' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3');
    const dialing = normaliseDialingCode(body.countryDialingCode);
    const mobile = normaliseMobile(merchantConfig, body.mobileNum);
    return sendSmsCode(ctx, {
      purpose: body.purpose,
      dialingCode: dialing,
      mobile,
      ip: request.ip,
      deliver: await isActiveMemberMobile(ctx, dialing, mobile),
      config: merchantConfig,
    });
  });
}
