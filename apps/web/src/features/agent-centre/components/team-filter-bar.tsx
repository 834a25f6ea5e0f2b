import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportTextField } from '../../../components/report/report-fields.tsx';
import { ReportFilterBar } from '../../../components/report/report-filter-bar.tsx';
import type { ReportFilters } from '../../../components/report/use-report-filters.ts';
import type { TeamFilters } from '../hooks/use-team-report-filters.ts';

type Props<F extends TeamFilters> = {
  report: ReportFilters<F>;
  idPrefix: string;
  isBusy: boolean;
  /** Defaults to the note that days are UTC days. */
  hint?: string;
  /** The report's own filters, after the member. */
  children?: ReactNode;
};

/** A team report's filter form: day range, member (`${idPrefix}-user`), then the report's own filters. */
export function TeamFilterBar<F extends TeamFilters>({ report, idPrefix, isBusy, hint, children }: Props<F>) {
  const { t } = useTranslation('agent');
  return (
    <ReportFilterBar
      report={report}
      range={{ namespace: 'agent', idPrefix }}
      searchLabel={t('range.search')}
      label={t('filters')}
      isBusy={isBusy}
      hint={hint ?? t('range.utcHint')}
    >
      <ReportTextField
        id={`${idPrefix}-user`}
        label={t('column.username')}
        value={report.draft.username}
        onChange={(username) => report.edit({ username } as Partial<F>)}
      />
      {children}
    </ReportFilterBar>
  );
}
