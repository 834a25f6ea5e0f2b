import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Sums of settled rounds for one group, minor units as text. */
export type RoundSums = { key: string; label: string; rounds: number; bet: string; valid_bet: string; payout: string };
export type DayRange = { from: string; to: string };

/** The most games one report lists (the busiest by stake); a narrower range or a vendor report shows the rest. */
export const GAME_ROWS_SHOWN = 500;

const sums = sql`sum(rounds)::int as rounds, sum(bet)::text as bet, sum(valid_bet)::text as valid_bet, sum(payout)::text as payout`;

/** Per day from the live roll-up (member_bet_days), with the members who played that day. */
export async function sumRoundsByDay(db: Db, range: DayRange) {
  return queryRows<RoundSums & { players: number }>(
    db,
    sql`select day::text as key, day::text as label, ${sums}, count(*)::int as players
      from member_bet_days where day between ${range.from}::date and ${range.to}::date group by day order by day`,
  );
}

/** Per game attribute (category, vendor, or the game itself) from the games roll-up. */
async function sumRoundsByGame(db: Db, range: DayRange, group: { key: SQL; label: SQL; limit?: number }) {
  return queryRows<RoundSums>(
    db,
    sql`select ${group.key} as key, ${group.label} as label, ${sums}
      from report_game_days d join games g on g.id = d.game_id
      where d.day between ${range.from}::date and ${range.to}::date
      group by 1, 2 order by sum(bet) desc, 1 ${group.limit ? sql`limit ${group.limit}` : sql``}`,
  );
}

export const sumRoundsByProduct = (db: Db, range: DayRange) =>
  sumRoundsByGame(db, range, { key: sql`g.category`, label: sql`g.category` });

export const sumRoundsByVendor = (db: Db, range: DayRange) =>
  sumRoundsByGame(db, range, { key: sql`g.vendor_code`, label: sql`g.vendor_code` });

/** Per game, named in `language` (English, then the game code, when the catalogue lacks it). */
export const sumRoundsByGameId = (db: Db, range: DayRange, language: string) =>
  sumRoundsByGame(db, range, {
    key: sql`g.id::text`,
    label: sql`coalesce(g.names->>${language}, g.names->>'EN', g.game_code) || ' · ' || g.vendor_code`,
    limit: GAME_ROWS_SHOWN,
  });

/** The agents directly under `parentId`, or the top-level agents (no upline) when it is null. */
async function listAgents(db: Db, parentId: number | null) {
  return queryRows<{ id: string; username: string }>(
    db,
    sql`select id::text, username from members
      where type in (1, 2, 41, 42) and ${parentId === null ? sql`upline_id is null` : sql`upline_id = ${parentId}`}
      order by username`,
  );
}

/** Per agent: its whole team's rounds (team_bet_days) and the bonus its team members received. */
export async function sumRoundsByAgent(db: Db, range: DayRange, parentId: number | null) {
  const agents = await listAgents(db, parentId);
  if (agents.length === 0) return [];
  const ids = sql.join(
    agents.map((agent) => sql`${Number(agent.id)}`),
    sql`, `,
  );
  const [teams, bonuses] = await Promise.all([
    queryRows<Omit<RoundSums, 'label'>>(
      db,
      sql`select agent_id::text as key, ${sums} from team_bet_days
        where agent_id in (${ids}) and day between ${range.from}::date and ${range.to}::date group by agent_id`,
    ),
    queryRows<{ key: string; bonus: string }>(
      db,
      sql`select a.id::text as key, sum(b.bonus)::text as bonus
        from members a
        join members m on m.ancestor_path like a.ancestor_path || a.id || '/%'
        join report_member_bonus_days b on b.member_id = m.id and b.day between ${range.from}::date and ${range.to}::date
        where a.id in (${ids}) group by a.id`,
    ),
  ]);
  const byAgent = new Map(teams.map((row) => [row.key, row]));
  const bonusOf = new Map(bonuses.map((row) => [row.key, row.bonus]));
  return agents.map((agent) => {
    const team = byAgent.get(agent.id);
    return {
      key: agent.id,
      label: agent.username,
      rounds: team?.rounds ?? 0,
      bet: team?.bet ?? '0',
      valid_bet: team?.valid_bet ?? '0',
      payout: team?.payout ?? '0',
      bonus: bonusOf.get(agent.id) ?? '0',
    };
  });
}
