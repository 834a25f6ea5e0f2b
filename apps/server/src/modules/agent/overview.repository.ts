import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { AgentScope } from './agent-guard.ts';
import type { DayRange } from './report-range.ts';

/*
 * The overview's figures, each one statement over the team selected by the ancestor-path prefix
 * (an index range scan on members_ancestor_path_idx) or by the agent's own roll-up rows. Bets
 * come from the roll-ups kept by the settlement trigger, never from the round log. Sums travel as
 * text: bigint minor units.
 */

const team = (scope: AgentScope) => sql`m.ancestor_path like ${`${scope.prefix}%`}`;
const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

export type TeamCounts = { all: number; direct: number; newMembers: number };

export async function countTeam(db: Db, scope: AgentScope, range: DayRange): Promise<TeamCounts> {
  const [row] = await queryRows<{ all: number; direct: number; new_members: number }>(
    db,
    sql`
    select count(*)::int as all, (count(*) filter (where m.upline_id = ${scope.agent.id}))::int as direct,
      (count(*) filter (where m.created_at >= ${range.start.toISOString()} and m.created_at < ${range.until.toISOString()}))::int as new_members
    from members m where ${team(scope)}`,
  );
  return { all: row.all, direct: row.direct, newMembers: row.new_members };
}

export async function countNewMembersByDay(db: Db, scope: AgentScope, range: DayRange) {
  return queryRows<{ day: string; count: number }>(
    db,
    sql`
    select ${utcDay('m.created_at')} as day, count(*)::int as count
    from members m
    where ${team(scope)} and m.created_at >= ${range.start.toISOString()} and m.created_at < ${range.until.toISOString()}
    group by 1`,
  );
}

export type BetDayRow = { day: string; active: number; rounds: number; bet: string; valid_bet: string; payout: string };

/** The team's bets per day from the per-agent roll-up (team_bet_days): one row per day, whatever the team's size. */
export async function sumTeamBetsByDay(db: Db, scope: AgentScope, range: DayRange): Promise<BetDayRow[]> {
  return queryRows<BetDayRow>(
    db,
    sql`
    select t.day::text as day, t.active_members as active, t.rounds, t.bet::text as bet, t.valid_bet::text as valid_bet, t.payout::text as payout
    from team_bet_days t
    where t.agent_id = ${scope.agent.id} and t.day >= ${range.fromDay}::date and t.day <= ${range.toDay}::date`,
  );
}

/**
 * Distinct members with a settled round over several days: day counts do not add up (one member
 * active on two days is one active member). Asked per team member as an EXISTS probe of the
 * (member_id, day) key, which stops at the first day found, so the cost follows the team's size
 * rather than the number of its day rows (a month of a 10,000-account team is ~300,000 rows).
 */
export async function countActiveMembers(db: Db, scope: AgentScope, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    select count(*)::int as count
    from members m
    where ${team(scope)}
      and exists (select 1 from member_bet_days d where d.member_id = m.id and d.day >= ${range.fromDay}::date and d.day <= ${range.toDay}::date)`,
  );
  return row.count;
}

export type MoneyDayRow = { day: string; amount: string; count: number };

/** Approved deposits, by the UTC day they were credited. */
export async function sumTeamDepositsByDay(db: Db, scope: AgentScope, range: DayRange): Promise<MoneyDayRow[]> {
  return queryRows<MoneyDayRow>(
    db,
    sql`
    select ${utcDay('x.completed_at')} as day, sum(x.amount)::text as amount, count(*)::int as count
    from deposits x join members m on m.id = x.member_id
    where ${team(scope)} and x.status = 'SUCCESS' and x.completed_at >= ${range.start.toISOString()} and x.completed_at < ${range.until.toISOString()}
    group by 1`,
  );
}

/** Withdrawals paid out (PAID and every state after it), by the UTC day of the payout. */
export async function sumTeamWithdrawalsByDay(db: Db, scope: AgentScope, range: DayRange): Promise<MoneyDayRow[]> {
  return queryRows<MoneyDayRow>(
    db,
    sql`
    select ${utcDay('w.paid_at')} as day, sum(w.amount)::text as amount, count(*)::int as count
    from withdrawals w join members m on m.id = w.member_id
    where ${team(scope)} and w.status in ('PAID', 'COMPLETED', 'DISPUTED', 'RESOLVED')
      and w.paid_at >= ${range.start.toISOString()} and w.paid_at < ${range.until.toISOString()}
    group by 1`,
  );
}
