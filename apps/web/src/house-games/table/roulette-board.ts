// European roulette: the wheel, the layout (numbers with their borders and crossings, outside bets) and the
// racetrack, chips drawn where they lie, and the last numbers.
import { el, svg } from '../dom.ts';
import type { Key } from '../i18n/en/index.ts';
import { t } from '../i18n/translate.ts';
import { sound } from '../sound/sound.ts';
import { racetrack, rouletteWheel } from './roulette-wheel.ts';
import { keyboardSpots, type KeySpot } from './keyboard-spots.ts';
import { spotName } from './spot-names.ts';
import {
  allInsideSpots,
  cellOf,
  colourOf,
  COLUMNS,
  numbersOf,
  outsideWinners,
  ROWS,
  spotAt,
  spotPoint,
} from './roulette-layout.ts';
import { panel, type BoardInput, type TableBoard } from './table-board.ts';
import { chipLabel, type Stakes } from './table-chips.ts';
import type { RouletteDeal, TableDeal } from './table-types.ts';

// Layout units in SVG px: a number is W × H; zero fills one unit left of them, the columns' bets one unit right.
const W = 44;
const H = 38;
const OUTSIDE_H = 30;
const LEFT = W; // x of number column 0
const FILL = { RED: '#c62828', BLACK: '#1b1b1b', GREEN: '#1b8f3a' };

type Box = { spot: string; label: Key | null; x: number; y: number; w: number; h: number; fill?: string };

/** The outside bets' boxes: columns at the right end of the rows, dozens and the even-money bets below. */
const OUTSIDE: Box[] = [
  ...[3, 2, 1].map((column, row) => ({
    spot: `COLUMN:${column}`,
    label: 'roulette.twoToOne' as const,
    x: LEFT + COLUMNS * W,
    y: row * H,
    w: W,
    h: H,
  })),
  ...[1, 2, 3].map((dozen) => ({
    spot: `DOZEN:${dozen}`,
    label: `roulette.dozenLabel.${dozen as 1 | 2 | 3}` as const,
    x: LEFT + (dozen - 1) * 4 * W,
    y: ROWS * H,
    w: 4 * W,
    h: OUTSIDE_H,
  })),
  ...(
    [
      ['LOW', 'spot.LOW'],
      ['EVEN', 'spot.EVEN'],
      ['RED', null],
      ['BLACK', null],
      ['ODD', 'spot.ODD'],
      ['HIGH', 'spot.HIGH'],
    ] as const
  ).map(([spot, label], k) => ({
    spot,
    label,
    x: LEFT + k * 2 * W,
    y: ROWS * H + OUTSIDE_H,
    w: 2 * W,
    h: OUTSIDE_H,
    fill: spot === 'RED' ? FILL.RED : spot === 'BLACK' ? FILL.BLACK : undefined,
  })),
];

/** Where a spot's chips are drawn on the layout, in SVG px. */
function chipPoint(spot: string): { x: number; y: number } | null {
  const inside = spotPoint(spot);
  if (inside) return { x: LEFT + inside[0] * W, y: inside[1] * H };
  const box = OUTSIDE.find((entry) => entry.spot === spot);
  return box ? { x: box.x + box.w / 2, y: box.y + box.h / 2 } : null;
}

function chip(at: { x: number; y: number }, text: string, pending: boolean, won: boolean): SVGElement {
  return svg('g', { class: `table-chip-mark${pending ? ' pending' : ''}${won ? ' won' : ''}` }, [
    svg('circle', { cx: at.x, cy: at.y, r: 11 }),
    svg('text', { x: at.x, y: at.y + 3.5, 'text-anchor': 'middle', text }),
  ]);
}

function numberCells(): SVGElement[] {
  const cells: SVGElement[] = [
    svg('rect', { x: 0, y: 0, width: W, height: ROWS * H, fill: FILL.GREEN, 'data-number': 0, class: 'table-cell' }),
    svg('text', { x: W / 2, y: (ROWS * H) / 2 + 6, class: 'table-cell-text', text: '0' }),
  ];
  for (let n = 1; n <= 36; n += 1) {
    const { column, row } = cellOf(n);
    const [x, y] = [LEFT + column * W, row * H];
    cells.push(
      svg('rect', { x, y, width: W, height: H, fill: FILL[colourOf(n)], 'data-number': n, class: 'table-cell' }),
      svg('text', { x: x + W / 2, y: y + H / 2 + 5, class: 'table-cell-text', text: n }),
    );
  }
  return cells;
}

function outsideBoxes(): SVGElement[] {
  return OUTSIDE.flatMap((box) => [
    svg('rect', {
      x: box.x,
      y: box.y,
      width: box.w,
      height: box.h,
      fill: box.fill ?? '#0e4a2b',
      class: 'table-cell',
      'data-outside': box.spot,
    }),
    box.label
      ? svg('text', {
          x: box.x + box.w / 2,
          y: box.y + box.h / 2 + 4,
          class: 'table-cell-text small',
          text: t(box.label),
        })
      : svg('path', {
          d: `M${box.x + box.w / 2} ${box.y + 5} l10 10 l-10 10 l-10 -10z`,
          fill: box.fill,
          stroke: '#fff',
        }),
  ]);
}

/** The spot under a point of the layout (SVG px), or null between boxes. */
function spotUnder(x: number, y: number): string | null {
  if (y <= ROWS * H && x < LEFT + COLUMNS * W) return spotAt(x / W - 1, y / H);
  return OUTSIDE.find((box) => x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h)?.spot ?? null;
}

/**
 * A focusable target for every bet of the layout, in reading order (zero, then the numbers' grid column by column,
 * then the outside bets): a ring where the spot's chip sits for the inside bets, the box for the outside ones.
 */
function keyTargets(): { group: SVGGElement; spots: KeySpot[] } {
  const inside = allInsideSpots().map((spot) => {
    const [x, y] = spotPoint(spot)!;
    return { spot, x: LEFT + x * W, y: y * H };
  });
  inside.sort((a, b) => a.x - b.x || a.y - b.y);
  const spots: KeySpot[] = [
    ...inside.map(({ spot, x, y }) => ({ spot, x, y, node: svg('circle', { cx: x, cy: y, r: 9 }) })),
    ...OUTSIDE.map((box) => ({
      spot: box.spot,
      x: box.x + box.w / 2,
      y: box.y + box.h / 2,
      node: svg('rect', { x: box.x + 2, y: box.y + 2, width: box.w - 4, height: box.h - 4, rx: 4 }),
    })),
  ];
  return {
    group: svg(
      'g',
      { class: 'table-key-spots' },
      spots.map((entry) => entry.node),
    ),
    spots,
  };
}

function layoutSvg(onSpot: (spot: string) => void) {
  const chips = svg('g', { 'pointer-events': 'none' });
  const root = svg(
    'svg',
    {
      viewBox: `-2 -2 ${LEFT + (COLUMNS + 1) * W + 4} ${ROWS * H + 2 * OUTSIDE_H + 4}`,
      class: 'table-layout',
      role: 'group',
      'aria-label': t('roulette.layout'),
    },
    [...numberCells(), ...outsideBoxes(), chips],
  );
  // The cells a chip on `spot` would cover light up (by the pointer over the layout, or the keyboard's focus).
  const highlight = (spot: string | null) => {
    const covered = spot ? numbersOf(spot) : [];
    root
      .querySelectorAll<SVGElement>('[data-number]')
      .forEach((cell) => cell.classList.toggle('hover', covered.includes(Number(cell.dataset.number))));
    root
      .querySelectorAll<SVGElement>('[data-outside]')
      .forEach((cell) => cell.classList.toggle('hover', cell.dataset.outside === spot));
  };
  const keys = keyTargets();
  root.insertBefore(keys.group, chips);
  keyboardSpots(keys.group, keys.spots, onSpot, highlight);
  const toLayout = (event: MouseEvent) => {
    const matrix = root.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return spotUnder(point.x, point.y);
  };
  // The numbers a chip here would cover light up, so a split or corner is plain before the click.
  root.addEventListener('mousemove', (event) => {
    const spot = toLayout(event);
    highlight(spot);
    root.style.cursor = spot ? 'pointer' : 'default';
    root.setAttribute('title', spot ? spotName(spot) : '');
  });
  root.addEventListener('mouseleave', () =>
    root.querySelectorAll('.hover').forEach((cell) => cell.classList.remove('hover')),
  );
  root.addEventListener('click', (event) => {
    // A screen reader's activation of a key target (no pointer) is placed by keyboardSpots.
    if (event.detail === 0 && (event.target as Element).closest('[data-key-spot]')) return;
    const spot = toLayout(event);
    if (spot) onSpot(spot);
  });
  return { root, chips };
}

/** Chips per amount of an announced bet, from the board's rules (one for any spot of the layout). */
function chipsPerSpot(board: BoardInput['paytable']['board']): (spot: string) => number {
  const sectors = (board.racetrack as { kind: string; chips: number }[] | undefined) ?? [];
  const neighbours = (board.neighbours as { chips: number } | undefined)?.chips ?? 5;
  return (spot) =>
    spot.startsWith('NEIGHBOURS:') ? neighbours : (sectors.find((sector) => sector.kind === spot)?.chips ?? 1);
}

export function rouletteBoard({ paytable, onSpot }: BoardInput): TableBoard {
  const wheel = rouletteWheel();
  const track = racetrack(onSpot);
  const layout = layoutSvg(onSpot);
  const strip = el('ol', { class: 'table-numbers' });
  let winning: number | null = null;
  const drawChips = (pending: Stakes, confirmed: Stakes, scale: number) => {
    const marks: SVGElement[] = [];
    const trackMarks: SVGElement[] = [];
    for (const [spot, amount] of [...confirmed, ...pending]) {
      const isPending = pending.has(spot) && !confirmed.has(spot);
      const won = winning !== null && (numbersOf(spot).includes(winning) || outsideWinners(winning).includes(spot));
      const onLayout = chipPoint(spot);
      const total = (pending.get(spot) ?? 0n) + (confirmed.get(spot) ?? 0n);
      if (onLayout) marks.push(chip(onLayout, chipLabel(total, scale), pending.has(spot), won));
      const onTrack = track.pointOf(spot);
      if (onTrack) trackMarks.push(chip(onTrack, chipLabel(amount, scale), isPending, false));
    }
    layout.chips.replaceChildren(...marks);
    track.chips.replaceChildren(...trackMarks);
  };
  let last: [Stakes, Stakes, number] = [new Map(), new Map(), 2];
  return {
    scene: el('div', { class: 'table-scene table-scene-wheel' }, [wheel.root, track.root]),
    history: panel(t('roulette.lastNumbers'), [strip]),
    board: el('div', { class: 'table-board table-board-roulette' }, [layout.root]),
    showStakes: (pending, confirmed, scale) => {
      last = [pending, confirmed, scale];
      drawChips(pending, confirmed, scale);
    },
    chipsOf: chipsPerSpot(paytable.board),
    clearDeal: () => wheel.reset(),
    lightWinners(deal) {
      winning = deal ? (deal as RouletteDeal).number : null;
      const outside = winning === null ? [] : outsideWinners(winning);
      layout.root
        .querySelectorAll<SVGElement>('[data-number]')
        .forEach((cell) => cell.classList.toggle('won', Number(cell.dataset.number) === winning));
      layout.root
        .querySelectorAll<SVGElement>('[data-outside]')
        .forEach((cell) => cell.classList.toggle('won', outside.includes(cell.dataset.outside!)));
      drawChips(...last);
    },
    async showDeal(raw: TableDeal, animated) {
      await wheel.spin((raw as RouletteDeal).number, animated);
      if (animated) sound.play('chipPlace');
    },
    showHistory(state) {
      const numbers = (state.history as RouletteDeal[]).slice(-18).reverse();
      if (numbers.length === 0) {
        strip.replaceChildren(el('li', { class: 'table-none', text: t('roulette.noSpins') }));
        return;
      }
      strip.replaceChildren(
        ...numbers.map((deal) =>
          el('li', { class: `table-number ${deal.color.toLowerCase()}`, text: String(deal.number) }),
        ),
      );
    },
  };
}
