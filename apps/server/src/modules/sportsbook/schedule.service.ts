import type { AppContext } from '../../app-context.ts';
import { createServerSeed, hashServerSeed } from '../../lib/fair-rng.ts';
import { listFixtures, type Fixture } from './engine/fixtures.ts';
import { simulateEvent } from './engine/simulate-event.ts';
import { sportsResultsProvider } from './results-provider.ts';
import {
  advanceEventPhases,
  endEvent,
  findEventsToEnd,
  findStoredEventIds,
  insertEvents,
  type NewSportEvent,
  type SportEventRow,
} from './sportsbook-events.repository.ts';

/** Events are scheduled this far ahead of the clock: every event opens after its seed hash is published. */
export const SCHEDULE_AHEAD_MS = 30 * 60_000;

/**
 * The row of a fixture: a fresh secret seed, its hash published at once, and the real end from the simulation the
 * seed fixes (the server needs it to end the event on time; it is never served before it passes).
 */
export function eventRowOf(fixture: Fixture, seed = createServerSeed()): NewSportEvent {
  const simulation = simulateEvent({
    sport: fixture.sport,
    eventId: fixture.eventId,
    seed,
    participants: fixture.participants,
  } as Parameters<typeof simulateEvent>[0]);
  return {
    id: fixture.eventId,
    sport: fixture.sport,
    competitionCode: fixture.competitionCode,
    season: fixture.season,
    round: fixture.round,
    arena: fixture.arena?.name ?? null,
    participants: [...fixture.participants] as unknown[],
    opensAt: fixture.opensAt,
    startsAt: fixture.startsAt,
    expectedEndsAt: fixture.nominalEndsAt,
    endsAt: new Date(fixture.startsAt.getTime() + simulation.durationMs),
    seed,
    seedHash: hashServerSeed(seed),
  };
}

/**
 * Keeps the next half hour of fixtures scheduled: a pure function of the clock, safe on several instances. Only
 * fixtures not stored yet are simulated (a pass every 30 s finds nearly all of them stored: simulating each one
 * again would be thrown away by the insert).
 */
export async function scheduleComingEvents(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const fixtures = listFixtures({ from: now, to: new Date(now.getTime() + SCHEDULE_AHEAD_MS) });
  const stored = await findStoredEventIds(
    ctx.database.db,
    fixtures.map((fixture) => fixture.eventId),
  );
  return insertEvents(
    ctx.database.db,
    fixtures.filter((fixture) => !stored.has(fixture.eventId)).map((fixture) => eventRowOf(fixture)),
  );
}

/**
 * Moves events along the clock: open, live, and ended with their result once the real end has passed (never
 * earlier: the result is read from the provider only then). Answers the events ended by this call.
 */
export async function advanceEvents(ctx: AppContext): Promise<SportEventRow[]> {
  const now = ctx.now();
  await advanceEventPhases(ctx.database.db, now);
  const ended: SportEventRow[] = [];
  for (const event of await findEventsToEnd(ctx.database.db, now, 200)) {
    const provider = sportsResultsProvider(event.resultSource ?? 'HOUSE');
    const result = await provider.fetchResult(event);
    if (!result) continue;
    if (await endEvent(ctx.database.db, event.id, { result, resultSource: provider.name, at: now })) ended.push(event);
  }
  return ended;
}
