import type { Card } from './cards.ts';
import type { RakeRule } from './rake.ts';
import type { TienLenCombo } from './tienlen-combos.ts';

/**
 * The payment constants of a Tiến Lên table, in units of `unitStake` chips. House rules differ from room to room;
 * these are the table's settings (defaults in DEFAULT_TIEN_LEN_CONFIG, explained in ENGINE.md).
 */
export type TienLenConfig = {
  unitStake: number;
  /** Each card left in a loser's hand. */
  cardUnits: number;
  /** "Cóng": a loser who never played a card pays 13 cards × cardUnits × this. */
  frozenMultiplier: number;
  /** What a 2 or a bomb is worth, when chopped ("chặt") or when still held at the end ("thối"). */
  blackTwoUnits: number;
  redTwoUnits: number;
  threePairRunUnits: number;
  fourOfAKindUnits: number;
  fourPairRunUnits: number;
  /** "Tới trắng": each other player pays the instant winner this. */
  instantWinUnits: number;
  /** The first play of a table's first game must contain the lowest card dealt (3♠ with four players). */
  firstPlayMustIncludeLowest: boolean;
  /** Four or more consecutive pairs may chop out of turn, even by a player who passed in this round. */
  longPairRunChopsOutOfTurn: boolean;
  /** Five consecutive pairs as a fourth instant win (besides dragon, four 2s and six pairs). */
  fivePairRunWinsInstantly: boolean;
  /** Taken from each player's net winnings of the game. */
  rake: RakeRule;
};

export const DEFAULT_TIEN_LEN_CONFIG: Omit<TienLenConfig, 'unitStake' | 'rake'> = {
  cardUnits: 1,
  frozenMultiplier: 2,
  blackTwoUnits: 3,
  redTwoUnits: 6,
  threePairRunUnits: 6,
  fourOfAKindUnits: 10,
  fourPairRunUnits: 15,
  instantWinUnits: 26,
  firstPlayMustIncludeLowest: true,
  longPairRunChopsOutOfTurn: true,
  fivePairRunWinsInstantly: true,
};

export type TienLenPlayer = {
  seat: number;
  playerId: string;
  startStack: number;
  hand: Card[];
  playedAny: boolean;
  passed: boolean;
};

export type TienLenInstantWin = 'DRAGON' | 'FOUR_TWOS' | 'FIVE_PAIR_RUN' | 'SIX_PAIRS';

export type TienLenDebt = {
  fromSeat: number;
  toSeat: number;
  units: number;
  reason: 'CARDS_LEFT' | 'FROZEN' | 'ROTTEN' | 'CHOP' | 'INSTANT_WIN';
};

export type TienLenEvent =
  | { kind: 'PLAY'; seat: number; cards: Card[]; combo: TienLenCombo['kind']; outOfTurn: boolean; timedOut: boolean }
  | { kind: 'PASS'; seat: number; timedOut: boolean }
  | { kind: 'CHOP'; chopperSeat: number; choppedSeat: number; units: number }
  | { kind: 'NEW_ROUND'; leaderSeat: number };

export type TienLenResult = {
  winnerSeat: number;
  instantWin: TienLenInstantWin | null;
  debts: TienLenDebt[];
  rake: number;
  stacks: { seat: number; playerId: string; stack: number; net: number }[];
};

export type TienLenGame = {
  gameId: string;
  config: TienLenConfig;
  /** In seat (turn) order; play goes clockwise, to the next higher seat. */
  players: TienLenPlayer[];
  turnSeat: number;
  /** The combination to beat in this round and who played it; null when the turn player leads a new round. */
  table: { combo: TienLenCombo; seat: number } | null;
  /** The card the very first play must contain, or null. */
  mustInclude: Card | null;
  /** The chop in play this round: the last player chopped pays the last chopper everything chopped so far. */
  chopChain: { units: number; chopperSeat: number; choppedSeat: number } | null;
  chopDebts: TienLenDebt[];
  events: TienLenEvent[];
  result: TienLenResult | null;
};
