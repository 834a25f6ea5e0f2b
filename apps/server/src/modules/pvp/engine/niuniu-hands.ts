import { assertDistinctCards, cardRank, cardSuit, RANK_ACE, type Card } from './cards.ts';

/**
 * Niu-Niu (Bull Bull) hands of five cards. Points: A = 1, 2–10 face value, J Q K = 10. A "bull" is three cards
 * whose points sum to a multiple of 10; the other two cards' sum modulo 10 is the bull's number (0 = bull-bull).
 * Special hands, above bull-bull (ENGINE.md): five-face (five J/Q/K) < bomb (four of a kind) < five-small (every
 * card under 5 points and 10 points in all). Ties break on the highest card: K > Q > J > 10 > … > 2 > A, then
 * ♠ > ♥ > ♣ > ♦ (a bomb compares its four's rank). Cards are distinct, so two hands never tie exactly.
 */
export const NIU_CATEGORIES = [
  'NO_BULL',
  'BULL_1',
  'BULL_2',
  'BULL_3',
  'BULL_4',
  'BULL_5',
  'BULL_6',
  'BULL_7',
  'BULL_8',
  'BULL_9',
  'BULL_BULL',
  'FIVE_FACE',
  'BOMB',
  'FIVE_SMALL',
] as const;
export type NiuCategory = (typeof NIU_CATEGORIES)[number];
export type NiuHand = { category: NiuCategory; value: number; cards: Card[]; bullCards: Card[] | null };

/** Suit order low to high ♦ ♣ ♥ ♠, indexed by the shared encoding's suit (♠ ♣ ♦ ♥). */
const SUIT_ORDER = [3, 1, 0, 2];

export function niuPoints(card: Card): number {
  const rank = cardRank(card);
  if (rank === RANK_ACE) return 1;
  return Math.min(rank + 2, 10);
}

/** 0 for an ace … 12 for a king. */
function niuRankOrder(card: Card): number {
  return (cardRank(card) + 1) % 13;
}

function cardOrder(card: Card): number {
  return niuRankOrder(card) * 4 + (SUIT_ORDER[cardSuit(card)] as number);
}

function isFace(card: Card): boolean {
  const rank = cardRank(card);
  return rank >= 9 && rank <= 11;
}

/** Three cards with points summing to a multiple of 10, or null. */
function findBull(cards: readonly Card[]): Card[] | null {
  for (let a = 0; a < 5; a += 1)
    for (let b = a + 1; b < 5; b += 1)
      for (let c = b + 1; c < 5; c += 1) {
        const three = [cards[a], cards[b], cards[c]] as Card[];
        if (three.reduce((sum, card) => sum + niuPoints(card), 0) % 10 === 0) return three;
      }
  return null;
}

function quadRank(cards: readonly Card[]): number | null {
  for (const card of cards)
    if (cards.filter((other) => cardRank(other) === cardRank(card)).length === 4) return niuRankOrder(card);
  return null;
}

export function evaluateNiuHand(cards: readonly Card[]): NiuHand {
  if (cards.length !== 5) throw new RangeError('a Niu-Niu hand is five cards');
  assertDistinctCards(cards);
  const highest = Math.max(...cards.map(cardOrder));
  const total = cards.reduce((sum, card) => sum + niuPoints(card), 0);
  const make = (category: NiuCategory, tieBreak: number, bullCards: Card[] | null = null): NiuHand => ({
    category,
    value: NIU_CATEGORIES.indexOf(category) * 100 + tieBreak,
    cards: [...cards],
    bullCards,
  });
  if (cards.every((card) => niuPoints(card) < 5) && total <= 10) return make('FIVE_SMALL', highest);
  const quad = quadRank(cards);
  if (quad !== null) return make('BOMB', quad);
  if (cards.every(isFace)) return make('FIVE_FACE', highest);
  const bull = findBull(cards);
  if (!bull) return make('NO_BULL', highest);
  const rest = total % 10;
  return make(rest === 0 ? 'BULL_BULL' : (`BULL_${rest}` as NiuCategory), highest, bull);
}

/** What a win pays, times the stake, by the winner's hand. */
export type NiuMultipliers = Record<NiuCategory, number>;

export const DEFAULT_NIU_MULTIPLIERS: NiuMultipliers = {
  NO_BULL: 1,
  BULL_1: 1,
  BULL_2: 1,
  BULL_3: 1,
  BULL_4: 1,
  BULL_5: 1,
  BULL_6: 1,
  BULL_7: 2,
  BULL_8: 2,
  BULL_9: 3,
  BULL_BULL: 4,
  FIVE_FACE: 5,
  BOMB: 6,
  FIVE_SMALL: 8,
};
