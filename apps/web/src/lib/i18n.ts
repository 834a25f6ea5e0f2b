/**
 * react-i18next setup. Every `locales/<LANG>/<namespace>.json` file is a lazy chunk, and only
 * the namespaces a page uses are downloaded, in the active language only: the boot loads the
 * frame's and the first page's (`app/routing/page-namespaces.ts`), each lazy page and overlay
 * loads its own with its chunk, and anything else a component asks for through
 * `useTranslation` is fetched on first use by the backend below. A language switch loads, in
 * the new language, every namespace used so far. The status response says which languages the
 * merchant supports and which is the default; the visitor's choice is kept in localStorage
 * and sent to the API as the `Language` header.
 */
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@lucky/contracts/common/constants';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { configureApiClient } from './api-client.ts';

type Bundle = Record<string, unknown>;
const LOCALE_FILES = import.meta.glob<{ default: Bundle }>('../locales/*/*.json');
const STORAGE_KEY = 'language';
const FALLBACK: TranslatedLanguage = 'EN';

const fileLoaders = new Map<string, () => Promise<{ default: Bundle }>>();
for (const [path, load] of Object.entries(LOCALE_FILES)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match) fileLoaders.set(`${match[1]}/${match[2]}`, load);
}

export const NAMESPACES: string[] = [...new Set([...fileLoaders.keys()].map((key) => key.split('/')[1]!))].sort();
export const i18n = i18next;

let siteLanguages: TranslatedLanguage[] = [FALLBACK];

/** Downloads in flight or done, by `LANG/namespace`; a failed download is dropped, so the next use tries again. */
const downloads = new Map<string, Promise<Bundle>>();

function download(language: string, namespace: string): Promise<Bundle> {
  const key = `${language}/${namespace}`;
  let bundle = downloads.get(key);
  if (!bundle) {
    const load = fileLoaders.get(key);
    // A namespace or language without a file (a typo, say) is an empty bundle, not an endless retry.
    bundle = load ? load().then((module) => module.default) : Promise.resolve({});
    bundle.catch(() => downloads.delete(key));
    downloads.set(key, bundle);
  }
  return bundle;
}

/** What `useTranslation` of a namespace nobody loaded beforehand falls back to: the file, fetched then. */
const localeFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    download(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/** The namespaces used so far: a language switch loads all of them in the new language. */
function usedNamespaces(): string[] {
  const ns = i18next.options?.ns;
  return Array.isArray(ns) ? [...ns] : typeof ns === 'string' ? [ns] : [];
}

function markUsed(namespaces: readonly string[]): void {
  const ns = i18next.options?.ns;
  if (!Array.isArray(ns)) return;
  for (const namespace of namespaces) if (!ns.includes(namespace)) ns.push(namespace);
}

/**
 * Loads namespaces of a language (the active one unless told), each file once; rejects when a
 * file cannot be downloaded. Pages and overlays call it with their chunk, so their text is
 * there when they first render.
 */
export async function loadNamespaces(
  namespaces: readonly string[],
  language: string = i18next.language,
): Promise<void> {
  markUsed(namespaces);
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18next.hasResourceBundle(language, namespace)) return;
      const bundle = await download(language, namespace);
      i18next.addResourceBundle(language, namespace, bundle, true, true);
    }),
  );
}

export function isTranslatedLanguage(code: string): code is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(code);
}

/** The languages the switch offers: the translated ones that the merchant supports. */
export function getSiteLanguages(): TranslatedLanguage[] {
  return siteLanguages;
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

/** The site's language: the stored choice, else the merchant default, else the first supported, else EN. */
export function pickLanguage(
  settings: LanguageSettings = { supported: [FALLBACK], default: FALLBACK },
): TranslatedLanguage {
  const supported = settings.supported.map((code) => code.toUpperCase()).filter(isTranslatedLanguage);
  siteLanguages = supported.length > 0 ? supported : [FALLBACK];
  const stored = readStoredLanguage();
  const preferred = [stored, settings.default.toUpperCase()].find(
    (code): code is TranslatedLanguage => !!code && siteLanguages.includes(code as TranslatedLanguage),
  );
  return preferred ?? siteLanguages[0] ?? FALLBACK;
}

/**
 * Picks the language (`pickLanguage`), starts i18next in it and loads the namespaces asked for
 * (the frame's and the first page's at boot; `common`, the default namespace, when not told).
 */
export async function initI18n(
  settings?: LanguageSettings,
  namespaces: readonly string[] = ['common'],
): Promise<TranslatedLanguage> {
  const language = pickLanguage(settings);
  configureApiClient({ language });
  if (!i18next.isInitialized) {
    await i18next
      .use(localeFiles)
      .use(initReactI18next)
      .init({
        lng: language,
        // Only the active language is downloaded, so there is no other language to fall back to; every
        // language ships every key (locales.test.ts).
        fallbackLng: false,
        ns: [],
        defaultNS: 'common',
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        returnNull: false,
      });
  }
  await loadNamespaces(namespaces, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language.toLowerCase();
  return language;
}

/** Switches the site language: loads the namespaces used so far in it, remembers it and tells the API client. */
export async function changeLanguage(language: TranslatedLanguage): Promise<void> {
  await loadNamespaces(usedNamespaces(), language);
  storeLanguage(language);
  configureApiClient({ language });
  document.documentElement.lang = language.toLowerCase();
  await i18next.changeLanguage(language);
}
