import type { SportsPushChange } from '@lucky/contracts/common/push';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { momentAt, type EventPhase } from './event-board.ts';
import {
  findComingEvents,
  findEventsByIds,
  findSuspensions,
  type SportEventRow,
} from './sportsbook-events.repository.ts';
import { boardRowOf } from './sportsbook-read.service.ts';
import { loadBookSettings } from './sportsbook-settings.service.ts';

/**
 * What the sportsbook tells open pages through the push channel (`sports.event`, modules/push/README.md), always
 * after the change is committed and never throwing: a lost push is refetched by the page when it reconnects.
 *
 * Phases follow the clock, so every instance's job sees an event open, go live and move in play: each such change
 * carries a dedupe key naming it (`<id>:live`, `<id>:state:<second of play>`), and every hub delivers the first
 * copy of a key only. In play an event is published when its state (score, minute, period, the engine's
 * suspension) changed, at most once per second of play — the board is priced per second anyway. Ending and
 * settling are guarded updates one instance wins; the desk's changes come from one request.
 */

/** Events starting within this long are watched, so their opening is seen (the longest opening lead is 5 min). */
const WATCH_AHEAD_MS = 6 * 60_000;
const WATCH_LIMIT = 500;

type Seen = { phase: EventPhase; second: number; fingerprint: string };

/** What one instance's job saw of each watched event at its last pass. */
export type SportsPushTracker = { seen: Map<string, Seen>; primed: boolean };

export const createSportsPushTracker = (): SportsPushTracker => ({ seen: new Map(), primed: false });

type Change = { row: SportEventRow; event: SportsPushChange; dedupeKey?: string };

/** Publishes each change with the event's board row at this instant (one settings and suspensions read for all). */
async function publish(ctx: AppContext, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  const now = ctx.now();
  const settings = await loadBookSettings(ctx);
  const desk = await findSuspensions(
    ctx.database.db,
    changes.map((change) => change.row.id),
  );
  for (const { row, event, dedupeKey } of changes) {
    const suspended = desk.get(row.id);
    const board = boardRowOf(row, now, settings, suspended);
    ctx.push.publishSportEvent({
      event,
      sportEvent: { ...board, suspendedMarkets: [...(suspended ?? [])].sort() },
      dedupeKey,
    });
  }
}

/** The change a watched event's new look is, if any. The first sight of an event is news only once primed. */
function changeOf(previous: Seen | undefined, next: Seen, primed: boolean): SportsPushChange | null {
  if (next.phase === 'OPEN' && previous?.phase !== 'OPEN') return previous || primed ? 'opened' : null;
  if (next.phase !== 'LIVE') return null;
  if (previous?.phase !== 'LIVE') return previous || primed ? 'live' : null;
  return next.second !== previous.second && next.fingerprint !== previous.fingerprint ? 'state' : null;
}

/**
 * The clock's changes since the last pass: events opened, gone live, or moved in play. The first pass of an instance
 * only learns what it sees (pages that open later fetch it anyway).
 */
async function clockChanges(ctx: AppContext, tracker: SportsPushTracker): Promise<Change[]> {
  const now = ctx.now();
  const rows = await findComingEvents(ctx.database.db, {
    now,
    until: new Date(now.getTime() + WATCH_AHEAD_MS),
    limit: WATCH_LIMIT,
  });
  const changes: Change[] = [];
  const seen = new Map<string, Seen>();
  for (const row of rows) {
    const moment = momentAt(row, now);
    if (moment.phase !== 'SCHEDULED' && moment.phase !== 'OPEN' && moment.phase !== 'LIVE') continue;
    const next: Seen = {
      phase: moment.phase,
      second: Math.floor(moment.elapsedMs / 1000),
      fingerprint: JSON.stringify([moment.state, moment.engineSuspended]),
    };
    const previous = tracker.seen.get(row.id);
    const event = changeOf(previous, next, tracker.primed);
    // A state not published is not remembered: the next second compares with what pages were last told.
    seen.set(row.id, event === null && previous?.phase === next.phase ? previous : next);
    if (event === null) continue;
    const dedupeKey = event === 'state' ? `${row.id}:state:${next.second}` : `${row.id}:${event}`;
    changes.push({ row, event, dedupeKey });
  }
  tracker.seen = seen;
  tracker.primed = true;
  return changes;
}

/**
 * A job pass's news once it has moved events along the clock: opened, gone live, moved in play, and ended by this
 * pass (their result is now served; pages learn it before settlement is done). Never throws.
 */
export async function publishClockChanges(
  ctx: AppContext,
  tracker: SportsPushTracker,
  endedIds: readonly string[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    const changes = await clockChanges(ctx, tracker);
    const ended = endedIds.length > 0 ? await findEventsByIds(ctx.database.db, [...endedIds]) : [];
    for (const row of ended)
      if (row.status !== 'VOID') changes.push({ row, event: 'ended', dedupeKey: `${row.id}:ended` });
    await publish(ctx, changes);
  } catch (error) {
    log?.warn({ err: error }, 'sportsbook push failed');
  }
}

/**
 * The events a pass settled bets of whose settlement is now finished (by this pass or, meanwhile, by another
 * instance's runner: the key keeps it one message). Never throws.
 */
export async function publishSettledEvents(
  ctx: AppContext,
  settlingIds: readonly string[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    if (settlingIds.length === 0) return;
    const rows = await findEventsByIds(ctx.database.db, [...settlingIds]);
    const done = rows.filter((row) => row.settledAt !== null);
    await publish(
      ctx,
      done.map((row) => ({ row, event: 'settled' as const, dedupeKey: `${row.id}:settled` })),
    );
  } catch (error) {
    log?.warn({ err: error }, 'sportsbook push failed');
  }
}

/** The desk suspended or resumed markets, or voided the event (after its commit). Never throws. */
export async function publishDeskChange(
  ctx: AppContext,
  eventId: string,
  event: Extract<SportsPushChange, 'suspended' | 'resumed' | 'voided'>,
): Promise<void> {
  try {
    const [row] = await findEventsByIds(ctx.database.db, [eventId]);
    if (row) await publish(ctx, [{ row, event }]);
  } catch {
    // A lost push is refetched by the page; nothing to undo.
  }
}
