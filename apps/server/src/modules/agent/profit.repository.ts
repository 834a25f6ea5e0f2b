import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { AgentScope } from './agent-guard.ts';
import type { DayRange } from './report-range.ts';

export type ProfitSort = 'username' | 'rounds' | 'bet' | 'validBet' | 'payout' | 'winLoss';

export type ProfitFilter = {
  scope: AgentScope;
  range: DayRange;
  /** DIRECT: one row per direct downline with its whole team; ALL: one row per account. */
  isDirect: boolean;
  /** Only this downline account (with DIRECT: a direct downline and its whole team). */
  member?: { id: number };
  sort: ProfitSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export type ProfitRow = {
  member_id: string;
  username: string;
  type: number;
  ancestor_path: string;
  team_members: number;
  rounds: number;
  bet: string;
  valid_bet: string;
  payout: string;
};
export type ProfitTotals = { count: number; rounds: number; bet: string; valid_bet: string; payout: string };

const SORT_COLUMNS: Record<ProfitSort, string> = {
  username: 'm.username',
  rounds: 'g.rounds',
  bet: 'g.bet',
  validBet: 'g.valid_bet',
  payout: 'g.payout',
  winLoss: '(g.payout - g.bet)',
};

const inRange = (column: string, range: DayRange): SQL =>
  sql`${sql.raw(column)} >= ${range.fromDay}::date and ${sql.raw(column)} <= ${range.toDay}::date`;

/**
 * Per account of every level: each team member's days summed by a range scan of the covering
 * (member_id, day) index (migration 0009), so the cost follows the team's size and the days, with
 * no hash of all the team's day rows; accounts without a day row in the range have no row.
 */
function perMemberRows(filter: ProfitFilter): SQL {
  const who = filter.member ? sql`m.id = ${filter.member.id}` : sql`m.ancestor_path like ${`${filter.scope.prefix}%`}`;
  return sql`
    select m.id as group_id, 1 as team_members, s.rounds, s.bet, s.valid_bet, s.payout
    from members m cross join lateral (
      select sum(d.rounds)::bigint as rounds, sum(d.bet) as bet, sum(d.valid_bet) as valid_bet, sum(d.payout) as payout
      from member_bet_days d where d.member_id = m.id and ${inRange('d.day', filter.range)}
    ) s
    where ${who} and s.rounds is not null`;
}

/**
 * Per direct downline with its whole team: its own day rows plus the per-agent team roll-up
 * (team_bet_days) of everyone below it, so the cost follows the number of direct downlines and
 * days, not the size of the team. team_members is the size of that team, the account included.
 */
function perDirectRows(filter: ProfitFilter): SQL {
  const direct = filter.member
    ? sql`m.upline_id = ${filter.scope.agent.id} and m.id = ${filter.member.id}`
    : sql`m.upline_id = ${filter.scope.agent.id}`;
  // The direct downline a team member sits under: the first id of its path after the caller's prefix (its own id when direct).
  const directOf = sql`coalesce(nullif(split_part(substr(m.ancestor_path, ${filter.scope.prefix.length + 1}::int), '/', 1), '')::bigint, m.id)`;
  return sql`
    select u.group_id, max(s.size)::int as team_members, sum(u.rounds)::bigint as rounds, sum(u.bet) as bet, sum(u.valid_bet) as valid_bet, sum(u.payout) as payout
    from (
      select d.member_id as group_id, d.rounds, d.bet, d.valid_bet, d.payout
      from member_bet_days d join members m on m.id = d.member_id where ${direct} and ${inRange('d.day', filter.range)}
      union all
      select t.agent_id, t.rounds, t.bet, t.valid_bet, t.payout
      from team_bet_days t join members m on m.id = t.agent_id where ${direct} and ${inRange('t.day', filter.range)}
    ) u
    join (select ${directOf} as group_id, count(*) as size from members m where m.ancestor_path like ${`${filter.scope.prefix}%`} group by 1) s on s.group_id = u.group_id
    group by u.group_id`;
}

const groupedRows = (filter: ProfitFilter): SQL => (filter.isDirect ? perDirectRows(filter) : perMemberRows(filter));

/** One page of groups with the totals of every group, in one statement (window sums run before the limit). */
export async function findProfitPage(
  db: Db,
  filter: ProfitFilter,
): Promise<{ rows: ProfitRow[]; totals: ProfitTotals | null }> {
  const order = sql.raw(`${SORT_COLUMNS[filter.sort]} ${filter.order}, g.group_id ${filter.order}`);
  const rows = await queryRows<
    ProfitRow & {
      total_count: number;
      total_rounds: string;
      total_bet: string;
      total_valid_bet: string;
      total_payout: string;
    }
  >(
    db,
    sql`
    with g as (${groupedRows(filter)})
    select g.group_id::text as member_id, m.username, m.type, m.ancestor_path, g.team_members, g.rounds::int as rounds,
      g.bet::text as bet, g.valid_bet::text as valid_bet, g.payout::text as payout,
      (count(*) over ())::int as total_count, (sum(g.rounds) over ())::text as total_rounds, (sum(g.bet) over ())::text as total_bet,
      (sum(g.valid_bet) over ())::text as total_valid_bet, (sum(g.payout) over ())::text as total_payout
    from g join members m on m.id = g.group_id
    order by ${order}
    limit ${filter.limit} offset ${filter.offset}`,
  );
  const first = rows[0];
  const totals = first
    ? {
        count: first.total_count,
        rounds: Number(first.total_rounds),
        bet: first.total_bet,
        valid_bet: first.total_valid_bet,
        payout: first.total_payout,
      }
    : null;
  return { rows, totals };
}

/** The totals alone, for a page past the end (where the page query has no row to carry them). */
export async function sumProfitTotals(db: Db, filter: ProfitFilter): Promise<ProfitTotals> {
  const [row] = await queryRows<{ count: number; rounds: string; bet: string; valid_bet: string; payout: string }>(
    db,
    sql`
    with g as (${groupedRows(filter)})
    select count(*)::int as count, coalesce(sum(g.rounds), 0)::text as rounds, coalesce(sum(g.bet), 0)::text as bet,
      coalesce(sum(g.valid_bet), 0)::text as valid_bet, coalesce(sum(g.payout), 0)::text as payout
    from g`,
  );
  return { ...row, rounds: Number(row.rounds) };
}
