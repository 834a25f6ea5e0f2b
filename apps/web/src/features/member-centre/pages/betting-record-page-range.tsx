import { useTranslation } from 'react-i18next';
import { matchQuickRange, QUICK_RANGES, quickRange, type DayRange } from '../../../lib/day-range.ts';
import styles from './betting-record-page.module.css';

type Props = { idPrefix: string; value: DayRange; onChange: (range: DayRange) => void; onQuick: (range: DayRange) => void };

/** From/to date fields with today, yesterday, 7 and 30 days buttons; a quick button applies at once. */
export function DateRangeFields({ idPrefix, value, onChange, onQuick }: Props) {
  const { t } = useTranslation('centre');
  const active = matchQuickRange(value);
  return (
    <>
      <div className={styles.quick} role="group" aria-label={t('range.quick')}>
        {QUICK_RANGES.map((key) => (
          <button key={key} type="button" className={`${styles.chip} ${active === key ? styles.chipActive : ''}`} aria-pressed={active === key}
            onClick={() => onQuick(quickRange(key))}>{t(`range.${key}`)}</button>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-from`}>{t('range.from')}</label>
        <input id={`${idPrefix}-from`} type="date" value={value.from} onChange={(event) => onChange({ ...value, from: event.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-to`}>{t('range.to')}</label>
        <input id={`${idPrefix}-to`} type="date" value={value.to} onChange={(event) => onChange({ ...value, to: event.target.value })} />
      </div>
    </>
  );
}
