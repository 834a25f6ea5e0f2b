import type { SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { create } from 'zustand';

/** One pick on the slip, with what the slip shows of it (names, the market) and the price it was taken at. */
export type SlipPick = {
  eventId: string;
  sport: SportsbookSport;
  eventName: string;
  marketKey: string;
  selectionKey: string;
  /** The text of the pick as the board showed it ("Arsenal −0.5", "Over 2.5"). */
  label: string;
  marketLabel: string;
  oddsMilli: number;
};

export type SlipMode = 'SINGLE' | 'PARLAY';
export const MAX_PICKS = 10;

type SlipState = {
  picks: SlipPick[];
  mode: SlipMode;
  /** Adds the pick, or removes it when it is already on the slip (a price button toggles). */
  toggle: (pick: SlipPick) => void;
  remove: (eventId: string, marketKey: string, selectionKey: string) => void;
  clear: () => void;
  setMode: (mode: SlipMode) => void;
  /** Moves picks to the prices the server answered (an accepted odds change). */
  reprice: (prices: readonly { eventId: string; marketKey: string; selectionKey: string; oddsMilli: number }[]) => void;
};

export const pickId = (pick: Pick<SlipPick, 'eventId' | 'marketKey' | 'selectionKey'>): string =>
  `${pick.eventId}|${pick.marketKey}|${pick.selectionKey}`;

/**
 * The bet slip, shared by every board of the book (a pick made on /sports stays on the slip on /esports). Ten picks
 * at most, the parlay's limit. Two picks of one event may sit on the slip as singles; a parlay of them is refused by
 * the server's quote, whose reason the slip shows.
 */
export const useSlipStore = create<SlipState>()((set) => ({
  picks: [],
  mode: 'SINGLE',
  toggle: (pick) =>
    set((state) => {
      const id = pickId(pick);
      if (state.picks.some((existing) => pickId(existing) === id))
        return { picks: state.picks.filter((existing) => pickId(existing) !== id) };
      if (state.picks.length >= MAX_PICKS) return state;
      const picks = [...state.picks, pick];
      return { picks, mode: picks.length === 2 && state.picks.length === 1 ? 'PARLAY' : state.mode };
    }),
  remove: (eventId, marketKey, selectionKey) =>
    set((state) => ({
      picks: state.picks.filter((pick) => pickId(pick) !== pickId({ eventId, marketKey, selectionKey })),
    })),
  clear: () => set({ picks: [] }),
  setMode: (mode) => set({ mode }),
  reprice: (prices) =>
    set((state) => ({
      picks: state.picks.map((pick) => {
        const moved = prices.find((price) => pickId(price) === pickId(pick));
        return moved ? { ...pick, oddsMilli: moved.oddsMilli } : pick;
      }),
    })),
}));
