import { z } from 'zod';
import { defineEndpoint, OPERATOR_ROLES } from '../common/endpoint.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';

/**
 * The operators desk (admin): operator accounts, their roles, two-factor sign-in, address allow lists and
 * login history; and the two-factor enrolment an operator does at the login form.
 */
export const OPERATOR_STATUSES = ['ACTIVE', 'DISABLED'] as const;
/** At most this many allow-list entries per operator: an office or a VPN, not a country. */
export const OPERATOR_ALLOW_LIST_MAX = 20;
/** What a login attempt came to, as the login history records it. */
export const OPERATOR_LOGIN_OUTCOMES = [
  'SUCCESS',
  'BAD_PASSWORD',
  'DISABLED',
  'IP_REFUSED',
  'CODE_REQUIRED',
  'BAD_CODE',
  'CODE_REPLAYED',
  'ENROLMENT_REQUIRED',
  'ENROLLED',
] as const;

/** One address (IPv4 or IPv6) or a CIDR block; an empty list lets the operator sign in from anywhere. */
const allowEntry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
export const operatorAllowList = z.array(allowEntry).max(OPERATOR_ALLOW_LIST_MAX);
const operatorUsername = singleLineText()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'letters, digits, _ . - (3 to 32)');
/** An operator's password: long, since the desk moves money. */
const operatorPassword = singleLineText().min(10).max(128);
const reason = multiLineText().trim().min(3).max(200);
/** A six-digit code of an authenticator app (RFC 6238, 30-second steps). */
export const totpCode = z.string().regex(/^\d{6}$/, 'six digits');

export const opsOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  /** Two-factor sign-in is set up. */
  totpEnrolled: z.boolean(),
  /** The next sign-in must set up two-factor first (when it is not set up yet). */
  totpRequired: z.boolean(),
  allowedIps: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export const opsOperatorList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/operators',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every operator with role, status, two-factor state and allow list (admin)',
  value: z.array(opsOperatorSchema),
});

export const opsOperatorCreate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/operators',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Creates an operator; two-factor is required at the first sign-in unless turned off; audited (admin)',
  body: z.object({
    username: operatorUsername,
    password: operatorPassword,
    role: z.enum(OPERATOR_ROLES),
    allowedIps: operatorAllowList.default([]),
    totpRequired: z.boolean().default(true),
    reason,
  }),
  value: opsOperatorSchema,
});

export const opsOperatorUpdate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/operators/update',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "Changes an operator's role, status, allow list or two-factor requirement; disabling ends its session; audited (admin)",
  body: z.object({
    operatorId: z.number().int().positive(),
    role: z.enum(OPERATOR_ROLES).optional(),
    status: z.enum(OPERATOR_STATUSES).optional(),
    allowedIps: operatorAllowList.optional(),
    totpRequired: z.boolean().optional(),
    reason,
  }),
  value: opsOperatorSchema,
});

export const opsOperatorResetTotp = defineEndpoint({
  method: 'POST',
  path: '/ops/api/operators/reset-totp',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "Removes an operator's two-factor set-up (a lost phone) and requires a new one at the next sign-in; ends its session; audited (admin)",
  body: z.object({ operatorId: z.number().int().positive(), reason }),
  value: opsOperatorSchema,
});

export const opsOperatorLoginSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  username: z.string(),
  outcome: z.enum(OPERATOR_LOGIN_OUTCOMES),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});

export const opsOperatorLogins = defineEndpoint({
  method: 'GET',
  path: '/ops/api/operators/logins',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The login history of every operator or of one, newest first, failed attempts included (admin)',
  query: z.object({ ...pageQuery, operatorId: z.coerce.number().int().positive().optional() }),
  value: pageOf(opsOperatorLoginSchema),
});

const credentials = {
  username: singleLineText().trim().min(1).max(64),
  password: singleLineText().min(1).max(128),
};

export const opsTotpEnrolStart = defineEndpoint({
  method: 'POST',
  path: '/ops/api/session/totp/start',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'ops',
  summary:
    'Two-factor set-up at the login form: with the password, answers a new secret (shown once) and its otpauth link for the QR code',
  body: z.object(credentials),
  value: z.object({ secret: z.string(), otpauthUri: z.string() }),
});

export const opsTotpEnrolConfirm = defineEndpoint({
  method: 'POST',
  path: '/ops/api/session/totp/confirm',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'ops',
  summary:
    "Finishes the two-factor set-up with the app's first code and signs in (the answer is the login's); a code is good once",
  body: z.object({ ...credentials, code: totpCode }),
  value: z.object({
    token: z.string(),
    expiresAt: z.string(),
    operator: z.object({ id: z.number().int(), username: z.string(), role: z.enum(OPERATOR_ROLES) }),
  }),
});
