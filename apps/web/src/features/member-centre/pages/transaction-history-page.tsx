import { TRANSACTION_TYPES } from '@lucky/contracts/wallet/wallet-statuses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { EntriesTable } from '../wallet/entries-table.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { WALLET_KEYS } from '../wallet/wallet-utils.ts';
import styles from './wallet-pages.module.css';

type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionFilters = { type: TransactionType | ''; from: string; to: string };

/** The account-record query of a filter and page: empty filters are left out. */
export function buildTransactionQuery(filters: TransactionFilters, pageNo: number, pageSize = 20) {
  return {
    pageNo,
    pageSize,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** Account record (`transactionHistory`): every movement, filtered by type and dates, with totals. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [draft, setDraft] = useState<TransactionFilters>({ type: '', from: '', to: '' });
  const [filters, setFilters] = useState<TransactionFilters>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const query = buildTransactionQuery(filters, page);
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: WALLET_KEYS.transactions(query),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('transactionHistory', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t('records.badRange'));
      return;
    }
    setProblem(null);
    setFilters(draft);
    setPage(1);
  };
  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={apply} aria-label={t('records.filters')}>
        <div className={styles.field}>
          <label htmlFor="records-type">{t('entry.type')}</label>
          <select
            id="records-type"
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.target.value as TransactionFilters['type'] })}
          >
            <option value="">{t('records.allTypes')}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="records-from">{t('records.from')}</label>
          <input
            id="records-from"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="records-to">{t('records.to')}</label>
          <input
            id="records-to"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <Button type="submit" disabled={isFetching}>
          {t('records.search')}
        </Button>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      <section className={styles.card} aria-label={t('records.results')}>
        {isPending ? (
          <LoadingBlock />
        ) : error || !data ? (
          <ErrorBlock error={error} onRetry={() => void refetch()} />
        ) : (
          <>
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
            {data.list.length === 0 ? <EmptyState title={t('records.empty')} /> : <EntriesTable entries={data.list} />}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
