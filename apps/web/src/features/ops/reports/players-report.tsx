import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { usePlayersReport, type PlayersReport } from './api/reports.ts';
import type { TextColumn } from './components/csv.ts';
import { RangeReport, useRangeFilters } from './components/range-report.tsx';
import { ReportGrid } from './components/report-grid.tsx';

type Day = PlayersReport['days'][number];
type Cohort = PlayersReport['cohorts'][number];

const dayColumns = (t: (key: string) => string): TextColumn<Day>[] => [
  { key: 'day', header: t('by.day'), text: (row) => row.day },
  { key: 'registrations', header: t('col.registrations'), text: (row) => String(row.registrations), isNumber: true },
  {
    key: 'firstDepositors',
    header: t('col.firstDepositors'),
    text: (row) => String(row.firstDepositors),
    isNumber: true,
  },
  {
    key: 'firstDepositAmount',
    header: t('col.firstDepositAmount'),
    text: (row) => row.firstDepositAmount,
    isNumber: true,
  },
  { key: 'activePlayers', header: t('col.players'), text: (row) => String(row.activePlayers), isNumber: true },
];

/** A retention figure as "n (p%)" of the cohort; a day still to come is a dash. */
const share = (count: number | null, of: number) =>
  count === null ? '—' : of === 0 ? String(count) : `${count} (${Math.round((count / of) * 100)}%)`;

const cohortColumns = (t: (key: string) => string): TextColumn<Cohort>[] => [
  { key: 'day', header: t('col.cohort'), text: (row) => row.day },
  { key: 'registered', header: t('col.registrations'), text: (row) => String(row.registered), isNumber: true },
  { key: 'deposited', header: t('col.deposited'), text: (row) => share(row.deposited, row.registered), isNumber: true },
  { key: 'day1', header: t('col.day1'), text: (row) => share(row.day1, row.registered), isNumber: true },
  { key: 'day7', header: t('col.day7'), text: (row) => share(row.day7, row.registered), isNumber: true },
  { key: 'day30', header: t('col.day30'), text: (row) => share(row.day30, row.registered), isNumber: true },
];

/** Registrations, first deposits and active players per day, and the retention of each registration day. */
export function PlayersReportPage() {
  const { t } = useTranslation('opsReports');
  const report = useRangeFilters<{ from: string; to: string }>({});
  const result = usePlayersReport(report.filters);
  return (
    <RangeReport title={t('title.players')} report={report} query={result} hint={t('hint.players')}>
      {(data) => (
        <>
          <BarChart
            testId="players-chart"
            label={t('chart.players')}
            labels={data.days.map((row) => row.day.slice(5))}
            series={[
              {
                label: t('col.registrations'),
                values: data.days.map((row) => row.registrations),
                color: 'var(--color-gold)',
              },
              {
                label: t('col.firstDepositors'),
                values: data.days.map((row) => row.firstDepositors),
                color: 'var(--color-success)',
                kind: 'line',
              },
              {
                label: t('col.players'),
                values: data.days.map((row) => row.activePlayers),
                color: 'var(--color-warning)',
                kind: 'line',
              },
            ]}
          />
          <ReportGrid
            title={t('table.players')}
            testId="players-days"
            columns={dayColumns(t)}
            rows={data.days}
            rowKey={(row) => row.day}
            fileName={`players-${data.from}-${data.to}`}
          />
          <ReportGrid
            title={t('table.retention')}
            testId="players-retention"
            columns={cohortColumns(t)}
            rows={data.cohorts}
            rowKey={(row) => row.day}
            fileName={`retention-${data.from}-${data.to}`}
          />
        </>
      )}
    </RangeReport>
  );
}
