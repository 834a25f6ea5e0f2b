import { parseCards, type Card } from './cards.ts';
import { DEFAULT_TIEN_LEN_CONFIG, type TienLenConfig } from './tienlen-types.ts';

/** Tests only: the deck that deals `hands[i]` to the i-th seat (one card at a time, lowest seat first). */
export function tienLenDeck(hands: readonly string[]): Card[] {
  const cards = hands.map((text) => parseCards(text));
  if (cards.some((hand) => hand.length !== 13) || hands.length !== 4) throw new RangeError('four hands of 13');
  return Array.from({ length: 52 }, (_, index) => cards[index % 4]![Math.floor(index / 4)] as Card);
}

export const tienLenTestConfig: TienLenConfig = {
  ...DEFAULT_TIEN_LEN_CONFIG,
  unitStake: 10,
  rake: { percentBp: 500, cap: 30 },
};
