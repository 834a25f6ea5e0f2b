// The slot's reel window in SVG, drawn from grids (5 reels of 3 or 4 rows): reels that scroll and land left to
// right, tumbling cells that fall into the gaps, hold-and-win cells that respin alone. Marks, lines and labels over
// the grid are slot-overlay.ts.
import { t } from '../i18n/translate.ts';
import { svg } from '../dom.ts';
import type { SlotPaytable } from '../house-api-types.ts';
import { animate, reducedMotion } from '../motion.ts';
import { symbolAt } from '../art/slot-symbols.ts';
import { sound } from '../sound/sound.ts';
import type { Cell } from './slot-frames.ts';

export const CELL = 100;
export const REELS = 5;
const PAD = 10;

export type SlotBoard = {
  root: SVGSVGElement;
  reels: SVGGElement[];
  overlay: SVGGElement;
  paytable: SlotPaytable;
  rows: number;
  /** Strips to show while reels turn (only a picture: the outcome is the grid the server sent). */
  strips: string[][];
  grid: string[][];
};

const FRAMES: Record<string, [light: string, dark: string, rim: string]> = {
  'house-lucky-dragon': ['#7a0f0f', '#2b0404', '#f5c542'],
  'house-gold-rush-777': ['#4a3218', '#1e1208', '#ffb92e'],
  'house-fruit-fiesta': ['#1e88e5', '#0b3c66', '#ffdd33'],
  'house-jade-temple': ['#1f6b4a', '#062416', '#e6c35c'],
  'house-wild-buffalo': ['#8a4a22', '#2a1206', '#f0a04b'],
  'house-sugar-cascade': ['#f48fb1', '#6a1b4d', '#fff0f6'],
  'house-sands-of-anubis': ['#a8752f', '#2b1a06', '#f2d27a'],
  'house-koi-fortune-link': ['#1c4f6e', '#06182a', '#f5b942'],
  'house-starlight-gems': ['#2a2a7a', '#07071f', '#b9c7ff'],
  'house-panda-jackpot': ['#2a8a4a', '#0a3a24', '#ffd54f'],
};

/** The strips a title publishes, under whichever name its paytable uses; the symbols themselves as a last resort. */
export function stripsOf(paytable: SlotPaytable): string[][] {
  const strips = Array.isArray(paytable.reels) ? paytable.reels : paytable.baseReels || paytable.reelStrips;
  if (strips && strips.length) return strips;
  return Array.from({ length: REELS }, () => paytable.symbols.map((symbol) => symbol.id));
}

export const boardHeight = (rows: number): number => rows * CELL + 2 * PAD;
export const cellX = (reel: number): number => PAD + reel * CELL;
export const cellY = (row: number): number => PAD + row * CELL;

/** The reel window: one clipped group per reel. */
export function createBoard(paytable: SlotPaytable, rows: number): SlotBoard {
  const [light, dark, rim] = FRAMES[paytable.titleId] || ['#3b2a55', '#1d0f30', '#f5c542'];
  const height = boardHeight(rows);
  const reelIds = Array.from({ length: REELS }, (_, reel) => reel);
  const defs = svg('defs', {}, [
    svg('linearGradient', { id: 'reel-bg', x1: 0, y1: 0, x2: 0, y2: 1 }, [
      svg('stop', { offset: 0, 'stop-color': dark }),
      svg('stop', { offset: 0.5, 'stop-color': light }),
      svg('stop', { offset: 1, 'stop-color': dark }),
    ]),
    ...reelIds.map((reel) =>
      svg('clipPath', { id: `reel-clip-${reel}` }, [
        svg('rect', { x: cellX(reel), y: PAD, width: CELL, height: CELL * rows }),
      ]),
    ),
  ]);
  const reels = reelIds.map((reel) => svg('g', { transform: `translate(${cellX(reel)} ${PAD})` }));
  const root = svg(
    'svg',
    {
      viewBox: `0 0 520 ${height}`,
      role: 'img',
      'aria-label': t('slot.reels', { title: paytable.title }),
      class: 'slot-board',
      // house.css sizes the board from its width-to-height ratio, so 5×3 and 5×4 both fit the screen's height.
      style: `--board-ratio:${(520 / height).toFixed(4)}`,
    },
    [
      defs,
      svg('rect', { x: 2, y: 2, width: 516, height: height - 4, rx: 18, fill: dark, stroke: rim, 'stroke-width': 4 }),
      ...reelIds.map((reel) =>
        svg('rect', { x: cellX(reel) + 2, y: PAD, width: CELL - 4, height: CELL * rows, rx: 8, fill: 'url(#reel-bg)' }),
      ),
      ...reels.map((group, reel) => svg('g', { 'clip-path': `url(#reel-clip-${reel})` }, [group])),
    ],
  );
  const overlay = svg('g', { 'pointer-events': 'none' });
  root.append(overlay);
  const strips = stripsOf(paytable);
  const grid = reelIds.map((reel) => Array.from({ length: rows }, (_, row) => strips[reel][row % strips[reel].length]));
  return { root, reels, overlay, paytable, rows, strips, grid };
}

const cellNode = (symbol: string, y: number) => (symbol ? symbolAt(symbol, 4, y + 4, CELL - 8) : svg('g'));

/** Reel `reel` showing `symbols` from the top, row k at k × CELL. */
function fillReel(board: SlotBoard, reel: number, symbols: string[]): void {
  board.reels[reel].replaceChildren(...symbols.map((symbol, row) => cellNode(symbol, row * CELL)));
  board.reels[reel].setAttribute('transform', `translate(${cellX(reel)} ${PAD})`);
}

const randomFrom = (strip: string[]) => strip[Math.floor(Math.random() * strip.length)];

/** Draws a grid at once. */
export function showGrid(board: SlotBoard, grid: string[][]): void {
  board.overlay.replaceChildren();
  board.grid = grid;
  grid.forEach((column, reel) => fillReel(board, reel, column));
}

/** Scrolls the given reels down onto the grid, each landing with a thud; reel r stops at about baseMs + r × stepMs. */
export async function spinTo(
  board: SlotBoard,
  grid: string[][],
  reels: number[],
  timing: { baseMs: number; stepMs: number },
): Promise<void> {
  board.overlay.replaceChildren();
  grid.forEach((column, reel) => {
    if (!reels.includes(reel)) fillReel(board, reel, column);
  });
  board.grid = grid;
  await Promise.all(
    reels.map((reel, order) => {
      const extra = 9 + order * 3;
      const strip = board.strips[reel];
      fillReel(board, reel, [...grid[reel], ...Array.from({ length: extra }, () => randomFrom(strip))]);
      const group = board.reels[reel];
      return animate(timing.baseMs + order * timing.stepMs, (t) => {
        // Ease out, so a reel visibly lands.
        const eased = 1 - (1 - t) ** 3;
        group.setAttribute('transform', `translate(${cellX(reel)} ${PAD - extra * CELL * (1 - eased)})`);
      }).then(() => {
        fillReel(board, reel, grid[reel]);
        sound.play('reelStop', { index: reel });
      });
    }),
  );
}

/**
 * Cascade: the removed cells fade, then each reel's survivors fall to the bottom and its new symbols drop in
 * from above (the next grid, as the server computed it).
 */
export async function tumble(board: SlotBoard, removed: Cell[], next: string[][], ms: number): Promise<void> {
  board.overlay.replaceChildren();
  const gone = new Set(removed.map(([reel, row]) => `${reel}:${row}`));
  const fading = board.reels.flatMap((group, reel) =>
    [...group.children].filter((_, row) => gone.has(`${reel}:${row}`)),
  );
  await animate(ms / 2, (t) => fading.forEach((node) => node.setAttribute('opacity', String(1 - t))));
  const falls = next.map((column, reel) => {
    const survivors = board.grid[reel].map((_, row) => row).filter((row) => !gone.has(`${reel}:${row}`));
    const fresh = column.length - survivors.length;
    // Survivor k lands in row fresh + k; a new symbol falls the height of the gap.
    return column.map((_, row) => (row < fresh ? fresh : row - survivors[row - fresh]) * CELL);
  });
  next.forEach((column, reel) => fillReel(board, reel, column));
  board.grid = next;
  await animate(ms, (t) => {
    const eased = t * t;
    board.reels.forEach((group, reel) =>
      [...group.children].forEach((node, row) =>
        node.setAttribute('transform', `translate(0 ${-falls[reel][row] * (1 - eased)})`),
      ),
    );
  });
}

/** Hold-and-win respin: every cell that is not locked flickers through pearls and blanks, then shows the grid. */
export async function respin(board: SlotBoard, grid: string[][], locked: Cell[], ms: number): Promise<void> {
  board.overlay.replaceChildren();
  const held = new Set(locked.map(([reel, row]) => `${reel}:${row}`));
  if (!reducedMotion()) {
    const ticks = 6;
    for (let tick = 0; tick < ticks; tick += 1) {
      board.grid.forEach((column, reel) =>
        fillReel(
          board,
          reel,
          column.map((symbol, row) => (held.has(`${reel}:${row}`) ? symbol : randomFrom(board.strips[reel]))),
        ),
      );
      await animate(ms / ticks, () => {});
    }
  }
  showGrid(board, grid);
  sound.play('reelStop', { index: 2 });
}

/**
 * Keeps the reels turning while the server decides the round, so a click answers at once; returns the stop
 * function. Only a picture: the symbols shown here are not the outcome.
 */
export function spinWhileWaiting(board: SlotBoard): () => void {
  if (reducedMotion()) return () => {};
  board.overlay.replaceChildren();
  let running = true;
  const start = window.performance.now();
  board.reels.forEach((_, reel) =>
    fillReel(
      board,
      reel,
      Array.from({ length: 9 + board.rows }, () => randomFrom(board.strips[reel])),
    ),
  );
  const frame = (now: number) => {
    if (!running) return;
    const offset = ((now - start) * 2.4) % (9 * CELL);
    board.reels.forEach((group, reel) =>
      group.setAttribute('transform', `translate(${cellX(reel)} ${PAD - 9 * CELL + offset})`),
    );
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return () => {
    running = false;
  };
}
