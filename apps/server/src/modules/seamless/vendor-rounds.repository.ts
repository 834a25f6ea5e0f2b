import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/*
 * External vendors' rounds in game_rounds, beside the house's, so their bets count wherever
 * valid bet counts: turnover, missions, points, VIP, rebates, betting records, agent reports and
 * contracts (the settlement trigger rolls them up like any round). The in-house provider logs its
 * own rounds: debits of house games are not passed here, and settling and refunding touch only
 * rounds of games without an engine. A game the catalogue does not know leaves no round.
 */

/*
 * The row follows the wallet's round (seamless_rounds): OPEN while it is open, SETTLED once when it
 * closes (the roll-up trigger counts it then, with its total win), REFUNDED while every stake of the
 * open round is rolled back — a new bet of that round opens it again, as the round itself is still open.
 */

/** A rollback takes its stake back out of the open round; a round left with no stake is refunded. */
export async function refundVendorBet(
  tx: Tx,
  input: { memberId: number; vendorCode: string; roundRef: string; amount: bigint; at: Date },
): Promise<void> {
  await queryRows(
    tx,
    sql`
    update game_rounds r set bet = r.bet - ${input.amount.toString()}::bigint,
      status = case when r.bet - ${input.amount.toString()}::bigint <= 0 then 'REFUNDED' else r.status end,
      settled_at = case when r.bet - ${input.amount.toString()}::bigint <= 0 then ${input.at.toISOString()}::timestamptz else r.settled_at end
    from games g
    where g.id = r.game_id and g.engine_kind is null and r.vendor_code = ${input.vendorCode} and r.round_ref = ${input.roundRef}
      and r.member_id = ${input.memberId} and r.status = 'OPEN'`,
  );
}
