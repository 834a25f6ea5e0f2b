import { assertDistinctCards, cardRank, cardSuit, RANK_ACE, type Card } from './cards.ts';

/**
 * Texas Hold'em hand ranking over 5 to 7 cards: the best five-card hand, as a category and its tie-break ranks.
 * `value` orders hands: a larger value wins, equal values split. It packs the category in bits 20–23 and up to
 * five ranks (0 = deuce … 12 = ace) in four bits each, most significant first, so comparing two numbers is the
 * whole comparison (category, then the kickers that category counts, in order).
 */
export const HAND_CATEGORIES = [
  'HIGH_CARD',
  'ONE_PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export type HandRanking = {
  category: HandCategory;
  /** The ranks that decide ties, most significant first (a straight lists only its top card; the wheel's is 5). */
  tieBreak: number[];
  value: number;
  bestFive: Card[];
};

/** The top card of the highest five-in-a-row in a rank bit mask; the wheel A-2-3-4-5 counts as five-high (3). */
function straightTop(rankMask: number): number {
  for (let top = RANK_ACE; top >= 4; top -= 1) {
    const run = 0b11111 << (top - 4);
    if ((rankMask & run) === run) return top;
  }
  const wheel = (1 << RANK_ACE) | 0b1111;
  return (rankMask & wheel) === wheel ? 3 : -1;
}

function ranksDescending(mask: number, exclude: readonly number[] = []): number[] {
  const ranks: number[] = [];
  for (let rank = RANK_ACE; rank >= 0; rank -= 1) if (mask & (1 << rank) && !exclude.includes(rank)) ranks.push(rank);
  return ranks;
}

function straightRanks(top: number): number[] {
  return top === 3 ? [3, 2, 1, 0, RANK_ACE] : [top, top - 1, top - 2, top - 3, top - 4];
}

function packValue(categoryIndex: number, tieBreak: readonly number[]): number {
  let value = categoryIndex;
  for (let index = 0; index < 5; index += 1) value = value * 16 + (tieBreak[index] ?? 0);
  return value;
}

/** Picks the five cards that make the hand, for display: `counts` cards of each listed rank, optionally one suit. */
function pickCards(cards: readonly Card[], wanted: readonly (readonly [number, number])[], suit?: number): Card[] {
  const sorted = [...cards].sort((a, b) => b - a);
  const picked: Card[] = [];
  for (const [rank, count] of wanted) {
    const ofRank = sorted.filter((card) => cardRank(card) === rank && (suit === undefined || cardSuit(card) === suit));
    picked.push(...ofRank.slice(0, count));
  }
  return picked;
}

type Shape = { categoryIndex: number; tieBreak: number[]; wanted: [number, number][]; suit?: number };

function classify(cards: readonly Card[]): Shape {
  const rankCounts = Array<number>(13).fill(0);
  const suitMasks = [0, 0, 0, 0];
  let rankMask = 0;
  for (const card of cards) {
    const rank = cardRank(card);
    rankCounts[rank] = (rankCounts[rank] ?? 0) + 1;
    suitMasks[cardSuit(card)] = (suitMasks[cardSuit(card)] ?? 0) | (1 << rank);
    rankMask |= 1 << rank;
  }
  const flushSuit = suitMasks.findIndex((mask) => bitCount(mask) >= 5);
  const ones = (ranks: number[]) => ranks.map((rank): [number, number] => [rank, 1]);
  if (flushSuit >= 0) {
    const top = straightTop(suitMasks[flushSuit] as number);
    if (top >= 0) return { categoryIndex: 8, tieBreak: [top], wanted: ones(straightRanks(top)), suit: flushSuit };
  }
  const byCount = (count: number) => ranksDescending(rankMask).filter((rank) => rankCounts[rank] === count);
  const quads = byCount(4);
  const trips = byCount(3);
  const pairs = byCount(2);
  if (quads.length > 0) {
    const quad = quads[0] as number;
    const kicker = ranksDescending(rankMask, [quad])[0] as number;
    return {
      categoryIndex: 7,
      tieBreak: [quad, kicker],
      wanted: [
        [quad, 4],
        [kicker, 1],
      ],
    };
  }
  if (trips.length > 0 && trips.length + pairs.length >= 2) {
    const three = trips[0] as number;
    const two = Math.max(trips[1] ?? -1, pairs[0] ?? -1);
    return {
      categoryIndex: 6,
      tieBreak: [three, two],
      wanted: [
        [three, 3],
        [two, 2],
      ],
    };
  }
  if (flushSuit >= 0) {
    const top = ranksDescending(suitMasks[flushSuit] as number).slice(0, 5);
    return { categoryIndex: 5, tieBreak: top, wanted: ones(top), suit: flushSuit };
  }
  const top = straightTop(rankMask);
  if (top >= 0) return { categoryIndex: 4, tieBreak: [top], wanted: ones(straightRanks(top)) };
  if (trips.length > 0) {
    const three = trips[0] as number;
    const kickers = ranksDescending(rankMask, [three]).slice(0, 2);
    return { categoryIndex: 3, tieBreak: [three, ...kickers], wanted: [[three, 3], ...ones(kickers)] };
  }
  if (pairs.length >= 2) {
    const [high, low] = pairs as [number, number];
    const kicker = ranksDescending(rankMask, [high, low]).slice(0, 1);
    return { categoryIndex: 2, tieBreak: [high, low, ...kicker], wanted: [[high, 2], [low, 2], ...ones(kicker)] };
  }
  if (pairs.length === 1) {
    const pair = pairs[0] as number;
    const kickers = ranksDescending(rankMask, [pair]).slice(0, 3);
    return { categoryIndex: 1, tieBreak: [pair, ...kickers], wanted: [[pair, 2], ...ones(kickers)] };
  }
  const highs = ranksDescending(rankMask).slice(0, 5);
  return { categoryIndex: 0, tieBreak: highs, wanted: ones(highs) };
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

export function evaluateHoldemHand(cards: readonly Card[]): HandRanking {
  if (cards.length < 5 || cards.length > 7) throw new RangeError(`a hand is 5 to 7 cards, got ${cards.length}`);
  assertDistinctCards(cards);
  const shape = classify(cards);
  return {
    category: HAND_CATEGORIES[shape.categoryIndex] as HandCategory,
    tieBreak: shape.tieBreak,
    value: packValue(shape.categoryIndex, shape.tieBreak),
    bestFive: pickCards(cards, shape.wanted, shape.suit),
  };
}
