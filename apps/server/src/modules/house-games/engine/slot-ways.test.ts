import { describe, expect, it } from 'vitest';
import { createScriptedStream } from './scripted-stream.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { playWaysRound, spinWays } from './slot-ways-round.ts';
import {
  computeScatterDistribution,
  computeWaysReturn,
  computeWaysRtp,
  expectedFreeSpinsFrom,
} from './slot-ways-rtp.ts';
import { compileWaysGame, creditOf, type WaysGameDefinition } from './slot-ways.ts';

/** Grids (three rows of five symbols, top first) stacked into strips, so grid g shows when every reel stops at 3·g. */
function gridWaysGame(grids: readonly (readonly string[])[], overrides: Partial<WaysGameDefinition> = {}) {
  const rows = grids.map((grid) => grid.map((row) => row.split(' ')));
  const reels = [0, 1, 2, 3, 4].map((reel) => rows.flatMap((grid) => grid.map((row) => row[reel])));
  const definition: WaysGameDefinition = {
    id: 'test-ways',
    title: 'Test Ways',
    version: 'test',
    theme: 'test',
    volatility: 'medium',
    rows: 3,
    betUnit: 10,
    symbols: ['W', 'W2', 'W3', 'S', 'A', 'B', 'X'].map((id) => ({ id, name: id })),
    baseReels: reels,
    freeSpinReels: reels,
    wilds: { W: 1, W2: 2, W3: 3 },
    scatter: 'S',
    pays: { A: { 3: 5, 4: 10, 5: 20 }, B: { 2: 1, 3: 2, 4: 4, 5: 8 } },
    scatterPays: { 3: 2 },
    freeSpins: { awards: { 3: 2 }, maxPerRound: 4, winMultiplier: 3 },
    ...overrides,
  };
  return definition;
}

const stopsFor = (grids: readonly number[]): number[] => grids.flatMap((grid) => [0, 1, 2, 3, 4].map(() => 3 * grid));

describe('ways evaluation', () => {
  it('counts a symbol on adjacent reels from reel 1 as the product of its cells per reel', () => {
    const definition = gridWaysGame([['A A X X X', 'A X A B X', 'X A A X X']]);
    const game = compileWaysGame(definition);
    const spin = spinWays(game, {
      bet: 100n,
      credit: 10n,
      stream: createScriptedStream(stopsFor([0])),
      isFreeSpin: false,
    });
    // A: 2 on reel 1, 2 on reel 2, 2 on reel 3, none on reel 4 → 3 of a kind, 8 ways, 5 credits each.
    expect(spin.wins).toEqual([{ symbol: 'A', count: 3, ways: 8, weightedWays: 8, pay: 5, win: 400n }]);
    expect(spin.totalWin).toBe(400n);
  });

  it('lets a wild stand in on reels 2–4, and multiplies a way by the product of its wilds', () => {
    const definition = gridWaysGame([['B W2 W3 B X', 'X B X X X', 'X X X X X']]);
    const game = compileWaysGame(definition);
    const spin = spinWays(game, {
      bet: 100n,
      credit: 10n,
      stream: createScriptedStream(stopsFor([0])),
      isFreeSpin: false,
    });
    // B × (B + W2) × W3 × B: ways 1·2·1·1 = 2; weighted 1·(1+2)·3·1 = 9; 4 of a kind pays 4 credits.
    expect(spin.wins).toEqual([{ symbol: 'B', count: 4, ways: 2, weightedWays: 9, pay: 4, win: 360n }]);
  });

  it('never lets a scatter pay by ways, counts it anywhere and applies the free-spin multiplier', () => {
    const definition = gridWaysGame([['S X S X S', 'B B X X X', 'X X X X X']]);
    const game = compileWaysGame(definition);
    const spin = spinWays(game, {
      bet: 100n,
      credit: 10n,
      stream: createScriptedStream(stopsFor([0])),
      isFreeSpin: true,
    });
    expect(spin.scatterCount).toBe(3);
    expect(spin.wins).toEqual([{ symbol: 'B', count: 2, ways: 1, weightedWays: 1, pay: 1, win: 30n }]);
    expect(spin.scatterWin).toBe(600n);
    expect(spin.freeSpinsAwarded).toBe(2);
    expect(spin.totalWin).toBe(630n);
  });

  it('refuses a wild on reel 1 and a bet that is not a positive multiple of betUnit', () => {
    expect(() => compileWaysGame(gridWaysGame([['W X X X X', 'X X X X X', 'X X X X X']]))).toThrow(/reel 1/);
    expect(() => creditOf(10, 15n)).toThrow(RangeError);
    expect(() => creditOf(10, 0n)).toThrow(RangeError);
    expect(creditOf(10, 30n)).toBe(3n);
  });
});

describe('ways round', () => {
  const definition = gridWaysGame([
    ['S X S X S', 'A A A X X', 'X X X X X'],
    ['X X X X X', 'X X X X X', 'X X X X X'],
    ['S X S X S', 'X X X X X', 'X X X X X'],
  ]);

  it('plays the free spins a trigger awards, retriggers included, up to the round cap, in stream order', () => {
    const stream = createScriptedStream(stopsFor([0, 1, 2, 2, 1, 1]));
    const { totalWin, detail } = playWaysRound(definition, { bet: 100n, stream });
    // Base: A×3 one way (5 credits) + scatter 2 bets = 50 + 200; free spins: nothing, retrigger ×2 (scatter 3 × 200).
    expect(detail.baseSpin.totalWin).toBe(250n);
    expect(detail.freeSpins.map((spin) => spin.totalWin)).toEqual([0n, 600n, 600n, 0n]);
    expect(detail.freeSpins).toHaveLength(4);
    expect(totalWin).toBe(1450n);
    expect(stream.requested).toHaveLength(25);
  });

  it('replays the same round from the same stream', () => {
    const playOnce = () => playWaysRound(definition, { bet: 50n, stream: createSimulationStream(99) });
    expect(playOnce()).toEqual(playOnce());
  });
});

describe('exact ways RTP', () => {
  it('matches a brute force over every stop combination, wild multipliers and scatters included', () => {
    const definition = gridWaysGame([
      ['A B X A S', 'B W2 A B A', 'X A W3 X B'],
      ['B X B W A', 'A A X B X', 'S B A A B'],
    ]);
    const game = compileWaysGame(definition);
    const length = definition.baseReels[0].length;
    let returned = 0n;
    let combinations = 0;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === 5) {
        const stream = createScriptedStream(stops);
        returned += spinWays(game, { bet: 10n, credit: 1n, stream, isFreeSpin: false }).totalWin;
        combinations += 1;
        return;
      }
      for (let stop = 0; stop < length; stop += 1) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    const scatterReturn = computeScatterDistribution(game.scatter, 3, game.baseStrips).reduce(
      (sum, p, count) => sum + p * game.scatterPays[count],
      0,
    );
    const exact = computeWaysReturn(game, game.baseStrips) + scatterReturn;
    expect(Number(returned) / 10 / combinations).toBeCloseTo(exact, 12);
  });

  it('counts free spins with retriggers as the closed form a / (1 − p·a) when the cap is far away', () => {
    const expected = expectedFreeSpinsFrom({ cap: 500, awards: [0, 0, 4], scatterProbabilities: [0.85, 0.05, 0.1] });
    expect(expected(4)).toBeCloseTo(4 / (1 - 0.1 * 4), 9);
    const capped = expectedFreeSpinsFrom({ cap: 6, awards: [0, 0, 4], scatterProbabilities: [0.9, 0, 0.1] });
    // 4 spins; a retrigger in any of them lifts the total to the cap of 6 (one more retrigger adds nothing).
    expect(capped(4)).toBeCloseTo(4 + 2 * (1 - 0.9 ** 4), 12);
  });

  it('adds E[free spins] × one free spin’s return to the paid spin (Wald), matching a long simulation', () => {
    const definition = gridWaysGame([
      ['S A S X S', 'B W2 A B A', 'X A W3 X B'],
      ['B X B W A', 'A S X S X', 'S B A A B'],
    ]);
    const { totalRtp } = computeWaysRtp(definition);
    const stream = createSimulationStream(4242);
    const rounds = 100_000;
    let returned = 0;
    for (let round = 0; round < rounds; round += 1)
      returned += Number(playWaysRound(definition, { bet: 10n, stream }).totalWin) / 10;
    expect(Math.abs(returned / rounds - totalRtp) / totalRtp).toBeLessThan(0.02);
  });
});
