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

/** A debit of an external catalogued game adds its stake to the round, opening it on the first one. */
export async function addVendorBet(
  tx: Tx,
  input: { memberId: number; gameId: number; vendorCode: string; roundRef: string; amount: bigint; at: Date },
): Promise<void> {
  await queryRows(
    tx,
    sql`
    insert into game_rounds (member_id, game_id, vendor_code, round_ref, bet, status, created_at)
    values (${input.memberId}, ${input.gameId}, ${input.vendorCode}, ${input.roundRef}, ${input.amount.toString()}::bigint, 'OPEN', ${input.at.toISOString()}::timestamptz)
    on conflict (vendor_code, round_ref) do update set bet = game_rounds.bet + excluded.bet, status = 'OPEN', settled_at = null
      where game_rounds.status in ('OPEN', 'REFUNDED') and game_rounds.member_id = excluded.member_id`,
  );
}

/** A credit that leaves the round open adds its win; the round is counted when it closes. */
export async function addVendorWin(
  tx: Tx,
  input: { memberId: number; vendorCode: string; roundRef: string; win: bigint },
): Promise<void> {
  await queryRows(
    tx,
    sql`
    update game_rounds r set win = r.win + ${input.win.toString()}::bigint
    from games g
    where g.id = r.game_id and g.engine_kind is null and r.vendor_code = ${input.vendorCode} and r.round_ref = ${input.roundRef}
      and r.member_id = ${input.memberId} and r.status = 'OPEN'`,
  );
}

/**
 * The round's close settles it, once (the wallet refuses every call of a closed round): the
 * closing credit's win added to the earlier ones, and the stake as valid bet.
 */
export async function settleVendorRound(
  tx: Tx,
  input: { memberId: number; vendorCode: string; roundRef: string; win: bigint; at: Date },
): Promise<void> {
  await queryRows(
    tx,
    sql`
    update game_rounds r set win = r.win + ${input.win.toString()}::bigint, status = 'SETTLED', valid_bet = r.bet,
      settled_at = ${input.at.toISOString()}::timestamptz
    from games g
    where g.id = r.game_id and g.engine_kind is null and r.vendor_code = ${input.vendorCode} and r.round_ref = ${input.roundRef}
      and r.member_id = ${input.memberId} and r.status = 'OPEN'`,
  );
}

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
