import { orderedDeck, parseCards, type Card } from './cards.ts';
import { applyHoldemAction } from './holdem-betting.ts';
import type { HoldemAction, HoldemConfig, HoldemHand } from './holdem-types.ts';

/** Shared by the Hold'em tests: blinds 50/100 with a 5% rake capped at 300, seats 0..n-1, a board that makes nothing. */
export const testConfig: HoldemConfig = { smallBlind: 50, bigBlind: 100, rake: { percentBp: 500, cap: 300 } };
export const seatsWith = (...stacks: number[]) => stacks.map((stack, seat) => ({ seat, playerId: `p${seat}`, stack }));
export const quietBoard = '2c 7d 9h Js 3s';

export function play(hand: HoldemHand, ...moves: [number, HoldemAction][]): HoldemHand {
  return moves.reduce((state, [seat, action]) => applyHoldemAction(state, seat, action), hand);
}
export const call: HoldemAction = { type: 'CALL' };
export const check: HoldemAction = { type: 'CHECK' };
export const fold: HoldemAction = { type: 'FOLD' };
export const allIn: HoldemAction = { type: 'ALL_IN' };
export const raise = (to: number): HoldemAction => ({ type: 'RAISE', to });
export const bet = (to: number): HoldemAction => ({ type: 'BET', to });

/**
 * A deck arranged for a test: `holes` are the two cards of each player in deal order (first player left of the
 * button first), `board` the five community cards; the burn cards and the rest come from the unused cards in
 * order. Only tests use it: real hands take their deck from fair-shuffle.ts.
 */
export function arrangedDeck(holes: readonly string[], board: string): Card[] {
  const holeCards = holes.map((text) => parseCards(text));
  const boardCards = parseCards(board);
  if (boardCards.length !== 5 || holeCards.some((cards) => cards.length !== 2))
    throw new RangeError('2 per hole, 5 on board');
  const used = new Set([...holeCards.flat(), ...boardCards]);
  const spare = orderedDeck().filter((card) => !used.has(card));
  const take = () => {
    const card = spare.shift();
    if (card === undefined) throw new RangeError('not enough cards');
    return card;
  };
  const deck: Card[] = [
    ...holeCards.map((cards) => cards[0] as Card),
    ...holeCards.map((cards) => cards[1] as Card),
    take(),
    ...boardCards.slice(0, 3),
    take(),
    boardCards[3] as Card,
    take(),
    boardCards[4] as Card,
  ];
  return [...deck, ...spare];
}
