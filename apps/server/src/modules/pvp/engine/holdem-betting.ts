import { advanceHand } from './holdem-flow.ts';
import { amountToCall, playerAt, putChips, someoneElseCanRespond } from './holdem-seats.ts';
import type { HoldemAction, HoldemHand, HoldemLegalActions, HoldemPlayer } from './holdem-types.ts';
import { PvpRuleError } from './rules-error.ts';

function turnPlayer(hand: HoldemHand, seat: number): HoldemPlayer {
  if (hand.result) throw new PvpRuleError('pvp.hand.over', 'the hand is over');
  if (hand.toActSeat !== seat) throw new PvpRuleError('pvp.not.your.turn', `it is seat ${hand.toActSeat}'s turn`);
  return playerAt(hand, seat);
}

/**
 * What the player whose turn it is may do, with the bet-sizing bounds the UI offers. No-limit: a bet is at least
 * the big blind, a raise adds at least the last full bet or raise of the street, and the most is everything
 * behind; all-in for less is always allowed. A player who already acted may raise again only when facing at least
 * a full raise since (an all-in short of a full raise does not reopen the betting). Folding is not offered when
 * checking is free.
 */
export function holdemLegalActions(hand: HoldemHand, seat: number): HoldemLegalActions {
  const player = turnPlayer(hand, seat);
  const toCall = amountToCall(hand, player);
  const maxTo = player.streetBet + player.stack;
  const reopened = player.actedAtLevel === null || hand.currentBet - player.actedAtLevel >= hand.minRaise;
  const canRaise = reopened && someoneElseCanRespond(hand, player) && maxTo > hand.currentBet;
  const kind = hand.currentBet === 0 ? 'BET' : 'RAISE';
  const minTo = Math.min(hand.currentBet + hand.minRaise, maxTo);
  return {
    seat,
    canFold: toCall > 0,
    canCheck: toCall === 0,
    callAmount: toCall > 0 ? Math.min(toCall, player.stack) : null,
    raise: canRaise ? { kind, minTo, maxTo } : null,
  };
}

function raiseTo(hand: HoldemHand, player: HoldemPlayer, to: number): void {
  putChips(player, to - player.streetBet);
  // Only a full raise (or the opening bet of at least the big blind) sets the size the next raise must add.
  if (to - hand.currentBet >= hand.minRaise) hand.minRaise = to - hand.currentBet;
  hand.currentBet = to;
}

/** Resolves ALL_IN into the bet, raise or call it amounts to; refuses it when the player may only check or call. */
function resolveAllIn(legal: HoldemLegalActions, player: HoldemPlayer): HoldemAction {
  if (legal.raise && legal.raise.maxTo === player.streetBet + player.stack)
    return { type: legal.raise.kind, to: legal.raise.maxTo };
  if (legal.callAmount !== null && legal.callAmount === player.stack) return { type: 'CALL' };
  throw new PvpRuleError('pvp.action.illegal', 'all-in is not possible here: call or check');
}

function refuse(message: string): never {
  throw new PvpRuleError('pvp.action.illegal', message);
}

/** Applies one action of the player whose turn it is; returns the next state (the argument is not changed). */
export function applyHoldemAction(
  current: HoldemHand,
  seat: number,
  requested: HoldemAction,
  options: { timedOut?: boolean } = {},
): HoldemHand {
  const hand = structuredClone(current);
  const player = turnPlayer(hand, seat);
  const legal = holdemLegalActions(hand, seat);
  const action = requested.type === 'ALL_IN' ? resolveAllIn(legal, player) : requested;
  const before = player.stack;
  switch (action.type) {
    case 'FOLD':
      if (!legal.canFold) refuse('nothing to call: check instead of folding');
      player.folded = true;
      break;
    case 'CHECK':
      if (!legal.canCheck) refuse(`there is ${legal.callAmount} to call`);
      break;
    case 'CALL':
      if (legal.callAmount === null) refuse('nothing to call');
      putChips(player, legal.callAmount);
      break;
    case 'BET':
    case 'RAISE': {
      const bounds = legal.raise;
      if (!bounds || bounds.kind !== action.type) refuse(`${action.type.toLowerCase()} is not possible here`);
      if (!Number.isSafeInteger(action.to) || action.to < bounds.minTo || action.to > bounds.maxTo) {
        refuse(`${action.type.toLowerCase()} to between ${bounds.minTo} and ${bounds.maxTo}`);
      }
      raiseTo(hand, player, action.to);
      break;
    }
    default:
      refuse('unknown action');
  }
  player.actedAtLevel = hand.currentBet;
  const added = before - player.stack;
  hand.events.push({
    kind: 'ACTION',
    seat,
    action: requested.type,
    to: player.streetBet,
    added,
    timedOut: options.timedOut ?? false,
  });
  advanceHand(hand, seat);
  return hand;
}

/** The player's time ran out: check when that is free, otherwise fold. */
export function applyHoldemTimeout(hand: HoldemHand, seat: number): HoldemHand {
  const legal = holdemLegalActions(hand, seat);
  return applyHoldemAction(hand, seat, legal.canCheck ? { type: 'CHECK' } : { type: 'FOLD' }, { timedOut: true });
}
