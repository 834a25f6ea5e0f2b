/**
 * The card encoding of the PVP engines (server `modules/pvp/engine/cards.ts`, ENGINE.md "Cards"): an integer 0..51,
 * `rank * 4 + suit`, rank 0..12 = 2 … A and suit 0..3 = ♠ ♣ ♦ ♥; the text form is rank letter + suit letter ("As").
 * The pages only draw and read cards, so this is the reading half of it.
 */
export const RANK_LETTERS = '23456789TJQKA';
export const SUIT_LETTERS = 'scdh';
export const DECK_SIZE = 52;

export type Suit = 'spades' | 'clubs' | 'diamonds' | 'hearts';
export const SUITS: readonly Suit[] = ['spades', 'clubs', 'diamonds', 'hearts'];

export type CardFace = {
  /** 0..12, 2 lowest, ace highest (poker order). */
  rank: number;
  suit: Suit;
  /** What a card corner shows: 2–10, J, Q, K, A. */
  rankLabel: string;
  isRed: boolean;
  /** "As", the engine's text form. */
  code: string;
};

export function isCardNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

export function rankLabelOf(rank: number): string {
  const letter = RANK_LETTERS[rank] ?? '?';
  return letter === 'T' ? '10' : letter;
}

export function cardFace(card: number): CardFace {
  if (!isCardNumber(card)) throw new RangeError(`not a card: ${String(card)}`);
  const rank = card >> 2;
  const suitIndex = card & 3;
  const suit = SUITS[suitIndex] as Suit;
  return {
    rank,
    suit,
    rankLabel: rankLabelOf(rank),
    isRed: suit === 'diamonds' || suit === 'hearts',
    code: `${RANK_LETTERS[rank]}${SUIT_LETTERS[suitIndex]}`,
  };
}

/** "As" → 51; null for anything that is not a card code. */
export function parseCardCode(code: string): number | null {
  if (code.length !== 2) return null;
  const rank = RANK_LETTERS.indexOf(code[0]!);
  const suit = SUIT_LETTERS.indexOf(code[1]!);
  return rank < 0 || suit < 0 ? null : rank * 4 + suit;
}

/** A revealed deck ("AsKd7h…", 104 characters) → its cards; null when any pair is not a card code. */
export function parseDeckText(text: string): number[] | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 2 !== 0) return null;
  const cards: number[] = [];
  for (let index = 0; index < compact.length; index += 2) {
    const card = parseCardCode(compact.slice(index, index + 2));
    if (card === null) return null;
    cards.push(card);
  }
  return cards;
}

export function cardCodeOf(card: number): string {
  return cardFace(card).code;
}
