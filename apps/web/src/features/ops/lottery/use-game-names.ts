import { useMemo } from 'react';
import { useOpsLotteryGames } from './api/games.ts';

/** A game's name by its code, from the games list the desk already holds; the code itself until it arrives. */
export function useGameNames(): (gameCode: string) => string {
  const games = useOpsLotteryGames();
  const names = useMemo(
    () => new Map((games.data?.games ?? []).map((game) => [game.gameCode, game.labelName])),
    [games.data],
  );
  return (gameCode) => names.get(gameCode) ?? gameCode;
}
