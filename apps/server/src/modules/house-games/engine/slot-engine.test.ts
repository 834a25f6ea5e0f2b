import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { createScriptedStream } from './scripted-stream.ts';
import { lineBetOf, playSlotRound, spinSlot } from './slot-engine.ts';
import { createGridGame, stopsForGrids } from './slot-test-game.ts';
import { LUCKY_DRAGON } from './slot-titles.ts';

const FILLER_TOP = 'X Y Z X Y';
const FILLER_BOTTOM = 'Z X Y Z X';

function spinMiddleRow(middle: string, { bet = 20n, isFreeSpin = false } = {}) {
  const game = createGridGame([[FILLER_TOP, middle, FILLER_BOTTOM]]);
  return spinSlot({ game, bet, stream: createScriptedStream(stopsForGrids([0])), isFreeSpin });
}

const simpleWins = (middle: string) =>
  spinMiddleRow(middle).lineWins.map(({ line, symbol, count, pay }) => ({ line, symbol, count, pay }));

describe('paylines', () => {
  it('draws one stop per reel with nextInt(strip length) and shows three consecutive positions, wrapping', () => {
    const stream = createScriptedStream([0, 5, 29, 10, 17]);
    const spin = spinSlot({ game: LUCKY_DRAGON, bet: 20n, stream });
    expect(stream.requested).toEqual(LUCKY_DRAGON.reels.map((reel) => reel.length));
    expect(spin.stops).toEqual([0, 5, 29, 10, 17]);
    spin.grid.forEach((column, reel) => {
      const strip = LUCKY_DRAGON.reels[reel];
      expect(column).toEqual([0, 1, 2].map((row) => strip[(spin.stops[reel] + row) % strip.length]));
    });
  });

  it('defines at least 20 distinct lines of five rows each', () => {
    const lines = LUCKY_DRAGON.paylines.map((rows) => rows.join(''));
    expect(lines.length).toBeGreaterThanOrEqual(20);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('pays a run of three from reel 1 on the line it lies on, and only that line', () => {
    expect(simpleWins('A A A X Y')).toEqual([{ line: 0, symbol: 'A', count: 3, pay: 5 }]);
  });

  it('pays only runs that start on reel 1 and are unbroken', () => {
    expect(simpleWins('X A A A A')).toEqual([]);
    expect(simpleWins('A A X A A')).toEqual([]);
    // Lines 15 and 16 share the middle row on reels 1 and 2, so a two-of-a-kind pays on all three lines.
    expect(simpleWins('B B X A A')).toEqual([0, 15, 16].map((line) => ({ line, symbol: 'B', count: 2, pay: 1 })));
  });

  it('follows the row index per reel (a V line)', () => {
    const game = createGridGame([['A Y Z Y A', 'X A Y A X', 'Z X A X Z']]);
    const spin = spinSlot({ game, bet: 20n, stream: createScriptedStream(stopsForGrids([0])) });
    expect(spin.lineWins.map(({ line, count }) => ({ line, count }))).toEqual([{ line: 3, count: 5 }]);
    expect(LUCKY_DRAGON.paylines[3]).toEqual([0, 1, 2, 1, 0]);
  });

  it('computes wins exactly in minor units: line bet = total bet / lines, win = line bet × pay', () => {
    expect(lineBetOf(LUCKY_DRAGON, 40n)).toBe(2n);
    const spin = spinMiddleRow('A A A A X', { bet: 40n });
    expect(spin.lineWins[0].win).toBe(40n);
    expect(spin.totalWin).toBe(40n);
  });

  it('refuses a bet that does not split evenly over the lines', () => {
    for (const bet of [0n, -20n, 30n]) expect(() => spinMiddleRow('X X X X X', { bet })).toThrow(RangeError);
    expect(() => lineBetOf(LUCKY_DRAGON, 20 as unknown as bigint)).toThrow(RangeError);
  });
});

describe('wild', () => {
  it('substitutes for the symbol it completes, wherever it stands in the run', () => {
    expect(simpleWins('W A W A X')).toEqual([{ line: 0, symbol: 'A', count: 4, pay: 20 }]);
    expect(simpleWins('A W A W A')).toEqual([{ line: 0, symbol: 'A', count: 5, pay: 100 }]);
  });

  it('pays its own line when a leading run of wilds is worth more than the symbol it completes', () => {
    expect(simpleWins('W W W C X')).toEqual([{ line: 0, symbol: 'W', count: 3, pay: 50 }]);
    expect(simpleWins('W W W W W')).toEqual([{ line: 0, symbol: 'W', count: 5, pay: 1000 }]);
  });

  it('does not substitute for the scatter', () => {
    expect(simpleWins('W S S S X')).toEqual([]);
    expect(simpleWins('S W W W W')).toEqual([]);
  });
});

describe('scatter', () => {
  it('pays by count anywhere on the grid, in multiples of the total bet, and awards free spins', () => {
    const game = createGridGame([['S X Y Z X', 'Y Z X Y S', 'X Y S X Y']]);
    const spin = spinSlot({ game, bet: 40n, stream: createScriptedStream(stopsForGrids([0])) });
    expect(spin.lineWins).toEqual([]);
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterWin).toBe(80n);
    expect(spin.freeSpinsAwarded).toBe(10);
    expect(spin.totalWin).toBe(80n);
  });

  it('pays nothing and awards nothing below three', () => {
    const spin = spinMiddleRow('S X S Y Z');
    expect([spin.scatterCount, spin.scatterWin, spin.freeSpinsAwarded]).toEqual([2, 0n, 0]);
  });
});

describe('free spins', () => {
  const trigger = ['S X Y Z X', 'Y Z S Y Z', 'X Y Z X S'];
  const win = [FILLER_TOP, 'A A A X Y', FILLER_BOTTOM];
  const blank = [FILLER_TOP, 'Y X Z Y X', FILLER_BOTTOM];

  it("multiplies every win during free spins by the title's free-spin multiplier", () => {
    const spin = spinMiddleRow('A A A X Y', { bet: 20n, isFreeSpin: true });
    expect(spin.lineWins[0].win).toBe(10n);
    expect(spin.winMultiplier).toBe(2);
  });

  it('plays the awarded free spins in the same round, at no cost, adding their wins', () => {
    const game = createGridGame([trigger, win, blank]);
    const stream = createScriptedStream(stopsForGrids([0, 1, ...Array(9).fill(2)]));
    const round = playSlotRound({ game, bet: 20n, stream });
    expect(round.freeSpins).toHaveLength(10);
    expect(round.freeSpins.every((spin) => spin.isFreeSpin)).toBe(true);
    expect(round.baseSpin.totalWin).toBe(40n);
    expect(round.freeSpins[0].totalWin).toBe(10n);
    expect(round.totalWin).toBe(50n);
  });

  it('retriggers: scatters during free spins add more free spins', () => {
    const game = createGridGame([trigger, blank]);
    const spins = [0, 1, 1, 0, ...Array(17).fill(1)];
    const round = playSlotRound({ game, bet: 20n, stream: createScriptedStream(stopsForGrids(spins)) });
    expect(round.freeSpins).toHaveLength(20);
    expect(round.freeSpins[2].freeSpinsAwarded).toBe(10);
    expect(round.freeSpins[2].scatterWin).toBe(80n);
  });

  it('caps the free spins of one round, retriggers included', () => {
    const game = createGridGame([trigger, blank]);
    const spins = [0, 0, 0, ...Array(23).fill(1)];
    const round = playSlotRound({ game, bet: 20n, stream: createScriptedStream(stopsForGrids(spins)) });
    expect(round.freeSpins).toHaveLength(25);
  });

  it('replays identically from the same seeds and nonce', () => {
    const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'replay', nonce: 42 };
    const first = playSlotRound({ game: LUCKY_DRAGON, bet: 100n, stream: createOutcomeStream(seeds) });
    const again = playSlotRound({ game: LUCKY_DRAGON, bet: 100n, stream: createOutcomeStream(seeds) });
    expect(again).toEqual(first);
  });
});
