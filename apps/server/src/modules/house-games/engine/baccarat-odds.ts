import { bankerDraws, playerDraws } from './baccarat-rules.ts';
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
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  let remaining = 52 * decks;
  const outcome = { player: 0, banker: 0, tie: 0 };
  const draw = (weight: number, onValue: (value: number, probability: number) => void): void => {
    for (let value = 0; value < 10; value += 1) {
      if (counts[value] === 0) continue;
      const probability = (weight * counts[value]) / remaining;
      counts[value] -= 1;
      remaining -= 1;
      onValue(value, probability);
      counts[value] += 1;
      remaining += 1;
    }
  };
  const settle = (player: number, banker: number, probability: number): void => {
    if (player > banker) outcome.player += probability;
    else if (banker > player) outcome.banker += probability;
    else outcome.tie += probability;
  };
  const bankerStep = (player: number, banker: number, playerThird: number | null, p: number): void => {
    if (bankerDraws(banker, playerThird)) draw(p, (b3, p3) => settle(player, (banker + b3) % 10, p3));
    else settle(player, banker, p);
  };
  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) settle(player, banker, w4);
          else if (playerDraws(player)) draw(w4, (p3, w5) => bankerStep((player + p3) % 10, banker, p3, w5));
          else bankerStep(player, banker, null, w4);
        }),
      ),
    ),
  );
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
