import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { GameCard } from '../../../lib/data/use-game-list.ts';
import { useGameSuggestions } from '../api/game-suggestions.ts';
import { useLaunchNotice, type LaunchNotice as Notice } from '../hooks/launch-notice-store.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { GameGrid } from './game-grid.tsx';
import styles from './games.module.css';

const SHOWN_SUGGESTIONS = 6;

/** Playable games of the same category, when the server has not already suggested some. */
function useSuggestions(notice: Notice | null): GameCard[] {
  const needsList = notice !== null && notice.suggestions === null;
  const { data } = useGameSuggestions(notice?.game.gameType, needsList);
  const pool = notice?.suggestions ?? data?.content ?? [];
  return pool
    .filter((game) => game.status === 'ACTIVE' && game.gameId !== notice?.game.gameId)
    .slice(0, SHOWN_SUGGESTIONS);
}

/** "This game is under maintenance — try these instead", shown above a page's game list. */
export function LaunchNotice() {
  const { t } = useTranslation('pages');
  const notice = useLaunchNotice((state) => state.notice);
  const clear = useLaunchNotice((state) => state.clear);
  const suggestions = useSuggestions(notice);
  const { launch, launchingId } = useLaunchGame();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [notice]);
  // A notice belongs to the page it was raised on.
  useEffect(() => clear, [clear]);

  if (!notice) return null;
  return (
    <div ref={ref} className={styles.notice} role="alert" data-testid="launch-notice">
      <div className={styles.noticeHead}>
        <Icon name="info" size={22} />
        <div className={styles.noticeText}>
          <strong>{t('games.maintenanceTitle', { name: notice.game.gameName })}</strong>
          <span>{suggestions.length > 0 ? t('games.tryInstead') : t('games.maintenanceHint')}</span>
        </div>
        <Button variant="ghost" size="sm" onClick={clear}>
          {t('games.dismiss')}
        </Button>
      </div>
      {suggestions.length > 0 ? (
        <GameGrid games={suggestions} onLaunch={launch} launchingId={launchingId} label={t('games.suggestions')} />
      ) : null}
    </div>
  );
}
