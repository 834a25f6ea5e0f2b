import { isTrialType } from '@lucky/contracts/common/constants';
import type { PvpGame } from '@lucky/contracts/pvp/pvp-schemas';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { verifyShuffle } from './engine/fair-shuffle.ts';
import { countSeats, findHand, findTable, listTables } from './pvp.repository.ts';
import { handResultOf, revealOf, roomOf } from './pvp-views.ts';

/**
 * The room list (`GLS2_roomList`): a trial session sees the practice tables, anyone else the real-money ones. A
 * table this instance runs answers from memory (players online, a hand in progress); another from its seats.
 */
export async function listRooms(
  ctx: AppContext,
  input: { sessionType: number | null; game?: PvpGame; stakeLevel?: string },
) {
  const practice = input.sessionType !== null && isTrialType(input.sessionType);
  const { currency } = await ctx.merchant.get();
  const db = ctx.database.db;
  const [tables, taken] = await Promise.all([listTables(db, { game: input.game, practice }), countSeats(db)]);
  const stakeLevels = [...new Map(tables.map((table) => [`${table.game}:${table.stakeLevel}`, table])).values()].map(
    (table) => ({ game: table.game, stakeLevel: table.stakeLevel }),
  );
  const rooms = tables
    .filter((table) => !input.stakeLevel || table.stakeLevel === input.stakeLevel)
    .map((table) => {
      const running = ctx.pvp.loaded(table.id);
      if (running) return running.room();
      const seatsTaken = taken.get(table.id) ?? 0;
      return roomOf(table, { scale: currency.scale, seatsTaken, playersOnline: seatsTaken, inHand: false });
    });
  return { serverTime: ctx.now().toISOString(), practice, stakeLevels, rooms };
}

/** A finished hand for the verify link, checked again from its revealed seeds. */
export async function readHandDetail(ctx: AppContext, handId: string) {
  const row = await findHand(ctx.database.db, handId);
  if (!row || row.status === 'RUNNING') throw new AppError('pvp.hand.not.found');
  const { currency } = await ctx.merchant.get();
  const result = handResultOf(row, currency.scale);
  const reveal = revealOf(row);
  if (!reveal) {
    return {
      roomId: row.tableId,
      result,
      verified: false,
      verifyFailure: 'The hand was cancelled: nothing was settled',
    };
  }
  // The same check the player's verify page makes: seed against its hash, seeds against the deck, deck against
  // the commitment published when the hand started.
  const verdict = verifyShuffle({ ...reveal, handId: row.id });
  return { roomId: row.tableId, result, verified: verdict.ok, verifyFailure: verdict.ok ? null : verdict.reason };
}

/**
 * The launch call for the card rooms (spec: "gameId (or roomId)"): the site's own /pvp page, on the room when one is
 * named (a trial account only into a practice room, a real member only into a real-money one), or on the game.
 */
export async function launchPvp(
  ctx: AppContext,
  input: { sessionType: number; roomId?: number; game?: string; expiresInMs: number },
) {
  const isTrial = isTrialType(input.sessionType);
  let url = input.game ? `/pvp?game=${encodeURIComponent(input.game)}` : '/pvp';
  if (input.roomId !== undefined) {
    const table = await findTable(ctx.database.db, input.roomId);
    if (!table) throw new AppError('pvp.table.not.found');
    if (table.practice && !isTrial) throw new AppError('pvp.table.real.only');
    if (!table.practice && isTrial) throw new AppError('pvp.table.practice.only');
    url = `/pvp?roomId=${table.id}`;
  }
  return {
    game_url: url,
    game_url2: null,
    accountType: (isTrial ? 0 : 1) as 0 | 1,
    expiresAt: new Date(ctx.now().getTime() + input.expiresInMs).toISOString(),
  };
}
