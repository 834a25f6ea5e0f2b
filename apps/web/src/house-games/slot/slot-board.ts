// The slot's reel window in SVG: reels that scroll and stop left to right, winning lines and scatters drawn over
// the stopped reels, and the free-spins banner.
import { svg } from '../dom.ts';
import type { SlotPaytable, SlotSpin } from '../house-api-types.ts';
import { animate, reducedMotion } from '../motion.ts';
import { symbolAt } from '../art/slot-symbols.ts';
import { sound } from '../sound/sound.ts';

export type SlotBoard = { root: SVGSVGElement; reels: SVGGElement[]; overlay: SVGGElement; paytable: SlotPaytable };

const CELL = 100;
const LINE_COLOURS = ['#ffeb3b', '#00e5ff', '#ff4081', '#76ff03', '#ff9100', '#e040fb', '#18ffff', '#ff1744'];
const FRAMES: Record<string, [light: string, dark: string, rim: string]> = {
  'house-lucky-dragon': ['#7a0f0f', '#2b0404', '#f5c542'],
  'house-gold-rush-777': ['#4a3218', '#1e1208', '#ffb92e'],
  'house-fruit-fiesta': ['#1e88e5', '#0b3c66', '#ffdd33'],
};

/** The reel window: one clipped group per reel, whose inner strip is moved to spin. */
export function createBoard(paytable: SlotPaytable): SlotBoard {
  const [light, dark, rim] = FRAMES[paytable.titleId] || ['#3b2a55', '#1d0f30', '#f5c542'];
  const defs = svg('defs', {}, [
    svg('linearGradient', { id: 'reel-bg', x1: 0, y1: 0, x2: 0, y2: 1 }, [
      svg('stop', { offset: 0, 'stop-color': dark }),
      svg('stop', { offset: 0.5, 'stop-color': light }),
      svg('stop', { offset: 1, 'stop-color': dark }),
    ]),
    ...[0, 1, 2, 3, 4].map((reel) =>
      svg('clipPath', { id: `reel-clip-${reel}` }, [
        svg('rect', { x: 10 + reel * CELL, y: 10, width: CELL, height: CELL * 3 }),
      ]),
    ),
  ]);
  const reels = [0, 1, 2, 3, 4].map((reel) => svg('g', { transform: `translate(${10 + reel * CELL} 10)` }));
  const root = svg('svg', { viewBox: '0 0 520 320', role: 'img', 'aria-label': `${paytable.title} reels` }, [
    defs,
    svg('rect', { x: 2, y: 2, width: 516, height: 316, rx: 18, fill: dark, stroke: rim, 'stroke-width': 4 }),
    ...[0, 1, 2, 3, 4].map((reel) =>
      svg('rect', { x: 12 + reel * CELL, y: 10, width: CELL - 4, height: CELL * 3, rx: 8, fill: 'url(#reel-bg)' }),
    ),
    ...reels.map((group, reel) => svg('g', { 'clip-path': `url(#reel-clip-${reel})` }, [group])),
  ]);
  const overlay = svg('g', { 'pointer-events': 'none' });
  root.append(overlay);
  return { root, reels, overlay, paytable };
}

/** Reel `reel` showing symbols k = 0.. of its strip from `stop` (k < 3 are the visible rows once stopped). */
function fillReel(board: SlotBoard, reel: number, stop: number, count: number): void {
  const strip = board.paytable.reels[reel];
  board.reels[reel].replaceChildren(
    ...Array.from({ length: count }, (_, k) => symbolAt(strip[(stop + k) % strip.length], 4, k * CELL + 4, CELL - 8)),
  );
}

export function showStill(board: SlotBoard, stops: number[]): void {
  board.overlay.replaceChildren();
  stops.forEach((stop, reel) => {
    fillReel(board, reel, stop, 3);
    board.reels[reel].setAttribute('transform', `translate(${10 + reel * CELL} 10)`);
  });
}

/** Scrolls every reel down onto its stop, each landing with a thud; reel r stops at about baseMs + r × stepMs. */
export function spinTo(board: SlotBoard, stops: number[], baseMs: number, stepMs: number): Promise<void[]> {
  board.overlay.replaceChildren();
  return Promise.all(
    stops.map((stop, reel) => {
      const extra = 9 + reel * 3;
      fillReel(board, reel, stop, extra + 3);
      const group = board.reels[reel];
      const x = 10 + reel * CELL;
      return animate(baseMs + reel * stepMs, (t) => {
        // Ease out with a small settle at the end, so a reel visibly lands.
        const eased = 1 - (1 - t) ** 3;
        group.setAttribute('transform', `translate(${x} ${10 - extra * CELL * (1 - eased)})`);
      }).then(() => {
        fillReel(board, reel, stop, 3);
        sound.play('reelStop', { index: reel });
      });
    }),
  );
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
    fillReel(board, reel, Math.floor(Math.random() * board.paytable.reels[reel].length), 12),
  );
  const frame = (now: number) => {
    if (!running) return;
    const offset = ((now - start) * 2.4) % (9 * CELL);
    board.reels.forEach((group, reel) =>
      group.setAttribute('transform', `translate(${10 + reel * CELL} ${10 - 9 * CELL + offset})`),
    );
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return () => {
    running = false;
  };
}

/** Draws the winning lines and the scatters of a stopped spin. */
export function highlight(board: SlotBoard, spin: SlotSpin): void {
  const { paylines, scatter } = board.paytable;
  const marks: SVGElement[] = [];
  spin.lineWins.forEach((win, index) => {
    const colour = LINE_COLOURS[index % LINE_COLOURS.length];
    const rows = paylines[win.line];
    const points = rows.map((row, reel) => `${10 + reel * CELL + CELL / 2},${10 + row * CELL + CELL / 2}`).join(' ');
    for (let reel = 0; reel < win.count; reel += 1) {
      marks.push(
        svg('rect', {
          x: 14 + reel * CELL,
          y: 14 + rows[reel] * CELL,
          width: CELL - 8,
          height: CELL - 8,
          rx: 10,
          fill: 'none',
          stroke: colour,
          'stroke-width': 4,
          class: 'win-cell',
        }),
      );
    }
    marks.push(
      svg('polyline', {
        points,
        fill: 'none',
        stroke: colour,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
        opacity: 0.85,
      }),
    );
  });
  if (spin.scatterCount >= 3) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === scatter)
          marks.push(
            svg('circle', {
              cx: 10 + reel * CELL + CELL / 2,
              cy: 10 + row * CELL + CELL / 2,
              r: 46,
              fill: 'none',
              stroke: '#fff',
              'stroke-width': 4,
              'stroke-dasharray': '8 5',
            }),
          );
      }),
    );
  }
  board.overlay.replaceChildren(...marks);
}

export function banner(board: SlotBoard, text: string): void {
  board.overlay.append(
    svg('rect', {
      x: 60,
      y: 120,
      width: 400,
      height: 80,
      rx: 16,
      fill: '#000c',
      stroke: '#f5c542',
      'stroke-width': 3,
    }),
    svg('text', {
      x: 260,
      y: 172,
      'font-size': 34,
      'font-weight': 900,
      'text-anchor': 'middle',
      fill: '#f5c542',
      'font-family': 'Arial Black,Arial,sans-serif',
      text,
    }),
  );
}
