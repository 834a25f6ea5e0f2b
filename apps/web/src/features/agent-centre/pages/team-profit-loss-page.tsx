import type { QueryOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { callApi } from '../../../lib/api-client.ts';
import styles from '../components/agent-ui.module.css';
import { quickRange, type DayRange } from '../../../lib/day-range.ts';
import { DayRangeFields, rangeProblem } from '../components/day-range.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { signClass, useFormats, useMoney, useSignedMoney } from '../components/use-money.ts';

type ProfitQuery = QueryOf<(typeof ENDPOINTS)['agentProfitAndLoss']>;
type ProfitPage = ValueOf<(typeof ENDPOINTS)['agentProfitAndLoss']>;
type SortKey = NonNullable<ProfitQuery['sort']>;
type Sort = { key: SortKey; order: 'asc' | 'desc' };
export type ProfitFilters = DayRange & { username: string; isDirectOnly: boolean };

/** The P&L query: DIRECT sums each direct downline with its whole team; ALL lists every account. */
export function buildProfitQuery(filters: ProfitFilters, sort: Sort, pageNo: number, pageSize = 20): ProfitQuery {
  return {
    pageNo,
    pageSize,
    scope: filters.isDirectOnly ? 'DIRECT' : 'ALL',
    sort: sort.key,
    order: sort.order,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
  };
}

const COLUMNS: readonly { key: SortKey; label: string; isNumber: boolean }[] = [
  { key: 'username', label: 'column.username', isNumber: false },
  { key: 'rounds', label: 'column.rounds', isNumber: true },
  { key: 'bet', label: 'column.bet', isNumber: true },
  { key: 'validBet', label: 'column.validBet', isNumber: true },
  { key: 'payout', label: 'column.payout', isNumber: true },
  { key: 'winLoss', label: 'column.winLoss', isNumber: true },
];

/** User profit and loss (`palStatementsAgentCopy`): each downline account's bets and results over a range of days. */
export function TeamProfitLossPage() {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState<ProfitFilters>(() => ({
    ...quickRange('last7'),
    username: '',
    isDirectOnly: false,
  }));
  const [filters, setFilters] = useState<ProfitFilters>(draft);
  const [sort, setSort] = useState<Sort>({ key: 'bet', order: 'desc' });
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const query = buildProfitQuery(filters, sort, page);
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['agent', 'profit', query],
    queryFn: ({ signal }) => callApi('agentProfitAndLoss', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const apply = (next: ProfitFilters) => {
    const issue = rangeProblem(next);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setProblem(null);
    setFilters(next);
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const sortBy = (key: SortKey) => {
    setSort((current) => ({ key, order: current.key === key && current.order === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };

  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={t('filters')}>
        <DayRangeFields
          idPrefix="profit"
          value={draft}
          onChange={(range) => setDraft({ ...draft, ...range })}
          onQuick={(range) => {
            const next = { ...draft, ...range };
            setDraft(next);
            apply(next);
          }}
        />
        <div className={styles.field}>
          <label htmlFor="profit-user">{t('column.username')}</label>
          <input
            id="profit-user"
            value={draft.username}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.isDirectOnly}
            onChange={(event) => {
              const next = { ...draft, isDirectOnly: event.target.checked };
              setDraft(next);
              apply(next);
            }}
          />
          {t('profit.directOnly')}
        </label>
        <Button type="submit" disabled={isFetching}>
          {t('range.search')}
        </Button>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={styles.hint}>{filters.isDirectOnly ? t('profit.directHint') : t('range.utcHint')}</p>
      </form>
      <section className={styles.card} aria-label={t('results')}>
        {isPending ? (
          <LoadingBlock />
        ) : error || !data ? (
          <ErrorBlock error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            {data.list.length === 0 ? (
              <EmptyState title={t('profit.empty')} />
            ) : (
              <ProfitTable data={data} sort={sort} onSort={sortBy} />
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}

function ProfitTable({ data, sort, onSort }: { data: ProfitPage; sort: Sort; onSort: (key: SortKey) => void }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  const isDirect = data.list.some((row) => row.teamMembers !== null);
  return (
    <div className={styles.scroll}>
      <p className={styles.hint} data-testid="profit-period">
        {t('overview.period', { period: `${formats.day(data.from)} – ${formats.day(data.to)}` })}
      </p>
      <table className={styles.table} data-testid="team-profit">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                className={column.isNumber ? styles.num : undefined}
                aria-sort={sort.key === column.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                  {t(column.label)}
                  {sort.key === column.key ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
                </button>
              </th>
            ))}
            <th>{t('column.type')}</th>
            <th className={styles.num}>{t('column.level')}</th>
            {isDirect ? <th className={styles.num}>{t('profit.teamMembers')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.list.map((row) => (
            <tr key={row.memberId}>
              <td>{row.username}</td>
              <td className={styles.num}>{formats.count(row.rounds)}</td>
              <td className={styles.num}>{money(row.bet)}</td>
              <td className={styles.num}>{money(row.validBet)}</td>
              <td className={styles.num}>{money(row.payout)}</td>
              <td className={`${styles.num} ${signClass(row.winLoss)}`}>{signed(row.winLoss)}</td>
              <td>{t(`accountType.${row.type}`, { defaultValue: String(row.type) })}</td>
              <td className={styles.num}>{row.level}</td>
              {isDirect ? <td className={styles.num}>{row.teamMembers ?? '-'}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="team-profit-totals">
            <td>{t('totals', { count: data.totalCount })}</td>
            <td className={styles.num}>{formats.count(data.totals.rounds)}</td>
            <td className={styles.num}>{money(data.totals.bet)}</td>
            <td className={styles.num}>{money(data.totals.validBet)}</td>
            <td className={styles.num}>{money(data.totals.payout)}</td>
            <td className={`${styles.num} ${signClass(data.totals.winLoss)}`}>{signed(data.totals.winLoss)}</td>
            <td colSpan={isDirect ? 3 : 2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
