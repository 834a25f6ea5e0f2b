import type { GameCard as Game } from '../../../lib/data/use-game-list.ts';
import { GameCard } from './game-card.tsx';
import styles from './games.module.css';

type Props = { games: readonly Game[]; onLaunch: (game: Game) => void; launchingId?: number | null; label?: string };

export function GameGrid({ games, onLaunch, launchingId = null, label }: Props) {
  return (
    <div className={styles.grid} role="list" aria-label={label}>
      {games.map((game) => (
        <div key={game.gameId} role="listitem" className={styles.cell}>
          <GameCard game={game} onLaunch={onLaunch} isLaunching={launchingId === game.gameId} />
        </div>
      ))}
    </div>
  );
}

export function GameGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="game-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}
