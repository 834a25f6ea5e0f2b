import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useGameList, type GameListQuery } from '../../../lib/data/use-game-list.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { useLoadOnNearEnd } from '../hooks/use-near-end.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';
import styles from './games.module.css';

type Props = { query: Parameters<typeof useGameList>[0]; emptyHint?: string; isFiltered?: boolean };

/** The filtered game list, one page of 20 after another as the member scrolls (or presses "load more"). */
export function InfiniteGameList({ query, emptyHint, isFiltered = false }: Props) {
  const { t } = useTranslation('pages');
  const { data, error, isPending, isPlaceholderData, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useGameList(query);
  const { launch, launchingId } = useLaunchGame();
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useLoadOnNearEnd({ canLoad: hasNextPage && !isFetchingNextPage && !error, loadMore });

  if (isPending) return <GameGridSkeleton />;
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  const games = data.pages.flatMap((page) => page.content);
  const first = data.pages[0];
  const suggestions = first?.suggestions ?? [];
  const total = first?.totalCount ?? 0;

  return (
    <div
      className={isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}
      aria-busy={isPlaceholderData || isFetchingNextPage}
    >
      {suggestions.length > 0 ? (
        <div className={styles.notice} role="status" data-testid="vendor-suggestions">
          <div className={styles.noticeText}>
            <strong>{t('games.vendorMaintenance')}</strong>
            <span>{t('games.tryInstead')}</span>
          </div>
          <GameGrid games={suggestions} onLaunch={launch} launchingId={launchingId} label={t('games.suggestions')} />
        </div>
      ) : null}
      {games.length === 0 ? (
        <EmptyState
          title={isFiltered ? t('games.noMatch') : t('empty.noGames')}
          hint={isFiltered ? t('games.noMatchHint') : (emptyHint ?? t('empty.noGamesHint'))}
        />
      ) : (
        <>
          <p className={styles.count}>{t('games.count', { count: total })}</p>
          <GameGrid games={games} onLaunch={launch} launchingId={launchingId} label={t('gameCentre.games')} />
        </>
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage ? (
        <div className={styles.more}>
          <Spinner label={t('games.loading')} />
        </div>
      ) : hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={loadMore}>
            {t('games.loadMore')}
          </Button>
        </div>
      ) : null}
      {error && data ? <QueryError error={error} onRetry={loadMore} /> : null}
    </div>
  );
}

export type { GameListQuery };
