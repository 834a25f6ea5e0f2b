import { useState } from 'react';
import { useVendorClassifies } from '../../../lib/data/use-game-list.ts';
import { classifiesFor, EMPTY_FILTERS, hasActiveFilters, toGameListQuery, type GameFilters } from '../game-filters.ts';
import { GameFilterBar } from './game-filter-bar.tsx';
import { InfiniteGameList } from './infinite-game-list.tsx';
import { LaunchNotice } from './launch-notice.tsx';
import styles from './games.module.css';

type Props = { category: string | null; vassalage: string | null };

/**
 * Filter bar and infinite game list of one category (null or ALL: every game) and vendor.
 * Pages key it by category and vendor, so a new choice starts with clear filters.
 */
export function FilteredGames({ category, vassalage }: Props) {
  const [filters, setFilters] = useState<GameFilters>(EMPTY_FILTERS);
  const { data: vendors } = useVendorClassifies();
  const scope = { category, vassalage };
  return (
    <div className={styles.filtered}>
      <GameFilterBar filters={filters} onChange={setFilters} classifies={classifiesFor(vendors, scope)} />
      <LaunchNotice />
      <InfiniteGameList query={toGameListQuery(scope, filters)} isFiltered={hasActiveFilters(filters)} />
    </div>
  );
}
