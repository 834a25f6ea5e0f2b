import { describe, expect, it } from 'vitest';
import { createScriptedStream } from './scripted-stream.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { computeExpandingRtp, computeExpansionReturn, reelCountDistribution } from './slot-expanding-rtp.ts';
import {
  createExpandingTitle,
  expandSymbol,
  playExpandingRound,
  type ExpandingSymbolGameDefinition,
} from './slot-expanding.ts';
import { createGridGame, stopsForGrids } from './slot-test-game.ts';

function expandingGame(grids: readonly (readonly string[])[]): ExpandingSymbolGameDefinition {
  return {
    ...createGridGame(grids, { awards: { 3: 2 }, maxPerRound: 3, winMultiplier: 2 }),
    expandingSymbols: ['A', 'B', 'C'],
    featureBuy: { priceInBets: 40, freeSpins: 1 },
  };
}

const GRIDS = [
  ['S X S X S', 'X Y X Y X', 'Y X Y X Y'],
  // A on reels 1, 3 and 5 only: no ordinary line win, but three reels for the expansion.
  ['A X X X X', 'X Y A Y X', 'Y X Y X A'],
  ['X X X X X', 'Y Y Y Y Y', 'Z Z Z Z Z'],
];

describe('expanding symbol (book-style free spins)', () => {
  it('expands a symbol on enough reels, adjacent or not, and pays it on every line', () => {
    const definition = expandingGame(GRIDS);
    const grid = [0, 1, 2, 3, 4].map((reel) => GRIDS[1].map((row) => row.split(' ')[reel]));
    // Three reels of A pay 5 line bets on each of 20 lines: bet × 5, times the free-spin multiplier 2.
    expect(expandSymbol(definition, { grid, symbol: 'A', bet: 20n })).toEqual({
      symbol: 'A',
      reels: [0, 2, 4],
      pay: 5,
      win: 200n,
    });
    expect(expandSymbol(definition, { grid, symbol: 'B', bet: 20n })).toBeNull();
  });

  it("does not count wilds toward the expansion, and expands from a symbol's smallest paying count", () => {
    const definition = expandingGame(GRIDS);
    const grid = [
      ['A', 'B', 'Y'],
      ['W', 'X', 'Y'],
      ['A', 'X', 'Y'],
      ['X', 'Y', 'Z'],
      ['X', 'B', 'Z'],
    ];
    // A shows on two reels (the wild on reel 2 does not count) and pays from three: no expansion.
    expect(expandSymbol(definition, { grid, symbol: 'A', bet: 20n })).toBeNull();
    // B pays from two, so reels 1 and 5 expand: 1 line bet × 20 lines × the free-spin multiplier 2.
    expect(expandSymbol(definition, { grid, symbol: 'B', bet: 20n })).toEqual({
      symbol: 'B',
      reels: [0, 4],
      pay: 1,
      win: 40n,
    });
  });

  it('draws the symbol after the paid spin and before the free spins, and keeps it through retriggers', () => {
    const definition = expandingGame(GRIDS);
    const stream = createScriptedStream([...stopsForGrids([0]), 0, ...stopsForGrids([1, 0, 2])]);
    const { totalWin, detail } = playExpandingRound(definition, { bet: 20n, stream });
    expect(detail.expandingSymbol).toBe('A');
    expect(stream.requested.slice(0, 6)).toEqual([9, 9, 9, 9, 9, 3]);
    // Base: scatter 2 bets = 40. Free spin 1: expansion 200. Free spin 2: scatters again (×2) = 80 and a retrigger
    // that the cap of 3 cuts to one more spin. Free spin 3: nothing.
    expect(detail.freeSpins.map((spin) => spin.totalWin)).toEqual([200n, 80n, 0n]);
    expect(detail.freeSpins[0].expansion?.reels).toEqual([0, 2, 4]);
    expect(detail.freeSpins[1].expansion).toBeNull();
    expect(totalWin).toBe(320n);
  });

  it('draws nothing more when the paid spin does not trigger', () => {
    const stream = createScriptedStream(stopsForGrids([2]));
    const { detail } = playExpandingRound(expandingGame(GRIDS), { bet: 20n, stream });
    expect(detail.expandingSymbol).toBeNull();
    expect(stream.requested).toHaveLength(5);
  });

  it('starts a bought round with the symbol draw and the bought spins, for a stake of bet × price', () => {
    const title = createExpandingTitle(expandingGame(GRIDS), { featureBuyRtp: 0 });
    const stream = createScriptedStream([0, ...stopsForGrids([1])]);
    const round = title.play({ bet: 20n, stream, buyFeature: true });
    expect(round.stake).toBe(800n);
    expect(round.totalWin).toBe(200n);
    expect((round.detail as { baseSpin: unknown }).baseSpin).toBeNull();
    expect(() => title.play({ bet: 25n, stream: createScriptedStream([]) })).toThrow(RangeError);
  });

  it('replays the same round from the same stream', () => {
    const title = createExpandingTitle(expandingGame(GRIDS), { featureBuyRtp: 0 });
    const playOnce = () => title.play({ bet: 40n, stream: createSimulationStream(8), buyFeature: true });
    expect(playOnce()).toEqual(playOnce());
  });
});

describe('exact expanding RTP', () => {
  it('counts the reels a symbol shows on as independent chances', () => {
    const definition = expandingGame(GRIDS);
    // A stands once on the strips of reels 1, 3 and 5, so 3 of their 9 stops show it; never on reels 2 and 4.
    const distribution = reelCountDistribution(definition, 'A');
    expect(distribution[3]).toBeCloseTo((1 / 3) ** 3, 15);
    expect(distribution[4]).toBe(0);
    expect(computeExpansionReturn(definition, 'A')).toBeCloseTo(5 * (1 / 3) ** 3, 15);
  });

  it('matches a long simulation of bought rounds', () => {
    const definition = expandingGame(GRIDS);
    const { featureBuyRtp } = computeExpandingRtp(definition);
    const stream = createSimulationStream(77);
    let returned = 0;
    const rounds = 100_000;
    for (let round = 0; round < rounds; round += 1)
      returned += Number(playExpandingRound(definition, { bet: 20n, stream, buyFeature: true }).totalWin) / 800;
    expect(Math.abs(returned / rounds - featureBuyRtp!)).toBeLessThan(0.003);
  });
});
