import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { isBadRange, quickRange, type DayRange } from '../../../lib/day-range.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { RangeFields } from './range-fields.tsx';
import { SearchSubmit } from './search-submit.tsx';
import { CONTRACTS_KEY } from './contract-kinds.ts';
import { useMoney } from '../../../lib/use-money.ts';
import styles from './contracts.module.css';

type Report = ValueOf<(typeof ENDPOINTS)['agentRevenueReport']>;
type GroupBy = 'DAY' | 'WEEK' | 'MONTH';
type Filter = DayRange & { groupBy: GroupBy };
const COLUMNS = ['dividend', 'dailyWage', 'hourly', 'realtime', 'salary', 'total', 'owed'] as const;
const PAGE_SIZE = 31;

/** My Income (`agentRevenueReport`): salary and dividend income as payee, by day, week or month, with totals. */
export function RevenuePage() {
  const { t } = useTranslation('contracts');
  const [draft, setDraft] = useState<Filter>(() => ({ ...quickRange('last30'), groupBy: 'DAY' }));
  const [filter, setFilter] = useState<Filter>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const query = {
    groupBy: filter.groupBy,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: [...CONTRACTS_KEY, 'revenue', query],
    queryFn: ({ signal }) => callApi('agentRevenueReport', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const apply = (next: Filter) => {
    if (isBadRange(next)) {
      setProblem(t('common.badRange'));
      return;
    }
    setProblem(null);
    setFilter(next);
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <div className={styles.page} data-testid="revenue-page">
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={t('revenue.filters')}>
        <RangeFields
          idPrefix="revenue"
          value={draft}
          onChange={(range) => setDraft({ ...draft, ...range })}
          onQuick={(range) => {
            const next = { ...draft, ...range };
            setDraft(next);
            apply(next);
          }}
        />
        <div className={styles.field}>
          <label htmlFor="revenue-group">{t('revenue.groupBy')}</label>
          <select
            id="revenue-group"
            value={draft.groupBy}
            onChange={(event) => setDraft({ ...draft, groupBy: event.target.value as GroupBy })}
          >
            {(['DAY', 'WEEK', 'MONTH'] as const).map((group) => (
              <option key={group} value={group}>
                {t(`revenue.group.${group}`)}
              </option>
            ))}
          </select>
        </div>
        <SearchSubmit isBusy={isFetching} problem={problem} />
        <p className={styles.hint}>{t('revenue.hint')}</p>
      </form>
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
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
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
