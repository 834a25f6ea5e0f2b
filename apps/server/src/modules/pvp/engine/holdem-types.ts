import type { Card } from './cards.ts';
import type { HandCategory } from './holdem-evaluator.ts';
import type { RakeRule } from './rake.ts';

/** Texas Hold'em no-limit: the table's stakes and rake. Chips are integers in minor units. */
export type HoldemConfig = { smallBlind: number; bigBlind: number; rake: RakeRule };

export type HoldemSeatInput = { seat: number; playerId: string; stack: number };

export type HoldemStreet = 'PREFLOP' | 'FLOP' | 'TURN' | 'RIVER';

export type HoldemPlayer = {
  seat: number;
  playerId: string;
  /** Chips at the start of the hand, before the blinds. */
  startStack: number;
  /** Chips behind (not yet put in the pot). */
  stack: number;
  hole: Card[];
  /** Put in on the current street (blinds included). */
  streetBet: number;
  /** Put in over the whole hand. */
  totalBet: number;
  folded: boolean;
  allIn: boolean;
  /**
   * The bet level this player last acted at on this street; null before their first voluntary action (a posted
   * blind is not an action, so the big blind keeps its option). Decides whether a raise reopens the betting to them.
   */
  actedAtLevel: number | null;
};

export type HoldemAction =
  | { type: 'FOLD' }
  | { type: 'CHECK' }
  | { type: 'CALL' }
  /** Bet (nothing in front yet) or raise, both to a street total `to` (what the player has in front afterwards). */
  | { type: 'BET'; to: number }
  | { type: 'RAISE'; to: number }
  | { type: 'ALL_IN' };

export type HoldemLegalActions = {
  seat: number;
  canFold: boolean;
  canCheck: boolean;
  /** Chips a call adds (capped by the stack: calling for less is all-in); null when there is nothing to call. */
  callAmount: number | null;
  /** Bet or raise bounds as street totals; min = max when only an all-in for less than a full raise remains. */
  raise: { kind: 'BET' | 'RAISE'; minTo: number; maxTo: number } | null;
};

export type HoldemEvent =
  | { kind: 'BLIND'; seat: number; blind: 'SMALL' | 'BIG'; amount: number }
  | { kind: 'ACTION'; seat: number; action: HoldemAction['type']; to: number; added: number; timedOut: boolean }
  | { kind: 'STREET'; street: HoldemStreet; cards: Card[] };

export type HoldemPotAward = {
  amount: number;
  rake: number;
  eligibleSeats: number[];
  winners: { seat: number; amount: number }[];
};

export type HoldemShowdownHand = {
  seat: number;
  hole: Card[];
  category: HandCategory;
  value: number;
  bestFive: Card[];
};

export type HoldemResult = {
  pots: HoldemPotAward[];
  /** An uncalled bet goes back to its owner; it is not part of any pot and is never raked. */
  returned: { seat: number; amount: number }[];
  rake: number;
  /** False when everyone else folded: the winner's cards are not shown. */
  wentToShowdown: boolean;
  showdown: HoldemShowdownHand[];
  stacks: { seat: number; playerId: string; stack: number; net: number }[];
};

export type HoldemHand = {
  handId: string;
  config: HoldemConfig;
  /** The committed shuffled deck, in deal order; `deckCursor` is the next card to deal. */
  deck: Card[];
  deckCursor: number;
  /** The players dealt in, in seat order. */
  players: HoldemPlayer[];
  buttonSeat: number;
  smallBlindSeat: number;
  bigBlindSeat: number;
  street: HoldemStreet;
  board: Card[];
  /** The street total a player must match to stay in. */
  currentBet: number;
  /** The size of the last full bet or raise on this street: the least a raise must add. */
  minRaise: number;
  toActSeat: number | null;
  events: HoldemEvent[];
  result: HoldemResult | null;
};
