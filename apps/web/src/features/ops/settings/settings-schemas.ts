import { MODULE_IDS } from '@lucky/contracts/common/modules';
import { z } from 'zod';

/*
 * The settings desk's forms: each edits one section of the merchant configuration as text a person types (a
 * draft) and its schema turns the draft into the section, with the rules of the server's schema
 * (apps/server/src/modules/merchant/merchant-config.ts), which checks the whole document again on save. Drafts keep
 * amounts as decimal strings, lists as comma-separated text and instants as local date-times.
 */

const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'settings.issue.amount');
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'settings.issue.whole')
    .transform(Number)
    .pipe(z.number().min(min, 'settings.issue.range').max(max, 'settings.issue.range'));
const below = (low: string, high: string) => Number(low) <= Number(high);

/** A local date-time of the input (yyyy-MM-ddTHH:mm) as an ISO instant. */
const localInstant = z
  .string()
  .trim()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'settings.issue.time')
  .transform((text) => new Date(text).toISOString());

export const maintenanceDraft = z.object({
  windows: z.array(
    z
      .object({ start: localInstant, end: z.union([z.literal(''), localInstant]), reason: z.string().trim().max(200) })
      .refine((window) => window.end === '' || window.end > window.start, {
        path: ['end'],
        message: 'settings.issue.endBeforeStart',
      })
      .transform((window) => ({
        start: window.start,
        end: window.end === '' ? null : window.end,
        reason: window.reason,
      })),
  ),
});

/** Comma- or space-separated text as a list of its trimmed, non-empty items. */
const listOf = (item: z.ZodString) =>
  z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(item));
const country = z.string().regex(/^[A-Z]{2}$/, 'settings.issue.country');
const cidr = z.string().regex(/^(\d{1,3}(\.\d{1,3}){3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/, 'settings.issue.cidr');

export const regionDraft = z.object({
  allowCountries: listOf(country),
  denyCountries: listOf(country),
  allowCidrs: listOf(cidr),
  denyCidrs: listOf(cidr),
});

export const modulesDraft = z.object({ modules: z.record(z.enum(MODULE_IDS), z.boolean()) });

export const SITE_LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'VI'] as const;
export const languagesDraft = z
  .object({
    supported: z.array(z.enum(SITE_LANGUAGES)).min(1, 'settings.issue.oneLanguage'),
    default: z.enum(SITE_LANGUAGES),
  })
  .refine((draft) => draft.supported.includes(draft.default), {
    path: ['default'],
    message: 'settings.issue.defaultShown',
  });

export const limitsDraft = z.object({
  withdrawal: z
    .object({
      minAmount: decimal,
      maxAmount: decimal,
      dailyMaxCount: wholeNumber(1, 1000),
      dailyMaxAmount: decimal,
      autoReceiptMinutes: wholeNumber(1, 30 * 24 * 60),
      maxBankAccounts: wholeNumber(1, 10),
    })
    .refine((limits) => below(limits.minAmount, limits.maxAmount), {
      path: ['maxAmount'],
      message: 'settings.issue.minMax',
    })
    .refine((limits) => below(limits.maxAmount, limits.dailyMaxAmount), {
      path: ['dailyMaxAmount'],
      message: 'settings.issue.daily',
    }),
  transfers: z
    .object({ minAmount: decimal, maxAmount: decimal, downline: z.enum(['ANY_DEPTH', 'DIRECT']) })
    .refine((limits) => below(limits.minAmount, limits.maxAmount), {
      path: ['maxAmount'],
      message: 'settings.issue.minMax',
    }),
});

export const paymentsDraft = z.object({
  maxPendingDeposits: wholeNumber(1, 100),
  methods: z.array(
    z
      .object({ code: z.string(), enabled: z.boolean(), minAmount: decimal, maxAmount: decimal })
      .refine((method) => below(method.minAmount, method.maxAmount), {
        path: ['maxAmount'],
        message: 'settings.issue.minMax',
      }),
  ),
});

export const registrationDraft = z
  .object({
    minAge: wholeNumber(0, 99),
    birthdayMinAge: wholeNumber(0, 99),
    mobileMin: wholeNumber(4, 20),
    mobileMax: wholeNumber(4, 20),
    fields: z.record(z.string(), z.object({ shown: z.boolean(), required: z.boolean() })),
  })
  .refine((draft) => draft.mobileMin <= draft.mobileMax, { path: ['mobileMax'], message: 'settings.issue.minMax' });
