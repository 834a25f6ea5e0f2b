import { assertDistinctCards, DECK_SIZE, type Card } from './cards.ts';
import { advanceHand, dealCards } from './holdem-flow.ts';
import { playerAt, putChips } from './holdem-seats.ts';
import { nextSeatClockwise, playersClockwiseAfter } from './seat-order.ts';
import type { HoldemConfig, HoldemHand, HoldemPlayer, HoldemSeatInput } from './holdem-types.ts';
import { assertRakeRule } from './rake.ts';
import { PvpRuleError } from './rules-error.ts';

export const HOLDEM_MAX_PLAYERS = 10;

export type StartHoldemHand = {
  handId: string;
  config: HoldemConfig;
  /** Players sitting in with chips; players sitting out or with an empty stack are not passed. */
  seats: readonly HoldemSeatInput[];
  /** The button of the previous hand at this table; null for the table's first hand (the lowest seat). */
  previousButtonSeat: number | null;
  /** The committed shuffled deck (fair-shuffle.ts). */
  deck: readonly Card[];
};

export function assertHoldemConfig(config: HoldemConfig): void {
  const { smallBlind, bigBlind } = config;
  if (!Number.isSafeInteger(smallBlind) || !Number.isSafeInteger(bigBlind) || smallBlind < 1 || bigBlind < smallBlind) {
    throw new RangeError('blinds must be integers with 1 <= small blind <= big blind');
  }
  assertRakeRule(config.rake);
}

function assertSeats(seats: readonly HoldemSeatInput[]): void {
  if (seats.length < 2 || seats.length > HOLDEM_MAX_PLAYERS) {
    throw new PvpRuleError('pvp.table.players', `a hand needs 2 to ${HOLDEM_MAX_PLAYERS} players`);
  }
  if (new Set(seats.map((entry) => entry.seat)).size !== seats.length) throw new RangeError('two players in one seat');
  if (new Set(seats.map((entry) => entry.playerId)).size !== seats.length) throw new RangeError('a player twice');
  for (const { seat, playerId, stack } of seats) {
    if (!Number.isInteger(seat) || seat < 0) throw new RangeError(`seat ${seat}`);
    if (typeof playerId !== 'string' || playerId.length === 0) throw new RangeError('empty player id');
    if (!Number.isSafeInteger(stack) || stack < 1) throw new RangeError(`seat ${seat}: a stack is a positive integer`);
  }
}

function newPlayer({ seat, playerId, stack }: HoldemSeatInput): HoldemPlayer {
  const common = { streetBet: 0, totalBet: 0, folded: false, allIn: false, actedAtLevel: null };
  return { seat, playerId, startStack: stack, stack, hole: [], ...common };
}

function postBlind(hand: HoldemHand, seat: number, blind: 'SMALL' | 'BIG'): void {
  const player = playerAt(hand, seat);
  const amount = Math.min(player.stack, blind === 'SMALL' ? hand.config.smallBlind : hand.config.bigBlind);
  putChips(player, amount);
  hand.events.push({ kind: 'BLIND', seat, blind, amount });
}

/**
 * Starts a hand: the button moves one seat clockwise (a simple moving button: no dead button), the blinds are
 * posted — heads-up the button posts the small blind and acts first before the flop, last after — and two hole
 * cards go to each player one at a time, starting left of the button. A blind short of chips is posted all-in;
 * the others must still call the full big blind.
 */
export function startHoldemHand(input: StartHoldemHand): HoldemHand {
  assertHoldemConfig(input.config);
  assertSeats(input.seats);
  if (input.deck.length !== DECK_SIZE) throw new RangeError('a deck is 52 cards');
  assertDistinctCards(input.deck);
  if (typeof input.handId !== 'string' || input.handId.length === 0) throw new RangeError('empty hand id');

  const seatNumbers = input.seats.map((entry) => entry.seat);
  const buttonSeat =
    input.previousButtonSeat === null
      ? Math.min(...seatNumbers)
      : nextSeatClockwise(seatNumbers, input.previousButtonSeat);
  const headsUp = seatNumbers.length === 2;
  const smallBlindSeat = headsUp ? buttonSeat : nextSeatClockwise(seatNumbers, buttonSeat);
  const bigBlindSeat = nextSeatClockwise(seatNumbers, smallBlindSeat);

  const hand: HoldemHand = {
    handId: input.handId,
    config: { ...input.config, rake: { ...input.config.rake } },
    deck: [...input.deck],
    deckCursor: 0,
    players: [...input.seats].sort((a, b) => a.seat - b.seat).map(newPlayer),
    buttonSeat,
    smallBlindSeat,
    bigBlindSeat,
    street: 'PREFLOP',
    board: [],
    currentBet: input.config.bigBlind,
    minRaise: input.config.bigBlind,
    toActSeat: null,
    events: [],
    result: null,
  };
  postBlind(hand, smallBlindSeat, 'SMALL');
  postBlind(hand, bigBlindSeat, 'BIG');
  const dealOrder = playersClockwiseAfter(hand.players, buttonSeat);
  for (let round = 0; round < 2; round += 1) for (const player of dealOrder) player.hole.push(...dealCards(hand, 1));
  advanceHand(hand, bigBlindSeat);
  return hand;
}
