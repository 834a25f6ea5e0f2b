// The virtual baccarat table in SVG: the felt, the shoe, and the cards dealt one by one from the round's outcome
// (nothing is random here).
import { pageLocale, t } from '../i18n/translate.ts';
import { svg } from '../dom.ts';
import type { BaccaratCoup, Card } from '../house-api-types.ts';
import { animate, sleep } from '../motion.ts';
import { card as drawCard } from '../art/cards.ts';
import { sound } from '../sound/sound.ts';

type Hand = 'player' | 'banker';
export type BaccaratTable = {
  root: SVGSVGElement;
  hands: Record<Hand, SVGGElement>;
  totals: Record<Hand, SVGTextElement>;
  /** The circles under the totals; the winning hand's lights up (house.css). */
  rings: Record<Hand, SVGCircleElement>;
  result: SVGGElement;
  flying: SVGGElement;
};

const SHOE = { x: 680, y: 22 };
const value = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const total = (cards: Card[]) => cards.reduce((sum, card) => sum + value(card), 0) % 10;

/** The table's fixed picture: felt, labels and the shoe. */
const background = (): SVGElement[] => [
  svg('defs', {}, [
    svg('radialGradient', { id: 'felt', cx: 0.5, cy: 0.3, r: 0.8 }, [
      svg('stop', { offset: 0, 'stop-color': '#1f8a4c' }),
      svg('stop', { offset: 1, 'stop-color': '#0a3d21' }),
    ]),
  ]),
  svg('rect', { width: 760, height: 340, rx: 24, fill: 'url(#felt)', stroke: '#6d4c1f', 'stroke-width': 10 }),
  svg('path', {
    d: 'M40 300 Q380 210 720 300',
    fill: 'none',
    stroke: '#e9c46a',
    'stroke-width': 2,
    opacity: 0.6,
  }),
  svg('text', {
    x: 380,
    y: 36,
    'font-size': 13,
    'text-anchor': 'middle',
    fill: '#e9c46a',
    'font-weight': 700,
    text: t('bac.virtualTitle'),
  }),
  svg('text', {
    x: 190,
    y: 76,
    'font-size': 22,
    'text-anchor': 'middle',
    fill: '#8ec5ff',
    'font-weight': 900,
    text: t('bac.player'),
  }),
  svg('text', {
    x: 570,
    y: 76,
    'font-size': 22,
    'text-anchor': 'middle',
    fill: '#ff9b9b',
    'font-weight': 900,
    text: t('bac.banker'),
  }),
  svg('rect', { x: SHOE.x - 6, y: SHOE.y - 6, width: 72, height: 96, rx: 8, fill: '#3e2723', stroke: '#e9c46a' }),
  drawCard(null, SHOE.x, SHOE.y, true),
];

export function createTable(): BaccaratTable {
  const hands = { player: svg('g'), banker: svg('g') };
  const totals = {
    player: svg('text', { x: 190, y: 262, 'font-size': 30, 'font-weight': 900, 'text-anchor': 'middle', fill: '#fff' }),
    banker: svg('text', { x: 570, y: 262, 'font-size': 30, 'font-weight': 900, 'text-anchor': 'middle', fill: '#fff' }),
  };
  const ring = (hand: Hand, cx: number, stroke: string) =>
    svg('circle', { class: `ring ${hand}`, cx, cy: 252, r: 24, fill: '#0008', stroke, 'stroke-width': 3 });
  const rings = { player: ring('player', 190, '#8ec5ff'), banker: ring('banker', 570, '#ff9b9b') };
  const result = svg('g');
  const flying = svg('g');
  const root = svg('svg', { class: 'bac-table', viewBox: '0 0 760 340', role: 'img', 'aria-label': t('bac.table') }, [
    ...background(),
    rings.player,
    rings.banker,
    hands.player,
    hands.banker,
    totals.player,
    totals.banker,
    flying,
    result,
  ]);
  return { root, hands, totals, rings, result, flying };
}

/** Where the n-th card of a hand lies; a third card is turned sideways as at a real table. */
const slotOf = (hand: Hand, index: number) => ({ x: (hand === 'player' ? 110 : 490) + index * 66, y: 110 });

async function dealCard(table: BaccaratTable, hand: Hand, index: number, card: Card, fast: boolean): Promise<void> {
  const to = slotOf(hand, index);
  const moving = drawCard(null, SHOE.x, SHOE.y, true);
  table.flying.replaceChildren(moving);
  // A picture laid out at once (the last round, the verify page) makes no sound.
  if (!fast) sound.play('cardDeal');
  await animate(fast ? 0 : 320, (t) => {
    const e = 1 - (1 - t) ** 2;
    moving.setAttribute('transform', `translate(${SHOE.x + (to.x - SHOE.x) * e} ${SHOE.y + (to.y - SHOE.y) * e})`);
  });
  table.flying.replaceChildren();
  const face = drawCard(card, to.x, to.y, false);
  if (index === 2) face.setAttribute('transform', `translate(${to.x + 8} ${to.y + 70}) rotate(-90)`);
  table.hands[hand].append(face);
  if (!fast) sound.play('cardFlip');
}

/** Deals a coup card by card in table order: P, B, P, B, then the third cards. */
export async function deal(table: BaccaratTable, coup: BaccaratCoup, fast: boolean): Promise<void> {
  table.hands.player.replaceChildren();
  table.hands.banker.replaceChildren();
  table.result.replaceChildren();
  table.rings.player.removeAttribute('data-won');
  table.rings.banker.removeAttribute('data-won');
  table.totals.player.textContent = '';
  table.totals.banker.textContent = '';
  const order: [Hand, number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
  ];
  if (coup.playerCards[2]) order.push(['player', 2]);
  if (coup.bankerCards[2]) order.push(['banker', 2]);
  for (const [hand, index] of order) {
    const cards = hand === 'player' ? coup.playerCards : coup.bankerCards;
    await dealCard(table, hand, index, cards[index], fast);
    table.totals[hand].textContent = String(total(cards.slice(0, index + 1)));
    table.totals[hand].setAttribute('y', '262');
    if (!fast) await sleep(120);
  }
  const colour = { PLAYER: '#4f9dff', BANKER: '#ff5a5a', TIE: '#4cd97b' }[coup.outcome];
  const [high, low] = [Math.max(coup.playerTotal, coup.bankerTotal), Math.min(coup.playerTotal, coup.bankerTotal)];
  const text =
    coup.outcome === 'TIE'
      ? t('bac.score', { text: t('bac.tie'), high: coup.playerTotal, low: coup.bankerTotal })
      : t('bac.score', {
          text: t('bac.wins', { side: t(coup.outcome === 'PLAYER' ? 'bac.player' : 'bac.banker') }),
          high,
          low,
        });
  const upper = (text: string) => text.toLocaleUpperCase(pageLocale());
  const extras = [
    coup.isNatural ? upper(t('bac.natural')) : '',
    coup.isPlayerPair ? upper(t('spot.PLAYER_PAIR')) : '',
    coup.isBankerPair ? upper(t('spot.BANKER_PAIR')) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  // The verdict in big letters across the foot of the felt, under the two totals.
  table.result.replaceChildren(
    svg('rect', {
      x: 180,
      y: 278,
      width: 400,
      height: extras ? 56 : 46,
      rx: 14,
      fill: '#000c',
      stroke: colour,
      'stroke-width': 3,
    }),
    svg('text', {
      x: 380,
      y: extras ? 306 : 311,
      'font-size': 28,
      'font-weight': 900,
      'text-anchor': 'middle',
      fill: colour,
      text,
    }),
    svg('text', {
      x: 380,
      y: 325,
      'font-size': 12,
      'font-weight': 700,
      'text-anchor': 'middle',
      fill: '#fff',
      text: extras,
    }),
  );
  // The winning hand's total lights up; a tie lights both.
  if (coup.outcome !== 'BANKER') table.rings.player.setAttribute('data-won', 'true');
  if (coup.outcome !== 'PLAYER') table.rings.banker.setAttribute('data-won', 'true');
}
