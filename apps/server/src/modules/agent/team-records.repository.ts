import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { DateRange } from '../../lib/paging.ts';
import type { AgentScope } from './agent-guard.ts';

const isoOf = (date: Date | null) => date?.toISOString() ?? null;

// ---- Team betting: the round log of the team ----

export type RoundFilter = {
  scope: AgentScope;
  memberId?: number;
  range: DateRange;
  category?: string;
  vendorCode?: string;
  status?: string;
};

export type TeamRoundRow = {
  id: string;
  round_ref: string;
  game_id: string;
  vendor_code: string;
  bet: string;
  win: string;
  valid_bet: string;
  status: 'OPEN' | 'SETTLED' | 'REFUNDED';
  created_at: Date | string;
  settled_at: Date | string | null;
  username: string;
  names: Record<string, string>;
  category: string;
};

function roundWhere(filter: RoundFilter): SQL {
  // Rounds are found through game_rounds_member_idx (member, time): the named member, or every team
  // member's id as one array, which keeps the planner on that index instead of scanning the whole
  // round log by time (it has no index on created_at alone).
  const conditions = [
    filter.memberId
      ? sql`r.member_id = ${filter.memberId}`
      : sql`r.member_id = any(array(select t.id from members t where t.ancestor_path like ${`${filter.scope.prefix}%`}))`,
  ];
  if (filter.range.from) conditions.push(sql`r.created_at >= ${isoOf(filter.range.from)}`);
  if (filter.range.until) conditions.push(sql`r.created_at < ${isoOf(filter.range.until)}`);
  if (filter.category) conditions.push(sql`g.category = ${filter.category}`);
  if (filter.vendorCode) conditions.push(sql`r.vendor_code = ${filter.vendorCode}`);
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  return sql.join(conditions, sql` and `);
}

const roundsFrom = sql`from game_rounds r join members m on m.id = r.member_id join games g on g.id = r.game_id`;

export async function findTeamRounds(
  db: Db,
  filter: RoundFilter,
  limit: number,
  offset: number,
): Promise<TeamRoundRow[]> {
  return queryRows<TeamRoundRow>(
    db,
    sql`
    select r.id::text, r.round_ref, r.game_id::text, r.vendor_code, r.bet::text, r.win::text, r.valid_bet::text, r.status, r.created_at, r.settled_at,
      m.username, g.names, g.category
    ${roundsFrom} where ${roundWhere(filter)}
    order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
}

/** Count of every round of the filter; sums of those that moved money (a refunded round did not). */
export async function sumTeamRounds(db: Db, filter: RoundFilter) {
  const [row] = await queryRows<{ count: number; rounds: number; bet: string; valid_bet: string; payout: string }>(
    db,
    sql`
    select count(*)::int as count, (count(*) filter (where r.status <> 'REFUNDED'))::int as rounds,
      coalesce(sum(r.bet) filter (where r.status <> 'REFUNDED'), 0)::text as bet,
      coalesce(sum(r.valid_bet) filter (where r.status <> 'REFUNDED'), 0)::text as valid_bet,
      coalesce(sum(r.win) filter (where r.status <> 'REFUNDED'), 0)::text as payout
    ${roundsFrom} where ${roundWhere(filter)}`,
  );
  return row;
}

// ---- Transaction details: ledger entries on the team's wallets ----

export type EntryFilter = { scope: AgentScope; memberId?: number; range: DateRange; typeCondition: SQL };

export type TeamEntryRow = {
  id: string;
  created_at: Date | string;
  kind: string;
  amount: string;
  balance_after: string;
  memo: string | null;
  order_no: string | null;
  transfer_id: string;
  username: string;
};

function entryWhere(filter: EntryFilter): SQL {
  const conditions = [
    sql`a.kind = 'MEMBER_WALLET'`,
    filter.memberId ? sql`a.member_id = ${filter.memberId}` : sql`m.ancestor_path like ${`${filter.scope.prefix}%`}`,
    filter.typeCondition,
  ];
  if (filter.range.from) conditions.push(sql`e.created_at >= ${isoOf(filter.range.from)}`);
  if (filter.range.until) conditions.push(sql`e.created_at < ${isoOf(filter.range.until)}`);
  return sql.join(conditions, sql` and `);
}

const entriesFrom = sql`
  from ledger_entries e join ledger_accounts a on a.id = e.account_id join members m on m.id = a.member_id
  join ledger_transfers t on t.id = e.transfer_id`;

export async function findTeamEntries(
  db: Db,
  filter: EntryFilter,
  limit: number,
  offset: number,
): Promise<TeamEntryRow[]> {
  return queryRows<TeamEntryRow>(
    db,
    sql`
    select e.id::text, e.created_at, t.kind, e.amount::text, e.balance_after::text, t.memo, t.metadata->>'orderNo' as order_no, t.id::text as transfer_id, m.username
    ${entriesFrom} where ${entryWhere(filter)}
    order by e.id desc limit ${limit} offset ${offset}`,
  );
}

export async function sumTeamEntries(db: Db, filter: EntryFilter) {
  const [row] = await queryRows<{ count: number; income: string; expense: string }>(
    db,
    sql`
    select count(*)::int as count,
      coalesce(sum(case when e.amount > 0 then e.amount end), 0)::text as income,
      coalesce(sum(case when e.amount < 0 then -e.amount end), 0)::text as expense
    ${entriesFrom} where ${entryWhere(filter)}`,
  );
  return row;
}
