import { randomInt } from 'node:crypto';
import { cardRank, type Card } from './engine/cards.ts';
import { evaluateHoldemHand } from './engine/holdem-evaluator.ts';
import type { HoldemAction, HoldemLegalActions } from './engine/holdem-types.ts';

/**
 * The computer players of practice tables: always labelled as bots, only where trial accounts play with demo
 * credit. A plain, legal strategy (no reading of hidden cards: a bot sees its own hole cards and the board):
 * strong starting cards or a made pair raise or call, weak ones check or fold, with some randomness so a table does
 * not feel scripted. It never decides outcomes; the shuffle does.
 */
export const BOT_NAMES = ['Bot Ava', 'Bot Ben', 'Bot Chi', 'Bot Dara', 'Bot Emi', 'Bot Finn', 'Bot Gia', 'Bot Hoa'];

/** How long a bot "thinks" before acting, so its moves read like a player's. */
export function botThinkMs(): number {
  return 700 + randomInt(1300);
}

function strength(hole: readonly Card[], board: readonly Card[]): number {
  if (board.length === 0) {
    const [high, low] = hole.map(cardRank).sort((a, b) => b - a) as [number, number];
    if (high === low) return high >= 6 ? 3 : 2;
    if (high >= 10 && low >= 8) return 2;
    return high >= 11 ? 1 : 0;
  }
  const { category } = evaluateHoldemHand([...hole, ...board]);
  if (category === 'HIGH_CARD') return 0;
  if (category === 'ONE_PAIR') return 1;
  return category === 'TWO_PAIR' || category === 'THREE_OF_A_KIND' ? 2 : 3;
}

export function chooseBotAction(input: {
  legal: HoldemLegalActions;
  hole: readonly Card[];
  board: readonly Card[];
  pot: number;
}): HoldemAction {
  const { legal } = input;
  const score = strength(input.hole, input.board) + (randomInt(10) === 0 ? 1 : 0);
  const cheapCall = legal.callAmount !== null && legal.callAmount * 4 <= Math.max(input.pot, 1);
  if (score >= 2 && legal.raise && randomInt(3) > 0) {
    const { kind, minTo, maxTo } = legal.raise;
    const target = Math.min(maxTo, Math.max(minTo, minTo + Math.floor((maxTo - minTo) * (score >= 3 ? 0.25 : 0.05))));
    return { type: kind, to: target };
  }
  if (legal.canCheck) return { type: 'CHECK' };
  if (legal.callAmount !== null && (score >= 1 || cheapCall)) return { type: 'CALL' };
  return legal.canFold ? { type: 'FOLD' } : { type: 'CHECK' };
}
