import type { AppContext } from '../../../app-context.ts';
import { createOutcomeStream, createServerSeed, hashServerSeed } from '../../../lib/fair-rng.ts';
import { roundTimes } from './table-clock.ts';
import type { LiveTable } from './table-game.ts';
import { pauseRoundsOf, shoeAtOrBefore } from './table-shoe-cache.ts';
import { insertShoeIfAbsent, type ShoeRow } from './table.repository.ts';

/** A round of the table's clock and the deal it gets: deal `index` of its shoe. */
export type DealtRound = { shoe: ShoeRow; index: number; outcome: unknown };

// Deals are recomputed from a shoe's seed on demand (every instance agrees); the recent shoes stay in memory, keyed
// by what the deals are made of rather than the row id, which another database (a test file's, in the same worker)
// gives to a different shoe.
const DEAL_CACHE_SIZE = 64;
const dealCache = new Map<string, unknown[]>();

/** Every deal of a shoe, from its seed: the stream of (server seed, client seed = table id, nonce = shoe number). */
export function dealsOf(table: LiveTable, shoe: Pick<ShoeRow, 'serverSeed' | 'shoeNo'>): unknown[] {
  const key = `${table.id}:${shoe.shoeNo}:${shoe.serverSeed}`;
  const cached = dealCache.get(key);
  if (cached) return cached;
  const deals = table.game.dealShoe(
    createOutcomeStream({ serverSeed: shoe.serverSeed, clientSeed: table.id, nonce: shoe.shoeNo }),
  );
  if (dealCache.size >= DEAL_CACHE_SIZE) dealCache.delete(dealCache.keys().next().value!);
  dealCache.set(key, deals);
  return deals;
}

/** The round's deal in the shoe, when the shoe covers it. */
function dealIn(table: LiveTable, shoe: ShoeRow | null, roundNo: number): DealtRound | null {
  if (!shoe || roundNo < shoe.firstRound || roundNo >= shoe.firstRound + shoe.rounds) return null;
  const index = roundNo - shoe.firstRound;
  return { shoe, index, outcome: dealsOf(table, shoe)[index] };
}

/** The round's deal when a shoe covers it (null for a round in a shuffle pause, or before any shoe). */
export async function findDealtRound(ctx: AppContext, table: LiveTable, roundNo: number): Promise<DealtRound | null> {
  return dealIn(table, await shoeAtOrBefore(ctx, table, roundNo), roundNo);
}

/**
 * The shoe of the round now in play, making the next shoe when the last one is used up: its seed is drawn and its
 * hash stored before the round opens to bets, so every deal is committed before anyone can bet on it. Two
 * instances may race to make it; the shoe number is unique, and both read back the one that was stored.
 * Null while the table shuffles (the pause round after a card shoe).
 */
export async function ensureCurrentShoe(
  ctx: AppContext,
  table: LiveTable,
  roundNo: number,
): Promise<DealtRound | null> {
  const last = await shoeAtOrBefore(ctx, table, roundNo);
  const current = dealIn(table, last, roundNo);
  if (current) return current;
  if (last && roundNo < last.firstRound + last.rounds + pauseRoundsOf(table)) return null;
  const serverSeed = createServerSeed();
  const shoeNo = (last?.shoeNo ?? -1) + 1;
  const rounds = table.game.dealShoe(createOutcomeStream({ serverSeed, clientSeed: table.id, nonce: shoeNo })).length;
  await insertShoeIfAbsent(ctx.database.db, {
    tableId: table.id,
    shoeNo,
    firstRound: roundNo,
    rounds,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    gameVersion: table.game.version,
    createdAt: ctx.now(),
  });
  return findDealtRound(ctx, table, roundNo);
}

/** A shoe's seed is shown once its last round has closed: every deal it made is public by then. */
export function isShoeRevealed(table: LiveTable, shoe: ShoeRow, now: Date): boolean {
  return roundTimes(table.timing, shoe.firstRound + shoe.rounds - 1).closesAt.getTime() <= now.getTime();
}
