import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Member } from '../../bench/lottery-bench-members.ts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';

/*
 * The exactly-once lottery test's placement mix and what it checks after each settlement
 * (lottery-exactly-once.slow.test.ts).
 */

export const VENDOR = 'HOUSE_ELOTT';
export const OPENING = 1_000_000n; // 10,000.00

/** Concurrent placing clients. */
export const LANES = 4;
const SIDE_BETS = [
  'SUM_BIG',
  'SUM_SMALL',
  'SUM_ODD',
  'SUM_EVEN',
  'UPPER',
  'LOWER',
  'HALF_TIE',
  'MORE_ODD',
  'MORE_EVEN',
  'ODD_EVEN_TIE',
];

/**
 * The placement mix of one of LANES concurrent clients: Keno picks of 1–6 numbers from the lane's own 20 and the
 * lane's own side bets, so the clients never wait for each other's exposure keys (a draw's key is locked by
 * every slip that touches it until the slip commits).
 */
export function laneSelection(lane: number) {
  const unitStake = `${1 + Math.floor(Math.random() * 5)}.00`;
  const sides = SIDE_BETS.filter((_, index) => index % LANES === lane);
  if (Math.random() < 0.4) return { betType: sides[Math.floor(Math.random() * sides.length)]!, picks: [], unitStake };
  // Distinct spots of the lane's 20 numbers: a shuffle and a cut, no draw-until-distinct loop.
  const laneNumbers = Array.from({ length: 20 }, (_, index) => 1 + lane * 20 + index).sort(() => Math.random() - 0.5);
  const numbers = laneNumbers.slice(0, 1 + Math.floor(Math.random() * 6));
  return { betType: 'PICK', picks: [numbers.map(String)], unitStake };
}

/** Every bet of the draw settled once, each member's round closed by one credit that pays what its bets won. */
export async function expectSettledOnce(
  db: Db,
  drawId: number,
  expectedBets: number,
  expectedMembers: number,
): Promise<void> {
  const [draw] = await queryRows<{ status: string }>(db, sql`select status from lottery_draws where id = ${drawId}`);
  expect(draw?.status).toBe('SETTLED');
  const statuses = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from lottery_bets where draw_id = ${drawId} group by status`,
  );
  expect(statuses.find((row) => row.status === 'OPEN')).toBeUndefined();
  expect(statuses.every((row) => ['WON', 'LOST', 'REFUNDED'].includes(row.status))).toBe(true);
  expect(statuses.reduce((sum, row) => sum + row.n, 0)).toBe(expectedBets);
  const pattern = `D${drawId}M%`;
  // Per member: what the bets paid (refunds give the stake back inside the closing credit), what the wallet's
  // round, its log row and the ledger paid, and how many credits.
  const members = await queryRows<{
    member_id: string;
    paid: string;
    stake: string;
    round_status: string | null;
    round_stake: string | null;
    round_win: string | null;
    round_credits: number | null;
    credit_calls: number;
    credit_transfers: number;
    credited: string;
    log_status: string | null;
    log_win: string | null;
  }>(
    db,
    sql`
    with credit_transfers as (
      select metadata->>'roundId' as round_id, count(*)::int as n, sum(amount) as total from ledger_transfers
      where kind = 'GAME_CREDIT' and metadata->>'vendorCode' = ${VENDOR} and metadata->>'roundId' like ${pattern} group by 1
    ), credit_calls as (
      select member_id, round_id, count(*)::int as n from seamless_transactions where vendor_code = ${VENDOR} and kind = 'CREDIT' and round_id like ${pattern} group by 1, 2
    ), bets as (
      select member_id, sum(payout) as paid, sum(stake) as stake from lottery_bets where draw_id = ${drawId} group by member_id
    )
    select b.member_id::text, b.paid::text, b.stake::text,
      r.status as round_status, r.stake::text as round_stake, r.win::text as round_win, r.credits as round_credits,
      coalesce(cc.n, 0) as credit_calls, coalesce(ct.n, 0) as credit_transfers, coalesce(ct.total, 0)::text as credited,
      g.status as log_status, g.win::text as log_win
    from bets b
    left join seamless_rounds r on r.vendor_code = ${VENDOR} and r.member_id = b.member_id and r.round_id = 'D' || ${drawId}::bigint || 'M' || b.member_id
    left join credit_calls cc on cc.member_id = b.member_id and cc.round_id = r.round_id
    left join credit_transfers ct on ct.round_id = r.round_id
    left join game_rounds g on g.vendor_code = ${VENDOR} and g.round_ref = r.round_id`,
  );
  expect(members).toHaveLength(expectedMembers);
  const wrong = members.filter((row) => {
    const paid = BigInt(row.paid);
    return (
      row.round_status !== 'CLOSED' ||
      row.round_credits !== 1 ||
      row.credit_calls !== 1 ||
      BigInt(row.round_win ?? -1) !== paid ||
      BigInt(row.round_stake ?? -1) !== BigInt(row.stake) ||
      BigInt(row.credited) !== paid ||
      row.credit_transfers !== (paid > 0n ? 1 : 0) ||
      row.log_status !== 'SETTLED' ||
      BigInt(row.log_win ?? -1) !== paid
    );
  });
  expect(wrong).toEqual([]);
  // The draw's totals: payouts of the bets = GAME_CREDIT transfers of the vendor's rounds of the draw; one credit per round.
  const [totals] = await queryRows<{ paid: string; credited: string; credits: number; duplicates: number }>(
    db,
    sql`
    select (select coalesce(sum(payout), 0)::text from lottery_bets where draw_id = ${drawId}) as paid,
      (select coalesce(sum(amount), 0)::text from ledger_transfers where kind = 'GAME_CREDIT' and metadata->>'vendorCode' = ${VENDOR} and metadata->>'roundId' like ${pattern}) as credited,
      (select count(*)::int from seamless_transactions where vendor_code = ${VENDOR} and kind = 'CREDIT' and round_id like ${pattern}) as credits,
      (select count(*)::int from (select round_id from seamless_transactions where vendor_code = ${VENDOR} and kind = 'CREDIT' and round_id like ${pattern}
        group by member_id, round_id having count(*) > 1) d) as duplicates`,
  );
  expect(totals!.credited).toBe(totals!.paid);
  expect(totals!.duplicates).toBe(0);
  expect(totals!.credits).toBe(expectedMembers);
}

/** Every member's wallet: the opening balance, less every stake, plus every payout (refunds pay the stake back). */
export async function expectBalancesRight(db: Db, bettors: Member[]): Promise<void> {
  const rows = await queryRows<{ member_id: string; balance: string; expected: string }>(
    db,
    sql`
    select a.member_id::text, a.balance::text, (${OPENING.toString()}::bigint - coalesce(sum(b.stake), 0) + coalesce(sum(b.payout), 0))::text as expected
    from ledger_accounts a left join lottery_bets b on b.member_id = a.member_id
    where a.kind = 'MEMBER_WALLET' and a.member_id = any(${`{${bettors.map((member) => member.memberId).join(',')}}`}::bigint[])
    group by a.member_id, a.balance`,
  );
  expect(rows).toHaveLength(bettors.length);
  expect(rows.filter((row) => row.balance !== row.expected)).toEqual([]);
  await expectLedgerSound(db);
}
