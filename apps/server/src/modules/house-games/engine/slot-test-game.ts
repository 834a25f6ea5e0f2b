import { PAYLINES_20 } from './slot-paylines.ts';
import type { SlotGameDefinition } from './slot-types.ts';

/**
 * Test fixture: a game whose strips are the given grids stacked, so grid g shows when every reel stops at 3·g.
 * Grids are written as three rows (top, middle, bottom) of five space-separated symbols. X, Y, Z never pay.
 */
export function createGridGame(
  grids: readonly (readonly string[])[],
  freeSpins?: Partial<SlotGameDefinition['freeSpins']>,
): SlotGameDefinition {
  const rows = grids.map((grid) => grid.map((row) => row.split(' ')));
  const reels = [0, 1, 2, 3, 4].map((reel) => rows.flatMap((grid) => grid.map((row) => row[reel])));
  return {
    id: 'test-grid-game',
    title: 'Test Grid Game',
    version: 'test',
    theme: 'test',
    volatility: 'medium',
    declaredRtp: 0,
    symbols: ['W', 'S', 'A', 'B', 'C', 'X', 'Y', 'Z'].map((id) => ({ id, name: id })),
    reels,
    paylines: PAYLINES_20,
    linePays: {
      W: { 3: 50, 4: 200, 5: 1000 },
      A: { 3: 5, 4: 20, 5: 100 },
      B: { 2: 1, 3: 4, 4: 10, 5: 50 },
      C: { 3: 2, 4: 3, 5: 4 },
    },
    wild: 'W',
    scatter: 'S',
    scatterPays: { 3: 2, 4: 10, 5: 100 },
    freeSpins: { awards: { 3: 10, 4: 15 }, maxPerRound: 25, winMultiplier: 2, ...freeSpins },
  };
}

/** Reel stops that show the given grid indexes one spin after another. */
export function stopsForGrids(gridIndexes: readonly number[]): number[] {
  return gridIndexes.flatMap((grid) => [3 * grid, 3 * grid, 3 * grid, 3 * grid, 3 * grid]);
}
