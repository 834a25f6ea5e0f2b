import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { findDraw, type DrawRow } from './lottery.repository.ts';

/*
 * The draws bets are placed on, as each instance last read them (for up to a second). A draw's game and times
 * never change once it is scheduled, so placement checks the phase from here without a round trip; its status can
 * change (drawn, voided), so placement checks it again under the draw's lock before it commits.
 */
const DRAW_CACHE_MS = 1000;
const MAX_CACHED_DRAWS = 5000;
const drawCaches = new WeakMap<AppContext, Map<number, { draw: DrawRow; until: number }>>();

export async function readDrawForSale(ctx: AppContext, tx: Tx, drawId: number): Promise<DrawRow | null> {
  let cache = drawCaches.get(ctx);
  if (!cache) drawCaches.set(ctx, (cache = new Map()));
  const cached = cache.get(drawId);
  if (cached && cached.until > Date.now()) return cached.draw;
  // Read through the caller's transaction: an embedded database has one connection, taken by it.
  const draw = await findDraw(tx, drawId);
  if (!draw) return null;
  if (cache.size >= MAX_CACHED_DRAWS) cache.clear();
  cache.set(drawId, { draw, until: Date.now() + DRAW_CACHE_MS });
  return draw;
}
