import { createServerSeed, hashServerSeed } from '../../lib/fair-rng.ts';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { MAX_CHASE_DRAWS, planDraws } from './draw-schedule.ts';
import { createDrawStream } from './engine/draw-stream.ts';
import {
  countDrawsAfter,
  findDrawnDraws,
  findDueDraws,
  insertDraws,
  lockDrawExclusive,
  updateDraw,
  type DrawRow,
} from './lottery.repository.ts';
import { gameStatusOf, listLoadedGames, type LoadedGame } from './lottery-games.service.ts';
import { findResultsProvider } from './results-provider.ts';

/** How many future draws a game keeps scheduled: a fast game's longest chase; a month of daily or weekly draws. */
function drawsAhead(game: LoadedGame): number {
  return game.row.schedule.type === 'interval' ? MAX_CHASE_DRAWS : 30;
}

/**
 * Schedules the coming draws of every game that is not switched off, each with a fresh secret seed whose
 * SHA-256 is published from then on. Draws another instance scheduled first keep their seed.
 */
export async function scheduleComingDraws(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let created = 0;
  for (const game of await listLoadedGames(ctx)) {
    if (gameStatusOf(game.row) === 'DISABLED') continue;
    const wanted = drawsAhead(game);
    if ((await countDrawsAfter(ctx.database.db, game.row.code, now)) >= wanted) continue;
    const planned = planDraws({ calendar: game.row, after: now, count: wanted });
    created += await insertDraws(
      ctx.database.db,
      planned.map((draw) => {
        const seed = createServerSeed();
        return {
          gameCode: game.row.code,
          drawKey: draw.drawKey,
          station: draw.station,
          streamId: `${game.row.code}:${draw.drawKey}`,
          opensAt: draw.opensAt,
          stopsSaleAt: draw.stopsSaleAt,
          drawAt: draw.drawAt,
          seed,
          seedHash: hashServerSeed(seed),
        };
      }),
    );
  }
  return created;
}

/** How much history the demo gets: the last 100 draws of a fast game, a week of a region, four weeks of 4D. */
function historyWindowMs(game: LoadedGame): number {
  const schedule = game.row.schedule;
  if (schedule.type === 'interval') return 100 * schedule.minutes * 60_000;
  return (schedule.type === 'vn' ? 7 : 28) * 86_400_000;
}

/**
 * The demo's past: a game that has never drawn gets the draws of its recent past, each drawn now from its own
 * fresh seed exactly as a live draw is (no bet was ever possible on them, so they are settled at once), so a
 * newcomer sees real, verifiable results instead of an empty board. Never outside the demo: a real merchant's
 * history starts with its first real draw; never for a game fed by an external results provider.
 */
export async function drawDemoHistory(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let drawn = 0;
  for (const game of await listLoadedGames(ctx)) {
    if (gameStatusOf(game.row) === 'DISABLED' || game.row.resultsProvider !== 'HOUSE') continue;
    if ((await findDrawnDraws(ctx.database.db, { gameCode: game.row.code, limit: 1 })).length > 0) continue;
    const after = new Date(now.getTime() - historyWindowMs(game));
    const past = planDraws({ calendar: game.row, after, count: 100 }).filter((draw) => draw.drawAt <= now);
    drawn += await insertDraws(
      ctx.database.db,
      past.map((draw) => {
        const seed = createServerSeed();
        const streamId = `${game.row.code}:${draw.drawKey}`;
        const result = game.engine.draw({
          stream: createDrawStream({ seed, drawId: streamId }),
          variant: game.row.variant,
        });
        return {
          gameCode: game.row.code,
          drawKey: draw.drawKey,
          station: draw.station,
          streamId,
          opensAt: draw.opensAt,
          stopsSaleAt: draw.stopsSaleAt,
          drawAt: draw.drawAt,
          seed,
          seedHash: hashServerSeed(seed),
          status: 'SETTLED' as const,
          result,
          resultSource: 'HOUSE',
          drawnAt: now,
          settledAt: now,
        };
      }),
    );
  }
  return drawn;
}

/**
 * Draws one due draw, once: the provider's result is fetched first (a feed may be slow), then written under
 * the draw's exclusive lock, which waits for bets still in flight on it; a draw another instance drew meanwhile
 * is left alone. Answers the drawn draw, or null when there was nothing to do (not due, no result yet).
 */
export async function drawOne(ctx: AppContext, game: LoadedGame, draw: DrawRow): Promise<DrawRow | null> {
  const provider = findResultsProvider(game.row.resultsProvider);
  if (!provider) throw new Error(`lottery: no results provider ${game.row.resultsProvider} for ${game.row.code}`);
  const result = await provider.fetchResult({ game, draw });
  if (result === null) return null;
  if (!game.engine.isWellFormedResult({ result, variant: game.row.variant }))
    throw new Error(`lottery: ${provider.name} gave a malformed result for draw ${draw.id}`);
  return inTransaction(ctx.database.db, async (tx) => {
    const locked = await lockDrawExclusive(tx, draw.id, true);
    if (!locked || locked.status !== 'SCHEDULED' || locked.drawAt > ctx.now()) return null;
    const drawnAt = ctx.now();
    await updateDraw(tx, draw.id, { status: 'DRAWN', result, resultSource: provider.name, drawnAt });
    return { ...locked, status: 'DRAWN' as const, result, resultSource: provider.name, drawnAt };
  });
}

/** Draws every due draw (oldest first, for up to `budgetMs`; the next pass goes on), telling `onDrawn` of each. */
export async function drawDueDraws(
  ctx: AppContext,
  onDrawn: (game: LoadedGame, draw: DrawRow) => void,
  budgetMs = 5000,
): Promise<number> {
  const started = Date.now();
  let drawn = 0;
  while (Date.now() - started < budgetMs) {
    const due = await findDueDraws(ctx.database.db, ctx.now(), 50);
    if (due.length === 0) break;
    const games = new Map((await listLoadedGames(ctx)).map((game) => [game.row.code, game]));
    let progressed = false;
    for (const draw of due) {
      const game = games.get(draw.gameCode);
      if (!game) continue;
      const done = await drawOne(ctx, game, draw);
      if (done) {
        drawn += 1;
        progressed = true;
        onDrawn(game, done);
      }
    }
    // Nothing drawn: every due draw waits for its feed, or another instance holds them.
    if (!progressed || due.length < 50) break;
  }
  return drawn;
}
