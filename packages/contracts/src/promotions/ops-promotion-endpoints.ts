import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { siteLinkSchema } from '../common/site-link-schema.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput, pageOf, pageQuery } from '../wallet/wallet-common.ts';
import {
  APPLICATION_STATUSES,
  localizedTextSchema,
  PROMOTION_ADMIN_STATUSES,
  PROMOTION_COMMENT_MAX,
  PROMOTION_KINDS,
  PROMOTION_PERIODS,
  PROMOTION_TYPES,
} from './promotion-schemas.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Titles and prize names are one line; the summary and the content may span lines. */
const text = (max: number, lines: 'single' | 'multi') =>
  (lines === 'multi' ? multiLineText() : singleLineText()).trim().min(1).max(max);
const localizedInput = (max: number, lines: 'single' | 'multi' = 'single') =>
  z.object({
    EN: text(max, lines),
    CN: text(max, lines),
    ID: text(max, lines),
    TH: text(max, lines),
    VI: text(max, lines),
  });
/** A percentage typed by the operator: up to two decimals ("100", "0.8"). */
const percentInput = singleLineText()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'a percentage has at most two decimals');

export const opsPromotionTermsSchema = z.object({
  percent: percentInput.optional(),
  cap: amountInput.optional(),
  minDeposit: amountInput.optional(),
  turnoverMultiplier: z.number().int().min(0).max(100).optional(),
  rebatePercent: percentInput.optional(),
  maxRebate: amountInput.optional(),
  fixedBonus: amountInput.optional(),
  prizes: z
    .array(z.object({ name: localizedInput(60), amount: amountInput, weight: z.number().int().min(1).max(1_000_000) }))
    .max(20)
    .optional(),
});

export const opsPromotionInput = z.object({
  kind: z.enum(PROMOTION_KINDS),
  type: z.enum(PROMOTION_TYPES),
  period: z.enum(PROMOTION_PERIODS),
  status: z.enum(['DRAFT', 'ACTIVE']),
  title: localizedInput(80),
  summary: localizedInput(240, 'multi'),
  content: localizedInput(8000, 'multi'),
  /** A path on this site (the Content-Security-Policy allows no other image host), by the one site-link rule. */
  image: siteLinkSchema('internal', 200),
  sort: z.number().int().min(0).max(10_000).default(0),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  terms: opsPromotionTermsSchema,
});

export const opsPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  type: z.enum(PROMOTION_TYPES),
  period: z.enum(PROMOTION_PERIODS),
  status: z.enum(PROMOTION_ADMIN_STATUSES),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  content: localizedTextSchema,
  image: z.string(),
  sort: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  terms: opsPromotionTermsSchema,
  participants: z.number().int(),
  paidTotal: moneyString,
  pendingApplications: z.number().int(),
});

export const opsPromotionList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/promotions',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every promotion, drafts and closed ones included, with participants and total paid',
  value: z.object({ list: z.array(opsPromotionSchema) }),
});

export const opsPromotionCreate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/promotions/create',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create a promotion (audited)',
  body: opsPromotionInput,
  value: opsPromotionSchema,
});

export const opsPromotionUpdate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/promotions/update',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Edit a promotion that is not closed (audited); its kind cannot change',
  body: opsPromotionInput.extend({ id: z.number().int().positive() }),
  value: opsPromotionSchema,
});

export const opsPromotionClose = defineEndpoint({
  method: 'POST',
  path: '/ops/api/promotions/close',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Close a promotion now (audited): every later join, claim, application or draw is refused',
  body: z.object({ id: z.number().int().positive() }),
  value: opsPromotionSchema,
});

export const opsPromotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: localizedTextSchema,
  username: z.string(),
  comment: z.string(),
  imageIds: z.array(z.number().int()),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  amount: moneyString.nullable(),
  fixedBonus: moneyString.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const opsPromotionApplications = defineEndpoint({
  method: 'GET',
  path: '/ops/api/promotions/applications',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Promotion applications, oldest waiting first, optionally by status',
  query: z.object({ ...pageQuery, status: z.enum(APPLICATION_STATUSES).optional() }),
  value: pageOf(opsPromotionApplicationSchema),
});

export const opsPromotionApplicationImage = defineEndpoint({
  method: 'GET',
  path: '/ops/api/promotions/applications/image',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'One application image, base64 (show it as a data: URL)',
  query: z.object({ imageId: z.coerce.number().int().positive() }),
  value: z.object({ imageId: z.number().int(), mime: z.string(), size: z.number().int(), dataBase64: z.string() }),
});

export const opsPromotionApplicationApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/promotions/applications/approve',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Approve an application and pay its bonus from the bonus account (audited; the member gets an inbox message)',
  body: z.object({ id: z.number().int().positive(), amount: amountInput.optional() }),
  value: opsPromotionApplicationSchema,
});

export const opsPromotionApplicationReject = defineEndpoint({
  method: 'POST',
  path: '/ops/api/promotions/applications/reject',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Reject an application with a reason (audited; the member gets an inbox message)',
  body: z.object({ id: z.number().int().positive(), reason: multiLineText().trim().min(2).max(PROMOTION_COMMENT_MAX) }),
  value: opsPromotionApplicationSchema,
});
