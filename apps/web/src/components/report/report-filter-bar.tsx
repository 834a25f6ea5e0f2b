import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../lib/day-range.ts';
import { DayRangeInputs } from '../form/day-range-inputs.tsx';
import { Button } from '../ui/button.tsx';
import styles from './report.module.css';
import type { ReportFilters } from './use-report-filters.ts';

const RANGE_CLASSES = {
  quick: styles.quick!,
  chip: styles.chip!,
  chipActive: styles.chipActive!,
  field: styles.field!,
};

type Props<F extends DayRange> = {
  report: ReportFilters<F>;
  /** The namespace holding the range.* texts (search, quick ranges, from, to). */
  namespace: string;
  /** Prefix of the field ids: `${idPrefix}-from`, `${idPrefix}-to`. */
  idPrefix: string;
  label: string;
  isBusy: boolean;
  hint: string;
  /** The page's own filters (ReportTextField, ReportSelectField, ReportCheckField), after the range. */
  children?: ReactNode;
};

/** A record page's filter form: day range with quick chips, the page's fields, search, the problem and a hint. */
export function ReportFilterBar<F extends DayRange>(props: Props<F>) {
  const { report, namespace, idPrefix, label, isBusy, hint, children } = props;
  const { t } = useTranslation(namespace);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.submit();
  };
  return (
    <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={label}>
      <DayRangeInputs
        idPrefix={idPrefix}
        value={report.draft}
        onChange={(range) => report.edit(range as Partial<F>)}
        onQuick={(range) => report.editAndApply(range as Partial<F>)}
        namespace={namespace}
        classes={RANGE_CLASSES}
      />
      {children}
      <Button type="submit" disabled={isBusy}>
        {t('range.search')}
      </Button>
      {report.problem ? (
        <p className={styles.error} role="alert">
          {report.problem}
        </p>
      ) : null}
      <p className={styles.hint}>{hint}</p>
    </form>
  );
}
