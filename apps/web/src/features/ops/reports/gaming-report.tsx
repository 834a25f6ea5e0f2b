import { REPORT_DIMENSIONS, type ReportDimension } from '@lucky/contracts/ops/ops-report-endpoints';
import { useTranslation } from 'react-i18next';
import { ReportTextField } from '../../../components/report/report-fields.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { useGamingReport, type GamingQuery, type GamingReport } from './api/reports.ts';
import type { TextColumn } from './components/csv.ts';
import { AsOf, RangeReport, useRangeFilters } from './components/range-report.tsx';
import { ReportGrid } from './components/report-grid.tsx';
import { chartNumber } from './components/figures.ts';

type Row = GamingReport['rows'][number];
type Filters = { from: string; to: string; by: ReportDimension; parentAgentId: string };

/** The gaming report's columns: figures every dimension has, then bonus cost, NGR and players where they exist. */
export function gamingColumns(t: (key: string) => string, report: Pick<GamingReport, 'by'>): TextColumn<Row>[] {
  const columns: TextColumn<Row>[] = [
    {
      key: 'label',
      header: t(`by.${report.by}`),
      text: (row) => (report.by === 'product' ? t(`product.${row.label}`) : row.label),
    },
    { key: 'rounds', header: t('col.rounds'), text: (row) => String(row.rounds), isNumber: true },
    { key: 'bet', header: t('col.bet'), text: (row) => row.bet, isNumber: true },
    { key: 'validBet', header: t('col.validBet'), text: (row) => row.validBet, isNumber: true },
    { key: 'payout', header: t('col.payout'), text: (row) => row.payout, isNumber: true },
    { key: 'ggr', header: t('col.ggr'), text: (row) => row.ggr, isNumber: true },
  ];
  if (report.by === 'day' || report.by === 'agent')
    columns.push(
      { key: 'bonusCost', header: t('col.bonusCost'), text: (row) => row.bonusCost ?? '', isNumber: true },
      { key: 'ngr', header: t('col.ngr'), text: (row) => row.ngr ?? '', isNumber: true },
    );
  if (report.by === 'day')
    columns.push({
      key: 'players',
      header: t('col.players'),
      text: (row) => String(row.players ?? ''),
      isNumber: true,
    });
  return columns;
}

/** The totals row in the columns' order ("Total" under the label, blank where a total means nothing). */
export function gamingTotals(t: (key: string) => string, report: GamingReport, columns: readonly TextColumn<Row>[]) {
  const totals: Record<string, string> = {
    label: t('total'),
    rounds: String(report.totals.rounds),
    bet: report.totals.bet,
    validBet: report.totals.validBet,
    payout: report.totals.payout,
    ggr: report.totals.ggr,
    bonusCost: report.totals.bonusCost ?? '',
    ngr: report.totals.ngr ?? '',
    players: '',
  };
  return columns.map((column) => totals[column.key] ?? '');
}

/** GGR and NGR by day, product, vendor, game or agent: a chart of GGR (and NGR) and the table with its CSV. */
export function GamingReportPage() {
  const { t } = useTranslation('opsReports');
  const report = useRangeFilters<Filters>({ by: 'day', parentAgentId: '' });
  const { parentAgentId, ...rest } = report.filters;
  const agent = Number(parentAgentId);
  const query: GamingQuery = { ...rest, ...(rest.by === 'agent' && agent > 0 ? { parentAgentId: agent } : {}) };
  const result = useGamingReport(query);
  const fields = (
    <>
      <div className={reportStyles.field}>
        <label htmlFor="report-by">{t('groupBy')}</label>
        <select
          id="report-by"
          value={report.draft.by}
          onChange={(event) => report.editAndApply({ by: event.target.value as ReportDimension })}
        >
          {REPORT_DIMENSIONS.map((by) => (
            <option key={by} value={by}>
              {t(`by.${by}`)}
            </option>
          ))}
        </select>
      </div>
      {report.draft.by === 'agent' ? (
        <ReportTextField
          id="report-parent"
          label={t('parentAgent')}
          value={report.draft.parentAgentId}
          onChange={(value) => report.edit({ parentAgentId: value.replace(/\D/g, '') })}
        />
      ) : null}
    </>
  );
  return (
    <RangeReport title={t('title.gaming')} report={report} query={result} fields={fields} hint={t('hint.gaming')}>
      {(data) => <GamingResults data={data} />}
    </RangeReport>
  );
}

function GamingResults({ data }: { data: GamingReport }) {
  const { t } = useTranslation('opsReports');
  const columns = gamingColumns(t, data);
  const label = columns[0]!.text;
  const withNgr = data.by === 'day' || data.by === 'agent';
  return (
    <>
      <BarChart
        testId="gaming-chart"
        label={t('chart.gaming', { by: t(`by.${data.by}`) })}
        labels={data.rows.slice(0, 60).map(label)}
        series={[
          {
            label: t('col.ggr'),
            values: data.rows.slice(0, 60).map((row) => chartNumber(row.ggr)),
            color: 'var(--color-gold)',
          },
          ...(withNgr
            ? [
                {
                  label: t('col.ngr'),
                  values: data.rows.slice(0, 60).map((row) => chartNumber(row.ngr ?? '0')),
                  color: 'var(--color-success)',
                  kind: 'line' as const,
                },
              ]
            : []),
        ]}
        summary={t('chart.summary', { ggr: data.totals.ggr, rows: data.rows.length })}
      />
      <ReportGrid
        title={t('table.gaming')}
        testId="gaming-table"
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.key}
        totals={gamingTotals(t, data, columns)}
        fileName={`gaming-${data.by}-${data.from}-${data.to}`}
      />
      <AsOf at={data.rolledUpAt} readFrom={data.readFrom} />
    </>
  );
}
