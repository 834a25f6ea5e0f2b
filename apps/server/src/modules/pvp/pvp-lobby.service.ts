import { isTrialType } from '@lucky/contracts/common/constants';
import type { PvpGame } from '@lucky/contracts/pvp/pvp-schemas';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { parseCards } from './engine/cards.ts';
import { verifyShuffle } from './engine/fair-shuffle.ts';
import { countSeats, findHand, listTables } from './pvp.repository.ts';
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
  const verdict = verifyShuffle({ ...reveal, handId: row.id });
  // The stored deck is text; parsing it again guards the answer against a row that is not a deck at all.
  if (verdict.ok) parseCards(reveal.deck);
  return { roomId: row.tableId, result, verified: verdict.ok, verifyFailure: verdict.ok ? null : verdict.reason };
}
