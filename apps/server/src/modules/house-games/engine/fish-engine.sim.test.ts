import { describe, expect, it } from 'vitest';
import { FISH_GAME, FISH_SPECIES } from './fish-engine.ts';
import { shootV2 } from './fish-engine-v2.ts';
import { expectedMultiplier, expectedSquare, SPECIAL_FISH } from './fish-specials.ts';
import { createSimulationStream } from './simulation-rng.ts';

/**
 * A shot returns M × bet with probability p = RTP / E[M] (M the paid multiplier, fixed for an ordinary fish, drawn
 * for a special), so its variance is p·E[M²] − RTP² in bets. Shots per fish are chosen for a standard error of 0.25
 * points (at least 10^6), putting the ±1 point check four errors out; the 300× boss needs about 46 million. v2 draws
 * an ordinary fish exactly as v1, so this covers both versions' ordinary fish.
 */
const TARGET_STANDARD_ERROR = 0.0025;
const rtp = FISH_GAME.declaredRtp / 100;

const FISH = [
  ...FISH_SPECIES.map((fish) => ({
    id: fish.id,
    label: `${fish.name} (${fish.multiplier}×)`,
    mean: fish.multiplier,
    square: fish.multiplier ** 2,
  })),
  ...SPECIAL_FISH.map((fish) => {
    const { total, weight } = expectedMultiplier(fish);
    return { id: fish.id, label: `${fish.name} (${fish.special})`, mean: total / weight, square: expectedSquare(fish) };
  }),
];

describe('fish v2 RTP by simulation (seeded, simulation PRNG)', () => {
  FISH.forEach((fish, index) => {
    const variance = (rtp / fish.mean) * fish.square - rtp ** 2;
    const shots = Math.max(1_000_000, Math.ceil(variance / TARGET_STANDARD_ERROR ** 2));
    it(`${fish.label}: ${shots} shots land within ±1 point of the declared ${FISH_GAME.declaredRtp}%`, () => {
      const stream = createSimulationStream(31_415_926 + index);
      const bet = 1n;
      let returned = 0n;
      for (let shot = 0; shot < shots; shot += 1) returned += shootV2({ fishSpeciesId: fish.id, bet, stream }).win;
      const rtpPercent = (Number(returned) / shots) * 100;
      expect(Math.abs(rtpPercent - FISH_GAME.declaredRtp)).toBeLessThan(1);
    }, 120_000);
  });
});
