import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { pvpSeats } from '../../db/schema/pvp.ts';
import { cashOut } from './pvp-money.service.ts';
import { findTable } from './pvp.repository.ts';

/**
 * At a cool-off or self-exclusion (modules/responsible-play) the member leaves every card table: at a table this
 * instance runs, as a leave does (at once between hands; after the hand in play, which settles as usual, otherwise);
 * at a table no instance runs, the chips go straight back to the wallet. Answers the seats left.
 */
export async function standMemberUpEverywhere(ctx: AppContext, memberId: number): Promise<number> {
  const db = ctx.database.db;
  const seats = await db.select().from(pvpSeats).where(eq(pvpSeats.memberId, memberId));
  for (const seat of seats) {
    const running = ctx.pvp.loaded(seat.tableId);
    if (running) await running.leave({ memberId, requestId: `exclusion-${seat.stint}` });
    else {
      const table = await findTable(db, seat.tableId);
      if (table) await cashOut(db, { table, seatNo: seat.seatNo, now: ctx.now() });
    }
  }
  return seats.length;
}
