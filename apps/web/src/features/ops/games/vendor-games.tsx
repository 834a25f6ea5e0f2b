import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import type { useGameStatusSwitch } from '../api/game-status.ts';
import type { GameStatus, GameVendor } from '../api/game-vendors.ts';
import { useVendorGames } from '../api/vendor-games.ts';
import styles from '../ops.module.css';
import { GamesSearch } from './games-search.tsx';
import { GamesTable } from './games-table.tsx';

const GAMES_PAGE_SIZE = 20;

/** One vendor's games, searched by name or code and filtered by status, each with its own switch. */
export function VendorGames({
  vendor,
  change,
}: {
  vendor: GameVendor;
  change: ReturnType<typeof useGameStatusSwitch>;
}) {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<GameStatus | ''>('');
  const [page, setPage] = useState(1);
  const games = useVendorGames({
    vendorCode: vendor.code,
    pageNo: page,
    pageSize: GAMES_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
  });
  return (
    <section className={styles.card} aria-label={t('games.gamesOf', { name: vendor.displayName })}>
      <h2 className={styles.subtitle}>{t('games.gamesOf', { name: vendor.displayName })}</h2>
      <GamesSearch
        status={status}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {games.isPending ? (
        <Spinner size={24} label={t('loading')} />
      ) : games.error || !games.data ? (
        <p className={styles.error} role="alert">
          {describeError(games.error)}
        </p>
      ) : games.data.list.length === 0 ? (
        <EmptyState title={t('games.empty')} />
      ) : (
        <>
          <GamesTable games={games.data.list} change={change} />
          <Pagination page={page} totalPages={games.data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
