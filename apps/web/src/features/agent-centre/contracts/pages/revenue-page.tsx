import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { RangeFilterForm } from '../components/range-filter-form.tsx';
import { useRangeFilter } from '../hooks/use-range-filter.ts';
import { useRevenueReport } from '../api/revenue-report.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import styles from '../components/contracts.module.css';

type Report = ValueOf<(typeof ENDPOINTS)['agentRevenueReport']>;
type GroupBy = 'DAY' | 'WEEK' | 'MONTH';
const GROUPS: readonly GroupBy[] = ['DAY', 'WEEK', 'MONTH'];
const COLUMNS = ['dividend', 'dailyWage', 'hourly', 'realtime', 'salary', 'total', 'owed'] as const;
const PAGE_SIZE = 31;

/** My Income (`agentRevenueReport`): salary and dividend income as payee, by day, week or month, with totals. */
export function RevenuePage() {
  const { t } = useTranslation('contracts');
  const filters = useRangeFilter('DAY');
  const { filter, page } = filters;
  const query = {
    groupBy: filter.choice as GroupBy,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  const { data, isPending, error, refetch, isFetching } = useRevenueReport(query);

  return (
    <div className={styles.page} data-testid="revenue-page">
      <RangeFilterForm
        state={filters}
        idPrefix="revenue"
        label={t('revenue.filters')}
        className={`${styles.card} ${styles.filters}`}
        isBusy={isFetching}
        footer={<p className={styles.hint}>{t('revenue.hint')}</p>}
      >
        <div className={styles.field}>
          <label htmlFor="revenue-group">{t('revenue.groupBy')}</label>
          <select id="revenue-group" {...filters.form.register('choice')}>
            {GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`revenue.group.${group}`)}
              </option>
            ))}
          </select>
        </div>
      </RangeFilterForm>
      {isPending ? (
        <LoadingBlock />
      ) : error || !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <RevenueTotals totals={data.totals} />
          <section className={styles.card} aria-labelledby="revenue-title">
            <h3 id="revenue-title" className={styles.cardTitle}>
              {t('revenue.byPeriod')}
            </h3>
            {data.list.length === 0 ? <EmptyState title={t('revenue.none')} /> : <RevenueTable report={data} />}
            <Pagination page={page} totalPages={data.totalPages} onChange={filters.setPage} />
          </section>
        </>
      )}
    </div>
  );
}

function RevenueTotals({ totals }: { totals: Report['totals'] }) {
  const { t } = useTranslation('contracts');
  const money = useMoney();
  return (
    <section className={styles.stats} aria-label={t('revenue.totals')} data-testid="revenue-totals">
      {(['total', 'salary', 'dividend', 'owed'] as const).map((key) => (
        <div key={key} className={styles.stat}>
          <div className={styles.statLabel}>{t(`revenue.column.${key}`)}</div>
          <div className={styles.statValue} data-testid={`revenue-total-${key}`}>
            {money(totals[key])}
          </div>
        </div>
      ))}
    </section>
  );
}

function RevenueTable({ report }: { report: Report }) {
  const { t } = useTranslation('contracts');
  const money = useMoney();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="revenue-rows">
        <thead>
          <tr>
            <th>{t('revenue.period')}</th>
            {COLUMNS.map((column) => (
              <th key={column} className={styles.num}>
                {t(`revenue.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.list.map((row) => (
            <tr key={row.period}>
              <td className={styles.nowrap}>{row.period}</td>
              {COLUMNS.map((column) => (
                <td key={column} className={styles.num}>
                  {money(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('revenue.totalRow')}</td>
            {COLUMNS.map((column) => (
              <td key={column} className={styles.num}>
                {money(report.totals[column])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
