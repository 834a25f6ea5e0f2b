import { MODULE_IDS } from '@lucky/contracts/common/modules';
import { customerServiceSchema, resourceSchema } from '@lucky/contracts/system/system-endpoints';
import { CONFIGURABLE_REGISTER_FIELDS } from '@lucky/contracts/validation/register-fields';
import { z } from 'zod';

const isoTime = z.iso.datetime({ offset: true });

const fieldRule = z.object({
  shown: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().min(1).max(23),
  /** A custom regular expression overriding the pattern kind; '*' keeps the kind's own. */
  acceptedPattern: z.string().default('*'),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1).max(255),
});

/** The whole merchant configuration, stored as one JSON document and validated on every load. */
export const merchantConfigSchema = z.object({
  siteName: z.string().min(1),
  currency: z.object({ code: z.string().length(3), symbol: z.string().min(1), scale: z.number().int().min(0).max(4) }),
  languages: z.object({ supported: z.array(z.string()).min(1), default: z.string() }),
  modules: z.record(z.enum(MODULE_IDS), z.boolean()),
  register: z.object({
    fields: z.record(z.enum(CONFIGURABLE_REGISTER_FIELDS), fieldRule),
    minAge: z.number().int().min(0).max(99),
    birthdayMinAge: z.number().int().min(0).max(99),
    mobileDigits: z.object({ min: z.number().int().min(4), max: z.number().int().max(20) }),
    defaultDialingCode: z.string(),
  }),
  /** Maintenance windows; the site answers status 1 while now is inside one. */
  maintenance: z.array(z.object({ start: isoTime, end: isoTime.nullable(), reason: z.string().default('') })),
  regionRules: z.object({
    allowCountries: z.array(z.string()),
    denyCountries: z.array(z.string()),
    allowCidrs: z.array(z.string()),
    denyCidrs: z.array(z.string()),
  }),
  resources: z.array(resourceSchema.omit({ qrCodeUrl: true })),
  customerService: z.array(customerServiceSchema),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domains: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
  brand: z.object({
    homeAfterLogin: z.boolean(),
    copyrightYear: z.number().int(),
    socialLinks: z.array(z.object({ channel: z.string(), url: z.string() })),
  }),
  security: z.object({
    /** Whether endpoints flagged encrypted also accept plain JSON. */
    acceptPlainForEncrypted: z.boolean(),
    passwordExpiryDays: z.number().int().min(0),
    failedLoginsBeforeCaptcha: z.number().int().min(0),
  }),
  freePlay: z.object({ demoCredit: z.string().regex(/^\d+(\.\d+)?$/) }),
  sms: z.object({ expiredMinutes: z.number().int().min(1).max(30), codeLength: z.number().int().min(4).max(8) }),
});

export type MerchantConfig = z.infer<typeof merchantConfigSchema>;
