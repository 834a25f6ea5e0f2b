// The roulette wheel (the deal: the wheel turns, the ball runs the other way and drops into the dealt pocket) and
// the racetrack (the wheel's numbers in order, for neighbours and the announced sector bets).
import { svg } from '../dom.ts';
import { t } from '../i18n/translate.ts';
import { keyboardSpots } from './keyboard-spots.ts';
import { animate } from '../motion.ts';
import { sound } from '../sound/sound.ts';
import { colourOf, WHEEL_ORDER } from './roulette-layout.ts';

const FILL = { RED: '#c62828', BLACK: '#1b1b1b', GREEN: '#1b8f3a' };
const POCKET = 360 / WHEEL_ORDER.length;
const R = 84;

const polar = (angle: number, radius: number) => {
  const rad = ((angle - 90) * Math.PI) / 180;
  return { x: radius * Math.cos(rad), y: radius * Math.sin(rad) };
};

function pocket(index: number, n: number): SVGElement[] {
  const [a, b] = [index * POCKET - POCKET / 2, index * POCKET + POCKET / 2];
  const [p1, p2, p3, p4] = [polar(a, R), polar(b, R), polar(b, R - 26), polar(a, R - 26)];
  const label = polar(index * POCKET, R - 10);
  return [
    svg('path', {
      d: `M${p1.x} ${p1.y} A${R} ${R} 0 0 1 ${p2.x} ${p2.y} L${p3.x} ${p3.y} A${R - 26} ${R - 26} 0 0 0 ${p4.x} ${p4.y}Z`,
      fill: FILL[colourOf(n)],
      stroke: '#d4af37',
      'stroke-width': 0.6,
    }),
    svg('text', {
      x: label.x,
      y: label.y + 3,
      'font-size': 8,
      'font-weight': 700,
      fill: '#fff',
      'text-anchor': 'middle',
      transform: `rotate(${index * POCKET} ${label.x} ${label.y})`,
      text: n,
    }),
  ];
}

export type Wheel = { root: SVGSVGElement; spin: (n: number, animated: boolean) => Promise<void>; reset: () => void };

export function rouletteWheel(): Wheel {
  const wheel = svg('g', {}, [
    svg('circle', { r: R + 6, fill: '#5d3a1a', stroke: '#d4af37', 'stroke-width': 3 }),
    ...WHEEL_ORDER.flatMap((n, index) => pocket(index, n)),
    svg('circle', { r: R - 26, fill: '#3b2412', stroke: '#d4af37' }),
    svg('path', { d: 'M0 -40 L6 0 L0 40 L-6 0Z M-40 0 L0 -6 L40 0 L0 6Z', fill: '#d4af37' }),
  ]);
  const ball = svg('circle', { r: 5, fill: '#fafafa', stroke: '#999' });
  const centre = svg('text', { y: 9, 'font-size': 26, 'font-weight': 900, 'text-anchor': 'middle', fill: '#fff' });
  const root = svg(
    'svg',
    { viewBox: '-100 -100 200 200', class: 'table-wheel', role: 'img', 'aria-label': t('roulette.wheel') },
    [wheel, ball, svg('circle', { r: 22, fill: '#000a' }), centre],
  );
  let turned = 0;
  const place = (wheelAngle: number, ballAngle: number, ballRadius: number) => {
    wheel.setAttribute('transform', `rotate(${wheelAngle})`);
    const at = polar(ballAngle, ballRadius);
    ball.setAttribute('cx', String(at.x));
    ball.setAttribute('cy', String(at.y));
  };
  place(0, 0, R + 1);
  return {
    root,
    async spin(n, animated) {
      const target = turned + 720 + 97;
      const pocketAngle = WHEEL_ORDER.indexOf(n) * POCKET;
      centre.textContent = '';
      if (animated) {
        sound.play('spinStart');
        await animate(4200, (t) => {
          const e = 1 - (1 - t) ** 3;
          // The ball runs against the wheel, four turns, slowing onto its pocket as the wheel slows.
          const wheelAngle = turned + (target - turned) * e;
          place(wheelAngle, wheelAngle + pocketAngle + (1 - e) * -1440, R - 13 + (1 - e) * 14);
        });
        sound.play('reelStop');
      }
      turned = target % 360;
      place(turned, turned + pocketAngle, R - 13);
      centre.textContent = String(n);
      centre.setAttribute('fill', n === 0 ? '#4cd97b' : colourOf(n) === 'RED' ? '#ff6b6b' : '#fff');
    },
    reset() {
      centre.textContent = '';
    },
  };
}

export type Racetrack = {
  root: SVGSVGElement;
  chips: SVGGElement;
  pointOf: (spot: string) => { x: number; y: number } | null;
};

const TRACK = { width: 380, height: 100, r: 36 };
const SECTORS = [
  ['TIERS_DU_CYLINDRE', 0.2],
  ['ORPHELINS', 0.4],
  ['VOISINS_DU_ZERO', 0.6],
  ['JEU_ZERO', 0.79],
] as const;

/** Where the k-th of n numbers sits along the stadium's outline (clockwise from the right end's top). */
function trackPoint(k: number, n: number): { x: number; y: number } {
  const { width, height, r } = TRACK;
  const straight = width - 2 * r - 28;
  const arc = Math.PI * r;
  const perimeter = 2 * straight + 2 * arc;
  let s = ((k + 0.5) / n) * perimeter;
  const [left, right, cy] = [r + 14, width - r - 14, height / 2];
  if (s < arc) return { x: right + r * Math.sin(s / r), y: cy - r * Math.cos(s / r) };
  s -= arc;
  if (s < straight) return { x: right - s, y: cy + r };
  s -= straight;
  if (s < arc) return { x: left - r * Math.sin(s / r), y: cy + r * Math.cos(s / r) };
  return { x: left + (s - arc), y: cy - r };
}

/** An announced bet's button inside the track. */
function sectorButton(spot: (typeof SECTORS)[number][0], x: number, onSpot: (spot: string) => void): SVGElement {
  const y = TRACK.height / 2;
  return svg('g', { class: 'table-track-sector', 'data-spot': spot, onclick: () => onSpot(spot) }, [
    svg('rect', { x: x - 33, y: y - 13, width: 66, height: 26, rx: 8, fill: '#0e4a2b', stroke: '#e9c46a88' }),
    svg('text', {
      x,
      y: y + 4,
      'font-size': 11,
      'font-weight': 700,
      fill: '#fff',
      'text-anchor': 'middle',
      text: t(`roulette.sector.${spot}`),
    }),
  ]);
}

export function racetrack(onSpot: (spot: string) => void): Racetrack {
  const { width, height } = TRACK;
  // Zero at the right end, as on the usual racetrack, the wheel's order running clockwise from it.
  const start = WHEEL_ORDER.length - 3;
  const points = new Map<number, { x: number; y: number }>();
  const numbers = WHEEL_ORDER.map((n, index) => {
    const at = trackPoint((index + start) % WHEEL_ORDER.length, WHEEL_ORDER.length);
    points.set(n, at);
    return svg(
      'g',
      { class: 'table-track-number', 'data-spot': `NEIGHBOURS:${n}`, onclick: () => onSpot(`NEIGHBOURS:${n}`) },
      [
        svg('circle', { cx: at.x, cy: at.y, r: 10, fill: FILL[colourOf(n)], stroke: '#d4af37', 'stroke-width': 0.8 }),
        svg('text', {
          x: at.x,
          y: at.y + 3.5,
          'font-size': 9,
          'font-weight': 700,
          fill: '#fff',
          'text-anchor': 'middle',
          text: n,
        }),
      ],
    );
  });
  const sectors = SECTORS.map(([spot, at]) => sectorButton(spot, at * width, onSpot));
  const chips = svg('g', { 'pointer-events': 'none' });
  const root = svg(
    'svg',
    {
      viewBox: `0 0 ${width} ${height}`,
      class: 'table-racetrack',
      role: 'group',
      'aria-label': t('roulette.racetrack'),
    },
    [
      svg('rect', {
        x: 14,
        y: 14,
        width: width - 28,
        height: height - 28,
        rx: 34,
        fill: '#0b3a22',
        stroke: '#e9c46a66',
      }),
      ...sectors,
      ...numbers,
      chips,
    ],
  );
  // The track's numbers in the wheel's order, then the announced bets: one Tab stop, arrows move by position.
  keyboardSpots(
    root,
    [
      ...WHEEL_ORDER.map((n, index) => ({ spot: `NEIGHBOURS:${n}`, node: numbers[index]!, ...points.get(n)! })),
      ...SECTORS.map(([spot, at], index) => ({ spot, node: sectors[index]!, x: at * width, y: height / 2 })),
    ],
    onSpot,
    undefined,
    { clicks: false },
  );
  return {
    root,
    chips,
    pointOf(spot) {
      const sector = SECTORS.find(([name]) => name === spot);
      if (sector) return { x: sector[1] * width + 26, y: height / 2 - 10 };
      const match = /^NEIGHBOURS:(\d+)$/.exec(spot);
      return match ? (points.get(Number(match[1])) ?? null) : null;
    },
  };
}
