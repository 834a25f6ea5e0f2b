import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { useBonusReport, type BonusReport } from './api/reports.ts';
import type { TextColumn } from './components/csv.ts';
import { chartNumber } from './components/figures.ts';
import { AsOf, RangeReport, useRangeFilters } from './components/range-report.tsx';
import { ReportGrid } from './components/report-grid.tsx';

type Row = BonusReport['rows'][number];
type Translate = TFunction<'opsReports'>;
type Kind = BonusReport['kinds'][number];

/** A transfer kind's label: known kinds are translated, others (a new kind) show their code. */
export const kindLabel = (t: Translate, kind: string) => t(`kind.${kind}`, { defaultValue: kind });

const rowColumns = (t: Translate): TextColumn<Row>[] => [
  { key: 'day', header: t('by.day'), text: (row) => row.day },
  { key: 'kind', header: t('col.kind'), text: (row) => kindLabel(t, row.kind) },
  { key: 'transfers', header: t('col.transfers'), text: (row) => String(row.transfers), isNumber: true },
  { key: 'paid', header: t('col.paid'), text: (row) => row.paid, isNumber: true },
  { key: 'returned', header: t('col.returned'), text: (row) => row.returned, isNumber: true },
  { key: 'net', header: t('col.bonusCost'), text: (row) => row.net, isNumber: true },
];

const kindColumns = (t: Translate): TextColumn<Kind>[] => [
  { key: 'kind', header: t('col.kind'), text: (row) => kindLabel(t, row.kind) },
  { key: 'transfers', header: t('col.transfers'), text: (row) => String(row.transfers), isNumber: true },
  { key: 'net', header: t('col.bonusCost'), text: (row) => row.net, isNumber: true },
];

/** Bonus cost per kind, and per day and kind, from the house bonus account's flows. */
export function BonusReportPage() {
  const { t } = useTranslation('opsReports');
  const report = useRangeFilters<{ from: string; to: string }>({});
  const result = useBonusReport(report.filters);
  return (
    <RangeReport title={t('title.bonus')} report={report} query={result} hint={t('hint.bonus')}>
      {(data) => (
        <>
          <BarChart
            testId="bonus-chart"
            label={t('chart.bonus')}
            labels={data.kinds.map((row) => kindLabel(t, row.kind))}
            series={[
              {
                label: t('col.bonusCost'),
                values: data.kinds.map((row) => chartNumber(row.net)),
                color: 'var(--color-gold)',
              },
            ]}
            summary={t('chart.bonusTotal', { total: data.total })}
          />
          <ReportGrid
            title={t('table.bonusKinds')}
            testId="bonus-kinds"
            columns={kindColumns(t)}
            rows={data.kinds}
            rowKey={(row) => row.kind}
            totals={[t('total'), String(data.kinds.reduce((sum, row) => sum + row.transfers, 0)), data.total]}
            fileName={`bonus-kinds-${data.from}-${data.to}`}
          />
          <ReportGrid
            title={t('table.bonusDays')}
            testId="bonus-days"
            columns={rowColumns(t)}
            rows={data.rows}
            rowKey={(row) => `${row.day}-${row.kind}`}
            fileName={`bonus-${data.from}-${data.to}`}
          />
          <AsOf at={data.rolledUpAt} readFrom={data.readFrom} />
        </>
      )}
    </RangeReport>
  );
}
