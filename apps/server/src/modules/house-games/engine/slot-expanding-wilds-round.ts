import type { RandomStream } from '../../../lib/fair-rng.ts';
import {
  compileExpandingWildsGame,
  evaluateBothWays,
  showsWild,
  type BothWaysOutcome,
  type CompiledExpandingWildsGame,
  type ExpandingWildsGame,
} from './slot-expanding-wilds.ts';
import { SLOT_REEL_COUNT, SLOT_ROW_COUNT } from './slot-types.ts';

const REELS = SLOT_REEL_COUNT;
const ROWS = SLOT_ROW_COUNT;

export type LineDirection = 'LEFT_TO_RIGHT' | 'RIGHT_TO_LEFT';
export type ExpandingWildsLineWin = {
  line: number;
  direction: LineDirection;
  symbol: string;
  count: number;
  /** In line bets. */
  pay: number;
  win: bigint;
};

export type ExpandingWildsSpin = {
  isRespin: boolean;
  /** One stop per reel; null for a reel held wild, which draws nothing. */
  stops: (number | null)[];
  /** grid[reel][row] as the reels stopped, held reels shown all wild. */
  landedGrid: string[][];
  /** The grid the lines are paid on: every reel that shows a wild is wild from top to bottom. */
  grid: string[][];
  /** Reels held wild from earlier spins of the round. */
  heldReels: number[];
  /** Reels whose wild landed on this spin and expanded: each adds one respin. */
  newWildReels: number[];
  lineWins: ExpandingWildsLineWin[];
  win: bigint;
  /** Respins still to play after this spin. */
  respinsLeft: number;
};

export type ExpandingWildsRound = {
  bet: bigint;
  lineBet: bigint;
  /** The paid spin, then every respin. */
  spins: ExpandingWildsSpin[];
  totalWin: bigint;
};

export function lineBetOfLines(lineCount: number, bet: bigint): bigint {
  const lines = BigInt(lineCount);
  if (typeof bet !== 'bigint' || bet <= 0n || bet % lines !== 0n)
    throw new RangeError(`bet must be a positive multiple of ${lines} minor units (one per line), got ${String(bet)}`);
  return bet / lines;
}

const lineSymbols = new Uint8Array(REELS);
const outcome: BothWaysOutcome = {
  leftSymbol: 0,
  leftCount: 0,
  leftPay: 0,
  rightSymbol: 0,
  rightCount: 0,
  rightPay: 0,
};

function payLines(compiled: CompiledExpandingWildsGame, cells: Uint8Array, lineBet: bigint): ExpandingWildsLineWin[] {
  const { paylineRows, lineCount, symbolIds } = compiled;
  const wins: ExpandingWildsLineWin[] = [];
  for (let line = 0; line < lineCount; line += 1) {
    for (let reel = 0; reel < REELS; reel += 1)
      lineSymbols[reel] = cells[reel * ROWS + paylineRows[line * REELS + reel]];
    if (evaluateBothWays(compiled, lineSymbols, outcome) === 0) continue;
    const { leftSymbol, leftCount, leftPay, rightSymbol, rightCount, rightPay } = outcome;
    if (leftPay > 0) {
      const win = lineBet * BigInt(leftPay);
      wins.push({
        line,
        direction: 'LEFT_TO_RIGHT',
        symbol: symbolIds[leftSymbol],
        count: leftCount,
        pay: leftPay,
        win,
      });
    }
    if (rightPay > 0) {
      const win = lineBet * BigInt(rightPay);
      wins.push({
        line,
        direction: 'RIGHT_TO_LEFT',
        symbol: symbolIds[rightSymbol],
        count: rightCount,
        pay: rightPay,
        win,
      });
    }
  }
  return wins;
}

/**
 * One spin: every reel not held draws `nextInt(strip length)`, reels 1→5 (held reels draw nothing); an expanding
 * reel whose window shows a wild becomes wild from top to bottom, and the lines are paid on the expanded grid.
 */
function spinOnce({
  compiled,
  held,
  lineBet,
  stream,
  isRespin,
}: {
  compiled: CompiledExpandingWildsGame;
  held: boolean[];
  lineBet: bigint;
  stream: RandomStream;
  isRespin: boolean;
}): Omit<ExpandingWildsSpin, 'respinsLeft'> {
  const { strips, symbolIds, wild, isExpanding } = compiled;
  const cells = new Uint8Array(REELS * ROWS);
  const stops: (number | null)[] = [];
  const landedGrid: string[][] = [];
  const heldReels: number[] = [];
  const newWildReels: number[] = [];
  for (let reel = 0; reel < REELS; reel += 1) {
    const strip = strips[reel];
    const stop = held[reel] ? null : stream.nextInt(strip.length);
    stops.push(stop);
    if (stop === null) heldReels.push(reel);
    else if (isExpanding[reel] && showsWild(compiled, reel, stop)) newWildReels.push(reel);
    const column: string[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      const landed = stop === null ? wild : strip[(stop + row) % strip.length];
      column.push(symbolIds[landed]);
      cells[reel * ROWS + row] = stop === null || newWildReels.includes(reel) ? wild : landed;
    }
    landedGrid.push(column);
  }
  const grid = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_unused, row) => symbolIds[cells[reel * ROWS + row]]),
  );
  const lineWins = payLines(compiled, cells, lineBet);
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0n);
  return { isRespin, stops, landedGrid, grid, heldReels, newWildReels, lineWins, win };
}

/**
 * A round from one stream: the paid spin, then one respin for every wild that lands and expands, its reel held wild
 * for the rest of the round. Each expanding reel can add a respin only once, so a round has at most as many respins
 * as expanding reels (3 on reels 2–4).
 */
export function playExpandingWildsRound({
  game,
  bet,
  stream,
}: {
  game: ExpandingWildsGame;
  bet: bigint;
  stream: RandomStream;
}): ExpandingWildsRound {
  const compiled = compileExpandingWildsGame(game);
  const lineBet = lineBetOfLines(compiled.lineCount, bet);
  const held = new Array<boolean>(REELS).fill(false);
  const spins: ExpandingWildsSpin[] = [];
  let respinsLeft = 0;
  let totalWin = 0n;
  do {
    const spin = spinOnce({ compiled, held, lineBet, stream, isRespin: spins.length > 0 });
    if (spins.length > 0) respinsLeft -= 1;
    for (const reel of spin.newWildReels) held[reel] = true;
    respinsLeft += spin.newWildReels.length;
    spins.push({ ...spin, respinsLeft });
    totalWin += spin.win;
  } while (respinsLeft > 0);
  return { bet, lineBet, spins, totalWin };
}
