/**
 * The one entry point that plays out an event: its result and live timeline are a pure function of
 * (seed, event id, participants). The random stream is `createDrawStream({ seed, drawId: eventId })`, so the seed
 * committed before betting opens fixes everything, and anyone holding the revealed seed replays the event.
 */
import { createDrawStream } from '../../lottery/engine/draw-stream.ts';
import type { Pairing, SportEntrant } from './catalogue-types.ts';
import type { EventResult } from './event-state.ts';
import type { Fixture } from './fixtures.ts';
import type { Sport } from './sport-models.ts';
import { simulateBasketball } from './simulate-basketball.ts';
import { simulateCockfight } from './simulate-cockfight.ts';
import { simulateMoba, simulateShooter } from './simulate-esports.ts';
import { simulateFootball } from './simulate-football.ts';
import type { TimelineEntry } from './timeline.ts';

export type SimulationInput = {
  [S in Sport]: { sport: S; eventId: string; seed: string; participants: Pairing<S> };
}[Sport];

export type SimulatedEvent = {
  [S in Sport]: {
    sport: S;
    result: Extract<EventResult, { sport: S }>;
    timeline: TimelineEntry<S>[];
    /** From the start to the last entry: when the event is over and can be settled. */
    durationMs: number;
  };
}[Sport];

function checkEntrant(entrant: SportEntrant[Sport]): void {
  const ratings = 'strength' in entrant ? [entrant.strength.attack, entrant.strength.defence] : [entrant.rating];
  if (!ratings.every((value) => Number.isFinite(value) && value > 0))
    throw new RangeError(`entrant ${entrant.code} must have positive finite ratings`);
}

function checkInput({ eventId, participants }: SimulationInput): void {
  if (participants.length !== 2) throw new RangeError('an event has exactly two participants');
  if (participants[0].code === participants[1].code) throw new RangeError('an entrant cannot meet itself');
  participants.forEach(checkEntrant);
  if (eventId.length === 0) throw new RangeError('eventId must be a non-empty string');
}

export function simulateEvent(input: SimulationInput): SimulatedEvent {
  checkInput(input);
  const stream = createDrawStream({ seed: input.seed, drawId: input.eventId });
  switch (input.sport) {
    case 'FOOTBALL': {
      const { result, timeline, durationMs } = simulateFootball(stream, input.participants);
      return { sport: 'FOOTBALL', result: { sport: 'FOOTBALL', result }, timeline, durationMs };
    }
    case 'BASKETBALL': {
      const { result, timeline, durationMs } = simulateBasketball(stream, input.participants);
      return { sport: 'BASKETBALL', result: { sport: 'BASKETBALL', result }, timeline, durationMs };
    }
    case 'MOBA': {
      const { result, timeline, durationMs } = simulateMoba(stream, input.participants);
      return { sport: 'MOBA', result: { sport: 'MOBA', result }, timeline, durationMs };
    }
    case 'SHOOTER': {
      const { result, timeline, durationMs } = simulateShooter(stream, input.participants);
      return { sport: 'SHOOTER', result: { sport: 'SHOOTER', result }, timeline, durationMs };
    }
    case 'COCKFIGHT': {
      const { result, timeline, durationMs } = simulateCockfight(stream, input.participants);
      return { sport: 'COCKFIGHT', result: { sport: 'COCKFIGHT', result }, timeline, durationMs };
    }
  }
}

/**
 * A scheduled fixture played out with its seed. A fixture's sport and participants always agree (both come from
 * one competition), which the compiler cannot see through the two unions, hence the one assertion here.
 */
export function simulateFixture(fixture: Fixture, seed: string): SimulatedEvent {
  const { sport, eventId, participants } = fixture;
  return simulateEvent({ sport, eventId, seed, participants } as SimulationInput);
}
