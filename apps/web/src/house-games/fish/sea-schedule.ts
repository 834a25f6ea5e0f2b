// The fish schedule of a room's sea: which fish swims where at any moment, derived from the room's seed and the
// server's clock alone, so every page in the room draws the same fish at the same places. Only a picture — whether
// a shot catches is the server's fair draw for the fish it hit.
import type { FishSize } from '../house-api-types.ts';

/** The sea's size in canvas units (the canvas is scaled to the screen). */
export const W = 800;
export const HGT = 450;
/** One fish enters every SPAWN_MS; its key is its slot number since EPOCH, the same on every page of the room. */
const SPAWN_MS = 1400;
const EPOCH = Date.UTC(2026, 0, 1);
export const SIZES: Record<FishSize, number> = { small: 20, medium: 32, large: 46, boss: 64 };
/** Small fish are common on screen, bosses rare: the weights only change the picture, never the odds. */
const WEIGHTS: Record<FishSize, number> = { small: 12, medium: 6, large: 3, boss: 1 };

export type ScheduledKind = { id: string; size: FishSize };
export type Scheduled = { key: number; kind: ScheduledKind; x: number; y: number; vx: number; phase: number };

/** A small deterministic generator (mulberry32) seeded by the room seed and the fish's key. */
function generator(seed: number, key: number): () => number {
  let state = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key, 0xc2b2ae35)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the fish of one slot starts, how fast it swims and which kind it is. */
function slotFish(seed: number, key: number, pool: ScheduledKind[]) {
  const next = generator(seed, key);
  const kind = pool[Math.floor(next() * pool.length)];
  const r = SIZES[kind.size];
  const fromLeft = next() < 0.5;
  const speed = 55 - r * 0.4 + next() * 30;
  return {
    kind,
    startX: fromLeft ? -r * 3 : W + r * 3,
    vx: fromLeft ? speed : -speed,
    y: r + 30 + next() * (HGT - 150 - 2 * r),
    phase: next() * 6,
    life: ((W + r * 6) / speed) * 1000,
  };
}

export function createSchedule(kinds: ScheduledKind[]) {
  const pool = kinds.flatMap((kind) => Array<ScheduledKind>(WEIGHTS[kind.size]).fill(kind));
  const longest = Math.max(...kinds.map((kind) => ((W + SIZES[kind.size] * 6) / (55 - SIZES[kind.size] * 0.4)) * 1000));
  return {
    /** Every scheduled fish in the sea at server time `now` (ms), with its position. */
    at(seed: number, now: number): Scheduled[] {
      const since = now - EPOCH;
      const last = Math.floor(since / SPAWN_MS);
      const first = Math.floor((since - longest) / SPAWN_MS);
      const fish: Scheduled[] = [];
      for (let key = Math.max(0, first); key <= last; key += 1) {
        const slot = slotFish(seed, key, pool);
        const age = since - key * SPAWN_MS;
        if (age < 0 || age > slot.life) continue;
        fish.push({
          key,
          kind: slot.kind,
          x: slot.startX + (slot.vx * age) / 1000,
          y: slot.y,
          vx: slot.vx,
          phase: slot.phase,
        });
      }
      return fish;
    },
  };
}
