import { settleNets } from './net-settlement.ts';
import { rottenUnits } from './tienlen-hands.ts';
import type { TienLenDebt, TienLenGame, TienLenInstantWin, TienLenResult } from './tienlen-types.ts';

const FULL_HAND = 13;

/** The chop chain of a closing round becomes a debt: the last player chopped pays the last chopper all of it. */
export function closeChopChain(game: TienLenGame): void {
  const chain = game.chopChain;
  if (!chain) return;
  game.chopDebts.push({ fromSeat: chain.choppedSeat, toSeat: chain.chopperSeat, units: chain.units, reason: 'CHOP' });
  game.chopChain = null;
}

/**
 * What each loser owes the winner when the winner plays out: every card left × cardUnits, or, frozen ("cóng",
 * never played a card), the full hand × cardUnits × frozenMultiplier; plus the 2s and bombs still held ("thối").
 */
export function endOfGameDebts(game: TienLenGame, winnerSeat: number): TienLenDebt[] {
  const { config } = game;
  const debts: TienLenDebt[] = [];
  for (const player of game.players) {
    if (player.seat === winnerSeat) continue;
    const owe = (units: number, reason: TienLenDebt['reason']) => {
      if (units > 0) debts.push({ fromSeat: player.seat, toSeat: winnerSeat, units, reason });
    };
    if (player.playedAny) owe(player.hand.length * config.cardUnits, 'CARDS_LEFT');
    else owe(FULL_HAND * config.cardUnits * config.frozenMultiplier, 'FROZEN');
    owe(rottenUnits(player.hand, config), 'ROTTEN');
  }
  return debts;
}

/** Turns the debts into chips (units × unitStake), settled against the stacks with the rake (net-settlement.ts). */
export function finishTienLen(
  game: TienLenGame,
  winnerSeat: number,
  instantWin: TienLenInstantWin | null,
  debts: TienLenDebt[],
): TienLenResult {
  const nets = new Map<number, number>(game.players.map((player) => [player.seat, 0]));
  for (const debt of debts) {
    const chips = debt.units * game.config.unitStake;
    nets.set(debt.fromSeat, (nets.get(debt.fromSeat) ?? 0) - chips);
    nets.set(debt.toSeat, (nets.get(debt.toSeat) ?? 0) + chips);
  }
  const settled = settleNets(
    game.players.map((player) => ({ seat: player.seat, stack: player.startStack, net: nets.get(player.seat) ?? 0 })),
    game.config.rake,
  );
  return {
    winnerSeat,
    instantWin,
    debts,
    rake: settled.reduce((sum, entry) => sum + entry.rake, 0),
    stacks: game.players.map((player, index) => {
      const stack = settled[index]?.stack ?? player.startStack;
      return { seat: player.seat, playerId: player.playerId, stack, net: stack - player.startStack };
    }),
  };
}
