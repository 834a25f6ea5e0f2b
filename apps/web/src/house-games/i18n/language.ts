// The game page's language: the site's own language codes (EN, CN, ID, TH, VI), read from the launch URL's `lang`
// (the server writes it from the site's Language header), else the site around the frame, else English.
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@lucky/contracts/common/constants';

/** The locale Intl formats numbers in for each site language. */
export const LOCALES: Record<TranslatedLanguage, string> = {
  EN: 'en-GB',
  CN: 'zh-CN',
  ID: 'id-ID',
  TH: 'th-TH',
  VI: 'vi-VN',
};
// The site writes <html lang> in lower case, and zh for Chinese in some browsers' own settings.
const ALIASES: Record<string, TranslatedLanguage> = { ZH: 'CN', 'ZH-CN': 'CN', 'ZH-HANS': 'CN' };

/** A site language from any spelling of it ('vi', 'VI', 'zh-CN'), or null. */
export function languageOf(text: string | null | undefined): TranslatedLanguage | null {
  const code = (text ?? '').trim().toUpperCase();
  if (!code) return null;
  if (ALIASES[code]) return ALIASES[code];
  const base = code.split('-')[0]!;
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(base) ? (base as TranslatedLanguage) : null;
}

/** The parent page's <html lang> while it is readable (same origin); a sandboxed frame cannot read it. */
function parentLanguage(win: Window): string | null {
  try {
    return win.parent !== win ? win.parent.document.documentElement.lang : null;
  } catch {
    return null;
  }
}

// A reload drops the launch query (the session is kept instead), so the language is kept for this tab too.
const STORAGE_KEY = 'house-language';
function stored(win: Window, write?: TranslatedLanguage): string | null {
  try {
    if (write) win.sessionStorage.setItem(STORAGE_KEY, write);
    return win.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The page's language: the URL's `lang`, then the one this tab already used, then the parent's, then English. */
export function detectLanguage(win: Window = window): TranslatedLanguage {
  const fromUrl = languageOf(new URLSearchParams(win.location.search).get('lang'));
  if (fromUrl) {
    stored(win, fromUrl);
    return fromUrl;
  }
  return languageOf(stored(win)) ?? languageOf(parentLanguage(win)) ?? 'EN';
}
