import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import styles from '../../ops.module.css';
import { useOpsDraws, type DrawsQuery, type DrawStatus } from '../api/draws.ts';
import { DrawsTable } from './draws-table.tsx';
import { ExposurePanel } from './exposure-panel.tsx';
import { GameFilter } from './game-filter.tsx';

/** next: draws still to come, soonest first; recent: every draw that has opened, latest first; or one status. */
type View = 'next' | 'recent' | Exclude<DrawStatus, 'SCHEDULED'>;
const VIEWS: readonly View[] = ['next', 'recent', 'DRAWN', 'SETTLED', 'VOIDED'];
/** Short pages keep the exposure panel, which opens below, close to the list. */
const PAGE_SIZE = 10;

function queryOf(view: View, gameCode: string, pageNo: number): DrawsQuery {
  const status = view === 'next' ? 'SCHEDULED' : view === 'recent' ? undefined : view;
  return { pageNo, pageSize: PAGE_SIZE, ...(gameCode ? { gameCode } : {}), ...(status ? { status } : {}) };
}

/** Draws as they sell and settle (refreshed every few seconds); a draw's exposure and the void button open below. */
export function DrawMonitor() {
  const { t } = useTranslation('opsLottery');
  const describeError = useErrorMessage();
  const [view, setView] = useState<View>('next');
  const [gameCode, setGameCode] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const draws = useOpsDraws(queryOf(view, gameCode, page), { live: true });
  const filter = (update: () => void) => {
    update();
    setPage(1);
  };
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <GameFilter value={gameCode} onChange={(value) => filter(() => setGameCode(value))} />
        <label className={styles.field}>
          <span>{t('draws.view')}</span>
          <select value={view} onChange={(event) => filter(() => setView(event.target.value as View))}>
            {VIEWS.map((value) => (
              <option key={value} value={value}>
                {t(`draws.views.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.hint}>{t('draws.liveHint')}</p>
      </div>
      {draws.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {draws.error ? (
        <p className={styles.error} role="alert">
          {describeError(draws.error)}
        </p>
      ) : null}
      {draws.data?.list.length === 0 ? <EmptyState title={t('draws.empty')} /> : null}
      {draws.data && draws.data.list.length > 0 ? (
        <>
          <DrawsTable draws={draws.data.list} selected={selected} onSelect={setSelected} />
          <Pagination page={page} totalPages={draws.data.totalPages} onChange={setPage} />
        </>
      ) : null}
      {selected !== null ? (
        <ExposurePanel key={selected} drawId={selected} onClose={() => setSelected(null)} />
      ) : (
        <p className={styles.hint}>{t('draws.pick')}</p>
      )}
    </div>
  );
}
