import type { FormEvent, ReactNode } from 'react';
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
  /**
   * The day range with quick chips, first in the form: the namespace holding its range.* texts and the prefix of
   * its field ids (`${idPrefix}-from`, `${idPrefix}-to`). Left out, the page lays out its own date fields.
   */
  range?: { namespace: string; idPrefix: string };
  label: string;
  searchLabel: string;
  isBusy: boolean;
  hint?: string;
  /** The page's own filters (ReportTextField, ReportSelectField, ReportDateField...), after the range. */
  children?: ReactNode;
};

/** A record page's filter form: day range with quick chips, the page's fields, search, the problem and a hint. */
export function ReportFilterBar<F extends DayRange>(props: Props<F>) {
  const { report, range, label, searchLabel, isBusy, hint, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.submit();
  };
  return (
    <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={label}>
      {range ? (
        <DayRangeInputs
          idPrefix={range.idPrefix}
          value={report.draft}
          onChange={(days) => report.edit(days as Partial<F>)}
          onQuick={(days) => report.editAndApply(days as Partial<F>)}
          namespace={range.namespace}
          classes={RANGE_CLASSES}
        />
      ) : null}
      {children}
      <Button type="submit" disabled={isBusy}>
        {searchLabel}
      </Button>
      {report.problem ? (
        <p className={styles.error} role="alert">
          {report.problem}
        </p>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </form>
  );
}
