import { describe, expect, it } from 'vitest';
import { cardOf } from './baccarat-engine.ts';
import {
  DRAGON_TIGER_BET_KINDS,
  DRAGON_TIGER_GAME,
  dealDragonTigerRound,
  dragonTigerCardPairs,
  dragonTigerRtp,
  FULL_SHOE_COPIES,
  settleDragonTigerBets,
  shuffleDragonTigerShoe,
  type DragonTigerBet,
} from './dragon-tiger-engine.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { momentsOf, roundsForVariance } from './table-simulation.ts';

// Even, so the half returned on a tie is exact and the exact RTP applies.
const STAKE = 10n;

/**
 * Rounds are dealt as a live table deals them: a shuffled shoe, rounds 0–103 to the cut card, then a new shoe.
 * Every round of a shoe has the first round's distribution unconditionally, so the whole-shoe return must match
 * the RTP computed from the first two cards. The suited tie (50:1) needs about 7 million rounds.
 */
describe('dragon tiger RTP by simulation (seeded, simulation PRNG, live shoes)', () => {
  DRAGON_TIGER_BET_KINDS.forEach((kind, index) => {
    const bets: DragonTigerBet[] = [{ spot: { kind }, amount: STAKE }];
    const { numerator, denominator } = dragonTigerRtp(kind);
    const exactRtp = numerator / denominator;
    const { variance } = momentsOf(
      Array.from(dragonTigerCardPairs(), ({ dragon, tiger, weight }) => ({
        weight,
        returnPerStake: Number(settleDragonTigerBets(bets, { dragon, tiger })[0]) / Number(STAKE),
      })),
    );
    const rounds = roundsForVariance(variance);
    it(`${kind}: ${rounds} rounds land within ±1 point of the exact ${(exactRtp * 100).toFixed(2)}%`, () => {
      const stream = createSimulationStream(416_000_001 + index);
      let returned = 0n;
      let shoe = shuffleDragonTigerShoe(stream);
      let roundIndex = 0;
      let shoes = 1;
      for (let round = 0; round < rounds; round += 1) {
        const dealt = dealDragonTigerRound(shoe, roundIndex);
        returned += settleDragonTigerBets(bets, dealt)[0];
        roundIndex += 1;
        if (dealt.isLastRoundOfShoe) {
          shoe = shuffleDragonTigerShoe(stream);
          roundIndex = 0;
          shoes += 1;
        }
      }
      expect(shoes).toBe(Math.ceil(rounds / DRAGON_TIGER_GAME.roundsPerShoe));
      const rtp = Number(returned) / Number(STAKE * BigInt(rounds));
      expect(Math.abs(rtp - exactRtp) * 100).toBeLessThan(1);
    });
  });
});

/**
 * A player who sees every card (the table shows them all) knows the exact odds of the next round. Closed forms
 * over the cards left, checked against dragonTigerRtp: tie 9·Σ r(r−1) over ranks, suited tie 51·Σ c(c−1) over
 * cards, Dragon 2·Σ_{a>b} r_a·r_b + ½·tie share, each over n(n−1).
 */
function trackedReturns(
  copiesLeft: readonly number[],
  cardsLeft: number,
): Record<'DRAGON' | 'TIE' | 'SUITED_TIE', number> {
  const ranksLeft = new Array<number>(14).fill(0);
  let sameCardPairs = 0;
  copiesLeft.forEach((copies, index) => {
    ranksLeft[cardOf(index).rank] += copies;
    sameCardPairs += copies * (copies - 1);
  });
  let tiePairs = 0;
  let dragonHigherPairs = 0;
  for (let high = 1; high <= 13; high += 1) {
    tiePairs += ranksLeft[high] * (ranksLeft[high] - 1);
    for (let low = 1; low < high; low += 1) dragonHigherPairs += ranksLeft[high] * ranksLeft[low];
  }
  const pairs = cardsLeft * (cardsLeft - 1);
  return {
    DRAGON: (2 * dragonHigherPairs + 0.5 * tiePairs) / pairs,
    TIE: (9 * tiePairs) / pairs,
    SUITED_TIE: (51 * sameCardPairs) / pairs,
  };
}

describe('dragon tiger against a player who tracks every card', () => {
  it('gives no bet a positive expectation in more than 1 round in 10,000 before the cut card', () => {
    const stream = createSimulationStream(416_100_001);
    const shoes = 2_000;
    let favourableRounds = 0;
    for (let s = 0; s < shoes; s += 1) {
      const shoe = shuffleDragonTigerShoe(stream);
      const copiesLeft = [...FULL_SHOE_COPIES];
      for (let round = 0; round < DRAGON_TIGER_GAME.roundsPerShoe; round += 1) {
        const returns = trackedReturns(copiesLeft, DRAGON_TIGER_GAME.shoeSize - 2 * round);
        if (returns.DRAGON > 1 || returns.TIE > 1 || returns.SUITED_TIE > 1) favourableRounds += 1;
        const dealt = dealDragonTigerRound(shoe, round);
        copiesLeft[dealt.dragonCardId % 52] -= 1;
        copiesLeft[dealt.tigerCardId % 52] -= 1;
      }
      if (s === 0)
        for (const kind of ['DRAGON', 'TIE', 'SUITED_TIE'] as const) {
          const { numerator, denominator } = dragonTigerRtp(kind, copiesLeft);
          expect(
            trackedReturns(copiesLeft, DRAGON_TIGER_GAME.shoeSize - DRAGON_TIGER_GAME.cutCardPosition)[kind],
          ).toBeCloseTo(numerator / denominator, 12);
        }
    }
    expect(favourableRounds / (shoes * DRAGON_TIGER_GAME.roundsPerShoe)).toBeLessThan(1e-4);
  });
});
