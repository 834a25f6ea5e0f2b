import { useTranslation } from 'react-i18next';
import styles from './picker.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const FILTERS: Record<string, (digit: number) => boolean> = {
  all: () => true,
  big: (digit) => digit >= 5,
  small: (digit) => digit <= 4,
  odd: (digit) => digit % 2 === 1,
  even: (digit) => digit % 2 === 0,
};

/** One row of digits 0–9 for a position, with the all / big / small / odd / even / clear shortcuts. */
export function DigitRow({
  label,
  selected,
  onChange,
}: {
  label: string;
  selected: readonly string[];
  onChange: (digits: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const toggle = (digit: string) =>
    onChange(selected.includes(digit) ? selected.filter((item) => item !== digit) : [...selected, digit].sort());
  return (
    <div className={styles.digitRow} role="group" aria-label={label}>
      <span className={styles.digitLabel}>{label}</span>
      <div className={styles.digits}>
        {DIGITS.map((digit) => {
          const isOn = selected.includes(digit);
          return (
            <button
              key={digit}
              type="button"
              className={`${styles.digit} ${isOn ? styles.cellOn : ''}`}
              aria-pressed={isOn}
              onClick={() => toggle(digit)}
            >
              {digit}
            </button>
          );
        })}
      </div>
      <div className={styles.shortcuts}>
        {Object.entries(FILTERS).map(([key, keep]) => (
          <button
            key={key}
            type="button"
            className={styles.shortcut}
            onClick={() => onChange(DIGITS.filter((digit) => keep(Number(digit))))}
          >
            {t(`picker.shortcut.${key}`)}
          </button>
        ))}
        <button type="button" className={styles.shortcut} onClick={() => onChange([])}>
          {t('picker.shortcut.clear')}
        </button>
      </div>
    </div>
  );
}
