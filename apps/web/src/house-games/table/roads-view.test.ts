import { describe, expect, it } from 'vitest';
import { ROAD_CELL, roadColumns, roadsView } from './roads-view.ts';
import type { BaccaratRoads, BigRoadCell } from './table-types.ts';

const big = (column: number, row: number, outcome: BigRoadCell['outcome']): BigRoadCell => ({
  column,
  row,
  outcome,
  ties: 0,
  isPlayerPair: false,
  isBankerPair: false,
});

// B, P, then four B: the big road's third column runs four down.
const roads: BaccaratRoads = {
  beadRoad: ['BANKER', 'PLAYER', 'BANKER', 'BANKER', 'BANKER', 'BANKER'].map((outcome, index) => ({
    column: Math.floor(index / 6),
    row: index % 6,
    outcome: outcome as 'BANKER' | 'PLAYER',
    isPlayerPair: false,
    isBankerPair: false,
    isNatural: false,
  })),
  bigRoad: [big(0, 0, 'BANKER'), big(1, 0, 'PLAYER'), ...[0, 1, 2, 3].map((row) => big(2, row, 'BANKER'))],
  bigRoadLeadingTies: 0,
  bigEyeBoy: [{ column: 0, row: 0, color: 'RED' }],
  smallRoad: [],
  cockroachPig: [],
  askRoad: {
    BANKER: { bigEyeBoy: null, smallRoad: null, cockroachPig: null },
    PLAYER: { bigEyeBoy: null, smallRoad: null, cockroachPig: null },
  },
};

describe('the baccarat roads', () => {
  it('fit a panel in whole cells: the bead and big road on one line, the three derived roads on the next', () => {
    const columns = roadColumns(640);
    expect(columns.bead).toBe(12);
    expect(columns.bead * ROAD_CELL + 1 + 4 + columns.big * ROAD_CELL + 1).toBeLessThanOrEqual(640);
    expect(3 * (columns.derived * ROAD_CELL + 1) + 2 * 4).toBeLessThanOrEqual(640);
    expect(roadColumns(300).big).toBeGreaterThanOrEqual(4);
  });

  it('draws every road on the same readable cell, at its size in pixels, so their rows line up', () => {
    const [top, derived] = roadsView(roads, 640);
    const grids = [...top!.querySelectorAll('svg'), ...derived!.querySelectorAll('svg')];
    expect(grids).toHaveLength(5);
    for (const grid of grids) {
      expect(Number(grid.getAttribute('height'))).toBe(6 * ROAD_CELL + 1);
      expect(grid.getAttribute('viewBox')).toBe(`0 0 ${grid.getAttribute('width')} ${6 * ROAD_CELL + 1}`);
    }
    expect(ROAD_CELL).toBeGreaterThanOrEqual(14);
    // The big road's run of four bankers: one column, four rows down, each in the middle of its cell.
    const rings = [...grids[1]!.querySelectorAll('circle')].map((ring) => [
      ring.getAttribute('cx'),
      ring.getAttribute('cy'),
    ]);
    expect(rings.slice(2)).toEqual(
      [0, 1, 2, 3].map((row) => [String(2.5 * ROAD_CELL + 0.5), String((row + 0.5) * ROAD_CELL + 0.5)]),
    );
  });
});
