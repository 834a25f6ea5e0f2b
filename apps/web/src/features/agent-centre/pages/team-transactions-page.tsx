import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { moneyTone } from '../../../components/report/money-tone.ts';
import { ReportSelectField } from '../../../components/report/report-fields.tsx';
import { ReportResults } from '../../../components/report/report-results.tsx';
import { ReportTable, type ReportColumn } from '../../../components/report/report-table.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { quickRange, type DayRange } from '../../../lib/day-range.ts';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { useTeamTransactions, type TeamTransactionQuery } from '../api/team-records.ts';
import styles from '../components/agent-ui.module.css';
import { TeamFilterBar } from '../components/team-filter-bar.tsx';
import { useFormats } from '../hooks/use-formats.ts';
import { useTeamReportFilters } from '../hooks/use-team-report-filters.ts';

type TransactionPage = ValueOf<(typeof ENDPOINTS)['agentTeamTransactions']>;
type TransactionRow = TransactionPage['list'][number];
type TeamTransactionType = NonNullable<TeamTransactionQuery['type']>;
/** The server's team movement types (every type but game rounds and free play). */
const TEAM_TRANSACTION_TYPES: readonly TeamTransactionType[] = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'ADJUSTMENT',
  'BONUS',
  'COMMISSION',
  'OTHER',
];
export type TransactionFilters = DayRange & { username: string; type: TeamTransactionType | '' };

export function buildTeamTransactionQuery(
  filters: TransactionFilters,
  pageNo: number,
  pageSize = 20,
): TeamTransactionQuery {
  return {
    pageNo,
    pageSize,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    ...(filters.type ? { type: filters.type } : {}),
  };
}

const initialFilters = (): TransactionFilters => ({ ...quickRange('last7'), username: '', type: '' });

/** Transaction details (`agentDownlineTransactionDetailsCopy`): money moving on the downline's wallets, with totals. */
export function TeamTransactionsPage() {
  const { t } = useTranslation('agent');
  const report = useTeamReportFilters(initialFilters);
  const query = useTeamTransactions(buildTeamTransactionQuery(report.filters, report.page));
  const { draft, edit } = report;
  return (
    <div className={reportStyles.page}>
      <TeamFilterBar report={report} idPrefix="team-tx" isBusy={query.isFetching}>
        <ReportSelectField
          id="team-tx-type"
          label={t('column.type')}
          value={draft.type}
          allLabel={t('transactions.allTypes')}
          options={TEAM_TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transactions.typeName.${type}`) }))}
          onChange={(type) => edit({ type })}
        />
      </TeamFilterBar>
      <ReportResults
        query={query}
        label={t('results')}
        header={(data) => <TransactionTotals data={data} />}
        empty={{ when: (data) => data.list.length === 0, title: t('transactions.empty') }}
        pagination={{ page: report.page, onChange: report.setPage }}
      >
        {(data) => <TransactionTable data={data} />}
      </ReportResults>
    </div>
  );
}

/** Income, expense and net of the whole filter, above the page of rows. */
function TransactionTotals({ data }: { data: TransactionPage }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (
    <div className={styles.totals} data-testid="team-tx-totals">
      <span>
        {t('transactions.income')}: <strong className={styles.plus}>{money(data.totals.income)}</strong>
      </span>
      <span>
        {t('transactions.expense')}: <strong className={styles.minus}>{money(data.totals.expense)}</strong>
      </span>
      <span>
        {t('transactions.net')}: <strong className={moneyTone(data.totals.net)}>{money(data.totals.net)}</strong>
      </span>
      <span className={styles.hint}>{t('totals', { count: data.totalCount })}</span>
    </div>
  );
}

function TransactionTable({ data }: { data: TransactionPage }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  const columns: ReportColumn<TransactionRow>[] = [
    {
      key: 'time',
      header: t('column.time'),
      cell: (row) => formats.dateTime(row.time),
      cellProps: () => ({ className: styles.nowrap }),
    },
    { key: 'username', header: t('column.username'), cell: (row) => row.username },
    {
      key: 'type',
      header: t('column.type'),
      cell: (row) => t(`transactions.typeName.${row.type}`, { defaultValue: row.type }),
    },
    {
      key: 'amount',
      header: t('column.amount'),
      isNumber: true,
      cell: (row) => signed(row.amount),
      cellProps: (row) => ({ className: moneyTone(row.amount) }),
    },
    { key: 'balanceAfter', header: t('column.balanceAfter'), isNumber: true, cell: (row) => money(row.balanceAfter) },
    { key: 'memo', header: t('transactions.memo'), cell: (row) => row.memo ?? '-' },
    {
      key: 'reference',
      header: t('transactions.reference'),
      cell: (row) => row.reference ?? '-',
      cellProps: () => ({ className: styles.mono }),
    },
  ];
  return <ReportTable testId="team-transactions" columns={columns} rows={data.list} rowKey={(row) => row.id} />;
}
