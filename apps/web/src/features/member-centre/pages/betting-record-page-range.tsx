import { useTranslation } from 'react-i18next';
import styles from './betting-record-page.module.css';

export type DateRange = { from: string; to: string };
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const DAY_MS = 86_400_000;
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * A quick range as yyyy-MM-dd days. Days are UTC because the server reads a bare date as a UTC
 * day and groups profit and loss by UTC day; local days would split a row across two bars.
 */
export function quickRange(range: QuickRange, now: Date = new Date()): DateRange {
  const today = now.getTime();
  switch (range) {
    case 'today': return { from: dayOf(today), to: dayOf(today) };
    case 'yesterday': return { from: dayOf(today - DAY_MS), to: dayOf(today - DAY_MS) };
    case 'last7': return { from: dayOf(today - 6 * DAY_MS), to: dayOf(today) };
    case 'last30': return { from: dayOf(today - 29 * DAY_MS), to: dayOf(today) };
  }
}

/** The quick range a range equals, to mark its button. */
export function matchQuickRange(range: DateRange, now: Date = new Date()): QuickRange | null {
  return QUICK_RANGES.find((key) => { const quick = quickRange(key, now); return quick.from === range.from && quick.to === range.to; }) ?? null;
}

/** Start after end is the only bad range; an empty bound means open. */
export const isBadRange = (range: DateRange): boolean => Boolean(range.from && range.to && range.from > range.to);

type Props = { idPrefix: string; value: DateRange; onChange: (range: DateRange) => void; onQuick: (range: DateRange) => void };

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
