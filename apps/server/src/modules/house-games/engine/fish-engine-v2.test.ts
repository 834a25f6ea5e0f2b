import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { FISH_GAME, FISH_SPECIES, shoot } from './fish-engine.ts';
import { isFishV2, shootV2, specialCatch, type SpecialShotResult } from './fish-engine-v2.ts';
import { expectedMultiplier, findSpecialFish, SPECIAL_FISH, type SpecialFish } from './fish-specials.ts';
import { createScriptedStream } from './scripted-stream.ts';

const special = (id: string): SpecialFish => findSpecialFish(id)!;

/**
 * The exact expected return of one shot, in basis points of the bet, by enumerating every draw: the catch
 * chance is below / draw, and a catch pays each outcome of the feature with its weight.
 */
function exactReturnBasisPoints(fish: SpecialFish): number {
  const { draw, below } = specialCatch(fish);
  const { total, weight } = expectedMultiplier(fish);
  // P(catch) · E[multiplier] = (below / draw) · (total / weight); × 10000 to basis points.
  return (below * total * 10_000) / (draw * weight);
}

describe('fish v2 special fish', () => {
  it('declare a bomb, a chain lightning and a multiplier-wheel boss, with ids apart from the ordinary fish', () => {
    expect(SPECIAL_FISH.map((fish) => fish.special).sort()).toEqual(['bomb', 'chain', 'wheel']);
    const ids = [...FISH_SPECIES, ...SPECIAL_FISH].map((fish) => fish.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isFishV2('kraken-king')).toBe(true);
    expect(isFishV2('clownfish')).toBe(true);
    expect(isFishV2('kraken')).toBe(false);
  });

  it('have the expected paid multipliers worked out by hand: bomb 29, chain 4.6 × 4 = 18.4, boss 30 × 2.2 = 66', () => {
    expect(expectedMultiplier(special('bomb-crab'))).toEqual({ total: 2900, weight: 100 });
    expect(expectedMultiplier(special('lightning-eel'))).toEqual({ total: 46 * 40, weight: 100 });
    expect(expectedMultiplier(special('kraken-king'))).toEqual({ total: 30 * 220, weight: 100 });
  });

  it('are caught with chance RTP / E[multiplier], so each returns exactly the declared 96%', () => {
    for (const fish of SPECIAL_FISH) expect(exactReturnBasisPoints(fish)).toBe(FISH_GAME.rtpBasisPoints);
    expect(specialCatch(special('bomb-crab'))).toEqual({ draw: 29_000_000, below: 960_000 });
  });

  it('refuse a pay distribution whose catch chance would reach 1 or whose draw does not fit 32 bits', () => {
    // E[M] = 0.5 < 0.96: no catch chance could pay 96%.
    const blast = [
      { multiplier: 0, weight: 1 },
      { multiplier: 1, weight: 1 },
    ];
    const cheap = { ...special('bomb-crab'), blast } as SpecialFish;
    expect(() => specialCatch(cheap)).toThrow(RangeError);
    const huge: SpecialFish = { ...special('bomb-crab'), blast: [{ multiplier: 10 ** 6, weight: 1 }] } as SpecialFish;
    expect(() => specialCatch(huge)).toThrow(RangeError);
  });
});

describe('shootV2', () => {
  it('draws an ordinary fish exactly as v1 did, so v1 rounds of those fish recompute the same', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'fish', nonce: 11 };
    for (const fish of FISH_SPECIES) {
      const bet = 30n;
      expect(shootV2({ fishSpeciesId: fish.id, bet, stream: createOutcomeStream(seeds) })).toEqual(
        shoot({ fishSpeciesId: fish.id, bet, stream: createOutcomeStream(seeds) }),
      );
    }
  });

  it('a bomb catches on the lowest RTP·weight values of its draw, then draws the blast by weight', () => {
    const stream = createScriptedStream([959_999, 84, 960_000]);
    const caught = shootV2({ fishSpeciesId: 'bomb-crab', bet: 10n, stream });
    // 84 falls in the 4th blast entry (weights 30, 30, 20 end at 80; 15 more reach 95): ×50.
    expect(caught).toEqual({
      fishSpeciesId: 'bomb-crab',
      special: 'bomb',
      caught: true,
      multiplier: 50,
      win: 500n,
      feature: { kind: 'bomb', multiplier: 50 },
    });
    const missed = shootV2({ fishSpeciesId: 'bomb-crab', bet: 10n, stream });
    expect(missed).toMatchObject({ caught: false, multiplier: 0, win: 0n, feature: null });
    expect(stream.requested).toEqual([29_000_000, 100, 29_000_000]);
  });

  it('chain lightning draws the fish type then the links and pays type multiplier × links', () => {
    const stream = createScriptedStream([0, 9, 9]);
    const shot = shootV2({ fishSpeciesId: 'lightning-eel', bet: 3n, stream }) as SpecialShotResult;
    expect(shot.feature).toEqual({ kind: 'chain', fishSpeciesId: 'lionfish', typeMultiplier: 8, links: 6 });
    expect(shot.win).toBe(3n * 8n * 6n);
    expect(stream.requested).toEqual([18_400_000, 10, 10]);
  });

  it('the boss spins its wheel: the segment drawn multiplies the base', () => {
    const stream = createScriptedStream([123, 65]);
    const shot = shootV2({ fishSpeciesId: 'kraken-king', bet: 2n, stream }) as SpecialShotResult;
    expect(shot.feature).toEqual({ kind: 'wheel', base: 30, index: 2, factor: 3 });
    expect(shot).toMatchObject({ caught: true, multiplier: 90, win: 180n });
  });

  it('refuses an unknown fish or a bet that is not a positive bigint, and replays from the same seeds', () => {
    expect(() => shootV2({ fishSpeciesId: 'kraken', bet: 1n, stream: createScriptedStream([0]) })).toThrow(RangeError);
    expect(() => shootV2({ fishSpeciesId: 'kraken-king', bet: 0n, stream: createScriptedStream([0]) })).toThrow(
      RangeError,
    );
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 0 };
    const again = () => shootV2({ fishSpeciesId: 'lightning-eel', bet: 5n, stream: createOutcomeStream(seeds) });
    expect(again()).toEqual(again());
  });
});
