/**
 * react-i18next setup. Every `locales/<LANG>/<namespace>.json` file is a lazy chunk, so
 * only the active language is downloaded. The status response says which languages the
 * merchant supports and which is the default; the visitor's choice is kept in
 * localStorage and sent to the API as the `Language` header.
 */
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@lucky/contracts/common/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { configureApiClient } from './api-client.ts';

type Bundle = Record<string, unknown>;
const LOCALE_FILES = import.meta.glob<{ default: Bundle }>('../locales/*/*.json');
const STORAGE_KEY = 'language';
const FALLBACK: TranslatedLanguage = 'EN';

type LocaleFile = { language: string; namespace: string; load: () => Promise<{ default: Bundle }> };
const files: LocaleFile[] = Object.entries(LOCALE_FILES).flatMap(([path, load]) => {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? [{ language: match[1]!, namespace: match[2]!, load }] : [];
});

export const NAMESPACES: string[] = [...new Set(files.map((file) => file.namespace))].sort();
export const i18n = i18next;

let siteLanguages: TranslatedLanguage[] = [FALLBACK];
const loaded = new Set<string>();

export function isTranslatedLanguage(code: string): code is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(code);
}

/** The languages the switch offers: the translated ones that the merchant supports. */
export function getSiteLanguages(): TranslatedLanguage[] {
  return siteLanguages;
}

/** Loads every namespace file of a language (once). */
export async function loadLanguage(language: string): Promise<void> {
  if (loaded.has(language)) return;
  const own = files.filter((file) => file.language === language);
  const bundles = await Promise.all(own.map(async (file) => [file.namespace, (await file.load()).default] as const));
  for (const [namespace, bundle] of bundles) i18next.addResourceBundle(language, namespace, bundle, true, true);
  loaded.add(language);
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice then lasts for this page only.
  }
}

export type LanguageSettings = { supported: string[]; default: string };

/** Picks the language (stored choice, else the merchant default, else EN), loads it and starts i18next. */
export async function initI18n(settings: LanguageSettings = { supported: [FALLBACK], default: FALLBACK }): Promise<TranslatedLanguage> {
  const supported = settings.supported.map((code) => code.toUpperCase()).filter(isTranslatedLanguage);
  siteLanguages = supported.length > 0 ? supported : [FALLBACK];
  const stored = readStoredLanguage();
  const preferred = [stored, settings.default.toUpperCase()].find((code): code is TranslatedLanguage => !!code && siteLanguages.includes(code as TranslatedLanguage));
  const language = preferred ?? siteLanguages[0] ?? FALLBACK;

  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: FALLBACK,
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  }
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  configureApiClient({ language });
  document.documentElement.lang = language.toLowerCase();
  return language;
}

/** Switches the site language: loads its files, remembers it and tells the API client. */
export async function changeLanguage(language: TranslatedLanguage): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  configureApiClient({ language });
  document.documentElement.lang = language.toLowerCase();
  await i18next.changeLanguage(language);
}
