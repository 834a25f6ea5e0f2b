import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { runTransaction } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import {
  addTransfers,
  firstStaleGameDay,
  lockCursor,
  moveCursor,
  newestTransferId,
  recomputeGameDays,
} from './report-rollups.repository.ts';

/** How often the reports' roll-ups catch up; the desk shows when they last did. */
export const REPORT_ROLLUP_INTERVAL_MS = 60_000;
/**
 * A transfer id is counted only once it has been the newest for this long: ids are taken when a transaction inserts
 * and it may commit after a later one, so the cursor must not pass an id whose transaction could still be open.
 * Money transactions last milliseconds; half a minute is a wide margin.
 */
export const LEDGER_SETTLE_MS = 30_000;
const TRANSFER_BATCH = 50_000;
const DAY_MS = 86_400_000;

/** The id seen newest at a past pass, and when: what the next pass may count up to. */
export type LedgerHorizon = { id: number; at: number };

/** Recomputes the games roll-up from the day before its newest day up to today (the app's clock, UTC). */
export async function refreshGameDays(ctx: AppContext): Promise<void> {
  const to = ctx.now().toISOString().slice(0, 10);
  await runTransaction(ctx.database.db, async (tx) => {
    // The cursor row first: a second pass waits here instead of recomputing the same days alongside.
    await lockCursor(tx, 'games');
    const from = await firstStaleGameDay(tx);
    if (from && from <= to) await recomputeGameDays(tx, { from, to });
    await moveCursor(tx, 'games', null);
  });
}

/**
 * Counts the transfers up to `upTo` into the ledger roll-ups, in batches, each with the cursor row locked: a batch
 * reads the cursor, adds the transfers after it and moves it, so a transfer is counted exactly once.
 */
export async function refreshLedgerDays(ctx: AppContext, upTo: number): Promise<void> {
  for (;;) {
    const done = await runTransaction(ctx.database.db, async (tx) => {
      const position = await lockCursor(tx, 'ledger');
      const end = Math.min(upTo, position + TRANSFER_BATCH);
      if (end > position) await addTransfers(tx, { after: position, upTo: end });
      await moveCursor(tx, 'ledger', Math.max(end, position));
      return end >= upTo;
    });
    if (done) return;
  }
}

/**
 * One pass of both roll-ups. With `horizon`, the ledger is counted up to the id that pass saw as newest at least
 * LEDGER_SETTLE_MS ago, and the answer is the horizon for the next pass; `settled: true` (tests, the benchmark, a
 * quiet database) counts up to the newest id now.
 */
export async function refreshReportRollups(
  ctx: AppContext,
  options: { horizon?: LedgerHorizon | null; settled?: boolean } = {},
): Promise<LedgerHorizon> {
  await refreshGameDays(ctx);
  const now = Date.now();
  const newest = { id: await newestTransferId(ctx.database.db), at: now };
  const ripe = options.horizon && options.horizon.at <= now - LEDGER_SETTLE_MS ? options.horizon : null;
  const countTo = options.settled ? newest.id : ripe?.id;
  if (countTo !== undefined) await refreshLedgerDays(ctx, countTo);
  // A horizon not yet ripe waits for the next pass; otherwise the newest id now becomes the next one.
  return options.horizon && !ripe && !options.settled ? options.horizon : newest;
}

/** The reports job: both roll-ups every REPORT_ROLLUP_INTERVAL_MS, through the app's job supervisor. */
export function startReportJobs(ctx: AppContext, log: FastifyBaseLogger, intervalMs = REPORT_ROLLUP_INTERVAL_MS) {
  let horizon: LedgerHorizon | null = null;
  return startPeriodicJob({
    name: 'report roll-ups',
    intervalMs,
    log,
    pass: async () => {
      horizon = await refreshReportRollups(ctx, { horizon });
    },
  });
}

/** The UTC days from..to inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}
