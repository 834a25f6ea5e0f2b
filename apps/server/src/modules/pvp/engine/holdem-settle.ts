import { splitEvenly, splitProportionally } from './chip-split.ts';
import { evaluateHoldemHand } from './holdem-evaluator.ts';
import { buildPots } from './holdem-pots.ts';
import { playersClockwiseAfter } from './seat-order.ts';
import type { HoldemHand, HoldemPotAward, HoldemResult, HoldemShowdownHand } from './holdem-types.ts';
import { rakeOf } from './rake.ts';

/**
 * The end of a hand: pots from the contributions, the rake, the winners of each pot, the final stacks.
 * - Rake: the configured percentage of all pots together (uncalled bets excluded), capped, rounded down; nothing
 *   when no flop was dealt ("no flop, no drop"). It is taken from the pots in proportion to their sizes.
 * - A pot goes to the best hand among the players still in who contested it; equal hands split it, and the chips
 *   that do not divide go one each to the winners nearest the button's left (the odd-chip rule).
 * - Conserved: the final stacks and the rake add up to the stacks before the hand.
 */
export function settleHoldemHand(hand: HoldemHand): HoldemResult {
  const { pots, returned } = buildPots(
    hand.players.map((player) => ({ seat: player.seat, amount: player.totalBet, live: !player.folded })),
  );
  const potTotal = pots.reduce((sum, pot) => sum + pot.amount, 0);
  const flopDealt = hand.board.length >= 3;
  const rake = flopDealt ? rakeOf(potTotal, hand.config.rake) : 0;
  const potRakes =
    potTotal > 0
      ? splitProportionally(
          rake,
          pots.map((pot) => pot.amount),
        )
      : [];

  const live = hand.players.filter((player) => !player.folded);
  const wentToShowdown = live.length > 1;
  const showdown: HoldemShowdownHand[] = wentToShowdown
    ? live.map((player) => {
        const ranking = evaluateHoldemHand([...player.hole, ...hand.board]);
        return { seat: player.seat, hole: player.hole, ...ranking };
      })
    : [];
  const valueOf = (seat: number) => showdown.find((entry) => entry.seat === seat)?.value ?? 0;
  const oddChipOrder = playersClockwiseAfter(hand.players, hand.buttonSeat).map((player) => player.seat);

  const winnings = new Map<number, number>();
  const credit = (seat: number, amount: number) => winnings.set(seat, (winnings.get(seat) ?? 0) + amount);
  const awards: HoldemPotAward[] = pots.map((pot, index) => {
    const potRake = potRakes[index] ?? 0;
    const best = Math.max(...pot.eligibleSeats.map(valueOf));
    const winnerSeats = oddChipOrder.filter((seat) => pot.eligibleSeats.includes(seat) && valueOf(seat) === best);
    const shares = splitEvenly(pot.amount - potRake, winnerSeats.length);
    const winners = winnerSeats.map((seat, position) => ({ seat, amount: shares[position] ?? 0 }));
    winners.forEach((winner) => credit(winner.seat, winner.amount));
    return { amount: pot.amount, rake: potRake, eligibleSeats: pot.eligibleSeats, winners };
  });
  returned.forEach((entry) => credit(entry.seat, entry.amount));

  const stacks = hand.players.map((player) => {
    const stack = player.stack + (winnings.get(player.seat) ?? 0);
    return { seat: player.seat, playerId: player.playerId, stack, net: stack - player.startStack };
  });
  return { pots: awards, returned, rake, wentToShowdown, showdown, stacks };
}
