/**
 * The 23 validation pattern kinds of spec section 5, keyed by patternId.
 * The registration settings name a patternId per field; client and server both
 * validate through these, so a value accepted in the browser is accepted by the API.
 * Length is never part of the pattern: minLength and maxLength are checked separately.
 */
export type PatternKind = {
  id: number;
  name: string;
  /** Source of the regular expression; '*' means any value is accepted. */
  source: string;
  flags?: string;
  /** English message; (min) and (max) are filled in by formatPatternMessage. */
  message: string;
};

export const PATTERN_KINDS: readonly PatternKind[] = [
  { id: 1, name: 'any', source: '*', message: 'Please enter (min) - (max) characters' },
  {
    id: 2,
    name: 'letterFirstAlphanumeric',
    source: '^[A-Za-z][A-Za-z0-9]*$',
    message: 'Must start with a letter and contain only letters and digits, (min) - (max) characters',
  },
  {
    id: 3,
    name: 'kanjiAndDigits',
    source: '^[\\u4E00-\\u9FFF0-9]+$',
    message: 'Only Chinese characters and digits, (min) - (max) characters',
  },
  {
    id: 4,
    name: 'email',
    source:
      "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$",
    message: 'E-mail format is incorrect',
  },
  {
    id: 5,
    name: 'lettersOrDigitsOnly',
    source: '^(?:[A-Za-z]+|[0-9]+)$',
    message: 'Only letters or only digits, (min) - (max) characters',
  },
  {
    id: 6,
    name: 'lettersAndDigitsCombined',
    source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    message: 'Must combine letters and digits, (min) - (max) characters',
  },
  { id: 7, name: 'digitsOnly', source: '^[0-9]+$', message: 'Only digits, (min) - (max) characters' },
  {
    id: 8,
    name: 'alphanumericWithUppercase',
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    message: 'Letters and digits with at least one uppercase letter, (min) - (max) characters',
  },
  {
    id: 9,
    name: 'englishLettersAndSpaces',
    source: '^[A-Za-z]+(?: [A-Za-z]+)*$',
    message: 'Only English letters and spaces, (min) - (max) characters',
  },
  { id: 10, name: 'noSpaces', source: '^\\S+$', message: 'Spaces are not allowed, (min) - (max) characters' },
  {
    id: 11,
    name: 'chineseAndPunctuation',
    source: '^[\\u4E00-\\u9FFF\\u3000-\\u303F\\uFF01-\\uFF5E\\u00B7]+$',
    message: 'Only Chinese characters and punctuation, (min) - (max) characters',
  },
  {
    id: 12,
    name: 'dateYearFirst',
    source: '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$',
    message: 'Date format must be yyyy-MM-dd',
  },
  {
    id: 13,
    name: 'dateMonthFirst',
    source: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])-\\d{4}$',
    message: 'Date format must be MM-dd-yyyy',
  },
  {
    id: 14,
    name: 'lettersAndSpaces',
    source: '^\\p{L}+(?: \\p{L}+)*$',
    flags: 'u',
    message: 'Real name format is incorrect',
  },
  {
    id: 15,
    name: 'alphanumeric',
    source: '^[A-Za-z0-9]+$',
    message: 'Only letters and digits, (min) - (max) characters',
  },
  {
    id: 16,
    name: 'koreanOnly',
    source: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F]+$',
    message: 'Only Korean characters, (min) - (max) characters',
  },
  {
    id: 17,
    name: 'thaiOnly',
    source: '^[\\u0E00-\\u0E7F]+(?: [\\u0E00-\\u0E7F]+)*$',
    message: 'Only Thai characters, (min) - (max) characters',
  },
  {
    id: 18,
    name: 'thaiOrEnglish',
    source: '^[\\u0E00-\\u0E7FA-Za-z]+(?: [\\u0E00-\\u0E7FA-Za-z]+)*$',
    message: 'Only Thai or English letters, (min) - (max) characters',
  },
  {
    id: 19,
    name: 'uppercaseWithLetter',
    source: '^(?=.*[A-Z])[A-Z0-9]+$',
    message: 'Only uppercase letters and digits with at least one letter, (min) - (max) characters',
  },
  {
    id: 20,
    name: 'lettersDigitsSymbols',
    source: '^[\\x21-\\x7E]+$',
    message: 'Password format is incorrect: letters, digits and symbols, (min) - (max) characters',
  },
  {
    id: 21,
    name: 'strongPassword',
    source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
    message:
      'Please fill in your password with (min) - (max) characters, including upper and lower case letters, a digit and a symbol',
  },
  {
    id: 22,
    name: 'fullName',
    source: '^\\p{L}+(?: \\p{L}+)+$',
    flags: 'u',
    message: 'Please enter your first and last name separated by a space',
  },
  {
    id: 23,
    name: 'fullWidthJapanese',
    source: '^[\\u3040-\\u309F\\u30A0-\\u30FF\\u4E00-\\u9FFF\\u3005\\u30FC]+$',
    message: 'Only full-width Hiragana, Katakana or Kanji, (min) - (max) characters',
  },
];

const compiled = new Map<number, RegExp | null>(
  PATTERN_KINDS.map((kind) => [kind.id, kind.source === '*' ? null : new RegExp(kind.source, kind.flags)]),
);

export function findPatternKind(patternId: number): PatternKind | undefined {
  return PATTERN_KINDS.find((kind) => kind.id === patternId);
}

/** True when the value matches the pattern kind; '*' (kind 1) accepts anything. */
export function matchesPatternKind(patternId: number, value: string): boolean {
  if (!compiled.has(patternId)) throw new Error(`unknown patternId ${patternId}`);
  const regex = compiled.get(patternId);
  return regex ? regex.test(value) : true;
}

/** Matches a custom acceptedPattern string from the settings ('*' means any). */
export function matchesAcceptedPattern(acceptedPattern: string, value: string): boolean {
  if (acceptedPattern === '*' || acceptedPattern === '') return true;
  return new RegExp(acceptedPattern, 'u').test(value);
}

/**
 * Fills (min) and (max) into a message. When both are equal the range collapses to a
 * single number, so "with (min) - (max) characters" reads "with 6 characters".
 */
export function formatPatternMessage(template: string, min: number, max: number): string {
  const range = min === max ? String(min) : `${min} - ${max}`;
  return template
    .replace(/\(min\)\s*-\s*\(max\)/g, range)
    .replace(/\(min\)/g, String(min))
    .replace(/\(max\)/g, String(max));
}
