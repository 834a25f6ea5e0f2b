import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { readVipLadder } from '../vip/member-vip.service.ts';
import { evaluateMemberVip } from '../vip/vip-upgrade.ts';
import { runVipReview } from '../vip/vip-review.ts';
import { accruePoints } from './points-accrual.ts';

/** Points show within half a minute of play: the interval plus the accrual lag. */
export const LOYALTY_JOB_INTERVAL_MS = 15_000;

/**
 * One pass: points for newly settled rounds and completed deposits; then the VIP level of every
 * member those touched (so upgrades and their bonuses follow play without the member opening
 * /vip); then the monthly keep review, which does nothing once the month is reviewed. Each
 * step is safe on several instances at once (cursor row lock, member row locks, unique payouts).
 */
export async function runLoyaltyJobs(
  ctx: AppContext,
): Promise<{ batches: number; evaluated: number; reviewed: number; downgraded: number }> {
  const config = await ctx.merchant.get();
  const accrued = await accruePoints(ctx, config);
  const levels = await readVipLadder(ctx.database.db);
  for (const memberId of accrued.members)
    await evaluateMemberVip(ctx.database.db, { memberId, config, now: ctx.now(), levels });
  const review = await runVipReview(ctx, config);
  return { batches: accrued.batches, evaluated: accrued.members.size, ...review };
}

export function startLoyaltyJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = LOYALTY_JOB_INTERVAL_MS,
): () => void {
  return startPeriodicJob({
    name: 'loyalty jobs',
    intervalMs,
    log,
    pass: async () => {
      const done = await runLoyaltyJobs(ctx);
      if (done.batches + done.reviewed > 0) log.info(done, 'loyalty jobs');
    },
  });
}
