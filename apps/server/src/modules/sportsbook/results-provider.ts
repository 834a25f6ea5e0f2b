import type { EventResult } from './engine/event-state.ts';
import { simulationOf } from './event-board.ts';
import type { SportEventRow } from './sportsbook-events.repository.ts';

/**
 * Where an event's result comes from. `HOUSE` replays the committed seed (engine/simulate-event.ts). A real feed
 * implements the same shape: `fetchResult` answers the final result in the engine's `EventResult` shape (the
 * settlement rules read nothing else) or null until the feed has it; the event then stays un-ended and is asked
 * again on the next pass. Fixtures and odds of a feed plug in beside it (see README.md, "A real feed").
 */
export type SportsResultsProvider = {
  name: string;
  fetchResult(event: SportEventRow): Promise<EventResult | null>;
};

const houseProvider: SportsResultsProvider = {
  name: 'HOUSE',
  fetchResult: async (event) => simulationOf(event).result,
};

const providers = new Map<string, SportsResultsProvider>([[houseProvider.name, houseProvider]]);

export function registerSportsResultsProvider(provider: SportsResultsProvider): void {
  providers.set(provider.name, provider);
}

export function sportsResultsProvider(name = 'HOUSE'): SportsResultsProvider {
  return providers.get(name) ?? houseProvider;
}
