import type { RandomStream } from '../../../lib/fair-rng.ts';

export type FishSize = 'small' | 'medium' | 'large' | 'boss';
export type FishSpecies = { id: string; name: string; size: FishSize; multiplier: number };

/** Integer multipliers of the shot's bet; names and sizes are what the art will draw. */
export const FISH_SPECIES: readonly FishSpecies[] = [
  { id: 'clownfish', name: 'Clownfish', size: 'small', multiplier: 2 },
  { id: 'pufferfish', name: 'Pufferfish', size: 'small', multiplier: 3 },
  { id: 'angelfish', name: 'Angelfish', size: 'small', multiplier: 5 },
  { id: 'lionfish', name: 'Lionfish', size: 'medium', multiplier: 8 },
  { id: 'sea-turtle', name: 'Sea Turtle', size: 'medium', multiplier: 10 },
  { id: 'octopus', name: 'Octopus', size: 'medium', multiplier: 15 },
  { id: 'swordfish', name: 'Swordfish', size: 'large', multiplier: 20 },
  { id: 'manta-ray', name: 'Manta Ray', size: 'large', multiplier: 30 },
  { id: 'hammerhead-shark', name: 'Hammerhead Shark', size: 'large', multiplier: 50 },
  { id: 'killer-whale', name: 'Killer Whale', size: 'boss', multiplier: 100 },
  { id: 'golden-dragon-king', name: 'Golden Dragon King', size: 'boss', multiplier: 300 },
];

/** The engine that played rounds logged with gameVersion '1': ordinary fish only. Kept to verify them. */
export const FISH_V1_VERSION = '1';

export const FISH_GAME = {
  id: 'house-ocean-hunter',
  title: 'Ocean Hunter',
  /** v2 (fish-engine-v2.ts) adds the special fish and cannon levels; its ordinary fish are drawn as in v1. */
  version: '2',
  /** Basis points, so the catch draw is an exact integer comparison rather than a float one. */
  rtpBasisPoints: 9600,
  declaredRtp: 96,
  species: FISH_SPECIES,
  /** The cannon's levels: the bet per shot is the level × the game's minimum bet. */
  cannonLevels: [1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000],
} as const;

export type ShotResult = { fishSpeciesId: string; multiplier: number; caught: boolean; win: bigint };

const BASIS_POINTS = 10_000;
const speciesById = new Map(FISH_SPECIES.map((species) => [species.id, species]));

export function findFishSpecies(fishSpeciesId: string): FishSpecies {
  const species = speciesById.get(fishSpeciesId);
  if (!species) throw new RangeError(`unknown fish species ${fishSpeciesId}`);
  return species;
}

/** p = RTP / multiplier, so p × multiplier — the expected return of a shot — is the RTP for every species. */
export function catchProbability(species: FishSpecies, rtpBasisPoints: number = FISH_GAME.rtpBasisPoints): number {
  return rtpBasisPoints / (BASIS_POINTS * species.multiplier);
}

/**
 * The v1 shot (and v2's for an ordinary fish). One shot is one bet and one draw: caught when nextInt(10000 × multiplier) < rtpBasisPoints, which is exactly
 * probability rtpBasisPoints / (10000 × multiplier) with no float rounding. The win is the bet × multiplier.
 */
export function shoot({
  fishSpeciesId,
  bet,
  stream,
}: {
  fishSpeciesId: string;
  bet: bigint;
  stream: RandomStream;
}): ShotResult {
  const species = findFishSpecies(fishSpeciesId);
  if (typeof bet !== 'bigint' || bet <= 0n) throw new RangeError('bet must be a positive bigint');
  const caught = stream.nextInt(BASIS_POINTS * species.multiplier) < FISH_GAME.rtpBasisPoints;
  return { fishSpeciesId, multiplier: species.multiplier, caught, win: caught ? bet * BigInt(species.multiplier) : 0n };
}
