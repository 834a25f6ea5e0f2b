import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GameCard as Game } from '../../../lib/data/use-game-list.ts';
import { useGameVendors } from '../../../lib/data/use-game-vendors.ts';
import { DEFAULT_GAME_ICON } from '../../../lib/game-categories.ts';
import { FavouriteButton } from './favourite-button.tsx';
import styles from './games.module.css';

type Props = { game: Game; onLaunch: (game: Game) => void; isLaunching?: boolean };

/** The vendor's display name from the (cached) vendor lanes, its code until they load. */
function useVendorName(vassalage: string): string {
  const { data: lanes } = useGameVendors();
  return (
    lanes?.flatMap((lane) => lane.vendors).find((vendor) => vendor.vassalage === vassalage)?.displayName ?? vassalage
  );
}

export function GameCard({ game, onLaunch, isLaunching = false }: Props) {
  const { t } = useTranslation('pages');
  const vendorName = useVendorName(game.vassalage);
  const isMaintenance = game.status === 'MAINTENANCE';
  return (
    <article
      className={isMaintenance ? `${styles.card} ${styles.cardMaintenance}` : styles.card}
      data-testid="game-card"
      data-game-id={game.gameId}
    >
      {/* One control for the whole tile: its ::after covers the card, so the name and vendor below launch too. */}
      <button
        type="button"
        className={styles.launch}
        onClick={() => onLaunch(game)}
        disabled={isLaunching}
        title={game.gameName}
        aria-label={
          isMaintenance ? t('games.maintenanceOf', { name: game.gameName }) : t('games.play', { name: game.gameName })
        }
      >
        <span className={styles.thumb}>
          <LazyImage
            className={styles.image}
            src={game.gameIconUrl || DEFAULT_GAME_ICON}
            fallback={DEFAULT_GAME_ICON}
            alt=""
            width={240}
            height={180}
          />
          {isMaintenance ? (
            <span className={styles.maintenance}>{t('games.maintenance')}</span>
          ) : (
            <span className={styles.playHint} aria-hidden="true">
              {isLaunching ? <Spinner size={20} /> : t('games.playNow')}
            </span>
          )}
        </span>
      </button>
      {/* Beside the play button, not in it: its name ("Play …") would hide the badges' text from assistive tech.
          They and the heart come after it, so they lie above its overlay; the heart stays its own control. */}
      <span className={styles.badges}>
        {game.isHot === 1 ? <span className={`${styles.badge} ${styles.badgeHot}`}>{t('games.hot')}</span> : null}
        {game.isNew === 1 ? <span className={`${styles.badge} ${styles.badgeNew}`}>{t('games.new')}</span> : null}
      </span>
      <FavouriteButton gameId={game.gameId} gameName={game.gameName} />
      <div className={styles.body}>
        <h3 className={styles.name}>{game.gameName}</h3>
        <p className={styles.meta}>
          <span className={styles.vendor}>{vendorName}</span>
          {game.rtp ? <span className={styles.rtp}>{t('games.rtp', { value: game.rtp })}</span> : null}
        </p>
      </div>
    </article>
  );
}
