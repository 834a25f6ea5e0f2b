import type { LocalizedText } from '../../db/schema/merchant.ts';

/** Operator text in the wanted language, falling back to the default language, then English. */
export function pickText(text: LocalizedText, language: string, fallback: string): string {
  return text[language] ?? text[fallback] ?? text.EN ?? Object.values(text)[0] ?? '';
}
