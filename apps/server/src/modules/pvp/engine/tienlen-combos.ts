import { cardRank, cardSuit, type Card } from './cards.ts';

/**
 * Tiến Lên Miền Nam combinations. Order: ranks 3 < 4 < … < K < A < 2, and within a rank ♠ < ♣ < ♦ < ♥.
 * `strength` of a card is its place in that order (3♠ = 0 … 2♥ = 51); a combination is compared by its highest
 * card. Bombs ("hàng") are the combinations that can chop: three or more consecutive pairs and four of a kind.
 */
export type TienLenComboKind = 'SINGLE' | 'PAIR' | 'TRIPLE' | 'STRAIGHT' | 'PAIR_RUN' | 'FOUR_OF_A_KIND';
export type TienLenCombo = {
  kind: TienLenComboKind;
  cards: Card[];
  /** Cards in a straight, pairs in a pair run, 1 otherwise (only equal lengths compare, except for chops). */
  length: number;
  /** Strength of the highest card. */
  top: number;
};

/** 0 for a 3 … 11 for an ace, 12 for a 2. */
export function tienLenRank(card: Card): number {
  return (cardRank(card) + 12) % 13;
}

export const TIEN_LEN_TWO = 12;

export function tienLenStrength(card: Card): number {
  return tienLenRank(card) * 4 + cardSuit(card);
}

export function isTwo(card: Card): boolean {
  return tienLenRank(card) === TIEN_LEN_TWO;
}

export function isRedTwo(card: Card): boolean {
  return isTwo(card) && cardSuit(card) >= 2;
}

export function sortTienLen(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => tienLenStrength(a) - tienLenStrength(b));
}

function rankCounts(cards: readonly Card[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(tienLenRank(card), (counts.get(tienLenRank(card)) ?? 0) + 1);
  return counts;
}

/** Ranks strictly consecutive, none of them a 2 (a 2 never sits in a straight or a pair run). */
function consecutiveWithoutTwo(ranks: readonly number[]): boolean {
  return ranks.every(
    (rank, index) => rank !== TIEN_LEN_TWO && (index === 0 || rank === (ranks[index - 1] as number) + 1),
  );
}

export function classifyTienLen(cards: readonly Card[]): TienLenCombo | null {
  if (cards.length === 0 || new Set(cards).size !== cards.length) return null;
  const sorted = sortTienLen(cards);
  const top = tienLenStrength(sorted[sorted.length - 1] as Card);
  const counts = rankCounts(sorted);
  const ranks = [...counts.keys()].sort((a, b) => a - b);
  const make = (kind: TienLenComboKind, length = 1): TienLenCombo => ({ kind, cards: sorted, length, top });
  if (ranks.length === 1) {
    const byCount: Record<number, TienLenComboKind> = { 1: 'SINGLE', 2: 'PAIR', 3: 'TRIPLE', 4: 'FOUR_OF_A_KIND' };
    const kind = byCount[sorted.length];
    return kind ? make(kind) : null;
  }
  if (sorted.length >= 3 && ranks.length === sorted.length && consecutiveWithoutTwo(ranks)) {
    return make('STRAIGHT', sorted.length);
  }
  const allPairs = [...counts.values()].every((count) => count === 2);
  if (ranks.length >= 3 && allPairs && consecutiveWithoutTwo(ranks)) return make('PAIR_RUN', ranks.length);
  return null;
}

export function isBomb(combo: TienLenCombo): boolean {
  return combo.kind === 'FOUR_OF_A_KIND' || combo.kind === 'PAIR_RUN';
}

export function isTwoCombo(combo: TienLenCombo): boolean {
  return (combo.kind === 'SINGLE' || combo.kind === 'PAIR') && combo.cards.every(isTwo);
}

/**
 * The chop ("chặt") set of Miền Nam, as implemented (ENGINE.md):
 * - three consecutive pairs chop a single 2;
 * - four of a kind chops a single 2, a pair of 2s, and any three consecutive pairs;
 * - four (or more) consecutive pairs chop a single 2, a pair of 2s, three consecutive pairs, any four of a kind,
 *   and any shorter run of pairs.
 * Within a kind, a higher combination of the same length beats a lower one as usual. A triple of 2s is never chopped.
 */
function chops(play: TienLenCombo, table: TienLenCombo): boolean {
  const longRun = play.kind === 'PAIR_RUN' && play.length >= 4;
  if (table.kind === 'SINGLE' && isTwoCombo(table)) return isBomb(play);
  if (table.kind === 'PAIR' && isTwoCombo(table)) return play.kind === 'FOUR_OF_A_KIND' || longRun;
  if (table.kind === 'PAIR_RUN' && table.length === 3) return play.kind === 'FOUR_OF_A_KIND' || longRun;
  if (table.kind === 'FOUR_OF_A_KIND') return longRun;
  if (table.kind === 'PAIR_RUN') return longRun && play.length > table.length;
  return false;
}

export function beatsTienLen(play: TienLenCombo, table: TienLenCombo): boolean {
  if (play.kind === table.kind && play.length === table.length) return play.top > table.top;
  return chops(play, table);
}
