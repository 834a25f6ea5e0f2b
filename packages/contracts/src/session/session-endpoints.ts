import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { singleLineText } from '../common/text.ts';

const trimmed = (max: number) => singleLineText().trim().max(max);
const dialingCode = z.string().regex(/^\+?\d{1,4}$/, 'dialing code is 1 to 4 digits');

export const loginBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: trimmed(64).min(1),
    password: singleLineText().min(1).max(128),
    captcha: singleLineText().max(16).optional(),
    /** Remember this device: the answer sets an HttpOnly remember cookie (false forgets a remembered one). */
    rememberMe: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: trimmed(20).min(4),
    countryDialingCode: dialingCode,
    /** The SMS code travels in the password field, as the spec's login payload does. */
    password: singleLineText().min(1).max(16),
    captcha: singleLineText().max(16).optional(),
    rememberMe: z.boolean().optional(),
  }),
]);

export const loginValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the member must change the password before anything else. */
  mustChangePassword: z.boolean(),
  expiresAt: z.string(),
});

export const sessionLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  modules: [],
  token: 'none',
  encrypted: true,
  tag: 'session',
  summary:
    'Log in by username and password or by mobile number and SMS code; a captcha is needed after failed attempts',
  body: loginBody,
  value: loginValueSchema,
});

export const sessionRemembered = defineEndpoint({
  method: 'GET',
  path: '/wps/session/remembered',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'session',
  summary: 'The user name this device remembers (from its HttpOnly remember cookie), or null; the token is not used up',
  value: z.object({ userName: z.string() }).nullable(),
});

export const sessionLoginRemembered = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/remembered',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'session',
  summary:
    'Log in with the remembered device (its remember cookie, no password); the cookie is rotated, a replayed old one revokes the device',
  value: loginValueSchema,
});

export const sessionForgetDevice = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/remembered',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'session',
  summary: 'Forget this device: revoke its remember token and clear the cookie',
  value: z.null(),
});

export const sessionFreePlay = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  modules: ['FREEPLAY3'],
  token: 'none',
  encrypted: false,
  tag: 'session',
  summary: 'Create a trial account (type 4) with demo credit and log it in',
  body: z.object({ os: singleLineText().max(40).optional(), platform: z.literal('W').default('W') }),
  value: loginValueSchema,
});

export const sessionLogout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'session',
  summary: 'End the current session',
  value: z.null(),
});

export const sessionLogoutEverywhere = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout/everywhere',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'session',
  summary: 'End every session of the member and forget every remembered device',
  value: z.null(),
});

const smsSentValue = z.object({ expiredMinutes: z.number().int() });

export const smsNoLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'session',
  summary: 'Send an SMS code for login (MOBILEVERCODELOGIN3) or for resetting the password (CHNGPASSVERIF3)',
  body: z.object({
    mobileNum: trimmed(20).min(4),
    countryDialingCode: dialingCode,
    purpose: z.enum(['LOGIN', 'RESET_PASSWORD']).default('LOGIN'),
  }),
  value: smsSentValue,
});

export const smsRegister = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  modules: ['REGMOBVERF3'],
  token: 'none',
  encrypted: false,
  tag: 'session',
  summary: 'Send the SMS code that registration asks for',
  body: z.object({ mobileNo: trimmed(20).min(4), countryDialingCode: dialingCode }),
  value: smsSentValue,
});

export const captchaImage = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'session',
  summary: 'A new single-use captcha image (base64 PNG) bound to the requester',
  value: z.string(),
});
