import { describe, expect, it } from 'vitest';
import { FISH_GAME, FISH_SPECIES, catchProbability, shoot } from './fish-engine.ts';
import { createSimulationStream } from './simulation-rng.ts';

/**
 * A shot returns multiplier × bet with probability p, so its variance is p·m² − RTP² in bets. Shots per species
 * are chosen for a standard error of 0.25 points (at least 10^6), putting the ±1 point check four errors out;
 * the 300× boss needs about 46 million.
 */
const TARGET_STANDARD_ERROR = 0.0025;

describe('fish RTP by simulation (seeded, simulation PRNG)', () => {
  FISH_SPECIES.forEach((species, index) => {
    const rtp = FISH_GAME.declaredRtp / 100;
    const variance = catchProbability(species) * species.multiplier ** 2 - rtp ** 2;
    const shots = Math.max(1_000_000, Math.ceil(variance / TARGET_STANDARD_ERROR ** 2));
    it(`${species.name} (${species.multiplier}×): ${shots} shots land within ±1 point of the declared ${FISH_GAME.declaredRtp}%`, () => {
      const stream = createSimulationStream(31_415_926 + index);
      const bet = 1n;
      let returned = 0n;
      for (let shot = 0; shot < shots; shot += 1) returned += shoot({ fishSpeciesId: species.id, bet, stream }).win;
      const rtpPercent = (Number(returned) / shots) * 100;
      expect(Math.abs(rtpPercent - FISH_GAME.declaredRtp)).toBeLessThan(1);
    }, 60_000);
  });
});
