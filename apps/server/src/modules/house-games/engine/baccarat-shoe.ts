import { cardOf, shuffleShoe } from './baccarat-engine.ts';
import { dealCoup, type BaccaratCoup, type Card, type CardSource } from './baccarat-rules.ts';
import type { RandomStream } from '../../../lib/fair-rng.ts';

export const LIVE_SHOE_DECKS = 8;
/** The cut card goes 14, 15 or 16 cards from the end, drawn after the shuffle: enough for the hand it stops. */
export const CUT_CARD_MIN_FROM_END = 14;
export const CUT_CARD_MAX_FROM_END = 16;
/** The most cards one coup takes (two hands of three), so the cards behind the cut card always finish a hand. */
const MAX_CARDS_PER_HAND = 6;

/** A live table's shoe, fixed once shuffled: plain data, so the service can store it and a player can re-derive it. */
export type LiveShoe = {
  decks: number;
  /** Card ids (see cardOf) in dealing order: index 0 is the first card out of the shoe. */
  cardIds: readonly number[];
  /** Cards burned before the first hand: the card turned face up (index 0) plus as many as its value. */
  burnCount: number;
  /** Index of the first card behind the cut card: the hand that deals it, or starts at it, is the shoe's last. */
  cutCardIndex: number;
};

/** Where a live shoe stands between hands. */
export type ShoePosition = {
  nextCardIndex: number;
  handsDealt: number;
  /** The cut card came out during the last hand: the table opens a new shoe. */
  isFinished: boolean;
};

export type LiveHand = BaccaratCoup & {
  /** 1 for the shoe's first hand. */
  handNumber: number;
  /** Shoe index of the hand's first card; its cards are the next `cardCount` in dealing order. */
  firstCardIndex: number;
  cardCount: number;
  isLastHand: boolean;
};

/** The burn count's card value: ace 1, 2–9 their face, ten and court cards 10 (not baccarat's 0). */
export function burnValue(card: Card): number {
  return card.rank >= 10 ? 10 : card.rank;
}

/**
 * Shuffles a new shoe from the fair stream: the same card ids and full forward Fisher–Yates as the single-player
 * game (415 draws for 8 decks), then one more draw, nextInt(3), puts the cut card 14 + that many cards from the end.
 */
export function shuffleLiveShoe(stream: RandomStream, decks: number = LIVE_SHOE_DECKS): LiveShoe {
  const cardIds = Array.from(shuffleShoe(stream, decks));
  const cardsBehindCut = CUT_CARD_MIN_FROM_END + stream.nextInt(CUT_CARD_MAX_FROM_END - CUT_CARD_MIN_FROM_END + 1);
  const burnCount = 1 + burnValue(cardOf(cardIds[0]));
  return { decks, cardIds, burnCount, cutCardIndex: cardIds.length - cardsBehindCut };
}

export function openingPosition(shoe: LiveShoe): ShoePosition {
  return { nextCardIndex: shoe.burnCount, handsDealt: 0, isFinished: false };
}

export function burnCardOf(shoe: LiveShoe): Card {
  return cardOf(shoe.cardIds[0]);
}

/** Deals the next coup without changing its arguments: the hand and the position after it. */
export function dealNextHand(shoe: LiveShoe, position: ShoePosition): { hand: LiveHand; position: ShoePosition } {
  if (position.isFinished) throw new RangeError('the shoe is finished: shuffle a new one');
  if (shoe.cardIds.length - position.nextCardIndex < MAX_CARDS_PER_HAND)
    throw new RangeError('too few cards left for a hand: the cut card was passed');
  let index = position.nextCardIndex;
  const source: CardSource = {
    draw: () => {
      const card = cardOf(shoe.cardIds[index]);
      index += 1;
      return card;
    },
  };
  const coup = dealCoup(source);
  const isLastHand = index > shoe.cutCardIndex;
  const handNumber = position.handsDealt + 1;
  // The coup is this call's own object: extending it in place spares a copy per hand in million-hand simulations.
  const hand: LiveHand = Object.assign(coup, {
    handNumber,
    firstCardIndex: position.nextCardIndex,
    cardCount: index - position.nextCardIndex,
    isLastHand,
  });
  return { hand, position: { nextCardIndex: index, handsDealt: handNumber, isFinished: isLastHand } };
}

/** Every hand of a shoe, in order, until the cut card's hand: for replaying or verifying a whole shoe. */
export function dealWholeShoe(shoe: LiveShoe): LiveHand[] {
  const hands: LiveHand[] = [];
  let position = openingPosition(shoe);
  while (!position.isFinished) {
    const dealt = dealNextHand(shoe, position);
    hands.push(dealt.hand);
    position = dealt.position;
  }
  return hands;
}
