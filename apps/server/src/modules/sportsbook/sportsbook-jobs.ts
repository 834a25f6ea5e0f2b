import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { publishBalances } from '../lottery/lottery-push.ts';
import { findEventsToSettle } from './sportsbook-events.repository.ts';
import { advanceEvents, scheduleComingEvents } from './schedule.service.ts';
import { settleEvent } from './settlement.service.ts';
import {
  createSportsPushTracker,
  publishClockChanges,
  publishSettledEvents,
  type SportsPushTracker,
} from './sportsbook-push.ts';

export const SPORTSBOOK_JOB_INTERVAL_MS = 1000;
const SCHEDULE_EVERY_MS = 30_000;
/** A pass settles for up to this long, oldest event first; the next pass goes on. */
const SETTLE_BUDGET_MS = 5000;

/**
 * One pass of the book: schedule the coming half hour (every 30 s of real time, and on the first pass), move events
 * along the clock (open, live, ended with their result), then settle ended and voided events batch by batch. Every
 * step is a function of `ctx.now()` and safe on several instances: events are unique by id, ending is a guarded
 * update, and settlement leases an event's parts one batch at a time (skipping those another instance holds) and
 * resumes from their cursors.
 */
export async function runSportsbookPass(
  ctx: AppContext,
  state: { lastScheduledAt: number; lastClock: number; push?: SportsPushTracker } = {
    lastScheduledAt: 0,
    lastClock: 0,
  },
  log?: FastifyBaseLogger,
): Promise<{ ended: number; settledLegs: number }> {
  const clock = ctx.now().getTime();
  // A clock moved by the desk (tests, demos) schedules at once rather than 30 s later.
  if (Date.now() - state.lastScheduledAt >= SCHEDULE_EVERY_MS || Math.abs(clock - state.lastClock) > 60_000) {
    await scheduleComingEvents(ctx);
    state.lastScheduledAt = Date.now();
  }
  state.lastClock = clock;
  const ended = await advanceEvents(ctx);
  // Pages hear of what each step committed: opened, live, moved in play, ended; then settled (sportsbook-push.ts).
  state.push ??= createSportsPushTracker();
  await publishClockChanges(
    ctx,
    state.push,
    ended.map((event) => event.id),
    log,
  );
  const settled = await settleDue(ctx);
  await publishSettledEvents(ctx, settled.eventIds, log);
  return { ended: ended.length, settledLegs: settled.legs };
}

async function settleDue(ctx: AppContext): Promise<{ legs: number; eventIds: string[] }> {
  const started = Date.now();
  let legs = 0;
  const eventIds = new Set<string>();
  const config = await ctx.merchant.get();
  while (Date.now() - started < SETTLE_BUDGET_MS) {
    const pending = await findEventsToSettle(ctx.database.db, 50);
    if (pending.length === 0) break;
    for (const event of pending) {
      eventIds.add(event.id);
      legs += await settleEvent(ctx, {
        eventId: event.id,
        currency: config.currency,
        onPaid: (members) => void publishBalances(ctx, members, config.currency),
      });
    }
    if (pending.length < 50) break;
  }
  return { legs, eventIds: [...eventIds] };
}

export function startSportsbookJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = SPORTSBOOK_JOB_INTERVAL_MS,
): () => void {
  const state = { lastScheduledAt: 0, lastClock: 0, push: createSportsPushTracker() };
  return startPeriodicJob({
    name: 'sportsbook events',
    intervalMs,
    log,
    pass: async () => {
      const done = await runSportsbookPass(ctx, state, log);
      if (done.ended + done.settledLegs > 0) log.info(done, 'sportsbook events');
    },
  });
}
