import { enumerateCoupShapes } from './baccarat-side-bet-odds.ts';
import type { BaccaratBetType } from './baccarat-engine.ts';

export type BaccaratOdds = {
  playerWin: number;
  bankerWin: number;
  tie: number;
  /** Probability that a hand's first two cards share a rank. */
  pair: number;
  /** Fractions returned per unit staked, commission exact. */
  rtp: Record<BaccaratBetType, number>;
};

/**
 * Exact probabilities by walking every sequence of card values dealt without replacement from a full shoe
 * (value 0 = ten and court cards, 16 per deck; 1–9, 4 per deck). Only values decide the winner; pairs depend
 * on ranks, and the second card matches the first's rank with probability (4·decks − 1)/(52·decks − 1).
 */
export function computeBaccaratOdds(decks: number): BaccaratOdds {
  // The live tables' enumeration of coup shapes walks the same card values; the main bets need only who won.
  const outcome = { player: 0, banker: 0, tie: 0 };
  for (const shape of enumerateCoupShapes(decks)) {
    if (shape.playerTotal > shape.bankerTotal) outcome.player += shape.probability;
    else if (shape.bankerTotal > shape.playerTotal) outcome.banker += shape.probability;
    else outcome.tie += shape.probability;
  }
  const pair = (4 * decks - 1) / (52 * decks - 1);
  return {
    playerWin: outcome.player,
    bankerWin: outcome.banker,
    tie: outcome.tie,
    pair,
    rtp: {
      PLAYER: 2 * outcome.player + outcome.tie,
      BANKER: 1.95 * outcome.banker + outcome.tie,
      TIE: 9 * outcome.tie,
      PLAYER_PAIR: 12 * pair,
      BANKER_PAIR: 12 * pair,
    },
  };
}
