/**
 * One card encoding for every PVP game: an integer 0..51, `rank * 4 + suit`.
 * - rank 0..12 is 2, 3, …, 10, J, Q, K, A (poker order: the ace high, and low only inside the wheel straight);
 * - suit 0..3 is ♠ spades, ♣ clubs, ♦ diamonds, ♥ hearts — the Tiến Lên order, lowest first (poker ignores suits).
 * Each game maps the code to its own order (Tiến Lên puts 3 lowest and 2 highest; Niu-Niu counts A as 1).
 * The text form is rank letter + suit letter ("As", "Td", "2h"), two ASCII characters, so a whole deck is a
 * 104-character string anyone can hash.
 */
export type Card = number;

export const RANK_LETTERS = '23456789TJQKA';
export const SUIT_LETTERS = 'scdh';
export const DECK_SIZE = 52;

export const RANK_ACE = 12;
export const RANK_TWO = 0;

export function cardRank(card: Card): number {
  return card >> 2;
}

export function cardSuit(card: Card): number {
  return card & 3;
}

export function makeCard(rank: number, suit: number): Card {
  if (!Number.isInteger(rank) || rank < 0 || rank > 12) throw new RangeError(`rank ${rank}`);
  if (!Number.isInteger(suit) || suit < 0 || suit > 3) throw new RangeError(`suit ${suit}`);
  return rank * 4 + suit;
}

export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

export function cardCode(card: Card): string {
  if (!isCard(card)) throw new RangeError(`not a card: ${String(card)}`);
  return `${RANK_LETTERS[cardRank(card)]}${SUIT_LETTERS[cardSuit(card)]}`;
}

export function parseCard(code: string): Card {
  const rank = RANK_LETTERS.indexOf(code[0] ?? '?');
  const suit = SUIT_LETTERS.indexOf(code[1] ?? '?');
  if (code.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card code: ${code}`);
  return makeCard(rank, suit);
}

/** "As Kd 7h" or "AsKd7h" → cards; for tests, fixtures and hand histories. */
export function parseCards(text: string): Card[] {
  const compact = text.replace(/[\s,]+/g, '');
  if (compact.length % 2 !== 0) throw new RangeError(`odd card text: ${text}`);
  const cards: Card[] = [];
  for (let index = 0; index < compact.length; index += 2) cards.push(parseCard(compact.slice(index, index + 2)));
  return cards;
}

export function formatCards(cards: readonly Card[]): string {
  return cards.map(cardCode).join(' ');
}

/** The ordered deck before shuffling: 2s 2c 2d 2h 3s … Ah, i.e. card codes 0..51. */
export function orderedDeck(): Card[] {
  return Array.from({ length: DECK_SIZE }, (_, card) => card);
}

/** Throws unless `cards` are valid and pairwise distinct (a hand or a deck cannot hold one card twice). */
export function assertDistinctCards(cards: readonly Card[]): void {
  const seen = new Set<Card>();
  for (const card of cards) {
    if (!isCard(card)) throw new RangeError(`not a card: ${String(card)}`);
    if (seen.has(card)) throw new RangeError(`card ${cardCode(card)} appears twice`);
    seen.add(card);
  }
}
