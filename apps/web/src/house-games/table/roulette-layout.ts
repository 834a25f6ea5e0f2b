// The roulette layout's geometry, in grid units: the numbers lie in 12 columns of 3 (column c holds 3c+1 at the
// bottom to 3c+3 at the top), zero fills the strip left of them (x from -1 to 0). A point on the grid names the bet a
// chip there makes: a number's middle a straight, a border between two numbers a split, a crossing a corner, the
// bottom edge a street (a six line where it crosses a border), the edge by zero a split, trio or the first four.

export const RED_NUMBERS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
export const COLUMNS = 12;
export const ROWS = 3;
/** How close to a border (in cell widths) a point must be to bet on the border rather than the number. */
export const EDGE = 0.22;

export const colourOf = (n: number): 'RED' | 'BLACK' | 'GREEN' =>
  n === 0 ? 'GREEN' : RED_NUMBERS.includes(n) ? 'RED' : 'BLACK';

/** The number in column c (0–11), row r (0 top, 2 bottom). */
export const numberAt = (column: number, row: number): number => 3 * column + 3 - row;
export const cellOf = (n: number): { column: number; row: number } => ({
  column: Math.floor((n - 1) / 3),
  row: 2 - ((n - 1) % 3),
});

const word = (kind: string, numbers: number[]): string => `${kind}:${[...numbers].sort((a, b) => a - b).join('-')}`;

/** Near an integer line (a border) within EDGE: that line, else null. */
function nearLine(value: number, from: number, to: number): number | null {
  const line = Math.round(value);
  return line >= from && line <= to && Math.abs(value - line) <= EDGE ? line : null;
}

/** The edge by zero: a split 0/n, a trio at a border between two rows, the first four at the bottom corner. */
function zeroEdgeSpot(y: number): string {
  if (y >= ROWS - EDGE) return 'FIRST_FOUR:0-1-2-3';
  const border = nearLine(y, 1, ROWS - 1);
  if (border !== null) return word('TRIO', [0, numberAt(0, border - 1), numberAt(0, border)]);
  return word('SPLIT', [0, numberAt(0, Math.min(ROWS - 1, Math.floor(y)))]);
}

/** The spot word a chip makes at grid point (x, y), or null off the layout's numbers. */
export function spotAt(x: number, y: number): string | null {
  if (y < 0 || y > ROWS || x < -1 || x > COLUMNS) return null;
  if (x < -EDGE) return 'STRAIGHT:0';
  if (x <= EDGE) return zeroEdgeSpot(y);
  const column = Math.min(COLUMNS - 1, Math.floor(x));
  const row = Math.min(ROWS - 1, Math.floor(y));
  const border = nearLine(x, 1, COLUMNS - 1);
  if (y >= ROWS - EDGE) {
    if (border === null)
      return word(
        'STREET',
        [0, 1, 2].map((r) => numberAt(column, r)),
      );
    return word(
      'SIX_LINE',
      [0, 1, 2].flatMap((r) => [numberAt(border - 1, r), numberAt(border, r)]),
    );
  }
  const rowBorder = nearLine(y, 1, ROWS - 1);
  if (border !== null && rowBorder !== null)
    return word('CORNER', [
      numberAt(border - 1, rowBorder - 1),
      numberAt(border, rowBorder - 1),
      numberAt(border - 1, rowBorder),
      numberAt(border, rowBorder),
    ]);
  if (border !== null) return word('SPLIT', [numberAt(border - 1, row), numberAt(border, row)]);
  if (rowBorder !== null) return word('SPLIT', [numberAt(column, rowBorder - 1), numberAt(column, rowBorder)]);
  return `STRAIGHT:${numberAt(column, row)}`;
}

/** The numbers an inside spot word covers ([] for other spots). */
export const numbersOf = (spot: string): number[] => {
  const match = /^[A-Z_]+:(\d+(?:-\d+)*)$/.exec(spot);
  return match && !/^(DOZEN|COLUMN|NEIGHBOURS)/.test(spot) ? match[1]!.split('-').map(Number) : [];
};

const centre = (n: number): [number, number] => {
  if (n === 0) return [-0.5, ROWS / 2];
  const { column, row } = cellOf(n);
  return [column + 0.5, row + 0.5];
};

/** Where a chip on an inside spot sits: the point that spotAt reads back as that spot. */
export function spotPoint(spot: string): [number, number] | null {
  const numbers = numbersOf(spot);
  if (numbers.length === 0) return null;
  const kind = spot.split(':')[0];
  if (kind === 'FIRST_FOUR') return [0, ROWS];
  if (kind === 'STREET') return [cellOf(numbers[0]!).column + 0.5, ROWS];
  if (kind === 'SIX_LINE') return [cellOf(numbers[3]!).column, ROWS];
  const others = numbers.filter((n) => n !== 0).map(centre);
  const mean = (axis: 0 | 1) => others.reduce((sum, point) => sum + point[axis], 0) / others.length;
  if (numbers.includes(0)) return others.length === 0 ? centre(0) : [0, mean(1)];
  return [mean(0), mean(1)];
}

/** Every inside spot of the layout (the board offers these and no others). */
export function allInsideSpots(): string[] {
  const spots = new Set<string>(['STRAIGHT:0']);
  for (let column = 0; column < COLUMNS; column += 1) {
    spots.add(spotAt(column + 0.5, ROWS)!);
    if (column > 0) spots.add(spotAt(column, ROWS)!);
    for (let row = 0; row < ROWS; row += 1) {
      spots.add(spotAt(column + 0.5, row + 0.5)!);
      if (column > 0) spots.add(spotAt(column, row + 0.5)!);
      if (row > 0) spots.add(spotAt(column + 0.5, row)!);
      if (row > 0 && column > 0) spots.add(spotAt(column, row)!);
    }
  }
  for (let row = 0; row < ROWS; row += 1) spots.add(zeroEdgeSpot(row + 0.5));
  [1, 2].forEach((border) => spots.add(zeroEdgeSpot(border)));
  spots.add(zeroEdgeSpot(ROWS));
  return [...spots];
}

/** The outside spots a number wins (its colour, parity, half, dozen and column), none for zero. */
export function outsideWinners(n: number): string[] {
  if (n === 0) return [];
  return [
    colourOf(n),
    n % 2 === 0 ? 'EVEN' : 'ODD',
    n <= 18 ? 'LOW' : 'HIGH',
    `DOZEN:${Math.ceil(n / 12)}`,
    `COLUMN:${((n - 1) % 3) + 1}`,
  ];
}

/** The pockets either side of n on the wheel (a neighbours bet covers n and `eachSide` each way). */
export function neighboursOf(n: number, eachSide: number): number[] {
  const at = WHEEL_ORDER.indexOf(n);
  const length = WHEEL_ORDER.length;
  return Array.from({ length: 2 * eachSide + 1 }, (_, k) => WHEEL_ORDER[(at - eachSide + k + length) % length]!);
}
