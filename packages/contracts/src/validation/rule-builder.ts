import { findPatternKind, formatPatternMessage, matchesAcceptedPattern, matchesPatternKind } from './pattern-kinds.ts';
import { FIELD_LABELS, type FieldSetting, type FormField } from './register-fields.ts';

/**
 * The rule builder shared by the web forms and the API: one place decides whether a value
 * is acceptable and which message explains why not. Issues are data; `describeIssue`
 * renders them in English or through a translator supplied by the web app.
 */
export type ValidationIssue =
  | { kind: 'required'; field: FormField }
  | { kind: 'pattern'; field: FormField; patternId: number; min: number; max: number }
  | { kind: 'mismatch'; field: FormField };

/** Fields whose format message is a fixed sentence of the spec rather than the pattern's message. */
export const FIXED_FORMAT_MESSAGES: Partial<Record<FormField, string>> = {
  mobileNum: 'Please enter a valid mobile number',
  verificationCode: 'Please enter a valid verification code',
  smsCode: 'Please enter a valid verification code',
  affiliateCode: 'Invalid invitation code',
  captcha: 'Please enter the captcha',
};

export const NOT_EMPTY = 'cannot be empty';
export const INCONSISTENT_TWICE = 'Confirmation password is not correct.';

export function checkValue(
  field: FormField,
  rawValue: string | undefined | null,
  setting: FieldSetting,
): ValidationIssue | null {
  const value = rawValue ?? '';
  if (value === '') return setting.required ? { kind: 'required', field } : null;
  const lengthOk = [...value].length >= setting.minLength && [...value].length <= setting.maxLength;
  const patternOk =
    setting.acceptedPattern === '*' || setting.acceptedPattern === ''
      ? matchesPatternKind(setting.patternId, value)
      : matchesAcceptedPattern(setting.acceptedPattern, value);
  if (lengthOk && patternOk) return null;
  return { kind: 'pattern', field, patternId: setting.patternId, min: setting.minLength, max: setting.maxLength };
}

export function checkConfirmation(
  field: FormField,
  value: string | undefined,
  original: string | undefined,
): ValidationIssue | null {
  if (!value) return { kind: 'required', field };
  return value === original ? null : { kind: 'mismatch', field };
}

/** Optional translation hook: receives a key and the English text, returns the text to show. */
export type Translate = (key: string, english: string) => string;
const untranslated: Translate = (_key, english) => english;

export function describeIssue(issue: ValidationIssue, translate: Translate = untranslated): string {
  const label = translate(`field.${issue.field}`, FIELD_LABELS[issue.field]);
  switch (issue.kind) {
    case 'required':
      return `${label} ${translate('validation.notEmpty', NOT_EMPTY)}`;
    case 'mismatch':
      return translate('validation.inconsistentTwice', INCONSISTENT_TWICE);
    case 'pattern': {
      const fixed = FIXED_FORMAT_MESSAGES[issue.field];
      if (fixed) return translate(`validation.format.${issue.field}`, fixed);
      const kind = findPatternKind(issue.patternId);
      const template = translate(`validation.pattern.${issue.patternId}`, kind?.message ?? 'Format is incorrect');
      return formatPatternMessage(template, issue.min, issue.max);
    }
  }
}
