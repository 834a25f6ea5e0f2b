import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { simulateEvent } from './simulate-event.ts';
import { basketballMinuteAt, basketballPeriod, footballMinuteAt } from './timeline-clock.ts';
import { initialState, marketsSuspendedAt, stateAt } from './timeline.ts';

const [home, away] = CATALOGUE.football[1].teams;

describe('match clocks', () => {
  it('run football at a minute a second, standing at 45 through half-time', () => {
    expect(
      [-5, 0, 999, 1000, 44_999, 45_000, 59_999, 60_000, 61_000, 104_999, 105_000, 200_000].map(footballMinuteAt),
    ).toEqual([0, 0, 0, 1, 44, 45, 45, 45, 46, 89, 90, 90]);
  });

  it('place basketball periods with their breaks and run the clock within the latest period', () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => basketballPeriod(index).startMs)).toEqual([
      0, 27_000, 59_000, 86_000, 113_000, 126_000,
    ]);
    expect(basketballPeriod(4)).toMatchObject({ lengthMs: 10_000, startMinute: 48, minutes: 5 });
    expect(basketballMinuteAt(12_000, 1)).toBe(6);
    expect(basketballMinuteAt(26_000, 1)).toBe(12); // the break after the first quarter
    expect(basketballMinuteAt(28_000, 2)).toBe(12.5);
    expect(basketballMinuteAt(118_000, 5)).toBe(50.5);
    expect(() => basketballPeriod(-1)).toThrow(RangeError);
  });
});

describe('state at a moment', () => {
  const event = simulateEvent({
    sport: 'FOOTBALL',
    eventId: 'FBL-LL-s1-md1-m1',
    seed: 'state-at',
    participants: [home, away],
  });
  if (event.sport !== 'FOOTBALL') throw new Error('football expected');
  const { timeline } = event;

  it('is the pre-match state before the start and the final state from the end on', () => {
    expect(stateAt(timeline, -1, 'FOOTBALL')).toEqual(initialState('FOOTBALL'));
    expect(stateAt(timeline, 0, 'FOOTBALL')).toEqual({ minute: 0, home: 0, away: 0, halfTime: null });
    const final = timeline[timeline.length - 1].state;
    expect(stateAt(timeline, event.durationMs, 'FOOTBALL')).toEqual(final);
    expect(stateAt(timeline, event.durationMs + 60_000, 'FOOTBALL')).toBe(final);
  });

  it('carries the score of the last entry and runs the clock on to the moment', () => {
    for (let ms = 0; ms < event.durationMs; ms += 250) {
      const state = stateAt(timeline, ms, 'FOOTBALL');
      const last = [...timeline].reverse().find((entry) => entry.atMs <= ms);
      expect(state.home).toBe(last?.state.home);
      expect(state.away).toBe(last?.state.away);
      expect(state.minute).toBe(footballMinuteAt(ms));
      expect(state.halfTime).toEqual(ms >= 45_000 ? event.result.result.halfTime : null);
    }
  });

  it('runs the basketball clock and the fight seconds between entries', () => {
    const teams = CATALOGUE.basketball[0].teams;
    const game = simulateEvent({
      sport: 'BASKETBALL',
      eventId: 'b',
      seed: 'clock',
      participants: [teams[0], teams[1]],
    });
    if (game.sport !== 'BASKETBALL') throw new Error('basketball expected');
    expect(stateAt(game.timeline, 30_000, 'BASKETBALL').minute).toBeCloseTo(13.5, 10);
    expect(stateAt(game.timeline, 57_000, 'BASKETBALL').minute).toBe(24); // half-time
    expect(stateAt(game.timeline, 57_000, 'BASKETBALL').periods).toHaveLength(2);
    const birds = CATALOGUE.cockfight.birds;
    const fight = simulateEvent({
      sport: 'COCKFIGHT',
      eventId: 'c',
      seed: 'clock',
      participants: [birds[0], birds[1]],
    });
    if (fight.sport !== 'COCKFIGHT') throw new Error('cockfight expected');
    expect(stateAt(fight.timeline, 12_345, 'COCKFIGHT').seconds).toBe(12);
    expect(stateAt(fight.timeline, 12_345, 'COCKFIGHT').winner).toBeNull();
    expect(stateAt(fight.timeline, fight.durationMs, 'COCKFIGHT').winner).toBe(fight.result.result.winner);
  });
});

describe('suspension', () => {
  it('suspends football for five seconds after a goal, and every market at the end', () => {
    const event = simulateEvent({
      sport: 'FOOTBALL',
      eventId: 'goals',
      seed: 'suspension',
      participants: [home, away],
    });
    const goal = event.timeline.find((entry) => entry.kind === 'GOAL');
    expect(goal).toBeDefined();
    if (!goal) return;
    expect(marketsSuspendedAt(event.timeline, -1, 'FOOTBALL')).toBe(false);
    expect(marketsSuspendedAt(event.timeline, goal.atMs, 'FOOTBALL')).toBe(true);
    expect(marketsSuspendedAt(event.timeline, goal.atMs + 4999, 'FOOTBALL')).toBe(true);
    const later = event.timeline.filter((e) => e.atMs > goal.atMs && e.atMs <= goal.atMs + 5000 && e.kind === 'GOAL');
    if (later.length === 0) expect(marketsSuspendedAt(event.timeline, goal.atMs + 5000, 'FOOTBALL')).toBe(false);
    expect(marketsSuspendedAt(event.timeline, event.durationMs, 'FOOTBALL')).toBe(true);
  });

  it('suspends a MOBA series while a map is played and a fight from its start', () => {
    const [a, b] = CATALOGUE.esports[0].teams;
    const series = simulateEvent({ sport: 'MOBA', eventId: 'm', seed: 'suspension', participants: [a, b] });
    const firstEnd = series.timeline.find((entry) => entry.kind === 'MAP_END');
    expect(marketsSuspendedAt(series.timeline, 1000, 'MOBA')).toBe(true);
    expect(marketsSuspendedAt(series.timeline, (firstEnd?.atMs ?? 0) + 5000, 'MOBA')).toBe(false);
    const birds = CATALOGUE.cockfight.birds;
    const fight = simulateEvent({ sport: 'COCKFIGHT', eventId: 'c', seed: 's', participants: [birds[2], birds[3]] });
    expect(marketsSuspendedAt(fight.timeline, -1, 'COCKFIGHT')).toBe(false);
    expect(marketsSuspendedAt(fight.timeline, 0, 'COCKFIGHT')).toBe(true);
  });
});
