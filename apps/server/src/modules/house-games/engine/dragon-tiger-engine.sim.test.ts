import { describe, expect, it } from 'vitest';
import {
  DRAGON_TIGER_BET_KINDS,
  DRAGON_TIGER_GAME,
  dealDragonTigerRound,
  dragonTigerCardPairs,
  dragonTigerRtp,
  settleDragonTigerBets,
  shuffleDragonTigerShoe,
  type DragonTigerBet,
} from './dragon-tiger-engine.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { momentsOf, roundsForVariance } from './table-simulation.ts';

// Even, so the half returned on a tie is exact and the exact RTP applies.
const STAKE = 10n;

/**
 * Rounds are dealt as a live table deals them: a shuffled shoe, rounds 0–181 to the cut card, then a new shoe.
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
