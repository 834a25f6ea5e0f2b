import { MODULE_IDS } from '@lucky/contracts/common/modules';
import { siteLinkSchema } from '@lucky/contracts/common/site-link-schema';
import { customerServiceSchema, resourceSchema } from '@lucky/contracts/system/system-endpoints';
import { CONFIGURABLE_REGISTER_FIELDS } from '@lucky/contracts/validation/register-fields';
import { z } from 'zod';
import { configTextSchema, type ConfigText } from './config-text.ts';

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

const decimal = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal amount such as 100.00');
const limits = { minAmount: decimal, maxAmount: decimal };

/** How members pay in: a manual transfer to the operator's bank account, or a payment gateway. */
const paymentMethod = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('MANUAL_BANK'),
    code: z.string().regex(/^[A-Z0-9_]{2,40}$/),
    name: configTextSchema,
    enabled: z.boolean(),
    ...limits,
    bankAccount: z.object({
      bankName: configTextSchema,
      accountName: z.string().min(1),
      accountNumber: z.string().min(4),
      branch: configTextSchema.nullable(),
    }),
  }),
  z.object({
    channel: z.literal('GATEWAY'),
    code: z.string().regex(/^[A-Z0-9_]{2,40}$/),
    name: configTextSchema,
    enabled: z.boolean(),
    ...limits,
    /** Which PaymentGateway adapter serves it; SANDBOX is the built-in one. */
    provider: z.enum(['SANDBOX']),
    // No secret here: operators read this document and the audit log copies it. The sandbox signs
    // with keys derived from SANDBOX_GATEWAY_SECRET (config.ts); a real provider's adapter takes its
    // credentials from the server's environment too. A stored `secret` of an older demo is dropped.
    /** A gateway order not paid within this time expires (a late paid callback still credits it). */
    orderTtlMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
  }),
]);

export const DEFAULT_PAYMENTS = { methods: [], maxPendingDeposits: 5 };
export const DEFAULT_WITHDRAWAL = {
  minAmount: '10',
  maxAmount: '20000',
  dailyMaxCount: 5,
  dailyMaxAmount: '50000',
  autoReceiptMinutes: 60,
  maxBankAccounts: 3,
  banks: [] as ConfigText[],
  secondApprovalAbove: { admin: '20000', finance: '5000' } as Record<string, string>,
};
export const DEFAULT_TRANSFERS = { minAmount: '1', maxAmount: '100000', downline: 'ANY_DEPTH' as const };
export const DEFAULT_JACKPOT = { counter: 'DEMO' as const, seedAmount: '20000' };

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
  // Every link an operator sets here follows the one site-link rule (contracts common/site-link.ts).
  resources: z.array(resourceSchema.omit({ qrCodeUrl: true }).extend({ url: siteLinkSchema('any') })),
  customerService: z.array(customerServiceSchema.extend({ url: siteLinkSchema('any') })),
  imageCDNs: z.array(siteLinkSchema('any')),
  launchGameCDNs: z.array(siteLinkSchema('any')),
  domains: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
  brand: z.object({
    homeAfterLogin: z.boolean(),
    copyrightYear: z.number().int(),
    socialLinks: z.array(z.object({ channel: z.string(), url: siteLinkSchema('external') })),
  }),
  security: z.object({
    /** Whether endpoints flagged encrypted also accept plain JSON. */
    acceptPlainForEncrypted: z.boolean(),
    passwordExpiryDays: z.number().int().min(0),
    failedLoginsBeforeCaptcha: z.number().int().min(0),
  }),
  freePlay: z.object({ demoCredit: z.string().regex(/^\d+(\.\d+)?$/) }),
  sms: z.object({ expiredMinutes: z.number().int().min(1).max(30), codeLength: z.number().int().min(4).max(8) }),
  // The money sections have defaults so a configuration stored before they existed still loads.
  payments: z
    .object({
      methods: z.array(paymentMethod),
      /** Deposits a member may have waiting at once. */
      maxPendingDeposits: z.number().int().min(1).max(100),
    })
    .default(DEFAULT_PAYMENTS),
  withdrawal: z
    .object({
      ...limits,
      dailyMaxCount: z.number().int().min(1),
      dailyMaxAmount: decimal,
      /** Minutes after the payout within which the member confirms receipt; afterwards it counts as received. */
      autoReceiptMinutes: z
        .number()
        .int()
        .min(1)
        .max(30 * 24 * 60),
      maxBankAccounts: z.number().int().min(1).max(10),
      /** Banks a member may bind, each named in the site's languages; empty allows any name. */
      banks: z.array(configTextSchema),
      /**
       * The most one operator of each role approves alone; above it a second operator's approval is needed. A role
       * not named has 0 (every approval needs a second). Defaulted so a configuration stored before it loads.
       */
      secondApprovalAbove: z.record(z.string(), decimal).default(DEFAULT_WITHDRAWAL.secondApprovalAbove),
    })
    .default(DEFAULT_WITHDRAWAL),
  transfers: z
    .object({
      ...limits,
      /** ANY_DEPTH: an agent may transfer to any member of its tree; DIRECT: only to its direct downline. */
      downline: z.enum(['ANY_DEPTH', 'DIRECT']),
    })
    .default(DEFAULT_TRANSFERS),
  jackpot: z
    .object({
      /** What the site's jackpot counter shows: DEMO, the spec's rolling counter; POOL, the real progressive pool. */
      counter: z.enum(['DEMO', 'POOL']),
      /** What the house puts into the pool when it opens and again after each win (house money, not players'). */
      seedAmount: decimal,
    })
    .default(DEFAULT_JACKPOT),
});

export type MerchantConfig = z.infer<typeof merchantConfigSchema>;
