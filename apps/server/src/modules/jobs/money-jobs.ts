import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recoverOpenRounds } from '../house-games/house-recovery.ts';
import { payAutomaticRebates } from '../promotions/kinds/rebate-job.ts';
import { expireGatewayDeposits } from '../payments/deposit-review.service.ts';
import { deleteOrphanProofs } from '../withdrawals/receipt-proofs.ts';
import { autoConfirmReceipts } from '../withdrawals/withdrawal-review.service.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';

const BATCH = 100;
const ORPHAN_UPLOAD_MS = 24 * 3_600_000;
export const MONEY_JOB_INTERVAL_MS = 30_000;

/**
 * One pass of the periodic money jobs: forced receipts of overdue withdrawals, expiry of unpaid
 * gateway deposits, removal of proof images never attached, recovery of interrupted house-game rounds
 * (idempotent wallet calls). Each step locks its rows with SKIP
 * LOCKED (or deletes idempotently), so every instance may run the jobs at the same time.
 */
export async function runMoneyJobs(ctx: AppContext): Promise<{
  autoReceipts: number;
  expiredDeposits: number;
  orphanUploads: number;
  recoveredRounds: number;
  paidRebates: number;
}> {
  const config = await ctx.merchant.get();
  let autoReceipts = 0;
  for (let batch = BATCH; batch === BATCH;) {
    batch = await autoConfirmReceipts(ctx, config);
    autoReceipts += batch;
  }
  let expiredDeposits = 0;
  for (let batch = BATCH; batch === BATCH;) {
    batch = await expireGatewayDeposits(ctx, config);
    expiredDeposits += batch;
  }
  const orphanUploads = await deleteOrphanProofs(ctx, new Date(ctx.now().getTime() - ORPHAN_UPLOAD_MS));
  const recovered = await recoverOpenRounds(ctx);
  const paidRebates = await payAutomaticRebates(ctx, config);
  return {
    autoReceipts,
    expiredDeposits,
    orphanUploads,
    recoveredRounds: recovered.settled + recovered.refunded,
    paidRebates,
  };
}

/** Runs the jobs at start and every 30 seconds until the returned stop function is called; a failed pass is logged and retried next time. */
export function startMoneyJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = MONEY_JOB_INTERVAL_MS,
): () => void {
  // The first pass, at start, settles or refunds house-game rounds a crash interrupted.
  return startPeriodicJob({
    name: 'money jobs',
    intervalMs,
    log,
    pass: async () => {
      const done = await runMoneyJobs(ctx);
      if (done.autoReceipts + done.expiredDeposits + done.orphanUploads + done.recoveredRounds + done.paidRebates > 0)
        log.info(done, 'money jobs');
    },
  });
}
