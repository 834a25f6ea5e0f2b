import type { FishSize } from './fish-engine.ts';

/**
 * The special fish of Ocean Hunter v2. A special's paid multiplier is not fixed: it comes from a declared
 * distribution (integer multipliers, integer weights), drawn after the catch. Its catch chance is
 * RTP / E[paid multiplier], so it returns the declared RTP exactly, like every ordinary fish.
 */
export type Weighted<T> = T & { weight: number };
export type BombFish = {
  id: string;
  name: string;
  size: FishSize;
  special: 'bomb';
  /** What the blast pays, in bets: it takes the nearby fish with it, and their worth is drawn from this. */
  blast: Weighted<{ multiplier: number }>[];
};
export type ChainFish = {
  id: string;
  name: string;
  size: FishSize;
  special: 'chain';
  /** Which fish the lightning chains to; the paid multiplier is that fish's multiplier × the links. */
  targets: Weighted<{ fishSpeciesId: string; multiplier: number }>[];
  /** How many fish the lightning strikes (the links). */
  links: Weighted<{ links: number }>[];
};
export type WheelFish = {
  id: string;
  name: string;
  size: FishSize;
  special: 'wheel';
  /** The boss's own multiplier, which the wheel multiplies. */
  base: number;
  /** The wheel's segments in the order drawn on it. */
  wheel: Weighted<{ factor: number }>[];
};
export type SpecialFish = BombFish | ChainFish | WheelFish;

export const SPECIAL_FISH: readonly SpecialFish[] = [
  {
    id: 'bomb-crab',
    name: 'Bomb Crab',
    size: 'medium',
    special: 'bomb',
    blast: [
      { multiplier: 15, weight: 30 },
      { multiplier: 20, weight: 30 },
      { multiplier: 30, weight: 20 },
      { multiplier: 50, weight: 15 },
      { multiplier: 100, weight: 5 },
    ],
  },
  {
    id: 'lightning-eel',
    name: 'Lightning Eel',
    size: 'large',
    special: 'chain',
    targets: [
      { fishSpeciesId: 'pufferfish', multiplier: 3, weight: 5 },
      { fishSpeciesId: 'angelfish', multiplier: 5, weight: 3 },
      { fishSpeciesId: 'lionfish', multiplier: 8, weight: 2 },
    ],
    links: [
      { links: 3, weight: 4 },
      { links: 4, weight: 3 },
      { links: 5, weight: 2 },
      { links: 6, weight: 1 },
    ],
  },
  {
    id: 'kraken-king',
    name: 'Kraken King',
    size: 'boss',
    special: 'wheel',
    base: 30,
    wheel: [
      { factor: 1, weight: 35 },
      { factor: 2, weight: 30 },
      { factor: 3, weight: 20 },
      { factor: 4, weight: 10 },
      { factor: 5, weight: 5 },
    ],
  },
];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The expected paid multiplier as an exact fraction `total / weight` of integers: Σ weight·multiplier over all
 * outcomes, and Σ weight. A chain's type and links are drawn independently, so its fraction is the product.
 */
export function expectedMultiplier(fish: SpecialFish): { total: number; weight: number } {
  if (fish.special === 'bomb')
    return {
      total: sum(fish.blast.map((entry) => entry.weight * entry.multiplier)),
      weight: sum(fish.blast.map((entry) => entry.weight)),
    };
  if (fish.special === 'chain')
    return {
      total:
        sum(fish.targets.map((entry) => entry.weight * entry.multiplier)) *
        sum(fish.links.map((entry) => entry.weight * entry.links)),
      weight: sum(fish.targets.map((entry) => entry.weight)) * sum(fish.links.map((entry) => entry.weight)),
    };
  return {
    total: fish.base * sum(fish.wheel.map((entry) => entry.weight * entry.factor)),
    weight: sum(fish.wheel.map((entry) => entry.weight)),
  };
}

/** E[paid multiplier²] as a fraction over the same weight: what the simulation needs for its shot counts. */
export function expectedSquare(fish: SpecialFish): number {
  const { weight } = expectedMultiplier(fish);
  if (fish.special === 'bomb') return sum(fish.blast.map((entry) => entry.weight * entry.multiplier ** 2)) / weight;
  if (fish.special === 'chain')
    return (
      (sum(fish.targets.map((entry) => entry.weight * entry.multiplier ** 2)) *
        sum(fish.links.map((entry) => entry.weight * entry.links ** 2))) /
      weight
    );
  return (fish.base ** 2 * sum(fish.wheel.map((entry) => entry.weight * entry.factor ** 2))) / weight;
}

export const findSpecialFish = (fishSpeciesId: string): SpecialFish | undefined =>
  SPECIAL_FISH.find((fish) => fish.id === fishSpeciesId);
