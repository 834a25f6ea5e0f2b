import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Member } from '../../bench/lottery-bench-members.ts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';

/* What the sportsbook's exactly-once test checks after each settlement (sportsbook-exactly-once.slow.test.ts). */

export const VENDOR = 'HOUSE_SPORTS';
export const OPENING = 1_000_000n; // 10,000.00

/**
 * Every bet with a leg on the events settled once: its round CLOSED by exactly one credit paying its payout (one
 * GAME_CREDIT transfer when it pays anything), its log row SETTLED with that win, and no bet left OPEN.
 */
export async function expectBetsSettledOnce(db: Db, eventIds: string[], expectedBets: number): Promise<void> {
  const ids = `{${eventIds.join(',')}}`;
  const rows = await queryRows<{
    id: string;
    status: string;
    payout: string;
    stake: string;
    round_status: string | null;
    round_stake: string | null;
    round_win: string | null;
    round_credits: number | null;
    credit_calls: number;
    credit_transfers: number;
    credited: string;
    log_status: string | null;
  }>(
    db,
    sql`
    with bets as (
      select distinct b.* from sport_bets b join sport_bet_legs l on l.bet_id = b.id where l.event_id = any(${ids}::text[])
    ), credit_calls as (
      select round_id, count(*)::int as n from seamless_transactions where vendor_code = ${VENDOR} and kind = 'CREDIT' group by 1
    ), credit_transfers as (
      select metadata->>'roundId' as round_id, count(*)::int as n, sum(amount) as total from ledger_transfers
      where kind = 'GAME_CREDIT' and metadata->>'vendorCode' = ${VENDOR} group by 1
    )
    select b.id::text, b.status, b.payout::text, b.stake::text,
      r.status as round_status, r.stake::text as round_stake, r.win::text as round_win, r.credits as round_credits,
      coalesce(cc.n, 0) as credit_calls, coalesce(ct.n, 0) as credit_transfers, coalesce(ct.total, 0)::text as credited,
      g.status as log_status
    from bets b
    left join seamless_rounds r on r.vendor_code = ${VENDOR} and r.member_id = b.member_id and r.round_id = b.round_id
    left join credit_calls cc on cc.round_id = b.round_id
    left join credit_transfers ct on ct.round_id = b.round_id
    left join game_rounds g on g.vendor_code = ${VENDOR} and g.round_ref = b.round_id`,
  );
  expect(rows).toHaveLength(expectedBets);
  const wrong = rows.filter((row) => {
    const paid = BigInt(row.payout);
    return (
      row.status === 'OPEN' ||
      row.round_status !== 'CLOSED' ||
      row.round_credits !== 1 ||
      row.credit_calls !== 1 ||
      BigInt(row.round_win ?? -1) !== paid ||
      BigInt(row.round_stake ?? -1) !== BigInt(row.stake) ||
      BigInt(row.credited) !== paid ||
      row.credit_transfers !== (paid > 0n ? 1 : 0) ||
      row.log_status !== 'SETTLED'
    );
  });
  expect(wrong).toEqual([]);
}

/** Every member's wallet: the opening balance, less every stake, plus every payout. */
export async function expectBalancesRight(db: Db, bettors: Member[]): Promise<void> {
  const rows = await queryRows<{ member_id: string; balance: string; expected: string }>(
    db,
    sql`
    select a.member_id::text, a.balance::text, (${OPENING.toString()}::bigint - coalesce(sum(b.stake), 0) + coalesce(sum(b.payout), 0))::text as expected
    from ledger_accounts a left join sport_bets b on b.member_id = a.member_id
    where a.kind = 'MEMBER_WALLET' and a.member_id = any(${`{${bettors.map((member) => member.memberId).join(',')}}`}::bigint[])
    group by a.member_id, a.balance`,
  );
  expect(rows).toHaveLength(bettors.length);
  expect(rows.filter((row) => row.balance !== row.expected)).toEqual([]);
  await expectLedgerSound(db);
}
