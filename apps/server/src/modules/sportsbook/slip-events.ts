import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { findEventsWithSuspensions, type SportEventRow } from './sportsbook-events.repository.ts';

/*
 * The events slips are priced on, with the desk's suspensions, as this instance last read them (for up to a second),
 * as the lottery's draw cache does for draws: an event's teams, seed and instants never change once it is
 * scheduled, so a slip is priced without a round trip. Its status and the desk's suspensions can change, so
 * placement checks both again under the events' share locks, in the statement that writes the bet
 * (sportsbook-bet-write.repository.ts); a quote may show them up to a second late.
 */
const SLIP_EVENTS_MS = 1000;
const MAX_CACHED_EVENTS = 5000;

type Cached = { event: SportEventRow; suspended: ReadonlySet<string>; until: number };
const caches = new WeakMap<AppContext, Map<string, Cached>>();

/** The rows a slip is priced on: events by id (absent when unknown) and each event's desk-suspended market keys. */
export type SlipEvents = {
  events: Map<string, SportEventRow>;
  suspensions: Map<string, ReadonlySet<string>>;
};

/** The slip's events, from this instance's one-second cache; the ones missing or stale in one round trip. */
export async function readSlipEvents(ctx: AppContext, ids: string[], db: Db = ctx.database.db): Promise<SlipEvents> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const now = Date.now();
  const missing = [...new Set(ids)].filter((id) => (cache.get(id)?.until ?? 0) <= now);
  if (missing.length > 0) {
    const rows = await findEventsWithSuspensions(db, missing);
    if (cache.size + rows.length > MAX_CACHED_EVENTS) cache.clear();
    for (const { event, suspended } of rows)
      cache.set(event.id, { event, suspended: new Set(suspended), until: now + SLIP_EVENTS_MS });
  }
  const slip: SlipEvents = { events: new Map(), suspensions: new Map() };
  for (const id of ids) {
    const hit = cache.get(id);
    if (!hit) continue;
    slip.events.set(id, hit.event);
    slip.suspensions.set(id, hit.suspended);
  }
  return slip;
}
