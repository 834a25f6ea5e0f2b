import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { SafeLink } from '../../components/ui/safe-link.tsx';
import { useNewGamesRow } from '../../features/games/api/new-games.ts';
import { GameCard } from '../../features/games/components/game-card.tsx';
import { LaunchNotice } from '../../features/games/components/launch-notice.tsx';
import { WinnersBoard } from '../../features/games/components/winners-board.tsx';
import { useLaunchGame } from '../../features/games/hooks/use-launch-game.ts';
import { useRecentGames } from '../../lib/data/use-game-favourites.ts';
import { useHotGames, type GameCard as Game } from '../../lib/data/use-game-list.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import styles from './home-rows.module.css';

/** Tiles a loading row shows: more than fit the widest strip, so the row never looks half empty while it loads. */
const SKELETON_TILES = 8;

type RowState = { games: readonly Game[] | undefined; isPending: boolean; error: Error | null; onRetry: () => void };
type RowProps = RowState & { id: string; title: string; seeAllTo: string; emptyText: string };

/**
 * One row of game tiles with its "see all" link. Its body keeps one tile's height whatever it shows (skeleton tiles,
 * the games, an error, an empty line), so nothing below moves when its data arrives.
 */
function GameRow({ id, title, seeAllTo, emptyText, games, isPending, error, onRetry }: RowProps) {
  const { t } = useTranslation('pages');
  const { launch, launchingId } = useLaunchGame();
  const headingId = `home-row-${id}`;
  return (
    <section className={styles.row} aria-labelledby={headingId} data-testid={`home-row-${id}`}>
      <div className={styles.rowHeader}>
        <h2 id={headingId} className={styles.rowTitle}>
          {title}
        </h2>
        <SafeLink to={seeAllTo} className={styles.seeAll} aria-label={t('home.seeAllOf', { title })}>
          {t('home.seeAll')}
          <Icon name="chevronRight" size={16} />
        </SafeLink>
      </div>
      <div className={styles.rowBody}>
        {isPending ? (
          // Keyed apart from the games' strip: React would otherwise reuse skeleton tile n as the card of game id n,
          // and that tile's move to the game's place counts as a layout shift.
          <div key="skeleton" className={styles.strip} aria-hidden="true" data-testid="home-row-skeleton">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <div key={index} className={styles.skeletonTile} />
            ))}
          </div>
        ) : error ? (
          <QueryError error={error} onRetry={onRetry} />
        ) : games && games.length > 0 ? (
          <div key="games" className={styles.strip} role="list" aria-label={title}>
            {games.map((game) => (
              <div key={game.gameId} role="listitem" className={styles.tile}>
                <GameCard game={game} onLaunch={launch} isLaunching={launchingId === game.gameId} />
              </div>
            ))}
          </div>
        ) : (
          <p className={styles.rowEmpty}>{emptyText}</p>
        )}
      </div>
    </section>
  );
}

function HotGamesRow() {
  const { t } = useTranslation('pages');
  const hot = useHotGames();
  return (
    <GameRow
      id="hot"
      title={t('category.HOT', { ns: 'common' })}
      seeAllTo="/hot"
      emptyText={t('home.emptyHot')}
      games={hot.data}
      isPending={hot.isPending}
      error={hot.error}
      onRetry={() => void hot.refetch()}
    />
  );
}

function NewGamesRow() {
  const { t } = useTranslation('pages');
  const fresh = useNewGamesRow();
  return (
    <GameRow
      id="new"
      title={t('category.NEW', { ns: 'common' })}
      seeAllTo="/new"
      emptyText={t('home.emptyNew')}
      games={fresh.data}
      isPending={fresh.isPending}
      error={fresh.error}
      onRetry={() => void fresh.refetch()}
    />
  );
}

/** Only for a member who has played something: a visitor, or a member with no games yet, sees no row at all. */
function RecentGamesRow() {
  const { t } = useTranslation('pages');
  const recent = useRecentGames(1);
  if (!recent.isPending && !recent.error && recent.data.games.length === 0) return null;
  return (
    <GameRow
      id="recent"
      title={t('home.recentTitle')}
      seeAllTo="/recent"
      emptyText=""
      games={recent.data?.games}
      isPending={recent.isPending}
      error={recent.error}
      onRetry={() => void recent.refetch()}
    />
  );
}

/**
 * The home page's game rows: hot, new, recently played (members only) beside the winners board. Each row asks for
 * its own data and shows it when it arrives, so the first row never waits for the others.
 */
export function HomeGameRows() {
  const isMember = useSessionStore((state) => Boolean(state.token));
  return (
    <div className={styles.rows}>
      <div className={styles.rowList}>
        <LaunchNotice />
        <HotGamesRow />
        <NewGamesRow />
        {isMember ? <RecentGamesRow /> : null}
      </div>
      <div className={styles.winners}>
        {/* It scrolls inside the rows' height: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
        <div tabIndex={0}>
          <WinnersBoard />
        </div>
      </div>
    </div>
  );
}
