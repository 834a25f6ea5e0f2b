// What the board shows, one frame at a time: a round's detail, whatever its mechanic, becomes a list of frames
// (slot-plan.ts) that the board draws and slot-round.ts plays in order. Pure data, so tests read it without a DOM.
import type { SlotPaytable, SlotSpin } from '../house-api-types.ts';
import { formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import type { CashKind } from './slot-outcomes.ts';

export type Cell = [reel: number, row: number];
/** How the board reaches a frame's grid: reels spin (all, or those not held), tumbling cells fall, pearls respin. */
export type FrameTransition = 'SPIN' | 'TUMBLE' | 'RESPIN' | 'STILL';
export type CellMark = { cells: Cell[]; colour: number };
/** A payline drawn over the grid: its row on each reel, and how many reels pay from which end. */
export type LinePath = { rows: number[]; count: number; fromRight: boolean; colour: number };
export type CellLabel = { reel: number; row: number; text: string; kind: CashKind };

export type BoardFrame = {
  transition: FrameTransition;
  /** Reels that spin into this frame (SPIN); the others stay as they were. */
  spinningReels: number[];
  /** grid[reel][row]; '' is an empty cell (hold-and-win respins). */
  grid: string[][];
  marks: CellMark[];
  lines: LinePath[];
  /** Cells that tumble away once this frame's wins have shown; the next frame's grid falls into their place. */
  removed: Cell[];
  /** Reels drawn as one column: an expanded wild or the book's expanding symbol. */
  expanded: number[];
  labels: CellLabel[];
  /** Hold-and-win: cells locked with their pearl. */
  locked: Cell[];
  /** The wins of this frame, one line each. */
  texts: string[];
  /** The status line under the reels: free spin count, cascade multiplier, respins left. */
  info: string;
  /** A big word over the reels: free spins start, hold-and-win, expanding symbol, Grand. */
  banner: string | null;
  /** Minor units this frame adds to the round's running win. */
  win: number;
  /** Position among the round's feature spins (free spins, respins), for the chips under the reels. */
  feature: { index: number; count: number } | null;
};

export type RoundPlan = {
  frames: BoardFrame[];
  /** The round's bet (not the price of a bought feature), minor units. */
  bet: number;
  totalWin: number;
  /** Feature spins of the round and what to call them on the chips. */
  featureCount: number;
  /** Which feature the round's numbered spins are (the list's name says it). */
  featureName: 'Respin' | 'Free spin';
};

export const frame = (grid: string[][], parts: Partial<BoardFrame> = {}): BoardFrame => ({
  transition: 'STILL',
  spinningReels: grid.map((_, reel) => reel),
  grid,
  marks: [],
  lines: [],
  removed: [],
  expanded: [],
  labels: [],
  locked: [],
  texts: [],
  info: '',
  banner: null,
  win: 0,
  feature: null,
  ...parts,
});

/** What a plan builder needs besides the detail: names and rules from the paytable, money in the bet's scale. */
export type PlanContext = { paytable: SlotPaytable; scale: number };

export const nameOf = (paytable: SlotPaytable, id: string): string =>
  (paytable.symbols.find((symbol) => symbol.id === id) || { name: id }).name;

export const money = (context: PlanContext, minor: string | number): string =>
  formatMinorAmount(BigInt(minor), context.scale);

/** Every cell of the grid that shows `symbol`. */
export const cellsOf = (grid: string[][], symbol: string | undefined): Cell[] =>
  symbol === undefined
    ? []
    : grid.flatMap((column, reel) => column.flatMap((shown, row) => (shown === symbol ? [[reel, row] as Cell] : [])));

/** The scatters of a spin, marked when they paid or awarded anything. */
export function scatterParts(
  context: PlanContext,
  grid: string[][],
  spin: { scatterCount: number; scatterWin: string; freeSpinsAwarded: number },
): Pick<BoardFrame, 'marks' | 'texts'> {
  const { paytable } = context;
  const paid = Number(spin.scatterWin) > 0 || spin.freeSpinsAwarded > 0;
  const texts: string[] = [];
  if (Number(spin.scatterWin) > 0)
    texts.push(
      t('slot.scatterWin', {
        count: spin.scatterCount,
        symbol: nameOf(paytable, paytable.scatter ?? ''),
        win: money(context, spin.scatterWin),
      }),
    );
  if (spin.freeSpinsAwarded > 0) texts.push(t('slot.freeSpinsAwarded', { count: spin.freeSpinsAwarded }));
  return { marks: paid ? [{ cells: cellsOf(grid, paytable.scatter), colour: -1 }] : [], texts };
}

/** Line wins drawn as paths; `fromRight` for the right-to-left pays of a both-ways game. */
export function lineParts(
  context: PlanContext,
  wins: { line: number; symbol: string; count: number; win: string; direction?: string }[],
): Pick<BoardFrame, 'lines' | 'texts'> {
  const paylines = context.paytable.paylines ?? [];
  const lines = wins.map((win, index) => ({
    rows: paylines[win.line] ?? [1, 1, 1, 1, 1],
    count: win.count,
    fromRight: win.direction === 'RIGHT_TO_LEFT',
    colour: index,
  }));
  const texts = wins.map((win) =>
    t('slot.lineWin', {
      line: win.line + 1,
      arrow: win.direction === 'RIGHT_TO_LEFT' ? ' ←' : '',
      count: win.count,
      symbol: nameOf(context.paytable, win.symbol),
      win: money(context, win.win),
    }),
  );
  return { lines, texts };
}

/** The wins of a ways grid: the cells of each winning symbol (and the wilds standing in) on its paying reels. */
export function waysParts(
  context: PlanContext,
  grid: string[][],
  wins: { symbol: string; count: number; ways: number; weightedWays: number; pay: number; win: string }[],
  multiplier: number,
): Pick<BoardFrame, 'marks' | 'texts'> {
  const wilds = context.paytable.wilds ?? {};
  const marks = wins.map((win, index) => ({
    colour: index,
    cells: grid
      .slice(0, win.count)
      .flatMap((column, reel) =>
        column.flatMap((shown, row) =>
          shown === win.symbol || (reel > 0 && shown in wilds) ? [[reel, row] as Cell] : [],
        ),
      ),
  }));
  const texts = wins.map((win) => {
    const ways =
      win.weightedWays === win.ways
        ? String(win.ways)
        : t('slot.waysCount', { ways: win.ways, weighted: win.weightedWays });
    return t('slot.waysWin', {
      count: win.count,
      symbol: nameOf(context.paytable, win.symbol),
      ways,
      n: win.ways,
      pay: win.pay,
      times: multiplier > 1 ? ` × ${multiplier}` : '',
      win: money(context, win.win),
    });
  });
  return { marks, texts };
}

/** Joins the parts of a frame that several helpers fill. */
export const joinParts = (
  ...parts: Partial<Pick<BoardFrame, 'marks' | 'lines' | 'texts'>>[]
): Pick<BoardFrame, 'marks' | 'lines' | 'texts'> => ({
  marks: parts.flatMap((part) => part.marks ?? []),
  lines: parts.flatMap((part) => part.lines ?? []),
  texts: parts.flatMap((part) => part.texts ?? []),
});

/** The banner frame that opens the free spins, over the grid they start from. */
export const freeSpinsBanner = (grid: string[][], count: number, extra = ''): BoardFrame =>
  frame(grid, { banner: t('slot.freeSpinsBanner', { count }), info: extra });

/** One spin of a payline game: its lines and scatters. */
export function lineSpinFrame(context: PlanContext, spin: SlotSpin, parts: Partial<BoardFrame> = {}): BoardFrame {
  return frame(spin.grid, {
    transition: 'SPIN',
    ...joinParts(lineParts(context, spin.lineWins), scatterParts(context, spin.grid, spin)),
    win: Number(spin.totalWin),
    ...parts,
  });
}
