import styles from './report.module.css';

type TextProps = { id: string; label: string; value: string; onChange: (value: string) => void };

/** A free-text filter such as a username (64 characters at most, as the server accepts). */
export function ReportTextField({ id, label, value, onChange }: TextProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} maxLength={64} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** A single day (yyyy-MM-dd), for pages that lay out their own range. */
export function ReportDateField({ id, label, value, onChange }: TextProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export type ReportOption<V extends string> = { value: V; label: string };

type SelectProps<V extends string> = {
  id: string;
  label: string;
  value: V | '';
  /** The text of the empty choice, which leaves the filter out. */
  allLabel: string;
  options: readonly ReportOption<V>[];
  onChange: (value: V | '') => void;
};

/** A choice filter whose first option means "all". */
export function ReportSelectField<V extends string>({ id, label, value, allLabel, options, onChange }: SelectProps<V>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V | '')}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type CheckProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** A yes/no filter. */
export function ReportCheckField({ label, checked, onChange }: CheckProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
