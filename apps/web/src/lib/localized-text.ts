import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Operator text kept in the five site languages: the reader's language, else English. */
export function pickLocalized(text: Partial<Record<string, string>> | null | undefined, language: string): string {
  if (!text) return '';
  return text[language.toUpperCase()] ?? text.EN ?? Object.values(text).find(Boolean) ?? '';
}

/** pickLocalized in the current site language, for components. */
export function useLocalized(): (text: Partial<Record<string, string>> | null | undefined) => string {
  const { i18n } = useTranslation();
  return useCallback((text) => pickLocalized(text, i18n.language), [i18n.language]);
}
