import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { countryName, dialingOptions } from '../../lib/dialing-codes.ts';
import { TextField } from './form-field.tsx';
import styles from './phone-field.module.css';

export type PhoneFieldProps = {
  label: string;
  isRequired?: boolean;
  error?: string;
  placeholder?: string;
  dialingCode: string;
  defaultDialingCode: string;
  onDialingCodeChange: (code: string) => void;
  input: UseFormRegisterReturn;
  suffix?: ReactNode;
};

/** A mobile number with its country dialing code in front. */
export function PhoneField({
  label,
  isRequired,
  error,
  placeholder,
  dialingCode,
  defaultDialingCode,
  onDialingCodeChange,
  input,
  suffix,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation('auth');
  const options = dialingOptions(defaultDialingCode);
  const prefix = (
    <span className={styles.code}>
      <span aria-hidden="true">+{dialingCode}</span>
      <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
        <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
      </svg>
      <select
        className={styles.select}
        value={dialingCode}
        onChange={(event) => onDialingCodeChange(event.target.value)}
        aria-label={t('phone.dialingCode')}
      >
        {options.map((option) => (
          <option key={`${option.countryCode}-${option.dialingCode}`} value={option.dialingCode}>
            {option.countryCode
              ? `${countryName(option.countryCode, i18n.language)} +${option.dialingCode}`
              : `+${option.dialingCode}`}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <TextField
      label={label}
      isRequired={isRequired}
      error={error}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      prefix={prefix}
      suffix={suffix}
      {...input}
    />
  );
}
