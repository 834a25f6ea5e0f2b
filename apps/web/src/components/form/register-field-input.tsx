import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterField } from '@lucky/contracts/validation/register-fields';
import { TextField } from './form-field.tsx';
import { PhoneField } from './phone-field.tsx';

type FieldName = RegisterField | 'confirmPassword';

const INPUT_TYPES: Partial<Record<FieldName, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
};
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  payeeName: 'name',
  nickname: 'nickname',
  captcha: 'off',
  verificationCode: 'one-time-code',
  birthday: 'bday',
};

export type RegisterFieldInputProps = {
  field: FieldName;
  isRequired: boolean;
  error?: string;
  input: UseFormRegisterReturn;
  suffix?: ReactNode;
  /** yyyy-MM-dd birthdays get the date picker; other formats a text input. */
  isIsoBirthday: boolean;
  phone: { dialingCode: string; defaultDialingCode: string; onDialingCodeChange: (code: string) => void };
};

/** One configurable field of the register form, labelled from the `field.*` keys. */
export function RegisterFieldInput({
  field,
  isRequired,
  error,
  input,
  suffix,
  isIsoBirthday,
  phone,
}: RegisterFieldInputProps) {
  const { t } = useTranslation('validation');
  const { t: tAuth } = useTranslation('auth');
  const label = t(`field.${field}`);
  const placeholder = tAuth(`register.placeholder.${field}`);
  if (field === 'mobileNum') {
    return (
      <PhoneField
        label={label}
        isRequired={isRequired}
        error={error}
        placeholder={placeholder}
        input={input}
        suffix={suffix}
        {...phone}
      />
    );
  }
  const type = field === 'birthday' && isIsoBirthday ? 'date' : (INPUT_TYPES[field] ?? 'text');
  const numeric = field === 'verificationCode' || field === 'qqNum';
  return (
    <TextField
      label={label}
      isRequired={isRequired}
      error={error}
      type={type}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      placeholder={type === 'date' ? undefined : placeholder}
      suffix={suffix}
      {...input}
    />
  );
}
