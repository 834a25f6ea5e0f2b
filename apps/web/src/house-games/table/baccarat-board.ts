// Live baccarat: the hands dealt P, B, P, B and the third cards, the main and side bets, and the shoe's five roads.
import { t } from '../i18n/translate.ts';
import { el } from '../dom.ts';
import type { Card } from '../house-api-types.ts';
import { sleep } from '../motion.ts';
import { cardScene, type CardScene } from './card-scene.ts';
import { roadsView } from './roads-view.ts';
import { panel, payOf, spotSet, type BoardInput, type TableBoard } from './table-board.ts';
import type { BaccaratDeal, BaccaratRoads, TableDeal, TableState } from './table-types.ts';

const COLOURS = { PLAYER: '#4f9dff', BANKER: '#ff5a5a', TIE: '#4cd97b' };
const cardValue = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const totalOf = (cards: Card[]) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
const isPerfectPair = ([first, second]: Card[]) =>
  Boolean(first && second && first.rank === second.rank && first.suit === second.suit);

/** The spots a hand wins (a dragon bonus side wins on a natural win or a win by 4 or more). */
export function baccaratWinners(deal: BaccaratDeal): string[] {
  const winners: string[] = [deal.outcome];
  if (deal.isPlayerPair) winners.push('PLAYER_PAIR');
  if (deal.isBankerPair) winners.push('BANKER_PAIR');
  if (deal.isPlayerPair || deal.isBankerPair) winners.push('EITHER_PAIR');
  if (isPerfectPair(deal.playerCards) || isPerfectPair(deal.bankerCards)) winners.push('PERFECT_PAIR');
  winners.push(deal.playerCards.length + deal.bankerCards.length === 4 ? 'SMALL' : 'BIG');
  const margin = Math.abs(deal.playerTotal - deal.bankerTotal);
  if (deal.outcome !== 'TIE' && (deal.isNatural || margin >= 4)) winners.push(`${deal.outcome}_BONUS`);
  return winners;
}

const SIDE_BETS = [
  'PLAYER_PAIR',
  'EITHER_PAIR',
  'PERFECT_PAIR',
  'BANKER_PAIR',
  'PLAYER_BONUS',
  'SMALL',
  'BIG',
  'BANKER_BONUS',
] as const;
/** The short words on a side bet's box (the box's accessible name is the full name). */
const sideLabel = (spot: (typeof SIDE_BETS)[number]) =>
  spot === 'SMALL' || spot === 'BIG' ? t(`spot.${spot}`) : t(`bac.side.${spot}`);
const SIDE_NAMES = { PLAYER: 'bac.player', BANKER: 'bac.banker' } as const;

/** Deals the hand in table order and keeps each side's running total on screen. */
async function dealHand(scene: CardScene, deal: BaccaratDeal, animated: boolean): Promise<void> {
  const order: ['player' | 'banker', number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
  ];
  if (deal.playerCards[2]) order.push(['player', 2]);
  if (deal.bankerCards[2]) order.push(['banker', 2]);
  for (const [side, index] of order) {
    const cards = side === 'player' ? deal.playerCards : deal.bankerCards;
    const x = (side === 'player' ? 10 : 222) + index * 60;
    // The third card comes after a pause, as the tableau is read.
    if (animated && index === 2) await sleep(500);
    await scene.deal(cards[index]!, x, 44, animated, index === 2);
    scene.label(side, side === 'player' ? 140 : 352, 36, String(totalOf(cards.slice(0, index + 1))), '#fff');
    if (animated) await sleep(150);
  }
}

/** The shoe's counts and its five roads, fitted to the panel's width in whole cells. */
function drawRoads(node: HTMLElement, hands: BaccaratDeal[], roads: BaccaratRoads): void {
  const count = (outcome: string) => hands.filter((hand) => hand.outcome === outcome).length;
  node.replaceChildren(
    el('div', {
      class: 'table-counts',
      text: t('bac.counts', {
        banker: count('BANKER'),
        player: count('PLAYER'),
        tie: count('TIE'),
        hand: hands.length + 1,
      }),
    }),
    // Before the first layout, a typical panel's width.
    ...roadsView(roads, node.clientWidth || 640),
  );
}

export function baccaratBoard({ paytable, onSpot }: BoardInput): TableBoard {
  const spots = spotSet();
  const scene = cardScene(500, 176, t('bac.title'));
  scene.label('player-name', 70, 36, t('bac.player'), COLOURS.PLAYER);
  scene.label('banker-name', 282, 36, t('bac.banker'), COLOURS.BANKER);
  const roads = el('div', { class: 'table-roads' });
  // The roads are redrawn in whole cells when the frame's width changes (full screen, a turned tablet).
  let shown: TableState | null = null;
  let drawnWidth = 0;
  window.addEventListener('resize', () => {
    if (!shown || roads.clientWidth === drawnWidth) return;
    drawnWidth = roads.clientWidth;
    view.showHistory(shown);
  });
  const board = el('div', { class: 'table-board table-board-baccarat' }, [
    el('div', { class: 'table-row main' }, [
      spots.spot('PLAYER', t('spot.PLAYER'), payOf(paytable, 'PLAYER'), onSpot, 'player'),
      spots.spot('TIE', t('spot.TIE'), payOf(paytable, 'TIE'), onSpot, 'tie'),
      spots.spot('BANKER', t('spot.BANKER'), payOf(paytable, 'BANKER'), onSpot, 'banker'),
    ]),
    el(
      'div',
      { class: 'table-row side' },
      SIDE_BETS.map((spot) => {
        const pays = payOf(paytable, spot);
        const shown = pays.includes(';') ? t('bac.upTo') : pays.replace(/ \(.*\)/, '');
        return spots.spot(spot, sideLabel(spot), shown, onSpot, 'side');
      }),
    ),
  ]);
  const view: TableBoard = {
    scene: el('div', { class: 'table-scene' }, [scene.root]),
    history: panel(t('bac.roads'), [roads]),
    board,
    showStakes: spots.show,
    chipsOf: () => 1,
    clearDeal: () => {
      scene.clear();
      scene.label('player', 140, 36, '', '#fff');
      scene.label('banker', 352, 36, '', '#fff');
    },
    lightWinners: (deal) => spots.light(deal ? baccaratWinners(deal as BaccaratDeal) : []),
    async showDeal(raw: TableDeal, animated) {
      const deal = raw as BaccaratDeal;
      scene.clear();
      await dealHand(scene, deal, animated);
      const high = Math.max(deal.playerTotal, deal.bankerTotal);
      const low = Math.min(deal.playerTotal, deal.bankerTotal);
      const extras = [
        deal.isNatural ? t('bac.natural') : '',
        deal.isPlayerPair ? t('bac.playerPair') : '',
        deal.isBankerPair ? t('bac.bankerPair') : '',
      ]
        .filter(Boolean)
        .join(', ');
      const text = t('bac.score', {
        text: deal.outcome === 'TIE' ? t('bac.tie') : t('bac.wins', { side: t(SIDE_NAMES[deal.outcome]) }),
        high,
        low,
      });
      scene.banner(extras ? `${text} · ${extras}` : text, COLOURS[deal.outcome]);
    },
    showHistory(state) {
      if (!state.roads) return;
      shown = state;
      drawRoads(roads, state.history as BaccaratDeal[], state.roads);
    },
  };
  return view;
}
