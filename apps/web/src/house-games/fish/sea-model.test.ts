import { describe, expect, it } from 'vitest';
import { createSeaModel, flyBullets, launch, syncFish, type SeaKind } from './sea-model.ts';
import { createSchedule, W } from './sea-schedule.ts';

const KINDS: SeaKind[] = [
  { id: 'clownfish', size: 'small', name: 'Clownfish', label: '×2', multiplier: 2 },
  { id: 'octopus', size: 'medium', name: 'Octopus', label: '×15', multiplier: 15 },
  { id: 'kraken-king', size: 'boss', name: 'Kraken King', label: '×30 WHEEL', multiplier: 30, special: 'wheel' },
];
const NOW = Date.UTC(2026, 10, 24, 22, 0, 0);

describe('the room sea schedule', () => {
  it('is the same for the same seed and time (every page of a room), and differs between rooms', () => {
    const schedule = createSchedule(KINDS);
    const a = schedule.at(1234, NOW);
    expect(a.length).toBeGreaterThan(3);
    expect(createSchedule(KINDS).at(1234, NOW)).toEqual(a);
    expect(schedule.at(9876, NOW)).not.toEqual(a);
    // A second on, the same fish have swum on by their speed.
    const later = new Map(schedule.at(1234, NOW + 1000).map((fish) => [fish.key, fish]));
    const moved = a.find((fish) => later.has(fish.key))!;
    expect(later.get(moved.key)!.x - moved.x).toBeCloseTo(moved.vx, 6);
  });
});

describe('bullets', () => {
  const seaWithFish = () => {
    const sea = createSeaModel(KINDS, 1234);
    syncFish(sea, NOW, 0, 0);
    sea.fish.forEach((fish) => {
      fish.x = -500;
    });
    return sea;
  };

  it('bounce off the sea edges and vanish after their life without hitting anything (no bet)', () => {
    const sea = seaWithFish();
    const bullet = launch(sea, 0, Math.PI, { bet: 10, lockKey: null });
    let hits = 0;
    for (let step = 0; step < 300 && sea.bullets.length; step += 1) hits += flyBullets(sea, 0.02).length;
    expect(hits).toBe(0);
    expect(bullet.vx).toBeGreaterThan(0);
    expect(sea.bullets).toHaveLength(0);
    expect(bullet.x).toBeGreaterThanOrEqual(0);
    expect(bullet.x).toBeLessThanOrEqual(W);
  });

  it('hit the fish they reach, and a locked bullet passes other fish to hit its own', () => {
    const sea = seaWithFish();
    const [first, second] = [...sea.fish.values()];
    Object.assign(first, { x: 200, y: 200 });
    Object.assign(second, { x: 200, y: 100 });
    const straight = launch(sea, 0, -Math.PI / 2, { bet: 10, lockKey: null });
    Object.assign(straight, { x: 200, y: 260 });
    const locked = launch(sea, 0, -Math.PI / 2, { bet: 20, lockKey: second.key });
    Object.assign(locked, { x: 200, y: 260 });
    const hits = [];
    for (let step = 0; step < 60 && sea.bullets.length; step += 1) hits.push(...flyBullets(sea, 0.01));
    expect(hits.map((entry) => [entry.bullet.bet, entry.fish.key])).toEqual([
      [10, first.key],
      [20, second.key],
    ]);
  });
});
