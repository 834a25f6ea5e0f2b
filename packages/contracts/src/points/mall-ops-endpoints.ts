import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { siteLinkSchema } from '../common/site-link-schema.ts';
import { localizedLongText, localizedText } from '../vip/localized-text.ts';
import { amountInput, pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { MALL_ITEM_KINDS, MALL_REDEMPTION_STATUSES } from './points-constants.ts';
import { mallItemSchema, mallRedemptionSchema, pointsConfigSchema } from './points-endpoints.ts';
import { multiLineText } from '../common/text.ts';

export const opsMallItemSchema = mallItemSchema.extend({ isEnabled: z.boolean(), sort: z.number().int() });

export const opsMallItems = defineEndpoint({
  method: 'GET',
  path: '/ops/api/mall/items',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every mall item, enabled or not',
  value: z.object({ list: z.array(opsMallItemSchema), currency: z.string() }),
});

export const opsMallItemSave = defineEndpoint({
  method: 'POST',
  path: '/ops/api/mall/items',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create a mall item (no id) or change one (audited)',
  body: z.object({
    id: z.number().int().positive().optional(),
    names: localizedText,
    descriptions: localizedLongText,
    /** A site path or an http(s) address, by the one site-link rule. */
    imageUrl: siteLinkSchema('any', 300),
    kind: z.enum(MALL_ITEM_KINDS),
    pointsCost: z.number().int().min(1).max(1_000_000_000),
    cashValue: amountInput.default('0'),
    stock: z.number().int().min(0).max(10_000_000).nullable(),
    sort: z.number().int().min(0).max(100_000).default(0),
    isEnabled: z.boolean().default(true),
  }),
  value: opsMallItemSchema,
});

export const opsMallItemEnable = defineEndpoint({
  method: 'POST',
  path: '/ops/api/mall/items/enabled',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Show or hide a mall item (audited)',
  body: z.object({ id: z.number().int().positive(), isEnabled: z.boolean() }),
  value: opsMallItemSchema,
});

export const opsMallRedemptionSchema = mallRedemptionSchema.extend({
  username: z.string(),
  reviewedBy: z.string().nullable(),
});

export const opsMallRedemptions = defineEndpoint({
  method: 'GET',
  path: '/ops/api/mall/redemptions',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Mall redemptions, oldest waiting first when filtered by IN_PROCESS, else newest first',
  query: z.object({ ...pageQuery, status: z.enum(MALL_REDEMPTION_STATUSES).optional() }),
  value: pageOf(opsMallRedemptionSchema),
});

export const opsMallRedemptionApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/mall/redemptions/approve',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Approve a redemption in process (goods sent; audited)',
  body: z.object({ id: z.number().int().positive(), note: multiLineText().trim().max(300).optional() }),
  value: opsMallRedemptionSchema,
});

export const opsMallRedemptionReject = defineEndpoint({
  method: 'POST',
  path: '/ops/api/mall/redemptions/reject',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Reject a redemption in process: its points and stock come back (audited)',
  body: z.object({ id: z.number().int().positive(), reason: multiLineText().trim().min(2).max(300) }),
  value: opsMallRedemptionSchema,
});

export const opsPointsConfig = defineEndpoint({
  method: 'GET',
  path: '/ops/api/mall/points-config',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The points rates',
  value: pointsConfigSchema.extend({ currency: z.string() }),
});

export const opsPointsConfigSave = defineEndpoint({
  method: 'PUT',
  path: '/ops/api/mall/points-config',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Change the points rates (audited); they apply to bets and deposits counted from now on',
  body: pointsConfigSchema,
  value: pointsConfigSchema.extend({ currency: z.string() }),
});
