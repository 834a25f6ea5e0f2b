import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import type { LocalizedText } from '../../db/schema/merchant.ts';

/** Operator input in the translated languages, without the languages left empty (they fall back to English). */
export function cleanLocalized(input: Partial<Record<string, string | undefined>>): LocalizedText {
  const text: LocalizedText = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const value = input[language]?.trim();
    if (value) text[language] = value;
  }
  return text;
}
