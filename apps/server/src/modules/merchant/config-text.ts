import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import { z } from 'zod';

/** A name the operator gives in the site's languages (payment methods, banks, branches): `{ EN: …, VI: … }`. */
export type ConfigText = Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], string>>;

/**
 * A configured name in one or more site languages. A plain string — what configurations stored before names were per
 * language hold, and the short form for a name that is the same everywhere — reads as the English name.
 */
export const configTextSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { EN: value } : value),
  z
    .partialRecord(z.enum(TRANSLATED_LANGUAGES), z.string().trim().min(1).max(120))
    .refine((text) => Object.keys(text).length > 0, 'a name in at least one language'),
) as unknown as z.ZodType<ConfigText>;

/** The name in the wanted language, else the merchant's default language, else English, else any. */
export function textIn(text: ConfigText, language: string, defaultLanguage: string): string {
  const byLanguage = text as Record<string, string | undefined>;
  return byLanguage[language] ?? byLanguage[defaultLanguage] ?? text.EN ?? Object.values(text).find(Boolean) ?? '';
}

const comparable = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');

/** Whether a name a member typed or picked is this text in any of its languages. */
export function isNamed(text: ConfigText, name: string): boolean {
  const wanted = comparable(name);
  return Object.values(text).some((value) => value !== undefined && comparable(value) === wanted);
}
