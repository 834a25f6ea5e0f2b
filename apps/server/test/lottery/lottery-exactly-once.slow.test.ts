import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { lotteryGames } from '../../src/db/schema/lottery.ts';
import { createMemoryCounterStore } from '../../src/lib/counter-store.ts';
import type { AppContext } from '../../src/app-context.ts';
import { placeBets } from '../../src/modules/lottery/bets.service.ts';
import { drawOne, scheduleComingDraws } from '../../src/modules/lottery/draw.service.ts';
import { finishDraw } from '../../src/modules/lottery/lottery-jobs.ts';
import { DEFAULT_LIMITS_KEY, loadGame } from '../../src/modules/lottery/lottery-games.service.ts';
import { findDraw, findUpcomingDraws, type DrawRow } from '../../src/modules/lottery/lottery.repository.ts';
import { phaseOf } from '../../src/modules/lottery/lottery-view.ts';
import { settleDrawBatch } from '../../src/modules/lottery/settlement.service.ts';
import { createMembers, randomSelection, sessionOf, type Member } from '../../bench/lottery-bench-members.ts';
import { writeBetsInBulk } from '../../bench/lottery-bulk-bets.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { expectBalancesRight, expectSettledOnce, LANES, laneSelection, OPENING } from './lottery-exactly-once-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Exactly once, on PostgreSQL (needs TEST_DATABASE_URL; under a minute on an idle 2-core machine). Settlement
 * runners, each its own app on its own connection pool over the same database (as several server instances),
 * race on one drawn Keno draw: 2 runners on a draw of 3,000 bets placed through placeBets (300 members, a slip of
 * 10 each), 6 on a draw of 3,000 bets written in bulk (bench/lottery-bulk-bets.ts, writeBetsInBulk: the rows
 * placement writes). Then a settling process (settleDrawBatch in batches of 25 members) is killed with SIGKILL
 * inside its 5th batch, after 4 committed, and started again, on a draw of 10,000 bets. Each time every bet is
 * settled once, every member's round of the draw is closed by one credit, the credits equal the payouts, the
 * ledger is sound and every balance is opening − stakes + payouts.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GAME = 'KENO_1M';
const MEMBERS = 300;
const BETS_PER_MEMBER = 10;
const CRASH_MEMBERS = 250;
const CRASH_BETS_PER_MEMBER = 40;
/** Members per batch of the settling process. */
const BATCH = 25;
type Runner = { ctx: AppContext; close(): Promise<void> };

/** The settling process of the crash case: settleDrawBatch in small batches until the draw is settled. */
const SETTLER = `
const src = process.env.SETTLER_SRC;
const { openDatabase } = await import(src + '/db/client.ts');
const { loadConfig } = await import(src + '/config.ts');
const { buildApp } = await import(src + '/app.ts');
const { createMemoryCounterStore } = await import(src + '/lib/counter-store.ts');
const { settleDrawBatch } = await import(src + '/modules/lottery/settlement.service.ts');
const { loadGame } = await import(src + '/modules/lottery/lottery-games.service.ts');
const now = new Date(process.env.SETTLER_NOW);
const database = await openDatabase({ databaseUrl: process.env.SETTLER_DATABASE_URL, poolSize: 2 });
const { ctx } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), database, logger: false, counters: createMemoryCounterStore(() => now.getTime()), now: () => now });
const game = await loadGame(ctx, process.env.SETTLER_GAME);
const currency = (await ctx.merchant.get()).currency;
for (;;) {
  const batch = await settleDrawBatch(ctx, { game, drawId: Number(process.env.SETTLER_DRAW), currency, batchMembers: Number(process.env.SETTLER_BATCH) });
  if (batch.state === 'DONE') break;
  if (batch.state === 'BUSY') { await new Promise((resolve) => setTimeout(resolve, 20)); continue; }
  process.stdout.write('batch ' + batch.bets + '\\n');
}
process.stdout.write('done\\n');
process.exit(0);
`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('lottery settlement exactly once on postgres', () => {
  let t: TestApp;
  let url: string;
  const runners: Runner[] = [];
  const children: ChildProcess[] = [];
  let bettors: Member[] = [];
  let crashers: Member[] = [];
  let placedDraw: DrawRow;
  let bulkDraw: DrawRow;
  let crashDraw: DrawRow;

  const db = () => t.ctx.database.db;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The draw of the game on sale now; when the current one has stopped selling, the clock moves to the next one's opening. */
  async function openDraw(): Promise<DrawRow> {
    const [next] = (await findUpcomingDraws(db(), GAME, t.clock.now, 5)).filter((draw) =>
      ['OPEN', 'NOT_OPEN'].includes(phaseOf(draw, t.clock.now)),
    );
    if (!next) throw new Error(`no draw of ${GAME} on sale`);
    if (phaseOf(next, t.clock.now) === 'NOT_OPEN') t.clock.now = new Date(next.opensAt.getTime() + 1);
    return next;
  }

  async function draw(row: DrawRow): Promise<void> {
    if (t.clock.now <= row.drawAt) t.clock.now = new Date(row.drawAt.getTime() + 1000);
    const drawn = await drawOne(t.ctx, await loadGame(t.ctx, GAME), (await findDraw(db(), row.id))!);
    expect(drawn?.status).toBe('DRAWN');
  }

  async function startRunner(): Promise<Runner> {
    const database: Database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const built: BuiltApp = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', CATALOGUE_CACHE_MS: '0' }),
      database,
      logger: false,
      counters: createMemoryCounterStore(() => t.clock.now.getTime()),
      now: () => t.clock.now,
    });
    const runner = {
      ctx: built.ctx,
      close: async () => {
        await built.app.close();
        await database.close();
      },
    };
    runners.push(runner);
    return runner;
  }

  /** One runner: batches of its own size until the draw is settled, skipping while another holds it; then finishDraw once more. */
  async function settleLoop(
    runner: Runner,
    drawId: number,
    batchMembers: number,
  ): Promise<{ batches: number; bets: number; again: number }> {
    const game = await loadGame(runner.ctx, GAME);
    const currency = (await runner.ctx.merchant.get()).currency;
    let batches = 0;
    let bets = 0;
    for (;;) {
      const batch = await settleDrawBatch(runner.ctx, { game, drawId, currency, batchMembers });
      if (batch.state === 'DONE') break;
      if (batch.state === 'BUSY') {
        await sleep(2);
        continue;
      }
      batches += 1;
      bets += batch.bets;
    }
    const again = await finishDraw(runner.ctx, game, (await findDraw(runner.ctx.database.db, drawId))!, currency);
    return { batches, bets, again };
  }

  const began = Date.now();
  const log = (what: string) => {
    if (process.env.LOTTERY_SLOW_LOG) console.log(`${((Date.now() - began) / 1000).toFixed(1)} s: ${what}`);
  };

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const [{ name }] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`);
    const target = new URL(process.env.TEST_DATABASE_URL!);
    target.pathname = `/${name}`;
    url = target.toString();
    // Thousands of bets on one draw need more room than the demo's caps per key.
    await db()
      .update(lotteryGames)
      .set({ limits: { [DEFAULT_LIMITS_KEY]: { minStake: '10', maxStake: '50000', liabilityCap: '100000000000' } } })
      .where(eq(lotteryGames.code, GAME));
    await scheduleComingDraws(t.ctx);
    bettors = await createMembers(db(), MEMBERS, `lx${Date.now().toString(36)}`, OPENING, 4);
    const currency = (await t.ctx.merchant.get()).currency;
    log('members funded');

    // Draw 1: a slip of 10 selections per member through placeBets, LANES at a time.
    placedDraw = await openDraw();
    let next = 0;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (let member = bettors[next++]; member; member = bettors[next++]) {
          await placeBets(t.ctx, {
            session: sessionOf(member),
            currency,
            body: {
              requestId: `slip-${member.memberId}`,
              gameCode: GAME,
              drawId: placedDraw.id,
              selections: Array.from({ length: BETS_PER_MEMBER }, () => laneSelection(lane)),
            },
          });
        }
      }),
    );
    log('placed through the service');
    // Draw 2: the same members, the same mix, written in bulk.
    t.clock.now = new Date(placedDraw.drawAt.getTime() + 1000);
    bulkDraw = await openDraw();
    await writeBetsInBulk(t.ctx, {
      game: await loadGame(t.ctx, GAME),
      draw: bulkDraw,
      bettors,
      selectionsOf: () => Array.from({ length: BETS_PER_MEMBER }, randomSelection),
    });
    await draw(placedDraw);
    // Draw 3, for the crash: 500 more members, 20 bets each.
    t.clock.now = new Date(bulkDraw.drawAt.getTime() + 1000);
    crashDraw = await openDraw();
    crashers = await createMembers(db(), CRASH_MEMBERS, `ly${Date.now().toString(36)}`, OPENING, 4);
    await writeBetsInBulk(t.ctx, {
      game: await loadGame(t.ctx, GAME),
      draw: crashDraw,
      bettors: crashers,
      selectionsOf: () => Array.from({ length: CRASH_BETS_PER_MEMBER }, randomSelection),
    });
    bettors = [...bettors, ...crashers];
    await draw(bulkDraw);
    log('bulk draws written');
    await expectLedgerSound(db());
  }, 300_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const runner of runners) await runner.close();
    await t?.close();
  }, 60_000);

  it('settles a draw of 3,000 placed bets once with 2 runners racing', async () => {
    const pair = [await startRunner(), await startRunner()];
    const results = await Promise.all(pair.map((runner, index) => settleLoop(runner, placedDraw.id, 12 + index * 5)));
    expect(results.reduce((sum, result) => sum + result.bets, 0)).toBe(MEMBERS * BETS_PER_MEMBER);
    expect(results.map((result) => result.again)).toEqual([0, 0]);
    await expectSettledOnce(db(), placedDraw.id, MEMBERS * BETS_PER_MEMBER, MEMBERS);
    await expectBalancesRight(db(), bettors);
  }, 180_000);

  it('settles a draw of 3,000 bets once with 6 runners racing', async () => {
    const six = [...runners, ...(await Promise.all([1, 2, 3, 4].map(() => startRunner())))];
    const results = await Promise.all(six.map((runner, index) => settleLoop(runner, bulkDraw.id, 8 + index * 3)));
    expect(results.reduce((sum, result) => sum + result.bets, 0)).toBe(MEMBERS * BETS_PER_MEMBER);
    expect(results.every((result) => result.again === 0)).toBe(true);
    await expectSettledOnce(db(), bulkDraw.id, MEMBERS * BETS_PER_MEMBER, MEMBERS);
    await expectBalancesRight(db(), bettors);
  }, 180_000);

  it('finishes a draw of 10,000 bets once after its settling process is killed with SIGKILL mid-way', async () => {
    await draw(crashDraw);
    const total = CRASH_MEMBERS * CRASH_BETS_PER_MEMBER;
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SETTLER], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          SETTLER_SRC: path.join(SERVER_DIR, 'src'),
          SETTLER_DATABASE_URL: url,
          SETTLER_NOW: t.clock.now.toISOString(),
          SETTLER_GAME: GAME,
          SETTLER_DRAW: String(crashDraw.id),
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
    // A wallet of the 5th batch is held by another transaction: the process commits 4 batches, then waits inside
    // the 5th (draw leased, credits claimed, rounds closed) and is killed there.
    const sorted = [...crashers].sort((x, y) => x.memberId - y.memberId);
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from ledger_accounts where id = $1 for update', [sorted[4 * BATCH + 10]!.walletId]);
    const first = start();
    try {
      const giveUp = Date.now() + 90_000;
      const batches = () => first.lines.filter((line) => line.startsWith('batch')).length;
      let waiting = 0;
      while ((batches() < 4 || waiting === 0) && Date.now() < giveUp && first.child.exitCode === null) {
        await sleep(20);
        [{ waiting }] = await queryRows<{ waiting: number }>(
          db(),
          sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> ${Number((await blocker.query('select pg_backend_pid() as pid')).rows[0].pid)}`,
        );
      }
      expect(batches()).toBe(4);
      expect(waiting).toBeGreaterThan(0);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }

    const [mid] = await queryRows<{
      status: string;
      cursor: string;
      open: number;
      settled: number;
      above: number;
      below: number;
    }>(
      db(),
      sql`
      select d.status, d.settle_cursor::text as cursor,
        (select count(*)::int from lottery_bets b where b.draw_id = d.id and b.status = 'OPEN') as open,
        (select count(*)::int from lottery_bets b where b.draw_id = d.id and b.status <> 'OPEN') as settled,
        (select count(*)::int from lottery_bets b where b.draw_id = d.id and b.status <> 'OPEN' and b.member_id > d.settle_cursor) as above,
        (select count(*)::int from lottery_bets b where b.draw_id = d.id and b.status = 'OPEN' and b.member_id <= d.settle_cursor) as below
      from lottery_draws d where d.id = ${crashDraw.id}`,
    );
    // Killed after the cursor moved and before the end; the batches committed are whole, nothing past the cursor is settled.
    expect(mid!.status).toBe('DRAWN');
    expect(Number(mid!.cursor)).toBeGreaterThan(0);
    expect(Number(mid!.cursor)).toBe(sorted[4 * BATCH - 1]!.memberId);
    expect(mid!.settled).toBe(4 * BATCH * CRASH_BETS_PER_MEMBER);
    expect(mid!.open).toBeGreaterThan(0);
    expect(mid!.above).toBe(0);
    expect(mid!.below).toBe(0);
    await expectLedgerSound(db());

    const second = start();
    expect(await second.exited).toBe(0);
    expect(second.lines.at(-1)).toBe('done');
    const settledAfter = second.lines
      .filter((line) => line.startsWith('batch'))
      .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    expect(settledAfter).toBe(mid!.open);
    await expectSettledOnce(db(), crashDraw.id, total, CRASH_MEMBERS);
    await expectBalancesRight(db(), bettors);
  }, 180_000);
});
