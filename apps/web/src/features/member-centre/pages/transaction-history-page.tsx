import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { TRANSACTION_TYPES } from '@lucky/contracts/wallet/wallet-statuses';
import { useTranslation } from 'react-i18next';
import { ReportDateField, ReportSelectField } from '../../../components/report/report-fields.tsx';
import { ReportFilterBar } from '../../../components/report/report-filter-bar.tsx';
import { ReportResults } from '../../../components/report/report-results.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { useReportFilters } from '../../../components/report/use-report-filters.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useTransactions, type TransactionQuery } from '../api/records.ts';
import { EntriesTable } from '../components/wallet/entries-table.tsx';
import styles from './wallet-pages.module.css';

type TransactionType = (typeof TRANSACTION_TYPES)[number];
type TransactionPage = ValueOf<(typeof ENDPOINTS)['transactionHistory']>;
export type TransactionFilters = { type: TransactionType | ''; from: string; to: string };

/** The account-record query of a filter and page: empty filters are left out. */
export function buildTransactionQuery(filters: TransactionFilters, pageNo: number, pageSize = 20): TransactionQuery {
  return {
    pageNo,
    pageSize,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

const initialFilters = (): TransactionFilters => ({ type: '', from: '', to: '' });

/** Account record (`transactionHistory`): every movement, filtered by type and dates, with totals. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const report = useReportFilters(initialFilters, (next) =>
    next.from && next.to && next.from > next.to ? t('records.badRange') : null,
  );
  const query = useTransactions(buildTransactionQuery(report.filters, report.page));
  const { draft, edit } = report;
  return (
    <div className={reportStyles.page}>
      <ReportFilterBar
        report={report}
        label={t('records.filters')}
        searchLabel={t('records.search')}
        isBusy={query.isFetching}
      >
        <ReportSelectField
          id="records-type"
          label={t('entry.type')}
          value={draft.type}
          allLabel={t('records.allTypes')}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          onChange={(type) => edit({ type })}
        />
        <ReportDateField
          id="records-from"
          label={t('records.from')}
          value={draft.from}
          onChange={(from) => edit({ from })}
        />
        <ReportDateField id="records-to" label={t('records.to')} value={draft.to} onChange={(to) => edit({ to })} />
      </ReportFilterBar>
      <ReportResults
        query={query}
        label={t('records.results')}
        header={(data) => <TransactionTotals data={data} />}
        empty={{ when: (data) => data.list.length === 0, title: t('records.empty') }}
        pagination={{ page: report.page, onChange: report.setPage }}
      >
        {(data) => <EntriesTable entries={data.list} />}
      </ReportResults>
    </div>
  );
}

/** Money in, out and net of the whole filter, above the page of entries. */
function TransactionTotals({ data }: { data: TransactionPage }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <div className={styles.totals} data-testid="records-totals">
      <span>
        {t('records.income')}: <strong className={styles.plus}>{money(data.totals.income)}</strong>
      </span>
      <span>
        {t('records.expense')}: <strong className={styles.minus}>{money(data.totals.expense)}</strong>
      </span>
      <span>
        {t('records.net')}: <strong>{money(data.totals.net)}</strong>
      </span>
      <span className={styles.hint}>{t('records.count', { count: data.totalCount })}</span>
    </div>
  );
}
