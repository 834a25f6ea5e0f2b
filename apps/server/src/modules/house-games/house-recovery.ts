import type { AppContext } from '../../app-context.ts';
import { findGameById } from '../games/catalogue.service.ts';
import { findMemberById } from '../member/member.service.ts';
import { recoverRound } from './house-round.service.ts';
import { findOpenRounds } from './house.repository.ts';

/**
 * A round still OPEN this long after it began was interrupted (a round takes milliseconds); younger
 * ones may be in play on another instance, so they are left for a later pass.
 */
export const INTERRUPTED_ROUND_MS = 30_000;
const BATCH = 100;

/** Settles interrupted rounds whose outcome was computed and refunds the rest; runs at start and with the money jobs. */
export async function recoverOpenRounds(
  ctx: AppContext,
  olderThanMs = INTERRUPTED_ROUND_MS,
): Promise<{ settled: number; refunded: number }> {
  const config = await ctx.merchant.get();
  const done = { settled: 0, refunded: 0 };
  const rounds = await findOpenRounds(ctx.database.db, new Date(ctx.now().getTime() - olderThanMs), BATCH);
  for (const round of rounds) {
    const [member, game] = await Promise.all([
      findMemberById(ctx.database.db, round.memberId),
      findGameById(ctx.database.db, round.gameId),
    ]);
    if (!member || !game) continue;
    const outcome = await recoverRound(ctx, round, member.username, game.gameCode, config.currency);
    if (outcome === 'SETTLED') done.settled += 1;
    else done.refunded += 1;
  }
  return done;
}
