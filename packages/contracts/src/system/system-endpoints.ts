import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { registerSettingsSchema } from '../validation/register-settings-schema.ts';
import { singleLineText } from '../common/text.ts';

const whitelabelNode: z.ZodType<{ modId: string; enabled: '1' | '0'; childrenNodes: unknown[] }> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(whitelabelNode) }),
);

export const resourceSchema = z.object({
  resourceType: z.enum(['MOBILECONFIG', 'IOS', 'ANDROID']),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});

export const customerServiceSchema = z.object({
  type: z.number().int(),
  name: z.string(),
  url: z.string(),
});

export const encryptionInfoSchema = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  /** SPKI DER, base64. */
  publicKey: z.string(),
  /** Whether flagged endpoints also accept plain JSON. */
  acceptsPlain: z.boolean(),
});

export const statusValueSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
  ip: z.string(),
  location: z.object({ country: z.string().nullable() }),
  merchantCode: z.string(),
  siteName: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), scale: z.number().int() }),
  languages: z.object({ supported: z.array(z.string()), default: z.string() }),
  brand: z.object({
    homeAfterLogin: z.boolean(),
    copyrightYear: z.number().int(),
    socialLinks: z.array(z.object({ channel: z.string(), url: z.string() })),
  }),
  info: z.object({
    whitelabel: z.array(whitelabelNode),
    register: registerSettingsSchema,
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  encryption: encryptionInfoSchema,
  serverTime: z.string(),
});

export const systemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary: 'Site status (0 normal, 1 maintenance, 2 region restriction) with the merchant configuration the site needs',
  query: z.object({ url: singleLineText().max(2048).optional() }),
  value: statusValueSchema,
});

export const systemWhitelabel = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary: 'Module tree of the merchant: which functions are enabled',
  value: z.array(whitelabelNode),
});

export const systemRegisterSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary: 'Registration rules per field: shown, required, acceptedPattern, minLength, maxLength, patternId',
  value: registerSettingsSchema,
});

export const systemDomainRoute = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary: 'Domains the site is reachable on, ordered by their configured speed rank, and the download resources',
  value: z.object({
    domainList: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
    resources: z.array(resourceSchema),
  }),
});

const helpArticle = z.object({ id: z.number().int(), anchor: z.string(), title: z.string(), content: z.string() });
export const systemHelpCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary: 'Help centre categories and articles, including the user protocol, in the requested language',
  value: z.array(z.object({ category: z.string(), title: z.string(), articles: z.array(helpArticle) })),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  title: z.string(),
  content: z.string(),
  execution: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export const systemNotices = defineEndpoint({
  method: 'GET',
  path: '/wps/system/notices',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary: 'Current notices by type (B, PL, PU, PR, H), platform and execution',
  query: z.object({
    types: z
      .string()
      .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'types is a comma list of B, PL, PU, PR, H')
      .default('B,PL,PU,PR'),
    platform: z.enum(['W']).default('W'),
    execution: singleLineText().max(8).default('B'),
  }),
  value: z.object({
    player: z.array(noticeSchema),
    popup: z.array(noticeSchema),
    promotion: z.array(noticeSchema),
    banners: z.array(noticeSchema),
  }),
});

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  url: z.string(),
  linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL', 'PROMOTION', 'GAME']),
  linkUrl: z.string().nullable(),
  groupName: z.string(),
  title: z.string(),
  /** The line under the title, drawn over the art in the asked language; absent when the banner has none. */
  subtitle: z.string().optional(),
  /** The call to action's label on a linked banner; absent when the banner has none. */
  buttonText: z.string().optional(),
});
export const systemBanners = defineEndpoint({
  method: 'GET',
  path: '/wps/system/banners',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary: 'Banners of a group (w_home on the home page), in display order',
  query: z.object({
    groupName: z
      .string()
      .regex(/^[a-z0-9_]{1,40}$/)
      .default('w_home'),
  }),
  value: z.array(bannerSchema),
});
