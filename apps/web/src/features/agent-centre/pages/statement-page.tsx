import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { moneyTone } from '../../../components/report/money-tone.ts';
import { ReportFilterBar } from '../../../components/report/report-filter-bar.tsx';
import { ReportResults } from '../../../components/report/report-results.tsx';
import { ReportTable, type ReportColumn } from '../../../components/report/report-table.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { useReportFilters } from '../../../components/report/use-report-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { quickRange, type DayRange } from '../../../lib/day-range.ts';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { useStatement } from '../api/agent-network.ts';
import styles from '../components/agent-ui.module.css';
import { useFormats } from '../hooks/use-formats.ts';
import { rangeProblem } from '../utils/range-problem.ts';
import { downloadCsv, toCsv } from '../../../lib/csv.ts';

type Statement = ValueOf<(typeof ENDPOINTS)['agentStatement']>;
type Row = Statement['list'][number];
type Figure = keyof Statement['totals'];

/** The statement's money columns, in the order the net result is made of. */
export const STATEMENT_FIGURES: readonly Figure[] = [
  'deposits',
  'withdrawals',
  'bet',
  'payout',
  'bonuses',
  'rebates',
  'contractPayouts',
  'commission',
  'netResult',
];

/** The agent's profit and loss statement: per account of the team and in total, over a range of days, with CSV. */
export function StatementPage() {
  const { t } = useTranslation('agentNet');
  const tAgent = useTranslation('agent').t;
  const report = useReportFilters<DayRange>(
    () => quickRange('last7'),
    (next) => {
      const issue = rangeProblem(next);
      return issue ? tAgent(issue) : null;
    },
  );
  const { from, to } = report.filters;
  const query = useStatement({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  return (
    <div className={reportStyles.page}>
      <ReportFilterBar
        report={report}
        range={{ namespace: 'agent', idPrefix: 'statement' }}
        searchLabel={tAgent('range.search')}
        label={tAgent('filters')}
        isBusy={query.isFetching}
        hint={t('statement.hint')}
      />
      <ReportResults
        query={query}
        label={tAgent('results')}
        empty={{ when: (data) => data.list.length === 0, title: t('statement.empty') }}
      >
        {(data) => <StatementTable data={data} />}
      </ReportResults>
    </div>
  );
}

function StatementTable({ data }: { data: Statement }) {
  const { t } = useTranslation('agentNet');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  const show = (figure: Figure, amount: string) => (figure === 'netResult' ? signed(amount) : money(amount));
  const columns: ReportColumn<Row>[] = [
    { key: 'username', header: t('statement.member'), cell: (row) => row.username },
    { key: 'level', header: t('statement.level'), isNumber: true, cell: (row) => row.level },
    ...STATEMENT_FIGURES.map((figure) => ({
      key: figure,
      header: t(`statement.${figure}`),
      isNumber: true,
      cell: (row: Row) => show(figure, row[figure]),
      cellProps: figure === 'netResult' ? (row: Row) => ({ className: moneyTone(row.netResult) }) : undefined,
    })),
  ];
  const exportCsv = () => {
    const header = [t('statement.member'), t('statement.level'), ...STATEMENT_FIGURES.map((f) => t(`statement.${f}`))];
    const rows = data.list.map((row) => [row.username, String(row.level), ...STATEMENT_FIGURES.map((f) => row[f])]);
    const total = [t('statement.team'), '', ...STATEMENT_FIGURES.map((f) => data.totals[f])];
    downloadCsv(`agent-statement-${data.from}-${data.to}.csv`, toCsv(header, [...rows, total]));
  };
  return (
    <>
      <div className={styles.totals}>
        <span className={styles.hint} data-testid="statement-period">
          {t('statement.period', { from: formats.day(data.from), to: formats.day(data.to) })}
        </span>
        <Button size="sm" variant="secondary" onClick={exportCsv}>
          {t('statement.csv')}
        </Button>
      </div>
      <ReportTable
        testId="agent-statement"
        columns={columns}
        rows={data.list}
        rowKey={(row) => row.username}
        totals={{
          testId: 'agent-statement-totals',
          cells: [
            { content: t('statement.team'), colSpan: 2 },
            ...STATEMENT_FIGURES.map((figure) => ({
              content: show(figure, data.totals[figure]),
              isNumber: true,
              className: figure === 'netResult' ? moneyTone(data.totals.netResult) : undefined,
            })),
          ],
        }}
      />
      <p className={styles.hint}>{t('statement.netNote')}</p>
    </>
  );
}
