import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { loginValueSchema } from '../session/session-endpoints.ts';
import { singleLineText } from '../common/text.ts';

const optionalText = (max: number) => singleLineText().trim().max(max).optional();
const dialingCode = z.string().regex(/^\+?\d{1,4}$/, 'dialing code is 1 to 4 digits');

/** Every field of the registration form; which are shown and required comes from the settings. */
export const registerBody = z.object({
  username: optionalText(64),
  password: singleLineText().max(128).optional(),
  confirmPassword: singleLineText().max(128).optional(),
  payeeName: optionalText(100),
  email: optionalText(254),
  qqNum: optionalText(20),
  mobileNum: optionalText(20),
  countryDialingCode: dialingCode.optional(),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(255),
  affiliateCode: optionalText(64),
  paymentPassword: singleLineText().max(64).optional(),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(100),
  wechat: optionalText(64),
  telegram: optionalText(64),
  zalo: optionalText(64),
  idNumber: optionalText(40),
  referralCode: optionalText(64),
  birthday: optionalText(10),
  nickname: optionalText(40),
  domain: optionalText(253),
  registerUrl: optionalText(2048),
  registerMethod: z.enum(['WEB']).default('WEB'),
  ageConfirmed: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
  login: z.boolean().default(true),
});

export const memberRegister = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  modules: ['DIRECTREG3', 'USERNAMEREG3'],
  token: 'none',
  encrypted: true,
  tag: 'member',
  summary: "Register by username; places the member under the affiliate's agent and logs in when login is true",
  body: registerBody,
  value: loginValueSchema.nullable(),
});

export const memberRegisterMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  modules: ['DIRECTREG3', 'MOBILENUMREG3'],
  token: 'none',
  encrypted: true,
  tag: 'member',
  summary: 'Register by mobile number (with an SMS code when REGMOBVERF3 is on)',
  body: registerBody,
  value: loginValueSchema.nullable(),
});

export const labelSchema = z.object({ labelName: z.string() });
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: labelSchema.nullable(),
  memberLabel: z.array(labelSchema),
  payeeName: z.string().nullable(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  avatar: z.string().nullable(),
  avatarType: z.enum(['CUSTOM', 'STATIC']),
  referralCode: z.string(),
  hasPaymentPassword: z.boolean(),
  currency: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});

export const memberInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'member',
  summary: "The logged-in member's profile",
  value: memberInfoSchema,
});

export const memberIcon = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'member',
  summary: 'Icons of the member: VIP label and unread messages',
  value: z.object({ vipLabel: z.string().nullable(), unreadCount: z.number().int() }),
});

export const memberAvatar = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'member',
  summary: "The member's avatar: a static image name or a custom image URL",
  value: z.object({ avatar: z.string().nullable(), avatarType: z.enum(['CUSTOM', 'STATIC']) }),
});

export const memberChangePassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  modules: [],
  token: 'member',
  encrypted: true,
  tag: 'member',
  summary: 'Change the password; ends every other session of the member',
  body: z.object({
    oldPassword: singleLineText().max(128).optional(),
    newPassword: singleLineText().min(1).max(128),
    confirmNewPassword: singleLineText().min(1).max(128),
  }),
  value: z.null(),
});

export const memberForgotByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  modules: ['CHNGPASSMAIL3'],
  token: 'none',
  encrypted: false,
  bodyFormat: 'form',
  tag: 'member',
  summary: "Send a password reset link to the member's registered e-mail",
  body: z.object({ username: singleLineText().trim().min(1).max(64), email: singleLineText().trim().min(3).max(254) }),
  value: z.null(),
});

export const memberResetByEmailLink = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email/reset',
  modules: ['CHNGPASSMAIL3'],
  token: 'none',
  encrypted: true,
  tag: 'member',
  summary: 'Set a new password with the single-use token from the reset e-mail',
  body: z.object({
    resetToken: singleLineText().min(20).max(128),
    newPassword: singleLineText().min(1).max(128),
    confirmNewPassword: singleLineText().min(1).max(128),
  }),
  value: z.null(),
});

export const memberForgotByPhone = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  modules: ['CHNGPASSVERIF3'],
  token: 'none',
  encrypted: true,
  tag: 'member',
  summary: 'Set a new password with an SMS code sent to the bound mobile number',
  body: z.object({
    mobileNum: singleLineText().trim().min(4).max(20),
    countryDialingCode: dialingCode,
    verificationCode: singleLineText().trim().min(1).max(16),
    newPassword: singleLineText().min(1).max(128),
  }),
  value: z.object({ userName: z.string() }),
});

export const agentAffiliate = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'member',
  summary: 'Check an affiliate code (optionally for a domain); answers the agent it belongs to',
  query: z.object({
    code: singleLineText().trim().min(1).max(64),
    domain: singleLineText().trim().max(253).optional(),
  }),
  value: z.object({ code: z.string(), valid: z.literal(true) }),
});

export const walletBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'wallet',
  summary: "The member's wallet balance, read from the ledger",
  value: z.object({ sumBalance: moneyString, currency: z.string(), currencySymbol: z.string() }),
});
