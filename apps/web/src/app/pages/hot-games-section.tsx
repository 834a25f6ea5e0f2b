import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { GameGrid, GameGridSkeleton } from '../../features/games/components/game-grid.tsx';
import { LaunchNotice } from '../../features/games/components/launch-notice.tsx';
import { useLaunchGame } from '../../features/games/hooks/use-launch-game.ts';
import { useHotGames } from '../../lib/data/use-game-list.ts';
import { gameCentrePath, type VendorLane } from '../../lib/data/use-game-vendors.ts';
import styles from './pages.module.css';
import { Section } from './page-parts.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { VendorCard } from './vendor-card.tsx';

/** /hotgame: the hot games of every vendor (GCSGAME_hotGamesV2), then the hot vendors. */
export function HotGamesSection({ lanes }: { lanes: VendorLane[] }) {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  const { data: games, isPending, error, refetch } = useHotGames();
  const { launch, launchingId } = useLaunchGame();
  return (
    <>
      <Section title={t('games.hotTitle')}>
        <LaunchNotice />
        {isPending ? <GameGridSkeleton /> : null}
        {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
        {games && games.length === 0 ? <EmptyState title={t('empty.noGames')} hint={t('empty.noGamesHint')} /> : null}
        {games && games.length > 0 ? (
          <GameGrid games={games} onLaunch={launch} launchingId={launchingId} label={t('games.hotTitle')} />
        ) : null}
      </Section>
      <Section title={t('games.hotProviders')}>
        <div className={styles.vendorGrid}>
          {lanes.flatMap((lane) =>
            lane.vendors.map((vendor) => (
              <VendorCard
                key={`${lane.gameCategory}-${vendor.vassalage}`}
                vendor={vendor}
                category={lane.gameCategory}
                onSelect={() => navigate(gameCentrePath(lane.gameCategory, vendor.vassalage))}
              />
            )),
          )}
        </div>
      </Section>
    </>
  );
}
