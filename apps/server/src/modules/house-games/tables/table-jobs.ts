import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { startPeriodicJob } from '../../../lib/periodic-job.ts';
import { settleDueTableRounds } from './table-settlement.ts';

/** Every second: a table round is paid within about a second of its close, while its deal still plays on screen. */
export const TABLE_JOB_INTERVAL_MS = 1000;

/** Settles closed table rounds until the returned stop function is called; safe on every instance at once. */
export function startTableJobs(ctx: AppContext, log: FastifyBaseLogger, intervalMs = TABLE_JOB_INTERVAL_MS) {
  return startPeriodicJob({
    name: 'live table settlement',
    intervalMs,
    log,
    pass: async () => {
      const settled = await settleDueTableRounds(ctx);
      if (settled > 0) log.debug({ settled }, 'live table rounds settled');
    },
  });
}
