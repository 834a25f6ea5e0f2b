import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { matchQuickRange, QUICK_RANGES, quickRange, type DayRange } from '../../../../lib/day-range.ts';
import styles from '../../ops.module.css';

/** The reports' days (UTC, as the server groups them): quick ranges and the two dates. */
export function DayRangeFields({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('opsPvp');
  const quick = matchQuickRange(range);
  return (
    <>
      <div className={styles.row} role="group" aria-label={t('range.label')}>
        {QUICK_RANGES.map((key) => (
          <Button
            key={key}
            size="sm"
            variant={quick === key ? 'primary' : 'ghost'}
            aria-pressed={quick === key}
            onClick={() => onChange(quickRange(key))}
          >
            {t(`range.${key}`)}
          </Button>
        ))}
      </div>
      <label className={styles.field}>
        <span>{t('range.from')}</span>
        <input type="date" value={range.from} onChange={(event) => onChange({ ...range, from: event.target.value })} />
      </label>
      <label className={styles.field}>
        <span>{t('range.to')}</span>
        <input type="date" value={range.to} onChange={(event) => onChange({ ...range, to: event.target.value })} />
      </label>
    </>
  );
}
