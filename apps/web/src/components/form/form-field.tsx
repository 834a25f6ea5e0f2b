import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form-field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string;
  isRequired?: boolean;
  error?: string;
  /** Shown before the input inside the same box (dialing code). */
  prefix?: ReactNode;
  /** Shown after the input (captcha image, send-code button). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input; `*` marks a required field, the message of the rule builder shows below. */
export function TextField({
  label,
  isRequired = false,
  error,
  prefix,
  suffix,
  ref,
  id,
  ...inputProps
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      {/* The required star is CSS content, so the label's text stays the field's name. */}
      <label htmlFor={inputId} className={isRequired ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      <div className={`${styles.row} ${error ? styles.invalid : ''}`}>
        {prefix}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={isRequired || undefined}
          {...inputProps}
        />
        {suffix}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type CheckFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  children: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its sentence (remember me, age confirmation, terms). */
export function CheckField({ children, error, ref, ...inputProps }: CheckFieldProps) {
  return (
    <div className={styles.checkWrap}>
      <label className={styles.check}>
        <input
          ref={ref}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          {...inputProps}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message of a failed call. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
