import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { AgentScope } from './agent-guard.ts';
import type { DayRange } from './report-range.ts';

export type StatementRow = {
  member_id: string;
  username: string;
  type: number;
  ancestor_path: string;
  deposits: string;
  withdrawals: string;
  bet: string;
  payout: string;
  bonuses: string;
  rebates: string;
  contract_payouts: string;
  commission: string;
};

const CONTRACT_KINDS = sql`('COMMISSION_DIVIDEND', 'COMMISSION_DAILY_WAGE', 'COMMISSION_HOURLY', 'COMMISSION_REALTIME')`;

/*
 * One row per team account with any figure in the range. Deposits count when approved, withdrawals when paid (as
 * the overview counts them); bets and payouts come from the settled-round roll-up by UTC day. The rest are signed
 * ledger entries on the account's wallet: a rebate is a promotion bonus of a REBATE promotion, commission is the
 * referral reward (BONUS_REFERRAL), bonuses are every other BONUS_* kind (a forfeit counts negative), contract
 * payouts are the COMMISSION_<kind> transfers of salary and dividend contracts — received positive, paid to the
 * account's own downline negative, so within the team they cancel and the team total is what came from outside.
 */
export async function readStatementRows(
  db: Db,
  input: { scope: AgentScope; range: DayRange; currency: string },
): Promise<StatementRow[]> {
  const { scope, range, currency } = input;
  const start = range.start.toISOString();
  const until = range.until.toISOString();
  return queryRows<StatementRow>(
    db,
    sql`
    with team as (select id, username, type, ancestor_path from members where ancestor_path like ${`${scope.prefix}%`}),
    dep as (
      select member_id, sum(amount) as amount from deposits
      where member_id in (select id from team) and status = 'SUCCESS' and completed_at >= ${start} and completed_at < ${until}
      group by 1),
    wd as (
      select member_id, sum(amount) as amount from withdrawals
      where member_id in (select id from team) and status in ('PAID', 'COMPLETED', 'DISPUTED', 'RESOLVED')
        and paid_at >= ${start} and paid_at < ${until}
      group by 1),
    play as (
      select member_id, sum(bet) as bet, sum(payout) as payout from member_bet_days
      where member_id in (select id from team) and day >= ${range.fromDay} and day <= ${range.toDay}
      group by 1),
    flows as (
      select a.member_id,
        sum(e.amount) filter (where t.kind like 'BONUS\\_%' and t.kind <> 'BONUS_REFERRAL' and p.id is null) as bonuses,
        sum(e.amount) filter (where p.id is not null) as rebates,
        sum(e.amount) filter (where t.kind in ${CONTRACT_KINDS}) as contract_payouts,
        sum(e.amount) filter (where t.kind = 'BONUS_REFERRAL') as commission
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.kind = 'MEMBER_WALLET' and a.currency = ${currency}
      join ledger_transfers t on t.id = e.transfer_id
      left join promotions p on t.kind = 'BONUS_PROMOTION' and p.kind = 'REBATE'
        and p.id::text = t.metadata->>'promotionId'
      where a.member_id in (select id from team) and e.created_at >= ${start} and e.created_at < ${until}
        and (t.kind like 'BONUS\\_%' or t.kind in ${CONTRACT_KINDS})
      group by 1)
    select m.id::text as member_id, m.username, m.type, m.ancestor_path,
      coalesce(dep.amount, 0)::text as deposits, coalesce(wd.amount, 0)::text as withdrawals,
      coalesce(play.bet, 0)::text as bet, coalesce(play.payout, 0)::text as payout,
      coalesce(f.bonuses, 0)::text as bonuses, coalesce(f.rebates, 0)::text as rebates,
      coalesce(f.contract_payouts, 0)::text as contract_payouts, coalesce(f.commission, 0)::text as commission
    from team m
    left join dep on dep.member_id = m.id left join wd on wd.member_id = m.id
    left join play on play.member_id = m.id left join flows f on f.member_id = m.id
    where dep.member_id is not null or wd.member_id is not null or play.member_id is not null or f.member_id is not null
    order by m.username`,
  );
}
