import { create } from 'zustand';

/**
 * Whether play is paused behind the reality-check dialog (features/responsible-play shows it; game pages and
 * tables read this to stop taking input and cover their game until the player answers).
 */
export const useRealityCheckStore = create<{ isPaused: boolean; setPaused: (isPaused: boolean) => void }>()((set) => ({
  isPaused: false,
  setPaused: (isPaused) => set({ isPaused }),
}));
