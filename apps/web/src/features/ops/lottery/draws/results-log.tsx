import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import styles from '../../ops.module.css';
import { useOpsDraws, type DrawStatus } from '../api/draws.ts';
import { GameFilter } from './game-filter.tsx';
import { ResultsTable } from './results-table.tsx';

type Filter = '' | Exclude<DrawStatus, 'SCHEDULED'>;
const FILTERS: readonly Filter[] = ['', 'DRAWN', 'SETTLED', 'VOIDED'];
const PAGE_SIZE = 20;
/**
 * Drawn, settled and voided draws with their numbers and seeds: the hash was published before the draw opened, the
 * seed once it was drawn, and the public verify page recomputes both.
 */
export function ResultsLog() {
  const { t } = useTranslation('opsLottery');
  const describeError = useErrorMessage();
  const [gameCode, setGameCode] = useState('');
  const [status, setStatus] = useState<Filter>('');
  const [page, setPage] = useState(1);
  const draws = useOpsDraws({
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(gameCode ? { gameCode } : {}),
    ...(status ? { status } : {}),
  });
  // Without a status the list starts with the draws on sale now (nothing drawn yet): the log leaves them to the monitor.
  const rows = (draws.data?.list ?? []).filter((draw) => draw.status !== 'SCHEDULED');
  const onSale = (draws.data?.list.length ?? 0) - rows.length;
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <GameFilter
          value={gameCode}
          onChange={(value) => {
            setGameCode(value);
            setPage(1);
          }}
        />
        <label className={styles.field}>
          <span>{t('log.status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Filter);
              setPage(1);
            }}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {value ? t(`phase.${value}`) : t('log.allFinished')}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.hint}>{t('log.hint')}</p>
      </div>
      {draws.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {draws.error ? (
        <p className={styles.error} role="alert">
          {describeError(draws.error)}
        </p>
      ) : null}
      {onSale > 0 ? <p className={styles.hint}>{t('log.onSaleLeft', { count: onSale })}</p> : null}
      {draws.data && rows.length === 0 ? <EmptyState title={t('log.empty')} /> : null}
      {rows.length > 0 ? <ResultsTable rows={rows} /> : null}
      {draws.data ? <Pagination page={page} totalPages={draws.data.totalPages} onChange={setPage} /> : null}
    </div>
  );
}
