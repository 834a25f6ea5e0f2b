import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers, sessionOf, type Member } from '../../bench/lottery-bench-members.ts';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { sportBetLegs, sportBets, sportEvents } from '../../src/db/schema/sportsbook.ts';
import { createMemoryCounterStore } from '../../src/lib/counter-store.ts';
import { placeSportsBet } from '../../src/modules/sportsbook/placement.service.ts';
import { advanceEvents } from '../../src/modules/sportsbook/schedule.service.ts';
import { settleEventBatch } from '../../src/modules/sportsbook/settlement.service.ts';
import { HOUSE_SHARDS } from '../../src/modules/wallet/ledger.service.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { expectBalancesRight, expectBetsSettledOnce, OPENING } from './sportsbook-exactly-once-kit.ts';
import { leg, openEvents, pass, type BoardEvent } from './sportsbook-kit.ts';

/*
 * Exactly once, on PostgreSQL (needs TEST_DATABASE_URL). Bets placed through placeSportsBet: per member a single on
 * event A, a single on B and a parlay A+B (so two events' settlements meet on one bet). Four runners, each its own
 * app and pool over the same database (as server instances), race to settle A and B in small batches. Then a
 * settling process is killed with SIGKILL inside its 5th batch of event C (after 4 committed) and run again. Each
 * time every bet is settled once, its round closed by one credit of its payout, the ledger is sound and every
 * balance is opening − stakes + payouts. Also: one request sent three times at once is one bet and one debit.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEMBERS = 60;
const CRASHERS = 80;
const BATCH = 10;
const SELECTIONS = ['HOME', 'DRAW', 'AWAY'] as const;

const SETTLER = `
const src = process.env.SETTLER_SRC;
const { openDatabase } = await import(src + '/db/client.ts');
const { loadConfig } = await import(src + '/config.ts');
const { buildApp } = await import(src + '/app.ts');
const { createMemoryCounterStore } = await import(src + '/lib/counter-store.ts');
const { settleEventBatch } = await import(src + '/modules/sportsbook/settlement.service.ts');
const now = new Date(process.env.SETTLER_NOW);
const database = await openDatabase({ databaseUrl: process.env.SETTLER_DATABASE_URL, poolSize: 2 });
const { ctx } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), database, logger: false, counters: createMemoryCounterStore(() => now.getTime()), now: () => now });
const currency = (await ctx.merchant.get()).currency;
for (;;) {
  const batch = await settleEventBatch(ctx, { eventId: process.env.SETTLER_EVENT, currency, batchLegs: Number(process.env.SETTLER_BATCH) });
  if (batch.state === 'DONE') break;
  if (batch.state === 'BUSY') { await new Promise((resolve) => setTimeout(resolve, 20)); continue; }
  process.stdout.write('batch ' + batch.legs + '\\n');
}
process.stdout.write('done\\n');
process.exit(0);
`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('sportsbook settlement exactly once on postgres', () => {
  let t: TestApp;
  let url: string;
  let events: BoardEvent[];
  let bettors: Member[] = [];
  let crashers: Member[] = [];
  const closers: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  const db = () => t.ctx.database.db;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function startRunner(): Promise<AppContext> {
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const built = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database,
      logger: false,
      counters: createMemoryCounterStore(() => t.clock.now.getTime()),
      now: () => t.clock.now,
    });
    closers.push(async () => {
      await built.app.close();
      await database.close();
    });
    return built.ctx;
  }

  async function settleLoop(ctx: AppContext, eventId: string, batchLegs: number): Promise<number> {
    const currency = (await ctx.merchant.get()).currency;
    let legs = 0;
    for (;;) {
      const batch = await settleEventBatch(ctx, { eventId, currency, batchLegs });
      if (batch.state === 'DONE') return legs;
      if (batch.state === 'BUSY') await sleep(2);
      else legs += batch.legs;
    }
  }

  async function placeAll(
    members: Member[],
    bets: (member: Member, index: number) => Parameters<typeof placeSportsBet>[1]['body'][],
  ) {
    const currency = (await t.ctx.merchant.get()).currency;
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = next++; i < members.length; i = next++)
          for (const body of bets(members[i], i))
            await placeSportsBet(t.ctx, { session: sessionOf(members[i]) as never, body, currency });
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const [{ name }] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`);
    const target = new URL(process.env.TEST_DATABASE_URL!);
    target.pathname = `/${name}`;
    url = target.toString();
    const admin = await t.opsLogin('admin', 'admin1234');
    await t.call('opsSportsSettingsUpdate', { token: admin, body: { betDelaySeconds: 0 } });
    await pass(t);
    events = (await openEvents(t, 'FOOTBALL')).slice(0, 3);
    bettors = await createMembers(db(), MEMBERS, `sx${Date.now().toString(36)}`, OPENING, 4);
    crashers = await createMembers(db(), CRASHERS, `sy${Date.now().toString(36)}`, OPENING, 4);
    const [a, b, c] = events;
    await placeAll(bettors, (member, i) => {
      const pick = SELECTIONS[i % 3];
      const body = (kind: 'SINGLE' | 'PARLAY', legs: ReturnType<typeof leg>[], tag: string) => ({
        requestId: `sb-${tag}-${member.memberId}`,
        kind,
        stake: `${1 + (i % 7)}.00`,
        legs,
        oddsChange: 'ACCEPT_ANY' as const,
      });
      return [
        body('SINGLE', [leg(a, 'FT_1X2', pick)], 'a'),
        body('SINGLE', [leg(b, 'FT_OU', i % 2 ? 'OVER' : 'UNDER')], 'b'),
        body('PARLAY', [leg(a, 'FT_AH', i % 2 ? 'HOME' : 'AWAY'), leg(b, 'FT_1X2', pick)], 'p'),
      ];
    });
    await placeAll(crashers, (member, i) => [
      {
        requestId: `sb-c-${member.memberId}`,
        kind: 'SINGLE',
        stake: '3.00',
        legs: [leg(c, 'FT_1X2', SELECTIONS[i % 3])],
        oddsChange: 'ACCEPT_ANY',
      },
    ]);
    const [{ last }] = await db()
      .select({ last: sql<Date>`max(${sportEvents.endsAt})` })
      .from(sportEvents)
      .where(
        inArray(
          sportEvents.id,
          events.map((event) => event.eventId),
        ),
      );
    t.clock.now = new Date(new Date(last).getTime() + 1000);
    await advanceEvents(t.ctx);
  }, 300_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const close of closers) await close();
    await t?.close();
  }, 60_000);

  it('takes a request sent twice at once as one bet and one debit', async () => {
    const currency = (await t.ctx.merchant.get()).currency;
    const [member] = bettors;
    const [fresh] = await openEvents(t, 'FOOTBALL');
    const body = {
      requestId: `sb-twin-${member.memberId}`,
      kind: 'SINGLE' as const,
      stake: '2.00',
      legs: [leg(fresh, 'FT_1X2', 'HOME')],
      oddsChange: 'ACCEPT_ANY' as const,
    };
    const twins = await Promise.all(
      [1, 2, 3].map(() => placeSportsBet(t.ctx, { session: sessionOf(member) as never, body, currency })),
    );
    expect(new Set(twins.map((twin) => twin.bet.betId)).size).toBe(1);
    const [{ debits }] = await queryRows<{ debits: number }>(
      db(),
      sql`select count(*)::int as debits from seamless_transactions where vendor_code = 'HOUSE_SPORTS' and kind = 'DEBIT' and round_id = ${`SB${member.memberId}-${body.requestId}`}`,
    );
    expect(debits).toBe(1);
  }, 60_000);

  it('settles two events sharing parlays once with 4 runners racing', async () => {
    const runners = await Promise.all([1, 2, 3, 4].map(() => startRunner()));
    const [a, b] = events;
    const legs = await Promise.all(
      runners.map((ctx, i) =>
        settleLoop(ctx, (i % 2 ? a : b).eventId, 5 + i * 3).then(
          async (first) => first + (await settleLoop(ctx, (i % 2 ? b : a).eventId, 4 + i)),
        ),
      ),
    );
    expect(legs.reduce((sum, n) => sum + n, 0)).toBe(MEMBERS * 4);
    await expectBetsSettledOnce(db(), [a.eventId, b.eventId], MEMBERS * 3);
    await expectBalancesRight(db(), bettors);
  }, 180_000);

  it('finishes an event once after its settling process is killed with SIGKILL mid-way', async () => {
    const event = events[2];
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SETTLER], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          SETTLER_SRC: path.join(SERVER_DIR, 'src'),
          SETTLER_DATABASE_URL: url,
          SETTLER_NOW: t.clock.now.toISOString(),
          SETTLER_EVENT: event.eventId,
          SETTLER_BATCH: String(BATCH),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      const lines: string[] = [];
      child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      return { child, lines, exited };
    };
    // The batches the settler will run, in order: each part (member shard) in turn, its legs in bet id order by
    // BATCH; a part whose legs fill their last batch exactly (or has none) needs one empty batch to see it is done.
    const rows = await db()
      .select({ betId: sportBets.id, memberId: sportBets.memberId, part: sportBetLegs.memberShard })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .where(eq(sportBetLegs.eventId, event.eventId))
      .orderBy(asc(sportBetLegs.memberShard), asc(sportBetLegs.betId));
    const planned: (typeof rows)[] = [];
    for (let part = 0; part < HOUSE_SHARDS; part += 1) {
      const legs = rows.filter((row) => row.part === part);
      for (let at = 0; at <= legs.length; at += BATCH) planned.push(legs.slice(at, at + BATCH));
    }
    // The wallet of a member of the first batch with bets from the 5th on is held by another transaction: the
    // batches before it commit, that one waits.
    const stop = planned.findIndex((batch, i) => i >= 4 && batch.length > 0);
    const committed = planned.slice(0, stop).flat();
    const held = crashers.find((member) => member.memberId === planned[stop][0].memberId)!;
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from ledger_accounts where id = $1 for update', [held.walletId]);
    const first = start();
    try {
      const giveUp = Date.now() + 90_000;
      const batches = () => first.lines.filter((line) => line.startsWith('batch')).length;
      let waiting = 0;
      const blockerPid = Number((await blocker.query('select pg_backend_pid() as pid')).rows[0].pid);
      while ((batches() < stop || waiting === 0) && Date.now() < giveUp && first.child.exitCode === null) {
        await sleep(20);
        [{ waiting }] = await queryRows<{ waiting: number }>(
          db(),
          sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> ${blockerPid}`,
        );
      }
      expect(batches()).toBe(stop);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    // Exactly the committed batches' legs are settled, and no part's cursor is behind a settled leg of its part.
    const [mid] = await queryRows<{ settled: string[]; above: number }>(
      db(),
      sql`select coalesce(array_agg(l.bet_id::text order by l.bet_id) filter (where l.outcome <> 'OPEN'), '{}') as settled,
        count(*) filter (where l.outcome <> 'OPEN' and l.bet_id > coalesce(p.cursor, 0))::int as above
      from sport_bet_legs l left join sport_event_settle_parts p on p.event_id = l.event_id and p.part = l.member_shard
      where l.event_id = ${event.eventId}`,
    );
    expect(mid.settled.map(Number)).toEqual(committed.map((row) => row.betId).sort((x, y) => x - y));
    expect(mid.above).toBe(0);
    const second = start();
    expect(await second.exited).toBe(0);
    expect(second.lines.at(-1)).toBe('done');
    await expectBetsSettledOnce(db(), [event.eventId], CRASHERS);
    await expectBalancesRight(db(), [...bettors, ...crashers]);
  }, 180_000);
});
