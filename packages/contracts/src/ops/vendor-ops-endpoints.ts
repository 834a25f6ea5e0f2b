import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { CATALOGUE_STATUSES } from './ops-endpoints.ts';

/*
 * Onboarding of game vendors at the finance desk (admin): the catalogue entry and the vendor's access
 * to the seamless wallet — its signing secret (shown once, at creation and at each rotation), the
 * grace period in which the previous secret still signs, the addresses its calls may come from, and
 * the switch of its wallet access. Every change is audited.
 */

/** The code in the wallet's URL (/seamless/{code}/…) and in the catalogue. */
export const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{2,40}$/;
/** At most this many allow-list entries: a vendor's servers, not a country. */
export const VENDOR_ALLOW_LIST_MAX = 50;
/** The longest grace a rotation may give the previous secret. */
export const VENDOR_GRACE_MAX_HOURS = 24 * 7;

const vendorCode = singleLineText().trim().regex(VENDOR_CODE_PATTERN, 'capital letters, digits and _ (2 to 40)');
const displayName = singleLineText().trim().min(1).max(60);
/** One address (IPv4 or IPv6) or a CIDR block; an empty list lets calls come from anywhere. */
const allowEntry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
const allowList = z.array(allowEntry).max(VENDOR_ALLOW_LIST_MAX);
const reason = multiLineText()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

export const opsVendorAccessSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.enum(GAME_CATEGORIES),
  status: z.enum(CATALOGUE_STATUSES),
  isHot: z.boolean(),
  sort: z.number().int(),
  /** Off: every wallet call of the vendor is refused (seamless.vendor.disabled), credits included. */
  walletEnabled: z.boolean(),
  allowedIps: z.array(z.string()),
  /** Never the secret itself: only whether there is one and when it was last set. */
  hasSecret: z.boolean(),
  secretSetAt: z.string().nullable(),
  /** Until then the secret before the last rotation still signs; null when it no longer does. */
  previousSecretValidUntil: z.string().nullable(),
  games: z.number().int(),
});

/** The secret travels only in these answers; the desk shows it once and cannot show it again. */
const withSecret = z.object({ vendor: opsVendorAccessSchema, walletSecret: z.string() });

export const opsVendorAccessList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/vendors',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Every game vendor with its wallet access: switch, allow list, when its secret was set (never the secret) (admin)',
  value: z.array(opsVendorAccessSchema),
});

export const opsVendorCreate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/vendors',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Creates a vendor with a new random wallet secret, answered this once (admin; audited without the secret)',
  body: z.object({
    code: vendorCode,
    displayName,
    category: z.enum(GAME_CATEGORIES),
    status: z.enum(CATALOGUE_STATUSES).default('ACTIVE'),
    isHot: z.boolean().default(false),
    sort: z.number().int().min(0).max(100_000).default(0),
    walletEnabled: z.boolean().default(true),
    allowedIps: allowList.default([]),
    reason,
  }),
  value: withSecret,
});

export const opsVendorUpdate = defineEndpoint({
  method: 'PUT',
  path: '/ops/api/vendors',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Changes the fields sent of a vendor (catalogue entry, wallet switch, allow list) at once (admin; audited)',
  body: z.object({
    code: vendorCode,
    displayName: displayName.optional(),
    category: z.enum(GAME_CATEGORIES).optional(),
    status: z.enum(CATALOGUE_STATUSES).optional(),
    isHot: z.boolean().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    walletEnabled: z.boolean().optional(),
    allowedIps: allowList.optional(),
    reason,
  }),
  value: opsVendorAccessSchema,
});

export const opsVendorRotateSecret = defineEndpoint({
  method: 'POST',
  path: '/ops/api/vendors/rotate-secret',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Gives a vendor a new wallet secret, answered this once; the old one still signs for graceHours (default VENDOR_SECRET_GRACE_HOURS; 0 stops it at once) (admin; audited)',
  body: z.object({
    code: vendorCode,
    graceHours: z.number().int().min(0).max(VENDOR_GRACE_MAX_HOURS).optional(),
    reason,
  }),
  value: withSecret,
});
