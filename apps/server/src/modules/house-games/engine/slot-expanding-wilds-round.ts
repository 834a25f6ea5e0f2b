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
  /** In coins. */
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
  /** bet / (lines × coinsPerLine): every pay is a whole number of coins. */
  coinValue: bigint;
  /** The paid spin, then every respin. */
  spins: ExpandingWildsSpin[];
  totalWin: bigint;
};

export function coinValueOf(coinsPerBet: number, bet: bigint): bigint {
  const coins = BigInt(coinsPerBet);
  if (typeof bet !== 'bigint' || bet <= 0n || bet % coins !== 0n)
    throw new RangeError(`bet must be a positive multiple of ${coins} minor units (one per coin), got ${String(bet)}`);
  return bet / coins;
}

// Local copies and scratch buffers: under tsx and vitest an imported binding is a getter call, and rounds run one at
// a time, so reusing the buffers keeps the simulation loop allocation-light.
const payBothWays = evaluateBothWays;
const windowShowsWild = showsWild;
const cells = new Uint8Array(REELS * ROWS);
const lineSymbols = new Uint8Array(REELS);
const outcome: BothWaysOutcome = {
  leftSymbol: 0,
  leftCount: 0,
  leftPay: 0,
  rightSymbol: 0,
  rightCount: 0,
  rightPay: 0,
};

function pushWin(
  wins: ExpandingWildsLineWin[],
  line: number,
  direction: LineDirection,
  fields: [string, number, number],
  coinValue: bigint,
): void {
  const [symbol, count, pay] = fields;
  wins.push({ line, direction, symbol, count, pay, win: coinValue * BigInt(pay) });
}

/** Pays every line both ways on `cells`; returns the total in line bets and fills `wins`. */
function payLines(compiled: CompiledExpandingWildsGame, coinValue: bigint, wins: ExpandingWildsLineWin[]): number {
  const { paylineRows, lineCount, symbolIds } = compiled;
  let total = 0;
  for (let line = 0; line < lineCount; line += 1) {
    for (let reel = 0; reel < REELS; reel += 1)
      lineSymbols[reel] = cells[reel * ROWS + paylineRows[line * REELS + reel]];
    const pay = payBothWays(compiled, lineSymbols, outcome);
    if (pay === 0) continue;
    total += pay;
    const { leftSymbol, leftCount, leftPay, rightSymbol, rightCount, rightPay } = outcome;
    if (leftPay > 0) pushWin(wins, line, 'LEFT_TO_RIGHT', [symbolIds[leftSymbol], leftCount, leftPay], coinValue);
    if (rightPay > 0) pushWin(wins, line, 'RIGHT_TO_LEFT', [symbolIds[rightSymbol], rightCount, rightPay], coinValue);
  }
  return total;
}

/**
 * One spin: every reel not held draws `nextInt(strip length)`, reels 1→5 (held reels draw nothing); an expanding
 * reel whose window shows a wild becomes wild from top to bottom, and the lines are paid on the expanded grid.
 */
function spinOnce({
  compiled,
  held,
  coinValue,
  stream,
  isRespin,
}: {
  compiled: CompiledExpandingWildsGame;
  held: boolean[];
  coinValue: bigint;
  stream: RandomStream;
  isRespin: boolean;
}): ExpandingWildsSpin {
  const { strips, symbolIds, wild, isExpanding } = compiled;
  const wildId = symbolIds[wild];
  const stops: (number | null)[] = [];
  const landedGrid: string[][] = [];
  const grid: string[][] = [];
  const heldReels: number[] = [];
  const newWildReels: number[] = [];
  for (let reel = 0; reel < REELS; reel += 1) {
    const strip = strips[reel];
    const stop = held[reel] ? null : stream.nextInt(strip.length);
    stops.push(stop);
    const isWild = stop === null || (isExpanding[reel] && windowShowsWild(compiled, reel, stop));
    if (stop === null) heldReels.push(reel);
    else if (isWild) newWildReels.push(reel);
    const landedColumn: string[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      const landed = stop === null ? wild : strip[(stop + row) % strip.length];
      landedColumn.push(symbolIds[landed]);
      cells[reel * ROWS + row] = isWild ? wild : landed;
    }
    landedGrid.push(landedColumn);
    grid.push(isWild ? [wildId, wildId, wildId] : landedColumn.slice());
  }
  const lineWins: ExpandingWildsLineWin[] = [];
  const pay = payLines(compiled, coinValue, lineWins);
  const win = pay === 0 ? 0n : coinValue * BigInt(pay);
  return { isRespin, stops, landedGrid, grid, heldReels, newWildReels, lineWins, win, respinsLeft: 0 };
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
  const coinValue = coinValueOf(compiled.coinsPerBet, bet);
  const held = new Array<boolean>(REELS).fill(false);
  const spins: ExpandingWildsSpin[] = [];
  let respinsLeft = 0;
  let totalWin = 0n;
  do {
    const spin = spinOnce({ compiled, held, coinValue, stream, isRespin: spins.length > 0 });
    if (spins.length > 0) respinsLeft -= 1;
    for (const reel of spin.newWildReels) held[reel] = true;
    respinsLeft += spin.newWildReels.length;
    spin.respinsLeft = respinsLeft;
    spins.push(spin);
    totalWin += spin.win;
  } while (respinsLeft > 0);
  return { bet, coinValue, spins, totalWin };
}
