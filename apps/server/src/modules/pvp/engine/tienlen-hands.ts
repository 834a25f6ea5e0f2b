import { isRedTwo, isTwo, TIEN_LEN_TWO, tienLenRank, type TienLenCombo } from './tienlen-combos.ts';
import type { Card } from './cards.ts';
import type { TienLenConfig, TienLenInstantWin } from './tienlen-types.ts';

/** Instant wins in order of precedence (when two players hold one, the better kind wins, then turn order). */
export const INSTANT_WIN_ORDER: readonly TienLenInstantWin[] = ['DRAGON', 'FOUR_TWOS', 'FIVE_PAIR_RUN', 'SIX_PAIRS'];

function countRanks(cards: readonly Card[]): number[] {
  const counts = Array<number>(13).fill(0);
  for (const card of cards) counts[tienLenRank(card)] = (counts[tienLenRank(card)] ?? 0) + 1;
  return counts;
}

/** Lengths of the maximal runs of consecutive ranks (2 excluded) for which `holds(count)` is true. */
function runLengths(counts: readonly number[], holds: (count: number) => boolean): number[] {
  const runs: number[] = [];
  let run = 0;
  for (let rank = 0; rank < TIEN_LEN_TWO; rank += 1) {
    if (holds(counts[rank] ?? 0)) run += 1;
    else {
      if (run > 0) runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return runs;
}

/** "Tới trắng" of a dealt 13-card hand: the best kind it holds, or null. */
export function instantWinOf(hand: readonly Card[], config: TienLenConfig): TienLenInstantWin | null {
  if (hand.length !== 13) return null;
  const counts = countRanks(hand);
  const held: Record<TienLenInstantWin, boolean> = {
    // Dragon: one of every rank from 3 to A (the thirteenth card is anything).
    DRAGON: counts.slice(0, TIEN_LEN_TWO).every((count) => count >= 1),
    FOUR_TWOS: counts[TIEN_LEN_TWO] === 4,
    FIVE_PAIR_RUN: config.fivePairRunWinsInstantly && runLengths(counts, (count) => count >= 2).some((run) => run >= 5),
    // Six pairs: any six disjoint pairs (a triple holds one pair, four of a kind two).
    SIX_PAIRS: counts.reduce((sum, count) => sum + Math.floor(count / 2), 0) >= 6,
  };
  return INSTANT_WIN_ORDER.find((kind) => held[kind]) ?? null;
}

function twoUnits(card: Card, config: TienLenConfig): number {
  return isRedTwo(card) ? config.redTwoUnits : config.blackTwoUnits;
}

function pairRunUnits(pairs: number, config: TienLenConfig): number {
  return pairs >= 4 ? config.fourPairRunUnits : config.threePairRunUnits;
}

/** What a chopped combination is worth: its 2s by colour, or the bomb's value. Zero for anything else. */
export function chopValue(combo: TienLenCombo, config: TienLenConfig): number {
  if (combo.kind === 'FOUR_OF_A_KIND') return config.fourOfAKindUnits;
  if (combo.kind === 'PAIR_RUN') return pairRunUnits(combo.length, config);
  return combo.cards.filter(isTwo).reduce((sum, card) => sum + twoUnits(card, config), 0);
}

/**
 * "Thối": what a loser pays for the strong cards still in hand at the end — each 2 by colour, each four of a
 * kind, and each run of three or more consecutive pairs among the other ranks (a four of a kind is counted as
 * a four, never also inside a run).
 */
export function rottenUnits(hand: readonly Card[], config: TienLenConfig): number {
  const counts = countRanks(hand);
  const twos = hand.filter(isTwo).reduce((sum, card) => sum + twoUnits(card, config), 0);
  const fours = counts.slice(0, TIEN_LEN_TWO).filter((count) => count === 4).length * config.fourOfAKindUnits;
  const runs = runLengths(counts, (count) => count === 2 || count === 3)
    .filter((run) => run >= 3)
    .reduce((sum, run) => sum + pairRunUnits(run, config), 0);
  return twos + fours + runs;
}
