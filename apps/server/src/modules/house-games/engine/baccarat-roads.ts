import type { BaccaratOutcome } from './baccarat-rules.ts';

/** Every road is 6 rows high and grows to the right; a UI shows as many of the last columns as it has room for. */
export const ROAD_ROWS = 6;

/** What the roads need of one hand; a dealt coup (BaccaratCoup, LiveHand) has all of it. */
export type RoadResult = {
  outcome: BaccaratOutcome;
  isPlayerPair: boolean;
  isBankerPair: boolean;
  isNatural: boolean;
};

export type RoadCell = { column: number; row: number };
export type BeadCell = RoadCell & RoadResult & { handIndex: number };
export type BigRoadCell = RoadCell & {
  outcome: 'PLAYER' | 'BANKER';
  /** Ties dealt after this result and before the next Player or Banker win. */
  ties: number;
  isPlayerPair: boolean;
  isBankerPair: boolean;
  isNatural: boolean;
  /** Index of the hand in the shoe's results. */
  handIndex: number;
  /** Which streak (logical column) the cell belongs to, and its place in it from 0: drawn cells may turn right. */
  streak: number;
  streakPosition: number;
};
export type DerivedColor = 'RED' | 'BLUE';
export type DerivedCell = RoadCell & { color: DerivedColor };
export type DerivedRoadName = 'bigEyeBoy' | 'smallRoad' | 'cockroachPig';
/** What each derived road would add if the next result were this side's win; null where it would add nothing. */
export type AskPrediction = Record<DerivedRoadName, DerivedColor | null>;

export type BaccaratRoads = {
  beadRoad: BeadCell[];
  bigRoad: BigRoadCell[];
  /** Ties before the shoe's first Player or Banker win: drawn on the big road's first cell. */
  bigRoadLeadingTies: number;
  bigEyeBoy: DerivedCell[];
  smallRoad: DerivedCell[];
  cockroachPig: DerivedCell[];
  askRoad: { BANKER: AskPrediction; PLAYER: AskPrediction };
};

/** How many streaks back each derived road compares with: 1, 2 and 3. */
export const DERIVED_ROAD_OFFSETS: Record<DerivedRoadName, number> = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 };
const DERIVED_ROAD_NAMES = Object.keys(DERIVED_ROAD_OFFSETS) as DerivedRoadName[];

/** Bead road: every hand, ties included, down each 6-row column and then on to the next column. */
export function buildBeadRoad(results: readonly RoadResult[]): BeadCell[] {
  return results.map((result, handIndex) => ({
    column: Math.floor(handIndex / ROAD_ROWS),
    row: handIndex % ROAD_ROWS,
    outcome: result.outcome,
    isPlayerPair: result.isPlayerPair,
    isBankerPair: result.isBankerPair,
    isNatural: result.isNatural,
    handIndex,
  }));
}

/**
 * Lays out streaks (runs of the same mark) as the big road and the derived roads draw them. A streak starts on
 * the top row of the column after the previous streak's first column (or further right if a dragon tail already
 * holds that top cell). It goes down while the cell below is free and inside the 6 rows; after that it turns
 * right along its row for good: the dragon tail. Cells are never overwritten.
 */
export function layOutStreaks(streakLengths: readonly number[]): RoadCell[][] {
  const occupied = new Set<string>();
  const keyOf = (column: number, row: number): string => `${column}:${row}`;
  let startColumn = -1;
  return streakLengths.map((length) => {
    startColumn += 1;
    while (occupied.has(keyOf(startColumn, 0))) startColumn += 1;
    let column = startColumn;
    let row = 0;
    let hasTurned = false;
    const cells: RoadCell[] = [];
    for (let position = 0; position < length; position += 1) {
      if (position > 0) {
        if (!hasTurned && row + 1 < ROAD_ROWS && !occupied.has(keyOf(column, row + 1))) row += 1;
        else {
          hasTurned = true;
          column += 1;
        }
      }
      if (occupied.has(keyOf(column, row))) throw new Error(`road cell ${column},${row} is taken twice`);
      occupied.add(keyOf(column, row));
      cells.push({ column, row });
    }
    return cells;
  });
}

type BigRoadEntry = Omit<BigRoadCell, 'column' | 'row'>;

function collectBigRoadEntries(results: readonly RoadResult[]): { entries: BigRoadEntry[]; leadingTies: number } {
  const entries: BigRoadEntry[] = [];
  let leadingTies = 0;
  results.forEach((result, handIndex) => {
    const last = entries.at(-1);
    if (result.outcome === 'TIE') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      return;
    }
    const continues = last !== undefined && last.outcome === result.outcome;
    entries.push({
      outcome: result.outcome,
      ties: 0,
      isPlayerPair: result.isPlayerPair,
      isBankerPair: result.isBankerPair,
      isNatural: result.isNatural,
      handIndex,
      streak: last === undefined ? 0 : continues ? last.streak : last.streak + 1,
      streakPosition: continues ? last.streakPosition + 1 : 0,
    });
  });
  return { entries, leadingTies };
}

function streakLengthsOf(entries: readonly { streak: number }[]): number[] {
  const lengths: number[] = [];
  for (const entry of entries) lengths[entry.streak] = (lengths[entry.streak] ?? 0) + 1;
  return lengths;
}

/**
 * The derived roads' mark for the big road entry at (streak, position), comparing with the streak `offset` back.
 * `lengths` holds every streak's length up to and including this entry. The first entry of a streak compares
 * the two streaks before it, 1 and 1 + offset back: same length red, else blue. A later entry looks at the
 * streak `offset` back at its own depth: red when that streak reaches the depth, blue when it stopped exactly one
 * short, red again when it stopped shorter still. Null before the road's starting cell.
 */
export function derivedColorAt({
  lengths,
  streak,
  position,
  offset,
}: {
  lengths: readonly number[];
  streak: number;
  position: number;
  offset: number;
}): DerivedColor | null {
  if (position === 0) {
    if (streak - 1 - offset < 0) return null;
    return lengths[streak - 1] === lengths[streak - 1 - offset] ? 'RED' : 'BLUE';
  }
  if (streak - offset < 0) return null;
  return lengths[streak - offset] === position ? 'BLUE' : 'RED';
}

function buildDerivedRoad(entries: readonly BigRoadEntry[], offset: number): DerivedCell[] {
  const lengths: number[] = [];
  const colors: DerivedColor[] = [];
  for (const entry of entries) {
    lengths[entry.streak] = entry.streakPosition + 1;
    const color = derivedColorAt({ lengths, streak: entry.streak, position: entry.streakPosition, offset });
    if (color) colors.push(color);
  }
  const runs: number[] = [];
  colors.forEach((color, index) => {
    if (index > 0 && color === colors[index - 1]) runs[runs.length - 1] += 1;
    else runs.push(1);
  });
  return layOutStreaks(runs)
    .flat()
    .map((cell, index) => ({ ...cell, color: colors[index] }));
}

function askFor(entries: readonly BigRoadEntry[], next: 'PLAYER' | 'BANKER'): AskPrediction {
  const lengths = streakLengthsOf(entries);
  const last = entries.at(-1);
  const prediction: AskPrediction = { bigEyeBoy: null, smallRoad: null, cockroachPig: null };
  if (!last) return prediction;
  const continues = last.outcome === next;
  const streak = continues ? last.streak : last.streak + 1;
  const position = continues ? last.streakPosition + 1 : 0;
  lengths[streak] = position + 1;
  for (const name of DERIVED_ROAD_NAMES)
    prediction[name] = derivedColorAt({ lengths, streak, position, offset: DERIVED_ROAD_OFFSETS[name] });
  return prediction;
}

/** All five roads of a shoe so far, and the ask road for its next hand, as plain data for a UI to draw. */
export function buildRoads(results: readonly RoadResult[]): BaccaratRoads {
  const { entries, leadingTies } = collectBigRoadEntries(results);
  const placed = layOutStreaks(streakLengthsOf(entries)).flat();
  return {
    beadRoad: buildBeadRoad(results),
    bigRoad: entries.map((entry, index) => ({ ...placed[index], ...entry })),
    bigRoadLeadingTies: leadingTies,
    bigEyeBoy: buildDerivedRoad(entries, DERIVED_ROAD_OFFSETS.bigEyeBoy),
    smallRoad: buildDerivedRoad(entries, DERIVED_ROAD_OFFSETS.smallRoad),
    cockroachPig: buildDerivedRoad(entries, DERIVED_ROAD_OFFSETS.cockroachPig),
    askRoad: { BANKER: askFor(entries, 'BANKER'), PLAYER: askFor(entries, 'PLAYER') },
  };
}
