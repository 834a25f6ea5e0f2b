import { useTranslation } from 'react-i18next';
import styles from './contracts.module.css';

export type DateRange = { from: string; to: string };
const QUICK = { today: [0, 0], yesterday: [1, 1], last7: [6, 0], last30: [29, 0] } as const;
type Quick = keyof typeof QUICK;
const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A quick range as yyyy-MM-dd UTC days: the server reads bare dates as UTC days and periods are UTC. */
export function quickRange(quick: Quick, now: number = Date.now()): DateRange {
  const [fromDaysAgo, toDaysAgo] = QUICK[quick];
  return { from: dayOf(now - fromDaysAgo * DAY_MS), to: dayOf(now - toDaysAgo * DAY_MS) };
}

/** A start after the end is the only bad range; an empty bound is open. */
export const isBadRange = (range: DateRange): boolean => Boolean(range.from && range.to && range.from > range.to);

type Props = { idPrefix: string; value: DateRange; onChange: (range: DateRange) => void; onQuick: (range: DateRange) => void };

/** From/to fields with quick ranges; a quick range applies at once. */
export function RangeFields({ idPrefix, value, onChange, onQuick }: Props) {
  const { t } = useTranslation('contracts');
  const active = (Object.keys(QUICK) as Quick[]).find((quick) => { const range = quickRange(quick); return range.from === value.from && range.to === value.to; });
  return (
    <>
      <div className={styles.quick} role="group" aria-label={t('range.quick')}>
        {(Object.keys(QUICK) as Quick[]).map((quick) => (
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
