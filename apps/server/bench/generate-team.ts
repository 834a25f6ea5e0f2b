/**
 * Fills a database with a benchmark team: one top agent, 100 sub-agents under it and 99 accounts under
 * each sub-agent (10,000 downline accounts; the lower level are type-2 agents too, so that every one of
 * them can hold a contract for the settlement benchmark), and settled rounds spread over the last 30 days across
 * the whole team (1,000,000 by default). The roll-up trigger of migration 0006 fills member_bet_days
 * and member_bet_hours as the rounds go in, exactly as live play would. Measurement data, not the
 * demo seed; run it on a database made for the benchmark after the demo seed (it needs games):
 *
 *   node --import tsx apps/server/bench/generate-team.ts <postgres url> [rounds=1000000]
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/db/client.ts';

export const BENCH_AGENT = 'benchagent';
const SUB_AGENTS = 100;
const MEMBERS_PER_SUB_AGENT = 99;
const DAYS = 30;
/** Rounds per insert statement: big enough to be quick, small enough to keep transactions short. */
const ROUND_BATCH = 100_000;

type TeamIds = { agentId: number; memberIds: { first: number; last: number } };

async function createTeam(db: Db): Promise<TeamIds> {
  const code = (prefix: string) => sql`upper(substr(md5(${prefix} || random()::text), 1, 10))`;
  const [agent] = await queryRows<{ id: string }>(
    db,
    sql`
    insert into members (username, type, ancestor_path, referral_code) values (${BENCH_AGENT}, 1, '/', ${code('a')})
    on conflict do nothing returning id`,
  );
  if (!agent) throw new Error(`${BENCH_AGENT} already exists: generate into a fresh database`);
  const agentId = Number(agent.id);
  await db.execute(sql`
    insert into members (username, type, upline_id, ancestor_path, referral_code, created_at, last_login_at)
    select 'benchsub' || n, 2, ${agentId}, ${`/${agentId}/`}, ${code('s')}, now() - (n % 60) * interval '1 day', now() - (n % 5) * interval '1 hour'
    from generate_series(1, ${SUB_AGENTS}::int) as n`);
  const [inserted] = await queryRows<{ first: string; last: string }>(
    db,
    sql`
    with subs as (select id, ancestor_path, row_number() over (order by id) as k from members where upline_id = ${agentId}),
    added as (
      insert into members (username, type, upline_id, ancestor_path, referral_code, created_at, last_login_at)
      select 'benchm' || subs.k || '_' || n, 2, subs.id, subs.ancestor_path || subs.id || '/', ${code('m')},
             now() - ((subs.k + n) % 45) * interval '1 day', now() - ((subs.k * n) % 72) * interval '1 hour'
      from subs cross join generate_series(1, ${MEMBERS_PER_SUB_AGENT}::int) as n
      returning id)
    select min(id) as first, max(id) as last from added`,
  );
  return { agentId, memberIds: { first: Number(inserted.first), last: Number(inserted.last) } };
}

/** Settled rounds with a bet of 1.00–50.00 and a payout that returns about 96% on average. */
async function insertRounds(db: Db, team: TeamIds, count: number): Promise<void> {
  const span = team.memberIds.last - team.memberIds.first + 1;
  for (let start = 0; start < count; start += ROUND_BATCH) {
    const size = Math.min(ROUND_BATCH, count - start);
    await db.execute(sql`
      with picked as (
        select n, ${team.memberIds.first}::bigint + floor(random() * ${span}::int)::bigint as member_id,
               (100 + floor(random() * 4900))::bigint as bet,
               now() - random() * interval '${sql.raw(String(DAYS))} days' as settled_at,
               random() as luck
        from generate_series(${start + 1}::int, ${start + size}::int) as n),
      catalogue as (select array_agg(id) as ids, array_agg(vendor_code) as vendors from games where status = 'ACTIVE')
      insert into game_rounds (member_id, game_id, vendor_code, round_ref, bet, win, valid_bet, status, created_at, settled_at)
      select p.member_id, c.ids[1 + p.n % cardinality(c.ids)], c.vendors[1 + p.n % cardinality(c.vendors)], 'bench-' || p.n, p.bet,
             case when p.luck < 0.48 then p.bet * 2 else 0 end, p.bet, 'SETTLED', p.settled_at - interval '2 seconds', p.settled_at
      from picked p cross join catalogue c`);
  }
  await db.execute(sql`analyze members; analyze game_rounds; analyze member_bet_days; analyze member_bet_hours`);
}

export async function generateTeam(databaseUrl: string, rounds: number): Promise<TeamIds> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const team = await createTeam(database.db);
    await insertRounds(database.db, team, rounds);
    return team;
  } finally {
    await database.close();
  }
}

const isMain = process.argv[1]?.endsWith('generate-team.ts');
if (isMain) {
  const [url, roundsText] = process.argv.slice(2);
  if (!url) {
    console.error('usage: generate-team.ts <postgres url> [rounds=1000000]');
    process.exit(2);
  }
  const started = Date.now();
  const team = await generateTeam(url, Number(roundsText ?? 1_000_000));
  console.log(
    `team of ${SUB_AGENTS * (MEMBERS_PER_SUB_AGENT + 1)} under ${BENCH_AGENT} (id ${team.agentId}) in ${Date.now() - started} ms`,
  );
}
