import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useFavouriteIds, useToggleFavourite } from '../../../lib/data/use-game-favourites.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import styles from './games.module.css';

/** The heart on a game card: a visitor gets the login popup; a member toggles the favourite at once. */
export function FavouriteButton({ gameId, gameName }: { gameId: number; gameName: string }) {
  const { t } = useTranslation('pages');
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const { data: ids } = useFavouriteIds();
  const toggle = useToggleFavourite();
  const isFavourite = isLoggedIn && (ids ?? []).includes(gameId);

  const onClick = () => {
    if (!useSessionStore.getState().isLoggedIn) {
      useModalStore.getState().show('login');
      return;
    }
    toggle.mutate({ gameId, isFavourite: !isFavourite });
  };

  return (
    <button
      type="button"
      className={isFavourite ? `${styles.heart} ${styles.heartOn}` : styles.heart}
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'games.unfavourite' : 'games.favourite', { name: gameName })}
      title={t(isFavourite ? 'games.unfavourite' : 'games.favourite', { name: gameName })}
      onClick={onClick}
    >
      <Icon name="heart" size={18} />
    </button>
  );
}
