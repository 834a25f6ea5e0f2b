import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { defineEndpoint, OPERATOR_ROLES } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Finance desk: operator accounts and sessions are separate from members, under /ops/api. */
export const operatorSchema = z.object({ id: z.number().int(), username: z.string(), role: z.enum(OPERATOR_ROLES) });

export const opsLogin = defineEndpoint({
  method: 'POST',
  path: '/ops/api/session/login',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'ops',
  summary:
    "Operator login with the authenticator code once two-factor is set up; answers an operator token (not valid on member endpoints) and ends the operator's other session",
  body: z.object({
    username: singleLineText().trim().min(1).max(64),
    password: singleLineText().min(1).max(128),
    /** The six digits of the authenticator app; required once two-factor is set up. */
    code: z
      .string()
      .regex(/^\d{6}$/, 'six digits')
      .optional(),
  }),
  value: z.object({ token: z.string(), expiresAt: z.string(), operator: operatorSchema }),
});

export const opsLogout = defineEndpoint({
  method: 'DELETE',
  path: '/ops/api/session',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'End the operator session',
  value: z.null(),
});

export const opsMe = defineEndpoint({
  method: 'GET',
  path: '/ops/api/session',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The logged-in operator',
  value: operatorSchema,
});

/** Operator switch of the game catalogue (spec section 8): MAINTENANCE lists but cannot launch or bet; DISABLED hides. */
export const CATALOGUE_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
const vendorCodeInput = singleLineText().trim().min(1).max(40);
const switchReasonInput = multiLineText()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

export const opsVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.enum(GAME_CATEGORIES),
  status: z.enum(CATALOGUE_STATUSES),
  isHot: z.boolean(),
  /** Games of the vendor by their own status. */
  games: z.object({
    total: z.number().int(),
    active: z.number().int(),
    maintenance: z.number().int(),
    disabled: z.number().int(),
  }),
});

export const opsGameSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  status: z.enum(CATALOGUE_STATUSES),
  isHot: z.boolean(),
  engineKind: z.string().nullable(),
});

export const opsGameVendors = defineEndpoint({
  method: 'GET',
  path: '/ops/api/games/vendors',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every game vendor, DISABLED ones included, with its status and game counts (admin)',
  value: z.array(opsVendorSchema),
});

export const opsVendorGames = defineEndpoint({
  method: 'GET',
  path: '/ops/api/games',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "One vendor's games, any status, searched by name or code, in catalogue order (admin)",
  query: z.object({
    pageNo: pageQuery.pageNo,
    pageSize: pageQuery.pageSize,
    vendorCode: vendorCodeInput,
    search: singleLineText()
      .trim()
      .max(60)
      .optional()
      .transform((value) => value || undefined),
    status: z.enum(CATALOGUE_STATUSES).optional(),
  }),
  value: pageOf(opsGameSchema),
});

export const opsVendorStatus = defineEndpoint({
  method: 'POST',
  path: '/ops/api/games/vendors/status',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Switches a vendor ACTIVE / MAINTENANCE / DISABLED at once; the change goes to the audit log (admin)',
  body: z.object({ vendorCode: vendorCodeInput, status: z.enum(CATALOGUE_STATUSES), reason: switchReasonInput }),
  value: opsVendorSchema,
});

export const opsGameStatus = defineEndpoint({
  method: 'POST',
  path: '/ops/api/games/status',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Switches a game ACTIVE / MAINTENANCE / DISABLED at once; the change goes to the audit log (admin)',
  body: z.object({
    gameId: z.number().int().positive(),
    status: z.enum(CATALOGUE_STATUSES),
    reason: switchReasonInput,
  }),
  value: opsGameSchema,
});
