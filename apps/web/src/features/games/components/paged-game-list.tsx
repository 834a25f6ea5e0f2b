import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import type { GameCard } from '../../../lib/data/use-game-list.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';
import { LaunchNotice } from './launch-notice.tsx';
import styles from './games.module.css';

type Page = { games: GameCard[]; pageNo: number; totalPages: number; totalCount: number };
type Props = {
  result: UseQueryResult<Page>;
  page: number;
  onPage: (page: number) => void;
  empty: { title: string; hint: string; action?: ReactNode };
  label: string;
};

/** A numbered list of games (favourites, recent): 20 a page with the site's pagination. */
export function PagedGameList({ result, page, onPage, empty, label }: Props) {
  const { t } = useTranslation('pages');
  const { launch, launchingId } = useLaunchGame();
  const { data, error, isPending, isPlaceholderData, refetch } = result;
  if (isPending) return <GameGridSkeleton />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (data.games.length === 0 && page === 1)
    return <EmptyState title={empty.title} hint={empty.hint} action={empty.action} />;
  return (
    <div className={isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}>
      <LaunchNotice />
      <p className={styles.count}>{t('games.count', { count: data.totalCount })}</p>
      {data.games.length === 0 ? (
        <EmptyState title={empty.title} hint={empty.hint} />
      ) : (
        <GameGrid games={data.games} onLaunch={launch} launchingId={launchingId} label={label} />
      )}
      <Pagination page={page} totalPages={data.totalPages} onChange={onPage} />
    </div>
  );
}
