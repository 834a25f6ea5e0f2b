import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { lotteryKeys } from '../api/lottery-keys.ts';
import { GameCard, type MenuGame } from './game-card.tsx';
import styles from './lottery.module.css';

/**
 * Cards of games with live countdowns. When one of them passes a stop-sale or draw time the menu is fetched again
 * (at most every 2 s, however many cards turn at once), so the next draw's countdown starts without a reload.
 */
export function GameGrid({ games }: { games: readonly MenuGame[] }) {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const refresh = useCallback(() => {
    if (Date.now() - last.current < 2000) return;
    last.current = Date.now();
    // A moment after the instant, so the server has moved on too.
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: lotteryKeys.menus }), 800);
  }, [queryClient]);
  return (
    <div className={styles.grid}>
      {games.map((game) => (
        <GameCard key={game.gameCode} game={game} onPhaseChange={refresh} />
      ))}
    </div>
  );
}
