import type { RandomStream } from '../../../lib/fair-rng.ts';
import { FISH_GAME, FISH_SPECIES, shoot, type ShotResult } from './fish-engine.ts';
import { expectedMultiplier, findSpecialFish, type SpecialFish, type Weighted } from './fish-specials.ts';

/** What a special fish's catch set off; the page draws it (blast, lightning arcs, the wheel). */
export type SpecialFeature =
  | { kind: 'bomb'; multiplier: number }
  | { kind: 'chain'; fishSpeciesId: string; typeMultiplier: number; links: number }
  | { kind: 'wheel'; base: number; index: number; factor: number };
export type SpecialShotResult = {
  fishSpeciesId: string;
  special: SpecialFish['special'];
  caught: boolean;
  /** The paid multiplier of the bet: 0 when the fish escaped. */
  multiplier: number;
  win: bigint;
  feature: SpecialFeature | null;
};
export type ShotResultV2 = ShotResult | SpecialShotResult;

const BASIS_POINTS = 10_000;
const MAX_DRAW = 2 ** 32;

export const isFishV2 = (fishSpeciesId: string | undefined): boolean =>
  FISH_SPECIES.some((fish) => fish.id === fishSpeciesId) || findSpecialFish(fishSpeciesId ?? '') !== undefined;

/** The catch chance of a special as an exact fraction: RTP · weight / (10000 · total). */
export function specialCatch(fish: SpecialFish, rtpBasisPoints: number = FISH_GAME.rtpBasisPoints) {
  const { total, weight } = expectedMultiplier(fish);
  const draw = BASIS_POINTS * total;
  // The draw must fit one nextInt and the chance must be below 1, or the declared RTP cannot hold.
  if (draw > MAX_DRAW || rtpBasisPoints * weight >= draw)
    throw new RangeError(`special fish ${fish.id}: its pay distribution cannot be drawn`);
  return { draw, below: rtpBasisPoints * weight };
}

/** One entry of a weighted list, with one draw of nextInt(Σ weight). */
function pick<T>(entries: Weighted<T>[], stream: RandomStream): { entry: Weighted<T>; index: number } {
  let roll = stream.nextInt(entries.reduce((total, entry) => total + entry.weight, 0));
  const index = entries.findIndex((entry) => {
    roll -= entry.weight;
    return roll < 0;
  });
  return { entry: entries[index], index };
}

function drawFeature(fish: SpecialFish, stream: RandomStream): { feature: SpecialFeature; multiplier: number } {
  if (fish.special === 'bomb') {
    const { multiplier } = pick(fish.blast, stream).entry;
    return { feature: { kind: 'bomb', multiplier }, multiplier };
  }
  if (fish.special === 'chain') {
    const target = pick(fish.targets, stream).entry;
    const { links } = pick(fish.links, stream).entry;
    return {
      feature: { kind: 'chain', fishSpeciesId: target.fishSpeciesId, typeMultiplier: target.multiplier, links },
      multiplier: target.multiplier * links,
    };
  }
  const { entry, index } = pick(fish.wheel, stream);
  return {
    feature: { kind: 'wheel', base: fish.base, index, factor: entry.factor },
    multiplier: fish.base * entry.factor,
  };
}

/**
 * One v2 shot: one bet at one fish. An ordinary fish is drawn exactly as in v1 (one draw, same outcome). A special
 * is caught when nextInt(10000 · total) < RTP · weight — probability RTP / E[paid multiplier], exact in integers —
 * and only a catch draws its feature (the blast's worth; the chain's fish and links; the wheel's segment).
 */
export function shootV2({
  fishSpeciesId,
  bet,
  stream,
}: {
  fishSpeciesId: string;
  bet: bigint;
  stream: RandomStream;
}): ShotResultV2 {
  const fish = findSpecialFish(fishSpeciesId);
  if (!fish) return shoot({ fishSpeciesId, bet, stream });
  if (typeof bet !== 'bigint' || bet <= 0n) throw new RangeError('bet must be a positive bigint');
  const { draw, below } = specialCatch(fish);
  if (stream.nextInt(draw) >= below)
    return { fishSpeciesId, special: fish.special, caught: false, multiplier: 0, win: 0n, feature: null };
  const { feature, multiplier } = drawFeature(fish, stream);
  return { fishSpeciesId, special: fish.special, caught: true, multiplier, win: bet * BigInt(multiplier), feature };
}
