import { useTranslation } from 'react-i18next';
import { matchQuickRange, QUICK_RANGES, quickRange, type DayRange } from '../../../lib/day-range.ts';
import styles from './contracts.module.css';

type Props = { idPrefix: string; value: DayRange; onChange: (range: DayRange) => void; onQuick: (range: DayRange) => void };

/** From/to fields with quick ranges; a quick range applies at once. */
export function RangeFields({ idPrefix, value, onChange, onQuick }: Props) {
  const { t } = useTranslation('contracts');
  const active = matchQuickRange(value);
  return (
    <>
      <div className={styles.quick} role="group" aria-label={t('range.quick')}>
        {QUICK_RANGES.map((quick) => (
          <button key={quick} type="button" className={`${styles.chip} ${active === quick ? styles.chipActive : ''}`} aria-pressed={active === quick}
            onClick={() => onQuick(quickRange(quick))}>{t(`range.${quick}`)}</button>
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
