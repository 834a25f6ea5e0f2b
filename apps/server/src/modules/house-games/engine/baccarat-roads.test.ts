import { describe, expect, it } from 'vitest';
import { buildRoads, layOutStreaks, ROAD_ROWS, type RoadCell, type RoadResult } from './baccarat-roads.ts';
import type { BaccaratOutcome } from './baccarat-rules.ts';

const OUTCOMES: Record<string, BaccaratOutcome> = { B: 'BANKER', P: 'PLAYER', T: 'TIE' };
const LETTERS: Record<string, string> = { BANKER: 'B', PLAYER: 'P', TIE: 'T', RED: 'R', BLUE: 'U' };

/**
 * The shoe of the reference below, 32 hands: B B P T P B | P P P B T T | B P B B B B | B B B B P P | P P P P P B |
 * T B. Hand 3 has a player pair, hand 10 a banker pair, hand 15 both pairs and a natural.
 */
const SHOE = 'B B P T P B P P P B T T B P B B B B B B B B P P P P P P P B T B';
const results: RoadResult[] = SHOE.split(' ').map((letter, index) => ({
  outcome: OUTCOMES[letter],
  isPlayerPair: index === 2 || index === 14,
  isBankerPair: index === 9 || index === 14,
  isNatural: index === 14,
}));

/** Draws cells as rows of letters, '.' for an empty cell, as wide as the rightmost cell. */
const drawGrid = (cells: readonly (RoadCell & { mark: string })[]): string[] => {
  const width = Math.max(...cells.map((cell) => cell.column)) + 1;
  const rows = Array.from({ length: ROAD_ROWS }, () => new Array<string>(width).fill('.'));
  for (const cell of cells) rows[cell.row][cell.column] = cell.mark;
  return rows.map((row) => row.join(' '));
};

// The references, drawn by hand from the rules (see the /tmp/docs section): B banker, P player, T tie, R red,
// U blue. Streaks of the big road: BB, PP, B, PPP, BB, P, B×8, P×7, BB; lengths 2 2 1 3 2 1 8 7 2.
const BEAD_ROAD = [
  'B P B B P T', //
  'B P P B P B',
  'P P B B P .',
  'T B B B P .',
  'P T B P P .',
  'B T B P B .',
];
// The eight bankers turn right along the bottom at column 6; the seven players stop above that tail and turn
// right along row 4.
const BIG_ROAD = [
  'B P B P B P B P B .', //
  'B P . P B . B P B .',
  '. . . P . . B P . .',
  '. . . . . . B P . .',
  '. . . . . . B P P P',
  '. . . . . . B B B .',
];
// Big eye boy starts at the second cell of the second streak: R R U U R U R U U U R×6 U R×6 U R.
const BIG_EYE_BOY = [
  'R U R U R U R U R U R', //
  'R U . . . U R . R . .',
  '. . . . . U R . R . .',
  '. . . . . . R . R . .',
  '. . . . . . R . R . .',
  '. . . . . . R . R . .',
];
// Small road starts at the second cell of the third streak: U R U U U U U R U R×5 U U R×5 U R.
const SMALL_ROAD = [
  'U R U R U R U R U R', //
  '. . U . . R U R . .',
  '. . U . . R . R . .',
  '. . U . . R . R . .',
  '. . U . . R . R . .',
  '. . . . . . . . . .',
];
// Cockroach pig starts at the second cell of the fourth streak: R U U R×5 U R×4 U R U R×4 U U.
const COCKROACH_PIG = [
  'R U R U R U R U R U', //
  '. U R . R . . . R U',
  '. . R . R . . . R .',
  '. . R . R . . . R .',
  '. . R . . . . . . .',
  '. . . . . . . . . .',
];

describe('baccarat roads of a 32-hand shoe against hand-drawn references', () => {
  const roads = buildRoads(results);
  const marked = <T extends RoadCell>(cells: readonly T[], markOf: (cell: T) => string) =>
    drawGrid(cells.map((cell) => ({ ...cell, mark: markOf(cell) })));

  it('bead road: every hand down 6 rows, column by column, ties included', () => {
    expect(marked(roads.beadRoad, (cell) => LETTERS[cell.outcome])).toEqual(BEAD_ROAD);
    expect(roads.beadRoad[14]).toMatchObject({ column: 2, row: 2, isPlayerPair: true, isBankerPair: true });
    expect(roads.beadRoad[14].isNatural).toBe(true);
  });

  it('big road: a column per streak, the dragon tail along the bottom, the next streak turning above it', () => {
    expect(marked(roads.bigRoad, (cell) => LETTERS[cell.outcome])).toEqual(BIG_ROAD);
    expect(roads.bigRoad).toHaveLength(28);
    expect(roads.bigRoadLeadingTies).toBe(0);
  });

  it('big road: ties counted on the cell before them, pairs and naturals on their own cell', () => {
    const ties = roads.bigRoad.filter((cell) => cell.ties > 0).map(({ column, row, ties }) => [column, row, ties]);
    expect(ties).toEqual([
      [1, 0, 1],
      [4, 0, 2],
      [8, 0, 1],
    ]);
    const marks = roads.bigRoad
      .filter((cell) => cell.isPlayerPair || cell.isBankerPair)
      .map(({ column, row, isPlayerPair, isBankerPair }) => [column, row, isPlayerPair, isBankerPair]);
    expect(marks).toEqual([
      [1, 0, true, false],
      [4, 0, false, true],
      [6, 0, true, true],
    ]);
    expect(roads.bigRoad.find((cell) => cell.handIndex === 21)).toMatchObject({ column: 8, row: 5, streak: 6 });
  });

  it('derived roads: big eye boy, small road and cockroach pig', () => {
    const color = (cell: { color: string }) => LETTERS[cell.color];
    expect(marked(roads.bigEyeBoy, color)).toEqual(BIG_EYE_BOY);
    expect(marked(roads.smallRoad, color)).toEqual(SMALL_ROAD);
    expect(marked(roads.cockroachPig, color)).toEqual(COCKROACH_PIG);
  });

  it('ask road: a third banker would extend a long-settled pattern (red); a player would start a short column', () => {
    // Banker continues streak 8 at depth 3: streaks 7, 6 and 5 back (lengths 7, 8, 1) are not exactly 2 long.
    expect(roads.askRoad.BANKER).toEqual({ bigEyeBoy: 'RED', smallRoad: 'RED', cockroachPig: 'RED' });
    // Player closes streak 8 at 2 long: unlike 7, 8 and 1.
    expect(roads.askRoad.PLAYER).toEqual({ bigEyeBoy: 'BLUE', smallRoad: 'BLUE', cockroachPig: 'BLUE' });
  });

  it('ask road: each road would draw opposite colours for banker and player, and the actual mark appears next', () => {
    for (let hands = 1; hands < results.length; hands += 1) {
      const before = buildRoads(results.slice(0, hands));
      const after = buildRoads(results.slice(0, hands + 1));
      const next = results[hands].outcome;
      for (const name of ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const) {
        const { BANKER, PLAYER } = before.askRoad;
        if (BANKER[name] !== null) expect(PLAYER[name]).toBe(BANKER[name] === 'RED' ? 'BLUE' : 'RED');
        const predicted = next === 'TIE' ? null : before.askRoad[next][name];
        expect(after[name].length).toBe(before[name].length + (predicted === null ? 0 : 1));
        if (predicted !== null) expect(after[name].at(-1)?.color).toBe(predicted);
      }
    }
  });
});

describe('road layout', () => {
  it('starts with ties alone: counted as leading ties, no cell', () => {
    const tie: RoadResult = { outcome: 'TIE', isPlayerPair: false, isBankerPair: false, isNatural: false };
    const roads = buildRoads([tie, tie, { ...tie, outcome: 'PLAYER' }]);
    expect(roads.bigRoadLeadingTies).toBe(2);
    expect(roads.bigRoad.map(({ column, row, ties }) => [column, row, ties])).toEqual([[0, 0, 0]]);
    expect(roads.askRoad.BANKER).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
    expect(buildRoads([]).askRoad.PLAYER).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
  });

  it('nests dragon tails: each long streak turns right above the tail before it', () => {
    const cells = layOutStreaks([8, 7, 7, 2]).map((streak, index) =>
      streak.map((cell) => ({ ...cell, mark: String(index) })),
    );
    expect(drawGrid(cells.flat())).toEqual([
      '0 1 2 3 . .', //
      '0 1 2 3 . .',
      '0 1 2 . . .',
      '0 1 2 2 2 2',
      '0 1 1 1 . .',
      '0 0 0 . . .',
    ]);
  });

  it('never draws two marks in one cell, whatever the streaks', () => {
    const lengths = [8, 7, 7, 7, 7, 7, 7, 2, 9, 1, 12, 3];
    const cells = layOutStreaks(lengths).flat();
    expect(cells).toHaveLength(lengths.reduce((sum, length) => sum + length, 0));
    expect(new Set(cells.map((cell) => `${cell.column}:${cell.row}`)).size).toBe(cells.length);
    expect(cells.every((cell) => cell.row >= 0 && cell.row < ROAD_ROWS)).toBe(true);
  });
});
