import { useTranslation } from 'react-i18next';
import { useReportFilters, type ReportFilters } from '../../../components/report/use-report-filters.ts';
import type { DayRange } from '../../../lib/day-range.ts';
import { rangeProblem } from '../utils/range-problem.ts';

/** The filters every team report has: a day range (92 days at most) and a member. */
export type TeamFilters = DayRange & { username: string };

/** A team report's filters, refusing the ranges the server refuses. */
export function useTeamReportFilters<F extends TeamFilters>(initial: () => F): ReportFilters<F> {
  const { t } = useTranslation('agent');
  return useReportFilters(initial, (next) => {
    const issue = rangeProblem(next);
    return issue ? t(issue) : null;
  });
}
