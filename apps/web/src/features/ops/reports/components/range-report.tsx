import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFilterBar } from '../../../../components/report/report-filter-bar.tsx';
import { ReportResults, type ReportQuery } from '../../../../components/report/report-results.tsx';
import { useReportFilters, type ReportFilters } from '../../../../components/report/use-report-filters.ts';
import { daysInRange, isBadRange, quickRange, type DayRange } from '../../../../lib/day-range.ts';
import styles from './reports.module.css';

/** The server's longest range (contracts checkDayRange). */
const MAX_DAYS = 92;

/** A report's filters: a day range (the last 30 days at first) and the report's own fields, checked as the server does. */
export function useRangeFilters<F extends DayRange>(extra: Omit<F, 'from' | 'to'>): ReportFilters<F> {
  const { t } = useTranslation('opsReports');
  return useReportFilters<F>(
    () => ({ ...quickRange('last30'), ...extra }) as F,
    (filters) => {
      if (!filters.from || !filters.to) return t('problem.range');
      if (isBadRange(filters)) return t('problem.order');
      if (daysInRange(filters) > MAX_DAYS) return t('problem.long', { days: MAX_DAYS });
      return null;
    },
  );
}

type Props<F extends DayRange, T> = {
  title: string;
  report: ReportFilters<F>;
  query: ReportQuery<T> & { isFetching?: boolean };
  /** The report's own filter fields. */
  fields?: ReactNode;
  hint?: string;
  children: (data: T) => ReactNode;
};

/** A report screen: its title, the filter bar and the results (loading, error, then the report's charts and tables). */
export function RangeReport<F extends DayRange, T>({ title, report, query, fields, hint, children }: Props<F, T>) {
  const { t } = useTranslation('opsReports');
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{title}</h2>
      <ReportFilterBar
        report={report}
        range={{ namespace: 'opsReports', idPrefix: 'report' }}
        label={t('filters')}
        searchLabel={t('show')}
        isBusy={Boolean(query.isFetching)}
        hint={hint}
      >
        {fields}
      </ReportFilterBar>
      <ReportResults query={query}>{children}</ReportResults>
    </div>
  );
}

/** "Figures as of …" under a report that reads a roll-up, and where it was read from. */
export function AsOf({ at, readFrom }: { at: string | null; readFrom: { source: string; lagMs: number | null } }) {
  const { t, i18n } = useTranslation('opsReports');
  const time = at ? new Date(at).toLocaleString(i18n.language) : t('asOf.never');
  return (
    <p className={styles.asOf}>
      {t('asOf.rollup', { time })} ·{' '}
      {readFrom.source === 'replica' ? t('asOf.replica', { ms: readFrom.lagMs ?? 0 }) : t('asOf.primary')}
    </p>
  );
}
