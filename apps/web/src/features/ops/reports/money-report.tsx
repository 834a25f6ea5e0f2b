import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { useMoneyReport, type MoneyReport } from './api/reports.ts';
import type { TextColumn } from './components/csv.ts';
import { chartNumber } from './components/figures.ts';
import { AsOf, RangeReport, useRangeFilters } from './components/range-report.tsx';
import { ReportGrid } from './components/report-grid.tsx';

type Day = MoneyReport['days'][number];
type Method = MoneyReport['methods'][number];

export const moneyDayColumns = (t: (key: string) => string): TextColumn<Day>[] => [
  { key: 'day', header: t('by.day'), text: (row) => row.day },
  { key: 'deposits', header: t('col.deposits'), text: (row) => row.deposits, isNumber: true },
  { key: 'depositCount', header: t('col.depositCount'), text: (row) => String(row.depositCount), isNumber: true },
  { key: 'depositors', header: t('col.depositors'), text: (row) => String(row.depositors), isNumber: true },
  { key: 'withdrawals', header: t('col.withdrawals'), text: (row) => row.withdrawals, isNumber: true },
  {
    key: 'withdrawalCount',
    header: t('col.withdrawalCount'),
    text: (row) => String(row.withdrawalCount),
    isNumber: true,
  },
  { key: 'net', header: t('col.net'), text: (row) => row.net, isNumber: true },
];

const methodColumns = (t: (key: string) => string): TextColumn<Method>[] => [
  { key: 'method', header: t('col.method'), text: (row) => row.methodName },
  { key: 'count', header: t('col.depositCount'), text: (row) => String(row.count), isNumber: true },
  { key: 'amount', header: t('col.deposits'), text: (row) => row.amount, isNumber: true },
];

/** Deposits credited and withdrawals paid per day, and deposits per payment method. */
export function MoneyReportPage() {
  const { t } = useTranslation('opsReports');
  const report = useRangeFilters<{ from: string; to: string }>({});
  const result = useMoneyReport(report.filters);
  return (
    <RangeReport title={t('title.money')} report={report} query={result} hint={t('hint.money')}>
      {(data) => (
        <>
          <BarChart
            testId="money-chart"
            label={t('chart.money')}
            labels={data.days.map((row) => row.day.slice(5))}
            series={[
              {
                label: t('col.deposits'),
                values: data.days.map((row) => chartNumber(row.deposits)),
                color: 'var(--color-success)',
              },
              {
                label: t('col.withdrawals'),
                values: data.days.map((row) => chartNumber(row.withdrawals)),
                color: 'var(--color-danger)',
                kind: 'line',
              },
            ]}
          />
          <ReportGrid
            title={t('table.moneyDays')}
            testId="money-days"
            columns={moneyDayColumns(t)}
            rows={data.days}
            rowKey={(row) => row.day}
            fileName={`money-${data.from}-${data.to}`}
          />
          <ReportGrid
            title={t('table.methods')}
            testId="money-methods"
            columns={methodColumns(t)}
            rows={data.methods}
            rowKey={(row) => row.methodCode}
            fileName={`deposit-methods-${data.from}-${data.to}`}
          />
          <AsOf at={null} readFrom={data.readFrom} />
        </>
      )}
    </RangeReport>
  );
}
