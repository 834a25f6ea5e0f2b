// What a frame draws over the grid: expanded and locked reels or cells, winning cells, paylines, pearl values and
// the banner.
import { svg } from '../dom.ts';
import type { BoardFrame, Cell, CellLabel, LinePath } from './slot-frames.ts';
import { boardHeight, CELL, cellX, cellY, REELS, type SlotBoard } from './slot-board.ts';

const COLOURS = ['#ffeb3b', '#00e5ff', '#ff4081', '#76ff03', '#ff9100', '#e040fb', '#18ffff', '#ff1744'];
const colourOf = (index: number) => COLOURS[index % COLOURS.length];
const LABEL_COLOURS: Record<string, string> = { CASH: '#fff3c4', MINI: '#7dff9a', MINOR: '#4fc3f7', MAJOR: '#ff6bd6' };

const cellBox = ([reel, row]: Cell, colour: string, width: number, extra: Record<string, string> = {}) =>
  svg('rect', {
    x: cellX(reel) + 4,
    y: cellY(row) + 4,
    width: CELL - 8,
    height: CELL - 8,
    rx: 10,
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    class: 'win-cell',
    ...extra,
  });

const scatterRing = ([reel, row]: Cell) =>
  svg('circle', {
    cx: cellX(reel) + CELL / 2,
    cy: cellY(row) + CELL / 2,
    r: 46,
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 4,
    'stroke-dasharray': '8 5',
  });

function linePath(path: LinePath): SVGElement[] {
  const colour = colourOf(path.colour);
  const points = path.rows.map((row, reel) => `${cellX(reel) + CELL / 2},${cellY(row) + CELL / 2}`).join(' ');
  const paying = path.rows
    .map((row, reel): Cell => [reel, row])
    .filter(([reel]) => (path.fromRight ? reel >= REELS - path.count : reel < path.count));
  return [
    ...paying.map((cell) => cellBox(cell, colour, 4)),
    svg('polyline', {
      points,
      fill: 'none',
      stroke: colour,
      'stroke-width': 4,
      'stroke-linejoin': 'round',
      opacity: 0.85,
    }),
  ];
}

function labelOf(label: CellLabel): SVGElement {
  const x = cellX(label.reel) + CELL / 2;
  const y = cellY(label.row) + CELL - 16;
  const width = Math.min(CELL - 6, 12 + label.text.length * 8);
  return svg('g', { class: `slot-pearl-label slot-pearl-${label.kind.toLowerCase()}` }, [
    svg('rect', { x: x - width / 2, y: y - 13, width, height: 20, rx: 10, fill: '#000c' }),
    svg('text', {
      x,
      y: y + 2,
      'font-size': 14,
      'font-weight': 800,
      'text-anchor': 'middle',
      fill: LABEL_COLOURS[label.kind] ?? '#fff',
      'font-family': 'Arial,sans-serif',
      text: label.text,
    }),
  ]);
}

const expandedColumn = (board: SlotBoard, reel: number) =>
  svg('rect', {
    x: cellX(reel) + 2,
    y: cellY(0) - 2,
    width: CELL - 4,
    height: board.rows * CELL + 4,
    rx: 12,
    fill: '#fff2',
    stroke: '#fff6b0',
    'stroke-width': 5,
    class: 'slot-expanded',
  });

/** Draws everything a frame puts over its grid (the grid itself is already on the board). */
export function drawOverlay(board: SlotBoard, frame: BoardFrame): void {
  const nodes: SVGElement[] = [
    ...frame.expanded.map((reel) => expandedColumn(board, reel)),
    ...frame.locked.map((cell) => cellBox(cell, '#f5c542', 3, { fill: '#f5c54222', class: 'slot-locked' })),
    ...frame.marks.flatMap((mark): SVGElement[] =>
      mark.colour < 0 ? mark.cells.map(scatterRing) : mark.cells.map((cell) => cellBox(cell, colourOf(mark.colour), 4)),
    ),
    ...frame.lines.flatMap(linePath),
    ...frame.labels.map(labelOf),
  ];
  board.overlay.replaceChildren(...nodes);
  if (frame.banner) banner(board, frame.banner);
}

/** A big word over the middle of the reels. */
export function banner(board: SlotBoard, text: string): void {
  const middle = boardHeight(board.rows) / 2;
  const size = text.length > 18 ? 26 : 34;
  board.overlay.append(
    svg('rect', {
      x: 40,
      y: middle - 40,
      width: 440,
      height: 80,
      rx: 16,
      fill: '#000c',
      stroke: '#f5c542',
      'stroke-width': 3,
      class: 'slot-banner',
    }),
    svg('text', {
      x: 260,
      y: middle + size / 3,
      'font-size': size,
      'font-weight': 900,
      'text-anchor': 'middle',
      fill: '#f5c542',
      'font-family': 'Arial Black,Arial,sans-serif',
      text,
    }),
  );
}
