// The fish shooter's sea as data: the room's scheduled fish, the bullets in flight (which travel, bounce off the
// sea's edges and home on a locked fish), the cannons at their seats, and the effects of verdicts. Only a picture:
// catch or miss comes from the server, for the fish a bullet really hit.
import type { FishSize } from '../house-api-types.ts';
import { reducedMotion } from '../motion.ts';
import { lookOf, type FishLook } from './fish-looks.ts';
import { createSchedule, HGT, SIZES, W, type ScheduledKind } from './sea-schedule.ts';

export { HGT, W };
/** Seats along the bottom edge, left to right. */
export const SEAT_X = [0.2, 0.4, 0.6, 0.8].map((share) => share * W);
const BULLET_SPEED = 520;
const BULLET_LIFE = 4;
const BULLET_R = 6;

export type SeaKind = ScheduledKind & {
  name: string;
  /** The label over the fish: its multiplier, or the range a special pays. */
  label: string;
  multiplier: number;
  special?: 'bomb' | 'chain' | 'wheel';
  /** A wheel boss's segments, in the order drawn. */
  wheel?: number[];
};
export type SeaFish = {
  key: number;
  kind: SeaKind;
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
  | (Timed & { kind: 'blast'; radius: number })
  | (Timed & { kind: 'bolt'; points: { x: number; y: number }[] })
  | (Timed & { kind: 'coin'; vx: number; vy: number })
  | (Timed & { kind: 'text'; text: string; color: string });
/** `mine`: the page's own bullet, which bets when it hits; the others' bullets are only drawn. */
export type Bullet = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  mine: boolean;
  lockKey: number | null;
  /** The bet (minor units) the bullet carries: the level when it was fired; 0 for the others' bullets. */
  bet: number;
};
export type Cannon = { seat: number; name: string; level: number; aim: number; isYou: boolean };
export type Wheel = { factors: number[]; index: number; base: number; t: number; x: number; y: number };

export type Sea = {
  fish: Map<number, SeaFish>;
  effects: Effect[];
  bubbles: { x: number; y: number; r: number }[];
  bullets: Bullet[];
  cannons: Cannon[];
  mySeat: number;
  aim: number;
  lockKey: number | null;
  wheel: Wheel | null;
  /** The room's seed and the server clock's lead over this page's, for the shared schedule. */
  seed: number;
  clockOffset: number;
  /** Fish caught here or in the room: gone from the schedule for this page. */
  gone: Set<number>;
  kinds: SeaKind[];
  schedule: ReturnType<typeof createSchedule>;
};

export function createSeaModel(kinds: SeaKind[], seed: number): Sea {
  return {
    fish: new Map(),
    effects: [],
    bubbles: Array.from({ length: 24 }, () => ({
      x: Math.random() * W,
      y: Math.random() * HGT,
      r: 1 + Math.random() * 3,
    })),
    bullets: [],
    cannons: [{ seat: 0, name: 'You', level: 0, aim: -Math.PI / 2, isYou: true }],
    mySeat: 0,
    aim: -Math.PI / 2,
    lockKey: null,
    wheel: null,
    seed,
    clockOffset: 0,
    gone: new Set(),
    kinds,
    schedule: createSchedule(kinds),
  };
}

/** The cannon's pivot, above its seat badge (which sits whole inside the sea's bottom edge). */
export const muzzleOf = (seat: number) => ({ x: SEAT_X[seat] ?? W / 2, y: HGT - 40 });
export const swimming = (sea: Sea): SeaFish[] => [...sea.fish.values()].filter((fish) => fish.state === 'swim');

/** Lays the schedule's fish for this moment over the sea, keeping caught ones until their animation ends. */
export function syncFish(sea: Sea, now: number, dt: number, time: number): void {
  const seen = new Set<number>();
  for (const slot of sea.schedule.at(sea.seed, now + sea.clockOffset)) {
    if (sea.gone.has(slot.key)) continue;
    seen.add(slot.key);
    const kind = slot.kind as SeaKind;
    const fish = sea.fish.get(slot.key) ?? {
      key: slot.key,
      kind,
      r: SIZES[kind.size as FishSize],
      look: lookOf(kind.id),
      x: 0,
      y: 0,
      vx: slot.vx,
      phase: slot.phase,
      state: 'swim' as const,
      t: 0,
    };
    fish.x = slot.x;
    fish.y = slot.y + Math.sin(time * 2 + slot.phase) * 6;
    sea.fish.set(slot.key, fish);
  }
  for (const [key, fish] of sea.fish) {
    if (fish.state === 'caught') fish.t += dt * 1.5;
    if ((fish.state === 'swim' && !seen.has(key)) || fish.t >= 1) sea.fish.delete(key);
  }
  if (sea.lockKey !== null && sea.fish.get(sea.lockKey)?.state !== 'swim') sea.lockKey = null;
}

const isOn = (fish: SeaFish, x: number, y: number, pad: number): boolean =>
  ((x - fish.x) / (fish.r * 1.6 + pad)) ** 2 + ((y - fish.y) / (fish.r * 1.1 + pad)) ** 2 <= 1;

/** The swimming fish at (x, y) within `pad` units, the one drawn on top first. */
export const hit = (sea: Sea, x: number, y: number, pad = 0): SeaFish | undefined =>
  swimming(sea)
    .reverse()
    .find((fish) => isOn(fish, x, y, pad));

/** A bullet from a seat's muzzle along an angle (radians; −π/2 is straight up). */
export function launch(
  sea: Sea,
  seat: number,
  angle: number,
  shot: { bet: number; lockKey: number | null } | null,
): Bullet {
  const muzzle = muzzleOf(seat);
  const bullet = {
    x: muzzle.x + Math.cos(angle) * 60,
    y: muzzle.y + Math.sin(angle) * 60,
    vx: Math.cos(angle) * BULLET_SPEED,
    vy: Math.sin(angle) * BULLET_SPEED,
    age: 0,
    mine: shot !== null,
    lockKey: shot?.lockKey ?? null,
    bet: shot?.bet ?? 0,
  };
  sea.bullets.push(bullet);
  return bullet;
}

/** Steers a locked bullet toward its fish (a fish that left lets it fly straight on). */
function home(sea: Sea, bullet: Bullet): void {
  const target = bullet.lockKey === null ? undefined : sea.fish.get(bullet.lockKey);
  if (!target || target.state !== 'swim') return;
  const angle = Math.atan2(target.y - bullet.y, target.x - bullet.x);
  bullet.vx = Math.cos(angle) * BULLET_SPEED;
  bullet.vy = Math.sin(angle) * BULLET_SPEED;
}

/** Moves the bullets on, bouncing off the edges; answers the fish each bullet hit (and drops those bullets). */
export function flyBullets(sea: Sea, dt: number): { bullet: Bullet; fish: SeaFish }[] {
  const hits: { bullet: Bullet; fish: SeaFish }[] = [];
  // With reduced motion bullets cross the sea fast rather than not at all: the shot still needs a fish it hits.
  const step = dt * (reducedMotion() ? 3 : 1);
  sea.bullets = sea.bullets.filter((bullet) => {
    home(sea, bullet);
    bullet.x += bullet.vx * step;
    bullet.y += bullet.vy * step;
    bullet.age += dt;
    if (bullet.x < BULLET_R || bullet.x > W - BULLET_R) bullet.vx = -bullet.vx;
    if (bullet.y < BULLET_R || bullet.y > HGT - BULLET_R) bullet.vy = -bullet.vy;
    bullet.x = Math.min(W - BULLET_R, Math.max(BULLET_R, bullet.x));
    bullet.y = Math.min(HGT - BULLET_R, Math.max(BULLET_R, bullet.y));
    // A locked bullet passes the other fish by and hits only its own; an unlocked one hits the first it meets.
    const locked = bullet.lockKey === null ? undefined : sea.fish.get(bullet.lockKey);
    const fish =
      locked?.state === 'swim'
        ? isOn(locked, bullet.x, bullet.y, BULLET_R)
          ? locked
          : undefined
        : hit(sea, bullet.x, bullet.y, BULLET_R);
    if (fish) hits.push({ bullet, fish });
    return !fish && bullet.age < BULLET_LIFE;
  });
  return hits;
}

/** Moves the bubbles on by dt seconds (slower with reduced motion). */
export function drift(sea: Sea, dt: number): void {
  const slow = reducedMotion() ? 0.25 : 1;
  sea.bubbles.forEach((bubble) => {
    bubble.y -= (20 + bubble.r * 10) * dt * slow;
    if (bubble.y < -5) {
      bubble.y = HGT;
      bubble.x = Math.random() * W;
    }
  });
  sea.effects = sea.effects.filter((effect) => (effect.t += dt) < effect.life);
  if (sea.wheel) sea.wheel.t += dt;
  if (sea.wheel && sea.wheel.t > 3.2) sea.wheel = null;
}
