import { AGENT_REPORT_MAX_DAYS } from '@lucky/contracts/agent/agent-hierarchy';
import { useTranslation } from 'react-i18next';
import { daysInRange, matchQuickRange, QUICK_RANGES, quickRange, type DayRange } from '../../../lib/day-range.ts';
import styles from './agent-ui.module.css';

/**
 * What is wrong with a range, as a key of the `agent` namespace, or null. The server refuses the
 * same ranges (start after end, more than 92 days); checking first saves a round trip.
 */
export function rangeProblem(range: DayRange, { needBoth = false } = {}): 'range.needBoth' | 'range.bad' | 'range.tooLong' | null {
  if (needBoth && (!range.from || !range.to)) return 'range.needBoth';
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return 'range.bad';
  return daysInRange(range) > AGENT_REPORT_MAX_DAYS ? 'range.tooLong' : null;
}

type Props = { idPrefix: string; value: DayRange; onChange: (range: DayRange) => void; onQuick: (range: DayRange) => void };

/** From/to day fields with today, yesterday, 7 and 30 days chips; a chip applies at once. */
export function DayRangeFields({ idPrefix, value, onChange, onQuick }: Props) {
  const { t } = useTranslation('agent');
  const active = matchQuickRange(value);
  return (
    <>
      <div className={styles.chips} role="group" aria-label={t('range.quick')}>
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
