// The `detail` JSON of a slot round, one shape per mechanic, as the server's titles log it (amounts are minor
// units as decimal text). The payline titles keep SlotOutcome (house-api-types.ts); grids are grid[reel][row].
import type { MinorText, SlotLineWin, SlotOutcome, SlotSpin } from '../house-api-types.ts';

export type WaysWin = {
  symbol: string;
  count: number;
  ways: number;
  weightedWays: number;
  pay: number;
  win: MinorText;
};
export type WaysSpin = {
  isFreeSpin: boolean;
  stops: number[];
  grid: string[][];
  wins: WaysWin[];
  scatterCount: number;
  scatterWin: MinorText;
  freeSpinsAwarded: number;
  winMultiplier: number;
  totalWin: MinorText;
};
export type WaysOutcome = {
  mechanic: 'WAYS';
  bet: MinorText;
  credit: MinorText;
  baseSpin: WaysSpin;
  freeSpins: WaysSpin[];
};

export type CascadeStep = {
  grid: string[][];
  wins: WaysWin[];
  multiplier: number;
  removed: [reel: number, row: number][];
  win: MinorText;
};
export type CascadeSpin = {
  isFreeSpin: boolean;
  stops: number[];
  steps: CascadeStep[];
  finalGrid: string[][];
  scatterCount: number;
  scatterWin: MinorText;
  freeSpinsAwarded: number;
  startLevel: number;
  endLevel: number;
  totalWin: MinorText;
};
export type CascadeOutcome = {
  mechanic: 'CASCADE';
  bet: MinorText;
  credit: MinorText;
  boughtFeature: boolean;
  baseSpin: CascadeSpin | null;
  freeSpins: CascadeSpin[];
  winCapped: boolean;
};

export type Expansion = { symbol: string; reels: number[]; pay: number; win: MinorText };
export type ExpandingOutcome = {
  mechanic: 'EXPANDING_SYMBOL';
  bet: MinorText;
  lineBet: MinorText;
  boughtFeature: boolean;
  baseSpin: SlotSpin | null;
  expandingSymbol: string | null;
  freeSpins: (SlotSpin & { expansion: Expansion | null })[];
};

export type CashKind = 'CASH' | 'MINI' | 'MINOR' | 'MAJOR';
export type CashCell = { reel: number; row: number; kind: CashKind; valueInBets: number; win: MinorText };
export type HoldAndWinOutcome = {
  bet: MinorText;
  lineBet: MinorText;
  baseSpin: {
    stops: number[];
    grid: string[][];
    lineWins: SlotLineWin[];
    lineWin: MinorText;
    cashCells: CashCell[];
  };
  holdAndWin: null | {
    startCells: CashCell[];
    respins: { landed: CashCell[]; lockedCount: number; respinsLeft: number }[];
    cells: CashCell[];
    isFullGrid: boolean;
    cashWin: MinorText;
    grandWin: MinorText;
    totalWin: MinorText;
  };
  totalWin: MinorText;
};

export type BothWaysLineWin = SlotLineWin & { direction: 'LEFT_TO_RIGHT' | 'RIGHT_TO_LEFT'; pay: number };
export type ExpandingWildsSpin = {
  isRespin: boolean;
  stops: (number | null)[];
  landedGrid: string[][];
  grid: string[][];
  heldReels: number[];
  newWildReels: number[];
  lineWins: BothWaysLineWin[];
  win: MinorText;
  respinsLeft: number;
};
export type ExpandingWildsOutcome = {
  bet: MinorText;
  coinValue: MinorText;
  spins: ExpandingWildsSpin[];
  totalWin: MinorText;
};

/** Any slot round's detail. */
export type AnySlotOutcome =
  SlotOutcome | WaysOutcome | CascadeOutcome | ExpandingOutcome | HoldAndWinOutcome | ExpandingWildsOutcome;

export const isWays = (o: AnySlotOutcome): o is WaysOutcome => 'mechanic' in o && o.mechanic === 'WAYS';
export const isCascade = (o: AnySlotOutcome): o is CascadeOutcome => 'mechanic' in o && o.mechanic === 'CASCADE';
export const isExpanding = (o: AnySlotOutcome): o is ExpandingOutcome =>
  'mechanic' in o && o.mechanic === 'EXPANDING_SYMBOL';
export const isHoldAndWin = (o: AnySlotOutcome): o is HoldAndWinOutcome => 'holdAndWin' in o;
export const isExpandingWilds = (o: AnySlotOutcome): o is ExpandingWildsOutcome => 'spins' in o;
