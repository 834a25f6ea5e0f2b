// The game pages' words: t(key, params) in the page's language, with English bundled (every page needs it at once)
// and the other languages loaded as chunks of their own, so a page downloads only the language it shows.
// A text may hold {name} (a parameter) and {count|one form|other form} (a plural chosen by Intl.PluralRules).
import type { TranslatedLanguage } from '@lucky/contracts/common/constants';
import { EN, type Dictionary, type Key } from './en/index.ts';
import { detectLanguage, LOCALES } from './language.ts';

export type Params = Record<string, string | number | bigint>;

const LOADERS: Record<Exclude<TranslatedLanguage, 'EN'>, () => Promise<{ default: Dictionary }>> = {
  CN: () => import('./cn/index.ts'),
  ID: () => import('./id/index.ts'),
  TH: () => import('./th/index.ts'),
  VI: () => import('./vi/index.ts'),
};

const current: { language: TranslatedLanguage; words: Dictionary; numbers: Intl.NumberFormat } = {
  language: 'EN',
  words: EN,
  numbers: new Intl.NumberFormat(LOCALES.EN),
};

export const pageLanguage = (): TranslatedLanguage => current.language;
export const pageLocale = (): string => LOCALES[current.language];

/** The dictionary of a language (English at once, the others from their chunk). */
export async function dictionaryOf(language: TranslatedLanguage): Promise<Dictionary> {
  return language === 'EN' ? EN : (await LOADERS[language]()).default;
}

/** Switches the page's words to `language` (by default the one the launch URL or the site names). */
export async function loadLanguage(language: TranslatedLanguage = detectLanguage()): Promise<TranslatedLanguage> {
  try {
    current.words = await dictionaryOf(language);
    current.language = language;
  } catch {
    // The chunk did not load (network): the page still works, in English.
    current.words = EN;
    current.language = 'EN';
  }
  current.numbers = new Intl.NumberFormat(LOCALES[current.language]);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[current.language];
  return current.language;
}

const show = (value: string | number | bigint): string =>
  typeof value === 'string' ? value : current.numbers.format(value);

/** Fills a text's {name} and {count|one|other} parts. */
export function fill(text: string, params: Params = {}, locale = LOCALES[current.language]): string {
  return text.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (one === undefined) return show(value);
    return new Intl.PluralRules(locale).select(Number(value)) === 'one' ? one : (other ?? one);
  });
}

/** The text of `key` in the page's language. */
export const t = (key: Key, params?: Params): string => fill(current.words[key] ?? EN[key], params);

/** Whether a key exists (for words built from the API's names, such as a table's bet kinds). */
export const hasKey = (key: string): key is Key => key in EN;
