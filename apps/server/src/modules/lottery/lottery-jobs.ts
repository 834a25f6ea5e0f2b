import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findMemberById } from '../member/member.service.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { stopChase } from './bets.service.ts';
import { isDemoConfig } from '../../config.ts';
import { drawDemoHistory, drawDueDraws, scheduleComingDraws } from './draw.service.ts';
import { findChase } from './lottery-bets.repository.ts';
import { finishDoneChases, findWonActiveChases } from './lottery-bets.repository.ts';
import { findDraw, findDrawsToFinish, findUpcomingDraws, type DrawRow } from './lottery.repository.ts';
import { listLoadedGames, type LoadedGame } from './lottery-games.service.ts';
import { publishDrawChange, publishBalances } from './lottery-push.ts';
import { refundVoidedBatch, settleDrawBatch } from './settlement.service.ts';

export const LOTTERY_JOB_INTERVAL_MS = 1000;
const SCHEDULE_EVERY_MS = 30_000;

/**
 * One pass of the lottery: schedule coming draws (every 30 s), draw the due ones, settle drawn draws and refund
 * voided ones batch by batch, and stop won stop-on-win chases. Every step is safe on several instances at once:
 * draws are unique per game and key, and drawing, settling and refunding take the draw's row lock (skipping a
 * draw another instance holds), write their progress in the same transaction, and resume from it after a crash.
 */
export async function runLotteryPass(
  ctx: AppContext,
  state: { lastScheduledAt: number } = { lastScheduledAt: 0 },
): Promise<{ drawn: number; settledBets: number }> {
  if (state.lastScheduledAt === 0 && isDemoConfig(ctx.config)) await drawDemoHistory(ctx);
  if (Date.now() - state.lastScheduledAt >= SCHEDULE_EVERY_MS) {
    await scheduleComingDraws(ctx);
    state.lastScheduledAt = Date.now();
  }
  const drawn = await drawDueDraws(ctx, (game, draw) => void announceDrawn(ctx, game, draw));
  const settledBets = await finishDraws(ctx);
  await stopWonChases(ctx);
  return { drawn, settledBets };
}

/** A pass settles draws for up to this long, oldest first, and the next pass goes on: new draws are never starved for long. */
const FINISH_BUDGET_MS = 5000;

async function finishDraws(ctx: AppContext): Promise<number> {
  const started = Date.now();
  let settled = 0;
  while (Date.now() - started < FINISH_BUDGET_MS) {
    const pending = await findDrawsToFinish(ctx.database.db, 50);
    if (pending.length === 0) break;
    const config = await ctx.merchant.get();
    const games = new Map((await listLoadedGames(ctx)).map((game) => [game.row.code, game]));
    for (const draw of pending) {
      const game = games.get(draw.gameCode);
      if (game) settled += await finishDraw(ctx, game, draw, config.currency);
    }
    if (pending.length < 50) break;
  }
  return settled;
}

/** Settles (or refunds) one draw to the end, or until another runner holds it; publishes balances and the settled draw. */
export async function finishDraw(
  ctx: AppContext,
  game: LoadedGame,
  draw: DrawRow,
  currency: { code: string; scale: number; symbol: string },
): Promise<number> {
  let bets = 0;
  for (;;) {
    const batch =
      draw.status === 'VOIDED'
        ? await refundVoidedBatch(ctx, { game, drawId: draw.id, currency })
        : await settleDrawBatch(ctx, { game, drawId: draw.id, currency });
    bets += batch.bets;
    void publishBalances(ctx, batch.paidMembers, currency);
    if (batch.state !== 'MORE') {
      if (batch.state === 'DONE' && draw.status === 'DRAWN') {
        const fresh = await findDraw(ctx.database.db, draw.id);
        if (fresh?.status === 'SETTLED') void publishDrawChange(ctx, game, fresh, 'settled');
      }
      return bets;
    }
  }
}

/** A draw drawn: its result goes out, and so does the game's next draw, whose sale opened at that instant. */
async function announceDrawn(ctx: AppContext, game: LoadedGame, draw: DrawRow): Promise<void> {
  await publishDrawChange(ctx, game, draw, 'drawn');
  const [next] = await findUpcomingDraws(ctx.database.db, game.row.code, ctx.now(), 1);
  if (next) await publishDrawChange(ctx, game, next, 'opened');
}

async function stopWonChases(ctx: AppContext): Promise<void> {
  const ids = await findWonActiveChases(ctx.database.db, 50);
  if (ids.length > 0) {
    const config = await ctx.merchant.get();
    for (const id of ids) {
      const chase = await findChase(ctx.database.db, id);
      const member = chase ? await findMemberById(ctx.database.db, chase.memberId) : null;
      if (!chase || !member) continue;
      await stopChase(ctx, { chase, username: member.username, currency: config.currency, status: 'STOPPED' });
      void publishBalances(ctx, [member.id], config.currency);
    }
  }
  await finishDoneChases(ctx.database.db, ctx.now());
}

export function startLotteryJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = LOTTERY_JOB_INTERVAL_MS,
): () => void {
  const state = { lastScheduledAt: 0 };
  return startPeriodicJob({
    name: 'lottery draws',
    intervalMs,
    log,
    pass: async () => {
      const done = await runLotteryPass(ctx, state);
      if (done.drawn + done.settledBets > 0) log.info(done, 'lottery draws');
    },
  });
}
