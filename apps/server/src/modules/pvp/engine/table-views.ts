import type { Card } from './cards.ts';
import type { HoldemEvent, HoldemHand, HoldemResult, HoldemStreet } from './holdem-types.ts';
import type { TienLenEvent, TienLenGame, TienLenResult } from './tienlen-types.ts';

/**
 * What one seat may see of a table (hidden information never leaves the server): its own cards, the others'
 * card counts or nothing, the cards shown at a showdown, never the deck. `viewerSeat` null is a spectator.
 */
export type HoldemView = {
  handId: string;
  buttonSeat: number;
  smallBlindSeat: number;
  bigBlindSeat: number;
  street: HoldemStreet;
  board: Card[];
  pot: number;
  currentBet: number;
  minRaise: number;
  toActSeat: number | null;
  players: {
    seat: number;
    playerId: string;
    stack: number;
    streetBet: number;
    folded: boolean;
    allIn: boolean;
    hole: Card[] | null;
  }[];
  events: HoldemEvent[];
  result: HoldemResult | null;
};

export function holdemViewFor(hand: HoldemHand, viewerSeat: number | null): HoldemView {
  const shown = new Set(hand.result?.showdown.map((entry) => entry.seat) ?? []);
  return {
    handId: hand.handId,
    buttonSeat: hand.buttonSeat,
    smallBlindSeat: hand.smallBlindSeat,
    bigBlindSeat: hand.bigBlindSeat,
    street: hand.street,
    board: [...hand.board],
    pot: hand.players.reduce((sum, player) => sum + player.totalBet, 0),
    currentBet: hand.currentBet,
    minRaise: hand.minRaise,
    toActSeat: hand.toActSeat,
    players: hand.players.map((player) => ({
      seat: player.seat,
      playerId: player.playerId,
      stack: player.stack,
      streetBet: player.streetBet,
      folded: player.folded,
      allIn: player.allIn,
      hole: player.seat === viewerSeat || shown.has(player.seat) ? [...player.hole] : null,
    })),
    events: structuredClone(hand.events),
    result: structuredClone(hand.result),
  };
}

export type TienLenView = {
  gameId: string;
  turnSeat: number;
  table: { cards: Card[]; kind: string; seat: number } | null;
  players: { seat: number; playerId: string; cardCount: number; passed: boolean; hand: Card[] | null }[];
  events: TienLenEvent[];
  result: TienLenResult | null;
};

/** Hands are shown to everyone once the game is over (the losers' cards decide what they pay). */
export function tienLenViewFor(game: TienLenGame, viewerSeat: number | null): TienLenView {
  return {
    gameId: game.gameId,
    turnSeat: game.turnSeat,
    table: game.table
      ? { cards: [...game.table.combo.cards], kind: game.table.combo.kind, seat: game.table.seat }
      : null,
    players: game.players.map((player) => ({
      seat: player.seat,
      playerId: player.playerId,
      cardCount: player.hand.length,
      passed: player.passed,
      hand: player.seat === viewerSeat || game.result ? [...player.hand] : null,
    })),
    events: structuredClone(game.events),
    result: structuredClone(game.result),
  };
}
