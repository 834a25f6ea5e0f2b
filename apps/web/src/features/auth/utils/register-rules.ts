import type { RegisterField, RegisterSettings } from '@lucky/contracts/validation/register-fields';
import {
  checkedRule,
  confirmRule,
  forceRequired,
  settingRule,
  type FormRules,
  type RuleCheck,
} from '../../../lib/form-rules.ts';

export type RegisterMode = 'username' | 'mobile';

/** Everything the register form can hold; only the shown fields are validated and sent. */
export type RegisterValues = Record<RegisterField | 'confirmPassword', string> & {
  ageConfirmed: boolean;
  termsAccepted: boolean;
};

/** Display order of the configurable fields (confirmPassword follows password). */
export const REGISTER_FIELD_ORDER: readonly (RegisterField | 'confirmPassword')[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
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
  'affiliateCode',
  'referralCode',
  'captcha',
];

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  email: '',
  qqNum: '',
  mobileNum: '',
  captcha: '',
  verificationCode: '',
  affiliateCode: '',
  paymentPassword: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  telegram: '',
  zalo: '',
  idNumber: '',
  referralCode: '',
  birthday: '',
  nickname: '',
  ageConfirmed: false,
  termsAccepted: false,
};

/**
 * Which fields the form shows: the merchant's settings, plus what each tab always needs
 * (a username tab asks for the username, a mobile tab for the number and, with
 * REGMOBVERF3, its SMS code; both ask for the password and its confirmation).
 */
export function shownRegisterFields(
  settings: RegisterSettings,
  mode: RegisterMode,
  isSmsVerificationOn: boolean,
): (RegisterField | 'confirmPassword')[] {
  return REGISTER_FIELD_ORDER.filter((field) => {
    switch (field) {
      case 'username':
        return mode === 'username';
      case 'password':
      case 'confirmPassword':
        return true;
      case 'mobileNum':
        return mode === 'mobile' || settings.fields.mobileNum.shown;
      case 'verificationCode':
        return (
          isSmsVerificationOn &&
          (mode === 'mobile' || (settings.fields.mobileNum.shown && settings.fields.verificationCode.shown))
        );
      default:
        return settings.fields[field].shown;
    }
  });
}

/** Fields the spec requires whatever the merchant's `required` flag says. */
function isAlwaysRequired(field: RegisterField, mode: RegisterMode): boolean {
  if (field === 'mobileNum') return mode === 'mobile';
  return field === 'username' || field === 'password' || field === 'verificationCode' || field === 'paymentPassword';
}

export function isFieldRequired(
  settings: RegisterSettings,
  field: RegisterField | 'confirmPassword',
  mode: RegisterMode,
): boolean {
  if (field === 'confirmPassword') return true;
  return isAlwaysRequired(field, mode) || settings.fields[field].required;
}

/** Age in whole years on `today` of a yyyy-MM-dd or MM-dd-yyyy birthday; null when unreadable. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) ?? null;
  const alt = match ? null : /^(\d{2})-(\d{2})-(\d{4})$/.exec(birthday);
  const [year, month, day] = match
    ? [+match[1], +match[2], +match[3]]
    : alt
      ? [+alt[3], +alt[1], +alt[2]]
      : [NaN, NaN, NaN];
  if (!year || !month || !day) return null;
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

export type RegisterMessages = { ageRequired: string; termsRequired: string; birthdayTooYoung: string };

/** The form's rules, all through the shared rule builder (plus the two checkboxes and the birthday age). */
export function buildRegisterRules(
  settings: RegisterSettings,
  shown: readonly (RegisterField | 'confirmPassword')[],
  mode: RegisterMode,
  messages: RegisterMessages,
): FormRules<RegisterValues> {
  const rules: FormRules<RegisterValues> = {};
  for (const field of shown) {
    if (field === 'confirmPassword') {
      rules.confirmPassword = confirmRule<RegisterValues>('confirmPassword', 'password');
      continue;
    }
    const setting = settings.fields[field];
    rules[field] = settingRule<RegisterValues>(field, isAlwaysRequired(field, mode) ? forceRequired(setting) : setting);
  }
  const birthdayRule = rules.birthday;
  if (birthdayRule) {
    const checkBirthday: RuleCheck<RegisterValues> = (value, values) => {
      const issue = birthdayRule(value, values);
      if (issue || !value) return issue;
      const age = ageOn(String(value), new Date());
      return age !== null && age < settings.birthdayMinAge ? messages.birthdayTooYoung : null;
    };
    rules.birthday = checkBirthday;
  }
  rules.ageConfirmed = checkedRule<RegisterValues>(messages.ageRequired);
  rules.termsAccepted = checkedRule<RegisterValues>(messages.termsRequired);
  return rules;
}

const SECRET: readonly string[] = ['password', 'confirmPassword', 'paymentPassword'];

/** The body of the register call: the shown fields (trimmed), plus where and how the visitor registers. */
export function buildRegisterBody(
  values: RegisterValues,
  shown: readonly (RegisterField | 'confirmPassword')[],
  dialingCode: string,
) {
  const fields: Partial<Record<RegisterField | 'confirmPassword', string>> = {};
  for (const field of shown) {
    const value = SECRET.includes(field) ? values[field] : values[field].trim();
    if (value !== '') fields[field] = value;
  }
  return {
    ...fields,
    ...(shown.includes('mobileNum') && fields.mobileNum ? { countryDialingCode: dialingCode } : {}),
    domain: location.host,
    registerUrl: location.href,
    registerMethod: 'WEB' as const,
    ageConfirmed: values.ageConfirmed,
    termsAccepted: values.termsAccepted,
    login: true,
  };
}
