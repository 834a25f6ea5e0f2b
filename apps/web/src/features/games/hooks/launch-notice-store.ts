import { create } from 'zustand';
import type { GameCard } from '../../../lib/data/use-game-list.ts';

/**
 * A game that could not be opened because it is under maintenance, with the games the
 * server suggested instead (null: the list asks for some of the same category itself).
 */
export type LaunchNotice = {
  game: Pick<GameCard, 'gameId' | 'gameName' | 'gameType' | 'vassalage'>;
  suggestions: GameCard[] | null;
};

type NoticeState = { notice: LaunchNotice | null; show: (notice: LaunchNotice) => void; clear: () => void };

export const useLaunchNotice = create<NoticeState>()((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  clear: () => set({ notice: null }),
}));
