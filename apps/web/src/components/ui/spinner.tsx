import styles from './spinner.module.css';

export type SpinnerProps = { size?: number; label?: string };

/** A gold ring; `label` is read by screen readers only. */
export function Spinner({ size = 24, label }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
      role="status"
    >
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
