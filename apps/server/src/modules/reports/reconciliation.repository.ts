import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Every account kind's flows of the day by transfer kind (house shards folded together), from the ledger roll-up. */
export async function readLedgerFlows(db: Db, day: string) {
  return queryRows<{ account: string; kind: string; inflow: string; outflow: string; transfers: number }>(
    db,
    sql`select account_kind as account, transfer_kind as kind, inflow::text, outflow::text, transfers
      from report_ledger_days where day = ${day}::date order by account_kind, transfer_kind`,
  );
}

/**
 * What the domain records say moved on the day, each beside the ledger's own figure for it:
 * deposits credited (deposits.completed_at) against the deposit transfers out of HOUSE_DEPOSITS; withdrawals whose
 * hold was posted that day (the transfer's own day) less what was refunded that day, against HOUSE_WITHDRAWALS' net
 * inflow; the day's settled rounds (member_bet_days: bet − payout) against HOUSE_GAMES' net inflow, which also
 * holds stakes of rounds still open.
 */
export async function readRecordTotals(db: Db, range: { day: string; start: Date; end: Date }) {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ deposits: string; withdrawals: string; refunds: string; games: string }>(
    db,
    sql`select
      (select coalesce(sum(amount), 0) from deposits
        where status = 'SUCCESS' and completed_at >= ${start} and completed_at < ${end})::text as deposits,
      (select coalesce(sum(w.amount), 0) from withdrawals w join ledger_transfers t on t.id = w.transfer_id
        where t.created_at >= ${start} and t.created_at < ${end})::text as withdrawals,
      (select coalesce(sum(w.refund_amount), 0) from withdrawals w join ledger_transfers t on t.id = w.refund_transfer_id
        where t.created_at >= ${start} and t.created_at < ${end})::text as refunds,
      (select coalesce(sum(bet - payout), 0) from member_bet_days where day = ${range.day}::date)::text as games`,
  );
  return row!;
}
