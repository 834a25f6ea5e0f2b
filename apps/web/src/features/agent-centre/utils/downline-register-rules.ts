import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { RegisterField, RegisterSettings } from '@lucky/contracts/validation/register-fields';
import { confirmRule, forceRequired, settingRule, type FormRules } from '../../../lib/form-rules.ts';

/**
 * The rules of the agent's "create a downline" form: the merchant's registration rules (the same
 * ones the register modal and the server apply), without the fields that make no sense when an
 * agent creates the account: captcha (the agent is logged in), SMS code (the agent does not hold
 * the downline's phone) and the invitation codes (the agent is the upline).
 */
export type DownlineField =
  Exclude<RegisterField, 'captcha' | 'verificationCode' | 'affiliateCode' | 'referralCode'> | 'confirmPassword';
export type DownlineValues = Record<DownlineField, string> & { type: string };

/** Display order, as in the register modal. */
export const DOWNLINE_FIELD_ORDER: readonly DownlineField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'payeeName',
  'nickname',
  'email',
  'paymentPassword',
  'birthday',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
];

export const EMPTY_DOWNLINE_VALUES: DownlineValues = {
  type: '0',
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  payeeName: '',
  nickname: '',
  email: '',
  paymentPassword: '',
  birthday: '',
  idNumber: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  telegram: '',
  zalo: '',
};

const ALWAYS: readonly DownlineField[] = ['username', 'password', 'confirmPassword'];
/** Required whenever shown (spec section 5: "paymentPassword required when shown"). */
const REQUIRED_WHEN_SHOWN: readonly DownlineField[] = ['username', 'password', 'paymentPassword'];

export function shownDownlineFields(settings: RegisterSettings): DownlineField[] {
  return DOWNLINE_FIELD_ORDER.filter(
    (field) => ALWAYS.includes(field) || (field !== 'confirmPassword' && settings.fields[field].shown),
  );
}

export function isDownlineFieldRequired(settings: RegisterSettings, field: DownlineField): boolean {
  if (field === 'confirmPassword' || REQUIRED_WHEN_SHOWN.includes(field)) return true;
  return settings.fields[field].required;
}

export function buildDownlineRules(
  settings: RegisterSettings,
  shown: readonly DownlineField[],
): FormRules<DownlineValues> {
  const rules: FormRules<DownlineValues> = {};
  for (const field of shown) {
    if (field === 'confirmPassword') {
      rules.confirmPassword = confirmRule<DownlineValues>('confirmPassword', 'password');
      continue;
    }
    const setting = settings.fields[field];
    rules[field] = settingRule<DownlineValues>(
      field,
      REQUIRED_WHEN_SHOWN.includes(field) ? forceRequired(setting) : setting,
    );
  }
  return rules;
}

const SECRET: readonly DownlineField[] = ['password', 'confirmPassword', 'paymentPassword'];
type DownlineBody = BodyOf<(typeof ENDPOINTS)['agentRegisterDownline']>;

/** The call's body: the shown, non-empty fields (text trimmed, passwords as typed), the dialing code with a number, and the type. */
export function buildDownlineBody(
  values: DownlineValues,
  shown: readonly DownlineField[],
  dialingCode: string,
): DownlineBody {
  const fields: Partial<Record<DownlineField, string>> = {};
  for (const field of shown) {
    const value = SECRET.includes(field) ? values[field] : values[field].trim();
    if (value !== '') fields[field] = value;
  }
  return { ...fields, ...(fields.mobileNum ? { countryDialingCode: dialingCode } : {}), type: Number(values.type) };
}

/** Which field a server refusal belongs to, so its message shows under that field. */
export const FIELD_OF_ERROR: Readonly<Record<string, DownlineField>> = {
  'username.taken': 'username',
  'mobile.taken': 'mobileNum',
};
