// The fish shooter's sea as data: the fish swimming across, bubbles, the cannon's aim, the shot in flight and the
// effects of a verdict. Only a picture: catch or miss comes from the server.
import type { FishSize, FishSpecies } from '../house-api-types.ts';
import { reducedMotion } from '../motion.ts';
import { sound } from '../sound/sound.ts';
import { lookOf, type FishLook } from './fish-looks.ts';

/** The sea's size in canvas units (the canvas is scaled to the screen). */
export const W = 800;
export const HGT = 450;
const SIZES: Record<FishSize, number> = { small: 20, medium: 32, large: 46, boss: 64 };
// Small fish are common on screen, bosses rare: the weights only change the picture, never the odds.
const WEIGHTS: Record<FishSize, number> = { small: 6, medium: 3, large: 1.5, boss: 0.5 };
const SCHOOL = 11;

export type SeaFish = {
  id: number;
  species: FishSpecies;
  r: number;
  look: FishLook;
  x: number;
  y: number;
  vx: number;
  phase: number;
  state: 'swim' | 'caught';
  /** Seconds into the catch animation (0 to 1). */
  t: number;
};
type Timed = { x: number; y: number; t: number; life: number };
export type Effect =
  | (Timed & { kind: 'net' })
  | (Timed & { kind: 'coin'; vx: number; vy: number })
  | (Timed & { kind: 'text'; text: string; color: string });
export type Bullet = { x0: number; y0: number; target: SeaFish; t: number; done: () => void };

export type Sea = {
  fish: SeaFish[];
  effects: Effect[];
  bubbles: { x: number; y: number; r: number }[];
  aim: number;
  bullet: Bullet | null;
  nextId: number;
  species: FishSpecies[];
};

export function createSeaModel(species: FishSpecies[]): Sea {
  return {
    fish: [],
    effects: [],
    bubbles: Array.from({ length: 24 }, () => ({
      x: Math.random() * W,
      y: Math.random() * HGT,
      r: 1 + Math.random() * 3,
    })),
    aim: -Math.PI / 2,
    bullet: null,
    nextId: 1,
    species,
  };
}

/** A fish entering from either side, or placed at `at`. */
export function spawn(sea: Sea, species: FishSpecies, at?: { x: number; y: number }): SeaFish {
  const fromLeft = Math.random() < 0.5;
  const r = SIZES[species.size];
  const entry: SeaFish = {
    id: sea.nextId++,
    species,
    r,
    look: lookOf(species.id),
    x: at ? at.x : fromLeft ? -r * 3 : W + r * 3,
    y: at ? at.y : r + 30 + Math.random() * (HGT - 130 - 2 * r),
    vx: (fromLeft ? 1 : -1) * (70 - r * 0.6 + Math.random() * 30),
    phase: Math.random() * 6,
    state: 'swim',
    t: 0,
  };
  sea.fish.push(entry);
  if (species.size === 'boss') sound.play('bossAppears');
  return entry;
}

const swimming = (sea: Sea) => sea.fish.filter((entry) => entry.state === 'swim');

/** Tops the sea up to a full school. */
export function fill(sea: Sea): void {
  const pool = sea.species.flatMap((entry) => Array<FishSpecies>(Math.round(WEIGHTS[entry.size] * 2)).fill(entry));
  while (swimming(sea).length < SCHOOL) spawn(sea, pool[Math.floor(Math.random() * pool.length)]);
}

/** The swimming fish at (x, y), the one drawn on top first. */
export const hit = (sea: Sea, x: number, y: number): SeaFish | undefined =>
  swimming(sea)
    .reverse()
    .find((entry) => ((x - entry.x) / (entry.r * 1.6)) ** 2 + ((y - entry.y) / (entry.r * 1.1)) ** 2 <= 1);

/** Moves the fish and bubbles on by dt seconds (slower with reduced motion); fish that left the sea go. */
export function swim(sea: Sea, dt: number): void {
  const slow = reducedMotion() ? 0.25 : 1;
  sea.fish.forEach((entry) => {
    if (entry.state === 'caught') entry.t += dt * 1.5;
    else entry.x += entry.vx * dt * slow;
  });
  sea.fish = sea.fish.filter((entry) => entry.t < 1 && entry.x > -entry.r * 4 && entry.x < W + entry.r * 4);
  fill(sea);
  sea.bubbles.forEach((bubble) => {
    bubble.y -= (20 + bubble.r * 10) * dt * slow;
    if (bubble.y < -5) {
      bubble.y = HGT;
      bubble.x = Math.random() * W;
    }
  });
}

/** Turns the cannon and fires at the fish; resolves when the shot lands (at once with reduced motion). */
export const fire = (sea: Sea, target: SeaFish): Promise<void> =>
  new Promise((resolve) => {
    sea.aim = Math.atan2(target.y - HGT, target.x - W / 2);
    const x0 = W / 2 + Math.cos(sea.aim) * 64;
    const y0 = HGT + Math.sin(sea.aim) * 64;
    if (reducedMotion()) {
      resolve();
      return;
    }
    sea.bullet = { x0, y0, target, t: 0, done: resolve };
  });

/** Shows the server's verdict on the fish. */
export function showVerdict(sea: Sea, target: SeaFish, caught: boolean, winText: string): void {
  const at = { x: target.x, y: target.y - 10, t: 0 };
  sea.effects.push({ kind: 'net', x: target.x, y: target.y, t: 0, life: 0.5 });
  sound.play('netSplash');
  if (!caught) {
    target.vx *= 1.6;
    sea.effects.push({ kind: 'text', text: 'MISS', color: '#cfd8dc', ...at, life: 0.9 });
    return;
  }
  target.state = 'caught';
  target.t = 0;
  // A catch worth twenty bets or more gets the fanfare.
  sound.play(target.species.multiplier >= 20 ? 'bigWin' : 'fishCaught');
  if (!reducedMotion())
    for (let i = 0; i < 14; i += 1)
      sea.effects.push({
        kind: 'coin',
        x: target.x,
        y: target.y,
        vx: (Math.random() - 0.5) * 240,
        vy: -120 - Math.random() * 120,
        t: 0,
        life: 1,
      });
  sea.effects.push({ kind: 'text', text: `+${winText}`, color: '#ffd54f', ...at, life: 1.4 });
}
