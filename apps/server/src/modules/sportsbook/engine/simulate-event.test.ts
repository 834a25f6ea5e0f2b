import { describe, expect, it } from 'vitest';
import { hashServerSeed, isServerSeedCommitment } from '../../../lib/fair-rng.ts';
import { CATALOGUE } from './catalogue.ts';
import { findFixture } from './fixtures.ts';
import { simulateEvent, simulateFixture, type SimulatedEvent, type SimulationInput } from './simulate-event.ts';
import type { TimelineEntry } from './timeline.ts';

const football = CATALOGUE.football[0].teams;
const basketball = CATALOGUE.basketball[0].teams;
const [moba, shooter] = CATALOGUE.esports.map((title) => title.teams);
const birds = CATALOGUE.cockfight.birds;

/** One input of each sport, the n-th of a spread of pairings (strong against weak, neighbours, …). */
function inputsOf(n: number, seed: string): SimulationInput[] {
  const eventId = `TEST-${n}`;
  const pick = <T>(list: readonly T[], offset: number): readonly [T, T] => {
    const home = (n * 7 + offset) % list.length;
    return [list[home], list[(home + 1 + (n % (list.length - 1))) % list.length]];
  };
  return [
    { sport: 'FOOTBALL', eventId, seed, participants: pick(football, 0) },
    { sport: 'BASKETBALL', eventId, seed, participants: pick(basketball, 1) },
    { sport: 'MOBA', eventId, seed, participants: pick(moba, 2) },
    { sport: 'SHOOTER', eventId, seed, participants: pick(shooter, 3) },
    { sport: 'COCKFIGHT', eventId, seed, participants: pick(birds, 4) },
  ];
}

function expectOrdered(timeline: readonly TimelineEntry[], durationMs: number): void {
  expect(timeline[0].atMs).toBe(0);
  expect(timeline.every((entry, i) => i === 0 || entry.atMs >= timeline[i - 1].atMs)).toBe(true);
  expect(timeline[timeline.length - 1].atMs).toBe(durationMs);
}

describe('replay', () => {
  it('gives the same result and timeline for the same (seed, event id, participants), every sport', () => {
    for (let n = 0; n < 20; n += 1)
      for (const input of inputsOf(n, `seed-${n}`)) expect(simulateEvent(input)).toEqual(simulateEvent(input));
  });

  it('changes with one character of the seed or of the event id', () => {
    for (let n = 0; n < 20; n += 1) {
      const seed = `a1b2c3d4e5f6-${n}`;
      const base = inputsOf(n, seed);
      const otherSeed = inputsOf(n, `${seed.slice(0, -1)}x`);
      base.forEach((input, index) => {
        const played = JSON.stringify(simulateEvent(input).timeline);
        expect(JSON.stringify(simulateEvent(otherSeed[index]).timeline)).not.toBe(played);
        const otherId = { ...input, eventId: `${input.eventId}x` } as SimulationInput;
        expect(JSON.stringify(simulateEvent(otherId).timeline)).not.toBe(played);
      });
    }
  });

  it('is verified after the event from the published hash and the revealed seed', () => {
    const seed = 'f'.repeat(63) + '0';
    const published = hashServerSeed(seed); // shown before betting opens
    const input = inputsOf(3, seed)[0];
    const played = simulateEvent(input);
    expect(isServerSeedCommitment({ serverSeed: seed, serverSeedHash: published })).toBe(true);
    expect(simulateEvent({ ...input, seed })).toEqual(played);
  });

  it('plays a scheduled fixture the same as the event built from its fields', () => {
    for (const eventId of [
      'FBL-LL-s7-md3-m2',
      'BSK-1-s2-r5-m3',
      'MOBA-20261125-0914',
      'SHOOT-20261125-0911',
      'COCK-20261125-0916',
    ]) {
      const fixture = findFixture({ eventId });
      if (!fixture) throw new Error(`no fixture ${eventId}`);
      const input = { sport: fixture.sport, eventId, seed: 'fixture-seed', participants: fixture.participants };
      expect(simulateFixture(fixture, 'fixture-seed')).toEqual(simulateEvent(input as SimulationInput));
      expect(simulateFixture(fixture, 'fixture-seed').sport).toBe(fixture.sport);
    }
  });

  it('refuses an entrant meeting itself and ratings that are not positive numbers', () => {
    const [home, away] = football;
    expect(() => simulateEvent({ sport: 'FOOTBALL', eventId: 'e', seed: 's', participants: [home, home] })).toThrow(
      RangeError,
    );
    const broken = { ...away, strength: { attack: 0, defence: 1 } };
    expect(() => simulateEvent({ sport: 'FOOTBALL', eventId: 'e', seed: 's', participants: [home, broken] })).toThrow(
      RangeError,
    );
    const nan = { ...birds[1], rating: Number.NaN };
    expect(() => simulateEvent({ sport: 'COCKFIGHT', eventId: 'e', seed: 's', participants: [birds[0], nan] })).toThrow(
      RangeError,
    );
    expect(() => simulateEvent({ sport: 'MOBA', eventId: 'e', seed: '', participants: [moba[0], moba[1]] })).toThrow(
      RangeError,
    );
  });
});

function played(sport: SimulatedEvent['sport']): SimulatedEvent[] {
  return Array.from({ length: 150 }, (_, n) => {
    const input = inputsOf(n, `timeline-${n}`).find((candidate) => candidate.sport === sport);
    if (!input) throw new Error(sport);
    return simulateEvent(input);
  });
}

describe('football timelines', () => {
  it('end on the result, never lower a score, and stand at the half-time score at minute 45', () => {
    for (const event of played('FOOTBALL')) {
      if (event.sport !== 'FOOTBALL') continue;
      const { result } = event.result;
      expectOrdered(event.timeline, event.durationMs);
      expect(event.durationMs).toBe(105_000);
      expect(event.timeline[event.timeline.length - 1].state).toEqual({ minute: 90, ...result });
      for (let i = 1; i < event.timeline.length; i += 1) {
        const [before, after] = [event.timeline[i - 1].state, event.timeline[i].state];
        expect(after.home).toBeGreaterThanOrEqual(before.home);
        expect(after.away).toBeGreaterThanOrEqual(before.away);
        expect(after.minute).toBeGreaterThanOrEqual(before.minute);
        // A score moves only with a goal entry, by one, for the side named.
        const moved = after.home + after.away - before.home - before.away;
        expect(moved).toBe(event.timeline[i].kind === 'GOAL' ? 1 : 0);
      }
      const halfTime = event.timeline.find((entry) => entry.kind === 'HALF_TIME');
      expect(halfTime?.atMs).toBe(45_000);
      expect(halfTime?.state).toEqual({ minute: 45, ...result.halfTime, halfTime: result.halfTime });
      const firstHalfGoals = event.timeline.filter((entry) => entry.kind === 'GOAL' && entry.atMs < 45_000);
      expect(firstHalfGoals.length).toBe(result.halfTime.home + result.halfTime.away);
      for (const goal of event.timeline.filter((entry) => entry.kind === 'GOAL'))
        expect(goal.detail.minute).toBe(goal.state.minute + 1);
    }
  });
});

describe('basketball timelines', () => {
  it('make up each period of baskets summing to its points, with overtimes only after a tie', () => {
    const games = played('BASKETBALL');
    // The fixed seeds include games that went to overtime, so the overtime path is checked too.
    expect(
      games.filter((game) => game.sport === 'BASKETBALL' && game.result.result.periods.length > 4).length,
    ).toBeGreaterThan(0);
    for (const event of games) {
      if (event.sport !== 'BASKETBALL') continue;
      const { result } = event.result;
      expectOrdered(event.timeline, event.durationMs);
      expect(result.home).not.toBe(result.away);
      const final = event.timeline[event.timeline.length - 1];
      expect(final.kind).toBe('FINAL');
      expect(final.state).toEqual({ minute: 48 + 5 * (result.periods.length - 4), ...result });
      result.periods.forEach((period, index) => {
        const baskets = event.timeline.filter((entry) => entry.kind === 'BASKET' && entry.detail.period === index + 1);
        const points = (side: string) =>
          baskets.filter((entry) => entry.side === side).reduce((sum, entry) => sum + Number(entry.detail.points), 0);
        expect({ home: points('HOME'), away: points('AWAY') }).toEqual(period);
        if (index >= 4) {
          const before = result.periods.slice(0, index);
          const total = (side: 'home' | 'away') => before.reduce((sum, p) => sum + p[side], 0);
          expect(total('home')).toBe(total('away'));
        }
      });
      expect(event.durationMs).toBe(110_000 + 13_000 * (result.periods.length - 4));
      const neverBack = event.timeline.every(({ state }, i) => {
        const before = event.timeline[Math.max(i - 1, 0)].state;
        return state.home >= before.home && state.away >= before.away && state.minute >= before.minute;
      });
      expect(neverBack).toBe(true);
    }
  });
});
