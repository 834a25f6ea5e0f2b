// The site's progressive jackpot on a slot that feeds it: a strip over the reels with the pool, read again after
// each round and every few seconds while the page is idle and in view (every player's stakes feed it, not only
// this one's), the rule in the rules panel, and the celebration of a round that won it, before the round's win.
import { byId, el, svg } from '../dom.ts';
import type { GameMount } from '../game-module.ts';
import type { SlotPaytable } from '../house-api-types.ts';
import { t } from '../i18n/translate.ts';
import { star } from '../art/shape-kit.ts';
import { sound } from '../sound/sound.ts';
import { boardHeight, CELL, REELS, type SlotBoard } from './slot-board.ts';
import { jackpotRule, poolText } from './slot-jackpot-text.ts';

/** How often the pool is read again while nothing plays and the page is in view. */
export const POOL_REFRESH_MS = 10_000;
/** How long the celebration holds before the round's win shows; a click on the reels ends it sooner. */
const CELEBRATION_MS = 4_500;

export type PoolStrip = { node: HTMLElement; refresh: () => Promise<void>; stop: () => void };

/**
 * Puts the pool strip over the reels and the jackpot's rule in the rules panel, for a title that feeds the pool;
 * null for the others. `idle` says when a read may run (not while a round plays, so the pool moves after it).
 */
export function mountPool(
  game: Pick<GameMount<SlotPaytable>, 'paytable' | 'currency' | 'jackpotPool' | 'readJackpotPool'>,
  idle: () => boolean,
): PoolStrip | null {
  if (game.paytable.jackpot)
    byId('paytable').append(el('p', { class: 'rules', text: jackpotRule(game.paytable.jackpot) }));
  if (game.jackpotPool === null) return null;
  const amount = el('strong', { class: 'slot-pool-amount' });
  const node = el('div', { class: 'slot-pool' }, [
    el('span', { class: 'slot-pool-label', text: t('jackpot.strip') }),
    amount,
  ]);
  // A failed or empty read keeps the amount already shown.
  const show = (pool: string | null) => {
    const text = poolText(pool, game.currency);
    if (text !== null) amount.textContent = text;
  };
  show(game.jackpotPool);
  window.document.body.classList.add('slot-has-pool');
  byId('stage').prepend(node);
  const refresh = async () => show(await game.readJackpotPool());
  const timer = window.setInterval(() => {
    if (idle() && window.document.visibilityState === 'visible') void refresh();
  }, POOL_REFRESH_MS);
  return { node, refresh, stop: () => window.clearInterval(timer) };
}

const WIDTH = REELS * CELL + 20;

/** Gold rays turning behind the words, and coins and sparkles around them. */
function burst(cx: number, cy: number): SVGElement[] {
  const rays = svg(
    'g',
    { class: 'slot-jackpot-rays' },
    Array.from({ length: 18 }, (_, index) =>
      svg('path', {
        d: `M${cx} ${cy} L${cx - 34} ${cy - 420} L${cx + 34} ${cy - 420}z`,
        transform: `rotate(${index * 20} ${cx} ${cy})`,
        fill: index % 2 ? '#fff3b0' : '#f5c542',
        opacity: 0.28,
      }),
    ),
  );
  const coins = [
    [70, 0.25],
    [450, 0.3],
    [110, 0.78],
    [410, 0.8],
    [40, 0.55],
    [480, 0.6],
  ].map(([x, at]) =>
    svg('g', { transform: `translate(${x} ${cy * 2 * at})` }, [
      svg('circle', { r: 17, fill: 'url(#g-gold)', stroke: '#7a5200', 'stroke-width': 2 }),
      svg('circle', { r: 11, fill: 'none', stroke: '#fff3b0', 'stroke-width': 1.5, opacity: 0.8 }),
    ]),
  );
  const sparkles = [
    [150, 0.2],
    [370, 0.22],
    [200, 0.85],
    [330, 0.88],
  ].map(([x, at]) => svg('polygon', { points: star(x, cy * 2 * at, 10, 3), fill: '#fff' }));
  return [rays, ...coins, ...sparkles];
}

/**
 * The jackpot's celebration over the reels: JACKPOT! and the amount it paid, with its fanfare, held a few seconds
 * (or until a click) before the round's own win shows. The status line says it too, for screen readers.
 */
export async function celebrateJackpot(board: SlotBoard, status: HTMLElement, amount: string): Promise<void> {
  const height = boardHeight(board.rows);
  const cx = WIDTH / 2;
  const cy = height / 2;
  const words = { 'text-anchor': 'middle', 'font-family': 'Arial Black,Arial,sans-serif', 'font-weight': 900 };
  const layer = svg('g', { class: 'slot-jackpot' }, [
    svg('rect', { x: 0, y: 0, width: WIDTH, height, rx: 14, fill: '#000000b8' }),
    ...burst(cx, cy),
    svg('text', {
      ...words,
      x: cx,
      y: cy + 6,
      'font-size': 78,
      fill: 'url(#g-gold)',
      stroke: '#5a1a04',
      'stroke-width': 5,
      'paint-order': 'stroke',
      class: 'slot-jackpot-title',
      text: t('jackpot.won'),
    }),
    svg('text', {
      ...words,
      x: cx,
      y: cy + 62,
      'font-size': 40,
      fill: '#fff',
      stroke: '#000',
      'stroke-width': 4,
      'paint-order': 'stroke',
      text: amount,
    }),
    svg('text', {
      ...words,
      x: cx,
      y: height - 16,
      'font-size': 14,
      'font-weight': 700,
      fill: '#fff3b0',
      text: t('jackpot.dismiss'),
    }),
  ]);
  board.overlay.append(layer);
  status.textContent = t('jackpot.wonAmount', { amount });
  sound.play('jackpot');
  await new Promise<void>((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      board.root.removeEventListener('click', done);
      resolve();
    };
    const timer = window.setTimeout(done, CELEBRATION_MS);
    board.root.addEventListener('click', done);
  });
  layer.remove();
}
