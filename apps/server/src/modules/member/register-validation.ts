import { z } from 'zod';
import type { registerBody } from '@lucky/contracts/member/member-endpoints';
import {
  checkConfirmation,
  checkValue,
  describeIssue,
  type ValidationIssue,
} from '@lucky/contracts/validation/rule-builder';
import {
  CONFIGURABLE_REGISTER_FIELDS,
  type FieldSetting,
  type RegisterField,
} from '@lucky/contracts/validation/register-fields';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';

export type RegisterInput = z.output<typeof registerBody>;
export type RegisterMode = 'username' | 'mobile';

/** The registration rules as the API publishes them (acceptedPattern defaults to '*'). */
export function fieldSettings(config: MerchantConfig): Record<RegisterField, FieldSetting> {
  return Object.fromEntries(
    CONFIGURABLE_REGISTER_FIELDS.map((field) => {
      const rule = config.register.fields[field] ?? {
        shown: false,
        required: false,
        patternId: 1,
        acceptedPattern: '*',
        minLength: 0,
        maxLength: 255,
      };
      return [field, { ...rule, acceptedPattern: rule.acceptedPattern ?? '*' }];
    }),
  ) as Record<RegisterField, FieldSetting>;
}

/** Fields each registration mode always asks for, whatever the settings say about showing them. */
function modeOverrides(
  mode: RegisterMode,
  config: MerchantConfig,
): Partial<Record<RegisterField, Partial<FieldSetting>>> {
  if (mode === 'username')
    return { username: { shown: true, required: true }, password: { shown: true, required: true } };
  const withPassword = config.modules.MOBILENUMPASSREG3 === true;
  return {
    mobileNum: { shown: true, required: true },
    username: { shown: false, required: false },
    password: { shown: withPassword, required: withPassword },
    verificationCode: { shown: config.modules.REGMOBVERF3 === true, required: config.modules.REGMOBVERF3 === true },
  };
}

function ageOn(birthday: string, today: Date): number {
  const [year, month, day] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

/**
 * Validates a registration with the same rule builder the web form uses and answers every
 * problem at once, in the spec's wording. Fields that are not shown are dropped, never stored.
 */
export function validateRegistration(input: {
  body: RegisterInput;
  mode: RegisterMode;
  config: MerchantConfig;
  today: Date;
}): { settings: Record<RegisterField, FieldSetting>; values: Partial<Record<RegisterField, string>> } {
  const { body, mode, config } = input;
  const base = fieldSettings(config);
  const overrides = modeOverrides(mode, config);
  const settings = Object.fromEntries(
    CONFIGURABLE_REGISTER_FIELDS.map((field) => [field, { ...base[field], ...overrides[field] }]),
  ) as Record<RegisterField, FieldSetting>;
  const issues: ValidationIssue[] = [];
  const values: Partial<Record<RegisterField, string>> = {};
  for (const field of CONFIGURABLE_REGISTER_FIELDS) {
    if (!settings[field].shown) continue;
    const value = body[field as keyof RegisterInput];
    const text = typeof value === 'string' ? value : undefined;
    const issue = checkValue(field, text, settings[field]);
    if (issue) issues.push(issue);
    else if (text) values[field] = text;
  }
  if (settings.password.shown) {
    const mismatch = checkConfirmation('confirmPassword', body.confirmPassword, body.password);
    if (mismatch) issues.push(mismatch);
  }
  const messages = issues.map((issue) => describeIssue(issue));
  if (!body.ageConfirmed) messages.push(`Please confirm that you are at least ${config.register.minAge} years old`);
  if (!body.termsAccepted) messages.push('Please accept the terms and the user protocol');
  if (
    values.birthday &&
    settings.birthday.patternId === 12 &&
    ageOn(values.birthday, input.today) < config.register.birthdayMinAge
  ) {
    messages.push(`You must be at least ${config.register.birthdayMinAge} years old`);
  }
  if (messages.length > 0) {
    const fields = issues.map((issue) => issue.field);
    throw new AppError('request.invalid', messages.join('; '), { fields, messages });
  }
  return { settings, values };
}
