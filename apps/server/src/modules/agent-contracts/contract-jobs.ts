import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { runContractSettlement, SETTLE_GRACE_MS } from './contract-settlement.ts';

/*
 * The settlement cadence of spec section 9: real-time salary every 5 minutes, hourly salary each
 * hour, daily wage after each UTC midnight, dividends after each period end (every period ends at
 * a UTC midnight, so they are checked daily). A kind's runner starts once per boundary, a grace
 * after it; every instance runs the same schedule, and the payouts' unique index keeps it
 * exactly-once.
 */
const MINUTE = 60_000;
export const CONTRACT_CADENCE_MS: Record<ContractKind, number> = {
  REALTIME: 5 * MINUTE,
  HOURLY: 60 * MINUTE,
  DAILY_WAGE: 1440 * MINUTE,
  DIVIDEND: 1440 * MINUTE,
};
const TICK_MS = 30_000;

/** The boundary a runner is due for at `now` (the last boundary at least the grace ago). */
export const dueBoundary = (kind: ContractKind, now: number): number =>
  Math.floor((now - SETTLE_GRACE_MS) / CONTRACT_CADENCE_MS[kind]) * CONTRACT_CADENCE_MS[kind];

export function startContractJobs(ctx: AppContext, log: FastifyBaseLogger): () => void {
  // Empty at start: every kind runs once, catching up whatever closed while no instance ran.
  const lastRun = new Map<ContractKind, number>();
  return startPeriodicJob({
    name: 'contract settlement',
    intervalMs: TICK_MS,
    log,
    pass: async () => {
      for (const kind of Object.keys(CONTRACT_CADENCE_MS) as ContractKind[]) {
        const due = dueBoundary(kind, ctx.now().getTime());
        if (lastRun.get(kind) === due) continue;
        // One kind failing does not hold back the others.
        try {
          const done = await runContractSettlement(ctx, kind);
          lastRun.set(kind, due);
          if (done.paid + done.owed + done.retried > 0) log.info({ kind, ...done }, 'contract settlement');
        } catch (error) {
          log.error({ err: error, kind }, 'contract settlement failed');
        }
      }
    },
  });
}
