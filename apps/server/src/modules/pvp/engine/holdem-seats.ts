import type { HoldemHand, HoldemPlayer } from './holdem-types.ts';

export function playerAt(hand: HoldemHand, seat: number): HoldemPlayer {
  const player = hand.players.find((candidate) => candidate.seat === seat);
  if (!player) throw new RangeError(`no player in seat ${seat}`);
  return player;
}

export function livePlayers(hand: HoldemHand): HoldemPlayer[] {
  return hand.players.filter((player) => !player.folded);
}

/** Someone other than `player` who could still answer a bet (in the hand and with chips behind). */
export function someoneElseCanRespond(hand: HoldemHand, player: HoldemPlayer): boolean {
  return hand.players.some((other) => other !== player && !other.folded && !other.allIn);
}

/**
 * Chips the player must add to stay in. Normally the street's bet level; when everyone else still in is all-in,
 * only up to the largest of their street totals (more could never be called, so it is not asked for).
 */
export function amountToCall(hand: HoldemHand, player: HoldemPlayer): number {
  let target = hand.currentBet;
  if (!someoneElseCanRespond(hand, player)) {
    const othersTop = Math.max(
      0,
      ...hand.players.filter((other) => other !== player && !other.folded).map((other) => other.streetBet),
    );
    target = Math.min(target, othersTop);
  }
  return Math.max(0, target - player.streetBet);
}

export function needsToAct(hand: HoldemHand, player: HoldemPlayer): boolean {
  if (player.folded || player.allIn) return false;
  if (amountToCall(hand, player) > 0) return true;
  // Nothing to call: a player who has not acted yet still acts (check or bet) if anyone could answer a bet.
  return player.actedAtLevel === null && someoneElseCanRespond(hand, player);
}

/** Moves chips from the player's stack to the street; putting in the whole stack makes the player all-in. */
export function putChips(player: HoldemPlayer, amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > player.stack) throw new RangeError(`chips ${amount}`);
  player.stack -= amount;
  player.streetBet += amount;
  player.totalBet += amount;
  if (player.stack === 0) player.allIn = true;
}
