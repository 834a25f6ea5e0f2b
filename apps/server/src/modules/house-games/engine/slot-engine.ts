import type { RandomStream } from '../../../lib/fair-rng.ts';
import { compileSlotGame, evaluateLine, type CompiledSlotGame, type LineOutcome } from './slot-compile.ts';
import {
  SLOT_REEL_COUNT,
  SLOT_ROW_COUNT,
  type SlotGameDefinition,
  type SlotLineWin,
  type SlotRoundResult,
  type SlotSpinResult,
} from './slot-types.ts';

// Local copies: under tsx and vitest an imported binding is a getter call, which dominated the spin loop.
const REELS = SLOT_REEL_COUNT;
const ROWS = SLOT_ROW_COUNT;
const payLine = evaluateLine;

// Scratch buffers: spins run synchronously one at a time, so reusing them keeps the hot loop allocation-light.
const cells = new Uint8Array(SLOT_REEL_COUNT * SLOT_ROW_COUNT);
const lineSymbols = new Uint8Array(SLOT_REEL_COUNT);
const lineOutcome: LineOutcome = { symbol: 0, count: 0 };

/** The total bet must split evenly over the lines so every line win is an exact integer of minor units. */
export function lineBetOf(game: SlotGameDefinition, bet: bigint): bigint {
  const lines = BigInt(game.paylines.length);
  if (typeof bet !== 'bigint' || bet <= 0n || bet % lines !== 0n) {
    throw new RangeError(`bet must be a positive multiple of ${lines} minor units (one per line), got ${String(bet)}`);
  }
  return bet / lines;
}

function spinCompiled(
  game: CompiledSlotGame,
  bet: bigint,
  lineBet: bigint,
  stream: RandomStream,
  isFreeSpin: boolean,
): SlotSpinResult {
  const { strips, symbolIds, paylineCells, lineCount, scatter } = game;
  const stops: number[] = [];
  const grid: string[][] = [];
  let scatterCount = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    const strip = strips[reel];
    const stop = stream.nextInt(strip.length);
    stops.push(stop);
    const column: string[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      const symbol = strip[(stop + row) % strip.length];
      cells[reel * ROWS + row] = symbol;
      column.push(symbolIds[symbol]);
      if (symbol === scatter) scatterCount += 1;
    }
    grid.push(column);
  }
  const winMultiplier = isFreeSpin ? game.definition.freeSpins.winMultiplier : 1;
  const lineWins: SlotLineWin[] = [];
  // Pays are summed as small integers and turned into bigint once, since bigint operations allocate.
  let linePayTotal = 0;
  for (let line = 0; line < lineCount; line += 1) {
    for (let reel = 0; reel < REELS; reel += 1) lineSymbols[reel] = cells[paylineCells[line * REELS + reel]];
    const pay = payLine(game, lineSymbols, lineOutcome);
    if (pay === 0) continue;
    linePayTotal += pay;
    lineWins.push({
      line,
      symbol: symbolIds[lineOutcome.symbol],
      count: lineOutcome.count,
      pay,
      win: lineBet * BigInt(pay * winMultiplier),
    });
  }
  const scatterPay = game.scatterPays[scatterCount];
  const scatterWin = scatterPay === 0 ? 0n : bet * BigInt(scatterPay * winMultiplier);
  const lineTotal = linePayTotal === 0 ? 0n : lineBet * BigInt(linePayTotal * winMultiplier);
  return {
    isFreeSpin,
    stops,
    grid,
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded: game.freeSpinAwards[scatterCount],
    winMultiplier,
    totalWin: scatterPay === 0 ? lineTotal : lineTotal + scatterWin,
  };
}

/** One spin: five reel stops drawn in reel order with stream.nextInt(strip length). `bet` is the total bet. */
export function spinSlot({
  game,
  bet,
  stream,
  isFreeSpin = false,
}: {
  game: SlotGameDefinition;
  bet: bigint;
  stream: RandomStream;
  isFreeSpin?: boolean;
}): SlotSpinResult {
  return spinCompiled(compileSlotGame(game), bet, lineBetOf(game, bet), stream, isFreeSpin);
}

/**
 * A whole round from one stream: the paid spin, then every free spin it triggers (retriggers included, capped at
 * maxPerRound in total), so the round is one debit and one credit and is recomputable from its seeds and nonce.
 */
export function playSlotRound({
  game,
  bet,
  stream,
}: {
  game: SlotGameDefinition;
  bet: bigint;
  stream: RandomStream;
}): SlotRoundResult {
  const compiled = compileSlotGame(game);
  const lineBet = lineBetOf(game, bet);
  const cap = game.freeSpins.maxPerRound;
  const baseSpin = spinCompiled(compiled, bet, lineBet, stream, false);
  const freeSpins: SlotSpinResult[] = [];
  let totalWin = baseSpin.totalWin;
  let awarded = Math.min(cap, baseSpin.freeSpinsAwarded);
  while (freeSpins.length < awarded) {
    const spin = spinCompiled(compiled, bet, lineBet, stream, true);
    freeSpins.push(spin);
    totalWin += spin.totalWin;
    awarded = Math.min(cap, awarded + spin.freeSpinsAwarded);
  }
  return { gameId: game.id, gameVersion: game.version, bet, lineBet, baseSpin, freeSpins, totalWin };
}
