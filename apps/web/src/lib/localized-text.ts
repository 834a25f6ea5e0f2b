/** Operator text kept in the five site languages: the reader's language, else English. */
export function pickLocalized(text: Partial<Record<string, string>> | null | undefined, language: string): string {
  if (!text) return '';
  return text[language.toUpperCase()] ?? text.EN ?? Object.values(text).find(Boolean) ?? '';
}
