import type { SportEventRow } from './sportsbook-events.repository.ts';
import type { Pairing } from './engine/catalogue-types.ts';
import { createModelCache } from './engine/model-cache.ts';
import { priceEvent, type PricedEvent, type PriceEventInput } from './engine/price-event.ts';
import type { Sport } from './engine/sport-models.ts';
import { simulateEvent, type SimulatedEvent } from './engine/simulate-event.ts';
import { marketsSuspendedAt, stateAt, type SportState, type TimelineEntry } from './engine/timeline.ts';
import type { BookSettings } from './sportsbook-settings.service.ts';

/**
 * An event as the server sees it at an instant: its phase by the clock, its live state, and its board priced at
 * that second. The timeline is replayed from the seed (the same as at the end), kept in memory, and only its part
 * up to the instant ever leaves this file's callers.
 */
export type EventPhase = SportEventRow['status'];

export function phaseAt(event: SportEventRow, now: Date): EventPhase {
  if (event.status === 'ENDED' || event.status === 'SETTLED' || event.status === 'VOID') return event.status;
  const at = now.getTime();
  if (at >= event.endsAt.getTime()) return 'ENDED';
  if (at >= event.startsAt.getTime()) return 'LIVE';
  if (at >= event.opensAt.getTime()) return 'OPEN';
  return 'SCHEDULED';
}

/**
 * Whether the seed and result may be served: the event is over by the clock and its row says so — ended, settled,
 * or voided by the desk (no bet can be taken on it any more, and its seed shows the void changed nothing).
 */
export function isRevealed(event: SportEventRow, now: Date): boolean {
  return now.getTime() >= event.endsAt.getTime() && ['ENDED', 'SETTLED', 'VOID'].includes(event.status);
}

const simulations = createModelCache<SimulatedEvent>(2000);

/** The event played out from its seed (cached per event). */
export function simulationOf(event: Pick<SportEventRow, 'id' | 'sport' | 'seed' | 'participants'>): SimulatedEvent {
  return simulations.get(`${event.id}:${event.seed}`, () =>
    simulateEvent({
      sport: event.sport as Sport,
      eventId: event.id,
      seed: event.seed,
      participants: event.participants as unknown as Pairing<'FOOTBALL'>,
    } as Parameters<typeof simulateEvent>[0]),
  );
}

export type EventMoment = {
  phase: EventPhase;
  /** Milliseconds since the start, clamped to the event's length; negative before the start. */
  elapsedMs: number;
  state: SportState[Sport];
  /** Entries at or before the instant only. */
  timeline: TimelineEntry[];
  /** The engine suspends (an incident, a MOBA map, the fight under way, the end). */
  engineSuspended: boolean;
};

export function momentAt(event: SportEventRow, now: Date): EventMoment {
  const phase = phaseAt(event, now);
  const simulation = simulationOf(event);
  const sport = event.sport as Sport;
  const raw = now.getTime() - event.startsAt.getTime();
  const elapsedMs = phase === 'VOID' ? Math.min(raw, 0) : Math.min(raw, simulation.durationMs);
  const timeline = simulation.timeline as TimelineEntry[];
  const shown = elapsedMs < 0 ? [] : timeline.filter((entry) => entry.atMs <= elapsedMs);
  return {
    phase,
    elapsedMs,
    state: stateAt(timeline as TimelineEntry<Sport>[], elapsedMs, sport),
    timeline: shown,
    engineSuspended: elapsedMs >= 0 && marketsSuspendedAt(timeline, elapsedMs, sport),
  };
}

function priceInput(event: SportEventRow, moment: EventMoment, settings: BookSettings, suspended: boolean) {
  const participants = event.participants as never;
  const state = event.sport === 'COCKFIGHT' ? { started: moment.elapsedMs >= 0 } : moment.state;
  return {
    sport: event.sport,
    participants,
    state,
    margins: settings.margins,
    suspended,
  } as unknown as PriceEventInput;
}

const boards = new Map<string, PricedEvent>();
const BOARD_CACHE_SIZE = 1000;

/**
 * The board at this second: every market priced from the live state with the book's margins, suspended as a
 * whole while the engine or the desk (`*`) suspends the event. Cached per event, second, settings and desk state,
 * so every viewer of a second shares one pricing.
 */
export function boardAt(
  event: SportEventRow,
  now: Date,
  settings: BookSettings,
  deskSuspended: ReadonlySet<string> | undefined,
): { moment: EventMoment; board: PricedEvent; isMarketSuspended: (key: string) => boolean } {
  const moment = momentAt(event, now);
  const all = deskSuspended?.has('*') === true;
  const suspended = moment.engineSuspended || all || (moment.phase !== 'OPEN' && moment.phase !== 'LIVE');
  const second = Math.floor(moment.elapsedMs / 1000);
  const key = `${event.id}:${second}:${settings.version}:${suspended}`;
  let board = boards.get(key);
  if (!board) {
    board = priceEvent(priceInput(event, moment, settings, suspended));
    if (boards.size >= BOARD_CACHE_SIZE) boards.delete(boards.keys().next().value!);
    boards.set(key, board);
  }
  const isMarketSuspended = (marketKey: string) => suspended || deskSuspended?.has(marketKey) === true;
  return { moment, board, isMarketSuspended };
}
