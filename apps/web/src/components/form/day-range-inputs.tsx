import { useTranslation } from 'react-i18next';
import { matchQuickRange, QUICK_RANGES, quickRange, type DayRange } from '../../lib/day-range.ts';

/** The report pages style the chips and fields their own way; the behaviour is the same everywhere. */
export type DayRangeClasses = { quick: string; chip: string; chipActive: string; field: string };

export type DayRangeInputsProps = {
  idPrefix: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  onQuick: (range: DayRange) => void;
};

type Props = DayRangeInputsProps & {
  /** The namespace holding range.quick, range.from, range.to and one key per quick range. */
  namespace: string;
  classes: DayRangeClasses;
};

/** From/to day fields with today, yesterday, 7 and 30 days chips; a chip applies at once. */
export function DayRangeInputs({ idPrefix, value, onChange, onQuick, namespace, classes }: Props) {
  const { t } = useTranslation(namespace);
  const active = matchQuickRange(value);
  return (
    <>
      <div className={classes.quick} role="group" aria-label={t('range.quick')}>
        {QUICK_RANGES.map((key) => (
          <button
            key={key}
            type="button"
            className={`${classes.chip} ${active === key ? classes.chipActive : ''}`}
            aria-pressed={active === key}
            onClick={() => onQuick(quickRange(key))}
          >
            {t(`range.${key}`)}
          </button>
        ))}
      </div>
      <div className={classes.field}>
        <label htmlFor={`${idPrefix}-from`}>{t('range.from')}</label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          value={value.from}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </div>
      <div className={classes.field}>
        <label htmlFor={`${idPrefix}-to`}>{t('range.to')}</label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          value={value.to}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
    </>
  );
}
