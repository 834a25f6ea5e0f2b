/**
 * react-hook-form resolver around the shared rule builder of packages/contracts: every form
 * of the site validates through checkValue / checkConfirmation and words its messages with
 * describeIssue, so the browser and the API accept and refuse exactly the same values.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldSetting, FormField } from '@lucky/contracts/validation/register-fields';
import {
  checkConfirmation,
  checkValue,
  describeIssue,
  type Translate,
  type ValidationIssue,
} from '@lucky/contracts/validation/rule-builder';

/** A check answers an issue of the rule builder, an already translated message, or null. */
export type RuleCheck<V> = (value: unknown, values: V) => ValidationIssue | string | null;
export type FormRules<V> = Partial<Record<Extract<keyof V, string>, RuleCheck<V>>>;

const SECRET_FIELDS: readonly FormField[] = [
  'password',
  'confirmPassword',
  'paymentPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
];

const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The field's value against its merchant setting; text fields are trimmed, passwords are not. */
export function settingRule<V>(field: FormField, setting: FieldSetting): RuleCheck<V> {
  return (value) => {
    const text = asText(value);
    return checkValue(field, SECRET_FIELDS.includes(field) ? text : text.trim(), setting);
  };
}

/** A required value of any characters, for fields the merchant does not configure (login, sms code). */
export function requiredSetting(maxLength = 255): FieldSetting {
  return { shown: true, required: true, acceptedPattern: '*', minLength: 0, maxLength, patternId: 1 };
}

export function requiredRule<V>(field: FormField, maxLength = 255): RuleCheck<V> {
  return settingRule(field, requiredSetting(maxLength));
}

/** The setting with `required` forced on (the spec requires some fields whatever the merchant says). */
export function forceRequired(setting: FieldSetting): FieldSetting {
  return { ...setting, required: true };
}

/** Must equal another field of the same form (confirm password). */
export function confirmRule<V>(field: FormField, sourceField: Extract<keyof V, string>): RuleCheck<V> {
  return (value, values) =>
    checkConfirmation(field, asText(value), asText((values as Record<string, unknown>)[sourceField]));
}

/** A checkbox that must be ticked; the message is already translated. */
export function checkedRule<V>(message: string): RuleCheck<V> {
  return (value) => (value === true ? null : message);
}

export function resolveRules<V extends FieldValues>(
  values: V,
  rules: FormRules<V>,
  translate: Translate,
): ResolverResult<V> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, check] of Object.entries(rules) as [string, RuleCheck<V> | undefined][]) {
    if (!check) continue;
    const outcome = check(values[name], values);
    if (outcome === null) continue;
    errors[name] =
      typeof outcome === 'string'
        ? { type: 'rule', message: outcome }
        : { type: outcome.kind, message: describeIssue(outcome, translate) };
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: errors as unknown as FieldErrors<V> };
}

/** Translator for describeIssue: keys of the `validation` namespace, the English text as fallback. */
export function useValidationTranslate(): Translate {
  const { t } = useTranslation('validation');
  return useCallback<Translate>((key, english) => t(key, { defaultValue: english }), [t]);
}

/**
 * A stable resolver that always reads the latest rules, so rules can depend on settings
 * that arrive later (register settings, the captcha being shown) without remounting the form.
 */
export function useRuleResolver<V extends FieldValues>(rules: FormRules<V>): Resolver<V> {
  const translate = useValidationTranslate();
  const latest = useRef({ rules, translate });
  useLayoutEffect(() => {
    latest.current = { rules, translate };
  });
  return useCallback<Resolver<V>>((values) => resolveRules(values, latest.current.rules, latest.current.translate), []);
}

/** A money amount typed in a form: digits with at most two decimals, above zero (the server checks it again). */
export function isPositiveAmount(text: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0;
}
