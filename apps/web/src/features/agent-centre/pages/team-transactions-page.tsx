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

type TransactionQuery = QueryOf<(typeof ENDPOINTS)['agentTeamTransactions']>;
type TransactionPage = ValueOf<(typeof ENDPOINTS)['agentTeamTransactions']>;
type TeamTransactionType = NonNullable<TransactionQuery['type']>;
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
): TransactionQuery {
  return {
    pageNo,
    pageSize,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    ...(filters.type ? { type: filters.type } : {}),
  };
}

/** Transaction details (`agentDownlineTransactionDetailsCopy`): money moving on the downline's wallets, with totals. */
export function TeamTransactionsPage() {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState<TransactionFilters>(() => ({ ...quickRange('last7'), username: '', type: '' }));
  const [filters, setFilters] = useState<TransactionFilters>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const money = useMoney();
  const query = buildTeamTransactionQuery(filters, page);
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['agent', 'teamTransactions', query],
    queryFn: ({ signal }) => callApi('agentTeamTransactions', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const apply = (next: TransactionFilters) => {
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

  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={t('filters')}>
        <DayRangeFields
          idPrefix="team-tx"
          value={draft}
          onChange={(range) => setDraft({ ...draft, ...range })}
          onQuick={(range) => {
            const next = { ...draft, ...range };
            setDraft(next);
            apply(next);
          }}
        />
        <div className={styles.field}>
          <label htmlFor="team-tx-user">{t('column.username')}</label>
          <input
            id="team-tx-user"
            value={draft.username}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="team-tx-type">{t('column.type')}</label>
          <select
            id="team-tx-type"
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.target.value as TransactionFilters['type'] })}
          >
            <option value="">{t('transactions.allTypes')}</option>
            {TEAM_TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`transactions.typeName.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={isFetching}>
          {t('range.search')}
        </Button>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={styles.hint}>{t('range.utcHint')}</p>
      </form>
      <section className={styles.card} aria-label={t('results')}>
        {isPending ? (
          <LoadingBlock />
        ) : error || !data ? (
          <ErrorBlock error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <div className={styles.totals} data-testid="team-tx-totals">
              <span>
                {t('transactions.income')}: <strong className={styles.plus}>{money(data.totals.income)}</strong>
              </span>
              <span>
                {t('transactions.expense')}: <strong className={styles.minus}>{money(data.totals.expense)}</strong>
              </span>
              <span>
                {t('transactions.net')}:{' '}
                <strong className={signClass(data.totals.net)}>{money(data.totals.net)}</strong>
              </span>
              <span className={styles.hint}>{t('totals', { count: data.totalCount })}</span>
            </div>
            {data.list.length === 0 ? <EmptyState title={t('transactions.empty')} /> : <TransactionTable data={data} />}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}

function TransactionTable({ data }: { data: TransactionPage }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="team-transactions">
        <thead>
          <tr>
            <th>{t('column.time')}</th>
            <th>{t('column.username')}</th>
            <th>{t('column.type')}</th>
            <th className={styles.num}>{t('column.amount')}</th>
            <th className={styles.num}>{t('column.balanceAfter')}</th>
            <th>{t('transactions.memo')}</th>
            <th>{t('transactions.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((row) => (
            <tr key={row.id}>
              <td className={styles.nowrap}>{formats.dateTime(row.time)}</td>
              <td>{row.username}</td>
              <td>{t(`transactions.typeName.${row.type}`, { defaultValue: row.type })}</td>
              <td className={`${styles.num} ${signClass(row.amount)}`}>{signed(row.amount)}</td>
              <td className={styles.num}>{money(row.balanceAfter)}</td>
              <td>{row.memo ?? '-'}</td>
              <td className={styles.mono}>{row.reference ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
