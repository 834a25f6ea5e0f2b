import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { FISH_GAME, FISH_SPECIES, catchProbability, findFishSpecies, shoot } from './fish-engine.ts';
import { createScriptedStream } from './scripted-stream.ts';

describe('fish species', () => {
  it('have unique ids, names for the art and integer multipliers from 2× up to a 300× boss', () => {
    expect(new Set(FISH_SPECIES.map((species) => species.id)).size).toBe(FISH_SPECIES.length);
    for (const species of FISH_SPECIES) {
      expect(species.name.length).toBeGreaterThan(0);
      expect(Number.isInteger(species.multiplier)).toBe(true);
    }
    expect(Math.min(...FISH_SPECIES.map((species) => species.multiplier))).toBe(2);
    expect(FISH_SPECIES.find((species) => species.multiplier === 300)?.size).toBe('boss');
  });

  it('catch with probability p = RTP / multiplier, so every species returns exactly the declared RTP', () => {
    for (const species of FISH_SPECIES) {
      expect(catchProbability(species)).toBeCloseTo(0.96 / species.multiplier, 15);
      expect(catchProbability(species) * species.multiplier).toBeCloseTo(FISH_GAME.declaredRtp / 100, 15);
    }
  });
});

describe('shoot', () => {
  it('draws once from [0, 10000 × multiplier) and catches on exactly the lowest 9600 values', () => {
    const shark = findFishSpecies('hammerhead-shark');
    const stream = createScriptedStream([0, 9599, 9600, 499_999]);
    const results = [0, 1, 2, 3].map(() => shoot({ fishSpeciesId: shark.id, bet: 10n, stream }));
    expect(stream.requested).toEqual([500_000, 500_000, 500_000, 500_000]);
    expect(results.map((result) => result.caught)).toEqual([true, true, false, false]);
    expect(results.map((result) => result.win)).toEqual([500n, 500n, 0n, 0n]);
  });

  it('pays bet × multiplier in minor units when the fish is caught', () => {
    const result = shoot({ fishSpeciesId: 'golden-dragon-king', bet: 7n, stream: createScriptedStream([42]) });
    expect(result).toEqual({ fishSpeciesId: 'golden-dragon-king', multiplier: 300, caught: true, win: 2100n });
  });

  it('refuses an unknown species or a bet that is not a positive bigint', () => {
    const stream = createScriptedStream([0, 0]);
    expect(() => shoot({ fishSpeciesId: 'goldfish', bet: 10n, stream })).toThrow(RangeError);
    expect(() => shoot({ fishSpeciesId: 'clownfish', bet: 0n, stream })).toThrow(RangeError);
  });

  it('replays a shot identically from its seeds and nonce', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'fish', nonce: 3 };
    const again = () => shoot({ fishSpeciesId: 'clownfish', bet: 10n, stream: createOutcomeStream(seeds) });
    expect(again()).toEqual(again());
  });
});
