// Live baccarat: the hands dealt P, B, P, B and the third cards, the main and side bets, and the shoe's five roads.
import { el } from '../dom.ts';
import type { Card } from '../house-api-types.ts';
import { sleep } from '../motion.ts';
import { cardScene, type CardScene } from './card-scene.ts';
import { beadRoad, bigRoad, derivedRoad } from './roads-view.ts';
import { panel, payOf, spotSet, type BoardInput, type TableBoard } from './table-board.ts';
import type { BaccaratDeal, TableDeal } from './table-types.ts';

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

const SIDE_BETS: [string, string][] = [
  ['PLAYER_PAIR', 'P Pair'],
  ['EITHER_PAIR', 'Either Pair'],
  ['PERFECT_PAIR', 'Perfect Pair'],
  ['BANKER_PAIR', 'B Pair'],
  ['PLAYER_BONUS', 'P Bonus'],
  ['SMALL', 'Small'],
  ['BIG', 'Big'],
  ['BANKER_BONUS', 'B Bonus'],
];

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

export function baccaratBoard({ paytable, onSpot }: BoardInput): TableBoard {
  const spots = spotSet();
  const scene = cardScene(500, 176, 'BACCARAT · 8 DECKS · COMPUTER DEALT');
  scene.label('player-name', 70, 36, 'PLAYER', COLOURS.PLAYER);
  scene.label('banker-name', 282, 36, 'BANKER', COLOURS.BANKER);
  const roads = el('div', { class: 'table-roads' });
  const board = el('div', { class: 'table-board table-board-baccarat' }, [
    el('div', { class: 'table-row main' }, [
      spots.spot('PLAYER', 'Player', payOf(paytable, 'PLAYER'), onSpot, 'player'),
      spots.spot('TIE', 'Tie', payOf(paytable, 'TIE'), onSpot, 'tie'),
      spots.spot('BANKER', 'Banker', payOf(paytable, 'BANKER'), onSpot, 'banker'),
    ]),
    el(
      'div',
      { class: 'table-row side' },
      SIDE_BETS.map(([spot, label]) => {
        const pays = payOf(paytable, spot);
        return spots.spot(spot, label, pays.includes(';') ? 'up to 30:1' : pays.replace(/ \(.*\)/, ''), onSpot, 'side');
      }),
    ),
  ]);
  return {
    scene: el('div', { class: 'table-scene' }, [scene.root]),
    history: panel('Roads', [roads]),
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
        deal.isNatural ? 'natural' : '',
        deal.isPlayerPair ? 'P pair' : '',
        deal.isBankerPair ? 'B pair' : '',
      ]
        .filter(Boolean)
        .join(', ');
      const text = deal.outcome === 'TIE' ? `TIE ${high}:${low}` : `${deal.outcome} WINS ${high}:${low}`;
      scene.banner(extras ? `${text} · ${extras}` : text, COLOURS[deal.outcome]);
    },
    showHistory(state) {
      if (!state.roads) return;
      const hands = state.history as BaccaratDeal[];
      const count = (outcome: string) => hands.filter((hand) => hand.outcome === outcome).length;
      roads.replaceChildren(
        el('div', {
          class: 'table-counts',
          text: `B ${count('BANKER')} · P ${count('PLAYER')} · T ${count('TIE')} · hand ${hands.length + 1}`,
        }),
        el('div', { class: 'table-road-row' }, [beadRoad(state.roads, 14), bigRoad(state.roads, 34)]),
        el('div', { class: 'table-derived' }, [
          derivedRoad(state.roads.bigEyeBoy, 'ring', 20, 'Big eye boy'),
          derivedRoad(state.roads.smallRoad, 'dot', 20, 'Small road'),
          derivedRoad(state.roads.cockroachPig, 'slash', 20, 'Cockroach pig'),
        ]),
      );
    },
  };
}
