import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { TurnoverNotice } from '../wallet/turnover-notice.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { useLocalized } from '../../../lib/localized-text.ts';
import { DateRangeFields } from './betting-record-page-range.tsx';
import styles from './wallet-pages.module.css';

type Range = { from: string; to: string };

/** Bonus details (`bonusDetails`): every promotion payout in a date range, with its total, and the open turnover. */
export function BonusDetailsPage() {
  const { t, i18n } = useTranslation('promotions');
  const money = useMoney();
  const [draft, setDraft] = useState<Range>({ from: '', to: '' });
  const [range, setRange] = useState<Range>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const query = {
    pageNo: page,
    pageSize: 20,
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['promotions', 'bonusDetails', query],
    staleTime: 0,
    queryFn: ({ signal }) => callApi('bonusDetails', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const localized = useLocalized();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t('bonus.badRange'));
      return;
    }
    setProblem(null);
    setRange(draft);
    setPage(1);
  };
  return (
    <div className={styles.page}>
      <TurnoverNotice />
      <form className={`${styles.card} ${styles.filters}`} onSubmit={apply} aria-label={t('bonus.filters')}>
        <DateRangeFields
          idPrefix="bonus"
          value={draft}
          onChange={setDraft}
          onQuick={(quick) => {
            setDraft(quick);
            setProblem(null);
            setRange(quick);
            setPage(1);
          }}
        />
        <Button type="submit" disabled={isFetching}>
          {t('bonus.search')}
        </Button>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      <section className={styles.card} aria-label={t('bonus.title')}>
        {isPending ? (
          <LoadingBlock />
        ) : error || !data ? (
          <ErrorBlock error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <div className={styles.totals} data-testid="bonus-total">
              <span>
                {t('bonus.total')}: <strong className={styles.plus}>{money(data.total)}</strong>
              </span>
              <span className={styles.hint}>{t('bonus.count', { count: data.totalCount })}</span>
            </div>
            {data.list.length === 0 ? (
              <EmptyState title={t('bonus.empty')} hint={t('bonus.emptyHint')} />
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('bonus.time')}</th>
                    <th>{t('bonus.promotion')}</th>
                    <th>{t('bonus.kind')}</th>
                    <th>{t('bonus.detail')}</th>
                    <th>{t('bonus.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.id} data-testid="bonus-row">
                      <td>{formatDateTime(row.time, i18n.language)}</td>
                      <td>{localized(row.title)}</td>
                      <td>{t(`kind.${row.kind}`)}</td>
                      <td>
                        {row.prize
                          ? localized(row.prize)
                          : row.base
                            ? t(row.kind === 'REBATE' ? 'bonus.baseBet' : 'bonus.baseDeposit', {
                                amount: money(row.base),
                              })
                            : row.periodKey}
                      </td>
                      <td className={styles.plus}>+{money(row.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
