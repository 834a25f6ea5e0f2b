import type { Card } from './cards.ts';
import { livePlayers, needsToAct } from './holdem-seats.ts';
import { playersClockwiseAfter } from './seat-order.ts';
import { settleHoldemHand } from './holdem-settle.ts';
import type { HoldemHand, HoldemStreet } from './holdem-types.ts';

/** Cards each street turns, after one burn card (dealt as at a real table, so the deck replays card for card). */
const NEXT_STREET: Record<HoldemStreet, { street: HoldemStreet; cards: number } | null> = {
  PREFLOP: { street: 'FLOP', cards: 3 },
  FLOP: { street: 'TURN', cards: 1 },
  TURN: { street: 'RIVER', cards: 1 },
  RIVER: null,
};

export function dealCards(hand: HoldemHand, count: number): Card[] {
  const cards = hand.deck.slice(hand.deckCursor, hand.deckCursor + count);
  if (cards.length !== count) throw new RangeError('the deck ran out');
  hand.deckCursor += count;
  return cards;
}

function finish(hand: HoldemHand): void {
  hand.toActSeat = null;
  hand.result = settleHoldemHand(hand);
}

function openNextStreet(hand: HoldemHand): boolean {
  const next = NEXT_STREET[hand.street];
  if (!next) return false;
  dealCards(hand, 1);
  const cards = dealCards(hand, next.cards);
  hand.board.push(...cards);
  hand.street = next.street;
  hand.events.push({ kind: 'STREET', street: next.street, cards });
  hand.currentBet = 0;
  hand.minRaise = hand.config.bigBlind;
  for (const player of hand.players) {
    player.streetBet = 0;
    player.actedAtLevel = null;
  }
  return true;
}

/**
 * After a blind or an action by `lastSeat`: the next player clockwise who must act gets the turn; when nobody
 * must, the street closes and the next one opens (first to act is the first player left of the button), and when
 * nobody can bet any more the board runs out to the river. One player left, or the river closed: the hand settles.
 */
export function advanceHand(hand: HoldemHand, lastSeat: number): void {
  let fromSeat = lastSeat;
  for (;;) {
    if (livePlayers(hand).length === 1) return finish(hand);
    const next = playersClockwiseAfter(hand.players, fromSeat).find((player) => needsToAct(hand, player));
    if (next) {
      hand.toActSeat = next.seat;
      return;
    }
    if (!openNextStreet(hand)) return finish(hand);
    fromSeat = hand.buttonSeat;
  }
}
