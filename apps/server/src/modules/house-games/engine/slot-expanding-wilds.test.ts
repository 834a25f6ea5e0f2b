import { describe, expect, it } from 'vitest';
import type { RandomStream } from '../../../lib/fair-rng.ts';
import { createScriptedStream } from './scripted-stream.ts';
import { compileExpandingWildsGame, type ExpandingWildsGame } from './slot-expanding-wilds.ts';
import { playExpandingWildsRound } from './slot-expanding-wilds-round.ts';
import { computeExpandingWildsRtp } from './slot-expanding-wilds-rtp.ts';
import { PAYLINES_20 } from './slot-paylines.ts';

/** Grids (top, middle, bottom rows of five symbols) stacked into strips, so grid g shows when a reel stops at 3·g. */
function gridGame(grids: readonly (readonly string[])[]): ExpandingWildsGame {
  const rows = grids.map((grid) => grid.map((row) => row.split(' ')));
  return {
    id: 'test-expanding-wilds',
    version: 'test',
    symbols: ['W', 'A', 'B', 'C', 'X', 'Y', 'Z'].map((id) => ({ id, name: id })),
    reels: [0, 1, 2, 3, 4].map((reel) => rows.flatMap((grid) => grid.map((row) => row[reel]))),
    paylines: PAYLINES_20.slice(0, 10),
    coinsPerLine: 1,
    linePays: { A: { 3: 5, 4: 20, 5: 100 }, B: { 3: 4, 4: 10, 5: 50 }, C: { 3: 2, 4: 3, 5: 4 } },
    wild: 'W',
    expandingReels: [1, 2, 3],
  };
}

const PLAIN = ['A A A A A', 'B B B X C', 'X Y C C C'];
const WILD_ON_REEL_3 = ['X Y Z Y X', 'A A W Y X', 'Y X Z X Y'];
const WILDS_ON_REELS_2_AND_3 = ['X W Z Y X', 'Y Z W X Y', 'Z X Y Z X'];
const WILD_ON_REEL_4 = ['X Y Z W X', 'Y Z X Y Z', 'Z X Y X Y'];
const game = gridGame([PLAIN, WILD_ON_REEL_3, WILDS_ON_REELS_2_AND_3, WILD_ON_REEL_4]);
const bet = 10n;

const winsOf = (round: ReturnType<typeof playExpandingWildsRound>, spin: number) =>
  round.spins[spin].lineWins.map((win) => [win.line, win.direction, win.symbol, win.count, win.pay]);

describe('expanding wilds, lines paying both ways', () => {
  it('pays each line from both ends, a run of five once, and takes one stop per reel', () => {
    const stream = createScriptedStream([0, 0, 0, 0, 0]);
    const round = playExpandingWildsRound({ game, bet, stream });
    expect(round.spins).toHaveLength(1);
    expect(winsOf(round, 0)).toEqual([
      [0, 'LEFT_TO_RIGHT', 'B', 3, 4],
      [1, 'LEFT_TO_RIGHT', 'A', 5, 100],
      [2, 'RIGHT_TO_LEFT', 'C', 3, 2],
      [8, 'RIGHT_TO_LEFT', 'C', 3, 2],
    ]);
    expect(round.totalWin).toBe(108n);
    expect(round.coinValue).toBe(1n);
  });

  it('expands a wild to fill its reel, holds it and respins the other reels once', () => {
    const stream = createScriptedStream([3, 3, 3, 3, 3, 0, 0, 0, 0]);
    const round = playExpandingWildsRound({ game, bet, stream });
    expect(stream.requested).toHaveLength(9);
    const [paid, respin] = round.spins;
    expect(paid.newWildReels).toEqual([2]);
    expect(paid.landedGrid[2]).toEqual(['Z', 'W', 'Z']);
    expect(paid.grid[2]).toEqual(['W', 'W', 'W']);
    expect(paid.respinsLeft).toBe(1);
    expect(winsOf(round, 0)).toEqual([[0, 'LEFT_TO_RIGHT', 'A', 3, 5]]);
    expect(respin).toMatchObject({ isRespin: true, stops: [0, 0, null, 0, 0], heldReels: [2], respinsLeft: 0 });
    expect(respin.grid.map((column) => column.join(''))).toEqual(['ABX', 'ABY', 'WWW', 'AXC', 'ACC']);
    // The held reel stands in on every row: the V and the zigzag lines through its top and bottom rows pay too.
    expect(winsOf(round, 1)).toEqual([
      [0, 'LEFT_TO_RIGHT', 'B', 3, 4],
      [1, 'LEFT_TO_RIGHT', 'A', 5, 100],
      [2, 'RIGHT_TO_LEFT', 'C', 3, 2],
      [5, 'LEFT_TO_RIGHT', 'A', 3, 5],
      [5, 'RIGHT_TO_LEFT', 'C', 3, 2],
      [6, 'RIGHT_TO_LEFT', 'A', 3, 5],
      [8, 'RIGHT_TO_LEFT', 'C', 3, 2],
    ]);
    expect(round.totalWin).toBe(round.spins[0].win + round.spins[1].win);
  });

  it('gives one respin per new wild: two at once, then a third landing on a respin, three respins in all', () => {
    // Paid spin: wilds on reels 2 and 3. Respin 1: reel 4 lands its wild. Respins 2 and 3 draw reels 1 and 5 only.
    const stream = createScriptedStream([6, 6, 6, 0, 0, 0, 9, 0, 0, 0, 0, 0]);
    const round = playExpandingWildsRound({ game, bet, stream });
    expect(round.spins.map((spin) => [spin.newWildReels, spin.heldReels, spin.respinsLeft])).toEqual([
      [[1, 2], [], 2],
      [[3], [1, 2], 2],
      [[], [1, 2, 3], 1],
      [[], [1, 2, 3], 0],
    ]);
    expect(round.spins[3].stops).toEqual([0, null, null, null, 0]);
    expect(stream.requested).toHaveLength(12);
  });

  it('refuses a wild on the first or last reel and a bet that does not split over the 10 lines', () => {
    const wildOnReel1 = { ...game, id: 'wild-on-reel-1', reels: [['W', 'A', 'B'], ...game.reels.slice(1)] };
    expect(() => compileExpandingWildsGame(wildOnReel1)).toThrow(/reel 1 shows a wild/);
    expect(() => playExpandingWildsRound({ game, bet: 15n, stream: createScriptedStream([]) })).toThrow(RangeError);
    expect(() => playExpandingWildsRound({ game, bet: 0n, stream: createScriptedStream([]) })).toThrow(RangeError);
  });
});

/**
 * Every path of draws a round can take, with its probability: replay the round answering from a prefix (then 0s),
 * and advance the prefix like an odometer over the ranges the round asked for.
 */
function enumerateRounds(play: (stream: RandomStream) => bigint): { expectedWin: number; mass: number } {
  let draws: number[] = [];
  let expectedWin = 0;
  let mass = 0;
  // The small game has about 20,000 paths; a walk that never ended would fail here, not at the test's timeout.
  for (let paths = 0; ; paths += 1) {
    if (paths > 1_000_000) throw new Error('the enumeration did not end within 1,000,000 paths');
    const ranges: number[] = [];
    const stream = {
      nextInt: (range: number) => {
        ranges.push(range);
        return draws[ranges.length - 1] ?? 0;
      },
    } as RandomStream;
    const win = play(stream);
    const probability = ranges.reduce((p, range) => p / range, 1);
    expectedWin += probability * Number(win);
    mass += probability;
    draws = ranges.map((_, index) => draws[index] ?? 0);
    // The last draw not yet at its top value (each step moves left, so this ends within draws.length steps).
    let position = draws.length - 1;
    for (; position >= 0 && draws[position] === ranges[position] - 1; position -= 1);
    if (position < 0) return { expectedWin, mass };
    draws = [...draws.slice(0, position), draws[position] + 1];
  }
}

describe('exact RTP of expanding wilds', () => {
  // One expanding reel keeps the tree at about 20,000 paths; the titles' simulations cover several expanding reels.
  it('matches the enumeration of every paid spin and respin of a small game', () => {
    const small: ExpandingWildsGame = {
      ...gridGame([PLAIN]),
      id: 'small-expanding-wilds',
      reels: ['A B C'.split(' '), 'C A B'.split(' '), 'W A B C'.split(' '), 'A C B'.split(' '), 'C A B'.split(' ')],
      expandingReels: [2],
    };
    const { expectedWin, mass } = enumerateRounds(
      (stream) => playExpandingWildsRound({ game: small, bet, stream }).totalWin,
    );
    expect(mass).toBeCloseTo(1, 10);
    expect(expectedWin).toBeGreaterThan(0);
    expect(computeExpandingWildsRtp(small).totalRtp).toBeCloseTo(expectedWin / Number(bet), 12);
  });
});
