import { z } from 'zod';
import { TRANSLATED_LANGUAGES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { refineSiteLink, siteLinkSchema } from '../common/site-link-schema.ts';
import { sitePageSlug } from '../system/site-page-endpoints.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/**
 * The operators' content desks: announcements, banners, help articles, site pages and inbox
 * messages. Who may call them (admin only) is in the role matrix, ops/role-matrix.ts.
 */

export const CONTENT_LANGUAGES = TRANSLATED_LANGUAGES;
export const ALL_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export const BANNER_LINK_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL', 'PROMOTION', 'GAME'] as const;

/** Text in every translated language: English is required (it is the fallback), the others may be left empty. Titles are one line; contents may span lines. */
export function localizedInput(max: number, lines: 'single' | 'multi' = 'single') {
  const text = lines === 'multi' ? multiLineText : singleLineText;
  const other = text().trim().max(max).optional();
  return z.object({ EN: text().trim().min(1).max(max), CN: other, ID: other, TH: other, VI: other }).strict();
}
/** Text that may be left out in every language (a banner's subtitle or button); empty languages are dropped. */
export function optionalLocalizedInput(max: number) {
  const text = singleLineText().trim().max(max).optional();
  return z.object({ EN: text, CN: text, ID: text, TH: text, VI: text }).strict();
}
const localizedValue = z.record(z.string(), z.string());
const isoDate = z.iso.datetime({ offset: true });
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'use 1 to 60 lower-case letters, digits or dashes');
/** A promotion id or a vendor code, which a PROMOTION or GAME banner may give instead of a site path (carousel-settings.ts). */
const BANNER_TARGET_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Images come from the site itself: the Content-Security-Policy allows no other image host. */
const sitePath = siteLinkSchema('internal', 500);

/** Which link a banner of each type takes: an INTERNAL one stays on the site, an EXTERNAL one is an http(s) address. */
function refineBannerLink(
  body: { linkageType: (typeof BANNER_LINK_TYPES)[number]; linkUrl: string | null },
  ctx: z.RefinementCtx,
): void {
  const { linkageType, linkUrl } = body;
  if (linkageType === 'NONE') return;
  if (linkUrl === null) {
    ctx.addIssue({ code: 'custom', message: 'this link type needs a link', path: ['linkUrl'] });
  } else if (linkageType === 'EXTERNAL') {
    refineSiteLink(ctx, linkUrl, 'external', ['linkUrl']);
  } else if (linkageType === 'INTERNAL' || !BANNER_TARGET_ID.test(linkUrl)) {
    refineSiteLink(ctx, linkUrl, 'internal', ['linkUrl']);
  }
}

export const opsNoticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(ALL_NOTICE_TYPES),
  platform: z.string(),
  execution: z.string(),
  title: localizedValue,
  content: localizedValue,
  sort: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(['SCHEDULED', 'ACTIVE', 'ENDED']),
});

export const opsNoticeList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/content/notices',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every announcement (scheduled, active and ended), optionally of one type, newest first',
  query: z.object({ ...pageQuery, type: z.enum(ALL_NOTICE_TYPES).optional() }),
  value: pageOf(opsNoticeSchema),
});

export const opsNoticeSave = defineEndpoint({
  method: 'POST',
  path: '/ops/api/content/notices',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create (no id) or edit an announcement; startsAt in the future schedules it, endsAt ends it (audited)',
  body: z
    .object({
      id: z.number().int().positive().optional(),
      type: z.enum(ALL_NOTICE_TYPES),
      title: localizedInput(120),
      content: localizedInput(4000, 'multi'),
      sort: z.number().int().min(0).max(9999).default(0),
      startsAt: isoDate.optional(),
      endsAt: isoDate.nullable().default(null),
    })
    .strict()
    .refine((body) => !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
      message: 'endsAt must be after startsAt',
      path: ['endsAt'],
    }),
  value: opsNoticeSchema,
});

export const opsNoticeEnd = defineEndpoint({
  method: 'POST',
  path: '/ops/api/content/notices/end',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'End an announcement now (it stays listed here as ENDED; audited)',
  body: z.object({ id: z.number().int().positive() }).strict(),
  value: opsNoticeSchema,
});

export const opsBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  imageUrl: z.string(),
  title: localizedValue,
  /** Drawn over the art under the title, per language. */
  subtitle: localizedValue.optional(),
  /** The label of the banner's button (shown when the banner has a link), per language. */
  buttonText: localizedValue.optional(),
  linkageType: z.enum(BANNER_LINK_TYPES),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});

export const opsBannerList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/content/banners',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every banner of every group, enabled or not, in display order',
  value: z.array(opsBannerSchema),
});

export const opsBannerSave = defineEndpoint({
  method: 'POST',
  path: '/ops/api/content/banners',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create (no id) or edit a banner; a link type other than NONE needs a link (audited)',
  body: z
    .object({
      id: z.number().int().positive().optional(),
      groupName: z.string().regex(/^[a-z0-9_]{1,40}$/, 'group is 1 to 40 lower-case letters, digits or _'),
      imageUrl: sitePath,
      title: localizedInput(120),
      subtitle: optionalLocalizedInput(160).optional(),
      buttonText: optionalLocalizedInput(40).optional(),
      linkageType: z.enum(BANNER_LINK_TYPES),
      linkUrl: singleLineText().trim().min(1).max(500).nullable().default(null),
      sort: z.number().int().min(0).max(9999).default(0),
      enabled: z.boolean().default(true),
    })
    .strict()
    .superRefine(refineBannerLink),
  value: opsBannerSchema,
});

export const opsHelpArticleSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  categoryTitle: localizedValue,
  anchor: z.string(),
  title: localizedValue,
  content: localizedValue,
  sort: z.number().int(),
});

export const opsHelpList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/content/help',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every help article in display order',
  value: z.array(opsHelpArticleSchema),
});

export const opsHelpSave = defineEndpoint({
  method: 'POST',
  path: '/ops/api/content/help',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create (no id) or edit a help article; its anchor (the /help#anchor link) is unique (audited)',
  body: z
    .object({
      id: z.number().int().positive().optional(),
      category: slug,
      categoryTitle: localizedInput(80),
      anchor: slug,
      title: localizedInput(160),
      content: localizedInput(8000, 'multi'),
      sort: z.number().int().min(0).max(9999).default(0),
    })
    .strict(),
  value: opsHelpArticleSchema,
});

export const opsHelpDelete = defineEndpoint({
  method: 'POST',
  path: '/ops/api/content/help/delete',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Delete a help article (its text is kept in the audit log)',
  body: z.object({ id: z.number().int().positive() }).strict(),
  value: z.object({ id: z.number().int() }),
});

export const opsSitePageSchema = z.object({
  slug: z.string(),
  title: localizedValue,
  body: localizedValue,
  updatedAt: z.string(),
});

export const opsSitePageList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/content/pages',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every operator-editable site page (about-us, join, …)',
  value: z.array(opsSitePageSchema),
});

export const opsSitePageSave = defineEndpoint({
  method: 'POST',
  path: '/ops/api/content/pages',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create or replace a site page by slug (audited)',
  body: z.object({ slug: sitePageSlug, title: localizedInput(120), body: localizedInput(20000, 'multi') }).strict(),
  value: opsSitePageSchema,
});

export const MESSAGE_AUDIENCES = ['MEMBER', 'ALL'] as const;

export const opsMessageSend = defineEndpoint({
  method: 'POST',
  path: '/ops/api/messages',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Send an inbox message to one member (by username) or to every active real member (one audit entry)',
  body: z
    .object({
      audience: z.enum(MESSAGE_AUDIENCES),
      username: singleLineText().trim().min(1).max(64).optional(),
      title: singleLineText().trim().min(2).max(120),
      body: multiLineText().trim().min(2).max(2000),
    })
    .strict()
    .refine((body) => body.audience === 'ALL' || body.username !== undefined, {
      message: 'a member message needs a username',
      path: ['username'],
    }),
  value: z.object({ id: z.number().int(), recipients: z.number().int() }),
});

export const opsMessageHistory = defineEndpoint({
  method: 'GET',
  path: '/ops/api/messages',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Messages operators sent, newest first',
  query: z.object({ ...pageQuery }),
  value: pageOf(
    z.object({
      id: z.number().int(),
      audience: z.enum(MESSAGE_AUDIENCES),
      username: z.string().nullable(),
      title: z.string(),
      recipients: z.number().int(),
      operator: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const opsFeedbackImage = defineEndpoint({
  method: 'GET',
  path: '/ops/api/feedback/image',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'One image of a feedback (index 0 to 2, in upload order), base64 (show it as a data: URL)',
  query: z.object({ feedbackId: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0).max(2) }),
  value: z.object({
    feedbackId: z.number().int(),
    index: z.number().int(),
    mime: z.string(),
    size: z.number().int(),
    dataBase64: z.string(),
  }),
});
