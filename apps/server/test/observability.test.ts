import { setTimeout as sleep } from 'node:timers/promises';
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { PUSH_PATH } from '@lucky/contracts/common/push';
import { PVP_PATH } from '@lucky/contracts/pvp/pvp-messages';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../src/db/client.ts';
import { startPeriodicJob } from '../src/lib/periodic-job.ts';
import { startTableJobs } from '../src/modules/house-games/tables/table-jobs.ts';
import { shutDownGracefully } from '../src/modules/observability/graceful-shutdown.ts';
import { createReadinessProbe } from '../src/modules/observability/readiness.ts';
import { createWallets } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const METRICS_TOKEN = 'metrics-token-for-the-observability-test';
const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };

async function scrape(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: withToken });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function dropDatabaseOf(pool: pg.Pool): Promise<void> {
  const name = new URL(pool.options.connectionString!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

/** The value of one series in the exposition text (0 when absent). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(TEST_DATABASES)('health, readiness and metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz and /readyz without a session, uncached', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ alive: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      ready: true,
      failed: [],
      checks: { shutdown: 'ok', database: 'ok', migrations: 'ok', redis: 'off' },
    });
  });

  it('refuses /metrics as an unknown path without the bearer token', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/wps/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: METRICS_TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
  });

  it('counts requests by route template and status class, never by raw URL, and not the probes', async () => {
    const route = ENDPOINTS.systemStatus.path;
    const series = `lucky_http_request_duration_seconds_count{method="GET",route="${route}",status_class="2xx"}`;
    const before = seriesValue(await scrape(t), series);
    for (let i = 0; i < 3; i += 1)
      expect((await t.call('systemStatus', { query: { url: 'localhost' } })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/house/play/424242' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    const text = await scrape(t);
    expect(seriesValue(text, series)).toBe(before + 3);
    expect(text).toContain('route="/house/play/:gameId"');
    expect(text).not.toContain('424242');
    expect(text).not.toContain('route="/healthz"');
    expect(text).not.toContain('route="/readyz"');
    expect(text).not.toContain('route="/metrics"');
    // Default process metrics are there too, and on PostgreSQL the pool's.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (kind === 'postgres') {
      expect(seriesValue(text, 'lucky_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(text).toContain('lucky_db_pool_waiting 0');
    } else expect(text).not.toContain('lucky_db_pool');
  });

  it('counts job passes and failures with their lag, and stopping waits for a pass in progress', async () => {
    let passes = 0;
    let finishedSlowPass = false;
    t.ctx.jobs.supervise(() => {
      startPeriodicJob({
        name: 'test tally',
        intervalMs: 20,
        log: t.app.log,
        pass: async () => {
          passes += 1;
        },
      });
      startPeriodicJob({
        name: 'test broken',
        intervalMs: 60_000,
        log: t.app.log,
        pass: async () => {
          throw new Error('broken on purpose');
        },
      });
    });
    // Three passes come within milliseconds; five seconds without them is a job that does not run.
    const giveUpAt = Date.now() + 5000;
    while (passes < 3 && Date.now() < giveUpAt) await sleep(10);
    expect(passes, 'the tally job ran three passes').toBeGreaterThanOrEqual(3);
    const text = await scrape(t);
    expect(seriesValue(text, 'lucky_job_runs_total{job="test tally"}')).toBeGreaterThanOrEqual(3);
    expect(seriesValue(text, 'lucky_job_failures_total{job="test tally"}')).toBe(0);
    expect(seriesValue(text, 'lucky_job_runs_total{job="test broken"}')).toBe(1);
    expect(seriesValue(text, 'lucky_job_failures_total{job="test broken"}')).toBe(1);
    expect(seriesValue(text, 'lucky_job_lag_seconds{job="test tally"}')).toBeLessThan(5);

    t.ctx.jobs.supervise(() =>
      startPeriodicJob({
        name: 'test slow',
        intervalMs: 60_000,
        log: t.app.log,
        pass: async () => {
          await sleep(150);
          finishedSlowPass = true;
        },
      }),
    );
    await t.ctx.jobs.stopAll();
    expect(finishedSlowPass).toBe(true);
    const stoppedAt = passes;
    await sleep(60);
    expect(passes).toBe(stoppedAt);
  });

  it("counts a module's own job started the way app.ts starts them", async () => {
    const series = 'lucky_job_runs_total{job="live table settlement"}';
    const before = seriesValue(await scrape(t), series);
    t.ctx.jobs.supervise(() => startTableJobs(t.ctx, t.app.log, 20));
    let text = '';
    for (let tries = 0; tries < 100 && seriesValue(text, series) < before + 2; tries += 1) {
      await sleep(20);
      text = await scrape(t);
    }
    await t.ctx.jobs.stopAll();
    expect(seriesValue(text, series)).toBeGreaterThanOrEqual(before + 2);
    expect(seriesValue(text, 'lucky_job_failures_total{job="live table settlement"}')).toBe(0);
  });

  it('counts committed ledger transfers by kind and settled rounds by vendor once they are past the grace', async () => {
    const db = t.ctx.database.db;
    await scrape(t); // the counts start at the first scrape
    const { rows: games } = (await db.execute(
      sql`select id::int as id, vendor_code from games order by id limit 1`,
    )) as unknown as { rows: { id: number; vendor_code: string }[] };
    const [{ memberId }] = await createWallets(db, [500n]);
    await db.execute(sql`insert into game_rounds (member_id, game_id, vendor_code, round_ref, bet, status, settled_at)
      values (${memberId}, ${games[0]!.id}, ${games[0]!.vendor_code}, ${`obs-${memberId}`}, 100, 'SETTLED',
              ${t.clock.now.toISOString()}::timestamptz)`);
    const young = await scrape(t);
    expect(seriesValue(young, 'lucky_ledger_transfers_total{kind="ADJUSTMENT"}')).toBe(0);
    t.clock.advance(11_000);
    const text = await scrape(t);
    expect(seriesValue(text, 'lucky_ledger_transfers_total{kind="ADJUSTMENT"}')).toBe(1);
    expect(seriesValue(text, `lucky_game_rounds_settled_total{vendor="${games[0]!.vendor_code}"}`)).toBe(1);
    // Counted once: a later scrape adds nothing.
    t.clock.advance(11_000);
    expect(seriesValue(await scrape(t), 'lucky_ledger_transfers_total{kind="ADJUSTMENT"}')).toBe(1);
  });

  it('answers /readyz 503 once shutdown began', async () => {
    t.ctx.shutdown.began = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, failed: ['shutdown'], checks: { shutdown: 'began' } });
      // Alive all the same: the process still answers.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.ctx.shutdown.began = false;
    }
  });
});

describe('readiness when a dependency is down', () => {
  it.each(TEST_DATABASES)('answers 503 naming the database once its connection is closed (%s)', async (kind) => {
    const t = await createTestApp(kind);
    const pool = (t.ctx.database.db as unknown as { $client: unknown }).$client;
    await t.ctx.database.close();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      const answer = response.json();
      expect(answer.failed).toEqual(['database', 'migrations']);
      expect(answer.checks.database).toMatch(/^failed/);
      expect(answer.checks.migrations).toBe('unknown');
    } finally {
      await t.app.close();
      // The test app's own close would end the pool a second time; its database is dropped here instead.
      if (pool instanceof pg.Pool) await dropDatabaseOf(pool);
    }
  });

  const fakeDb = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Db;

  it('calls a database that does not answer within the timeout down', async () => {
    const probe = createReadinessProbe({
      db: fakeDb(() => new Promise(() => undefined)),
      redisUrl: undefined,
      shutdown: { began: false },
      timeoutMs: 100,
    });
    const answer = await probe.check();
    expect(answer).toMatchObject({ ready: false, failed: ['database', 'migrations'] });
    expect(answer.checks.database).toBe('no answer within 100 ms');
  });

  it('names the migrations of this build the database has not applied', async () => {
    // The database's latest applied migration is the second of the journal.
    const probe = createReadinessProbe({
      db: fakeDb(async () => ({ rows: [{ latest: '1795322100528' }] })),
      redisUrl: undefined,
      shutdown: { began: false },
      timeoutMs: 1000,
    });
    const answer = await probe.check();
    expect(answer.failed).toEqual(['migrations']);
    expect(answer.checks.migrations).toMatch(/^pending: 0002_ledger_append_only, 0003_games_catalogue, /);
  });

  it('calls an unreachable Redis down', async () => {
    const probe = createReadinessProbe({
      db: fakeDb(async () => ({ rows: [{ latest: String(Number.MAX_SAFE_INTEGER) }] })),
      redisUrl: 'redis://127.0.0.1:1',
      shutdown: { began: false },
      timeoutMs: 300,
    });
    const answer = await probe.check();
    expect(answer.failed).toEqual(['redis']);
    await probe.close();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('readiness with Redis (TEST_REDIS_URL)', () => {
  it('is ready while Redis answers PING', async () => {
    const t = await createTestApp('pglite', { REDIS_URL: process.env.TEST_REDIS_URL! });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.json()).toMatchObject({ ready: true, checks: { redis: 'ok' } });
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('counts push and table sockets; finishes an in-flight request, closes push sockets with 1001, refuses new connections', async () => {
    const t = await createTestApp('pglite', { METRICS_TOKEN });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.get('/test/slow', async () => {
      await released;
      return { finished: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const socket = new WebSocket(`ws://127.0.0.1:${port}${PUSH_PATH}`);
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('message', resolve)); // hello
    const table = new WebSocket(`ws://127.0.0.1:${port}${PVP_PATH}`);
    await new Promise((resolve) => table.once('message', resolve)); // hello
    const open = await scrape(t);
    expect(seriesValue(open, `lucky_websocket_connections{route="${PUSH_PATH}"}`)).toBe(1);
    expect(seriesValue(open, `lucky_websocket_connections{route="${PVP_PATH}"}`)).toBe(1);
    table.close();
    await new Promise((resolve) => table.once('close', resolve));
    await sleep(20);
    expect(seriesValue(await scrape(t), `lucky_websocket_connections{route="${PVP_PATH}"}`)).toBe(0);

    const slow = fetch(`${base}/test/slow`);
    await sleep(50);
    const closing = shutDownGracefully({ app: t.app, shutdown: t.ctx.shutdown, drainMs: 0, timeoutMs: 5000 });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect(await closeCode).toBe(1001);
    expect(seriesValue(await scrape(t).catch(() => ''), `lucky_websocket_connections{route="${PUSH_PATH}"}`)).toBe(0);
    await sleep(50);
    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(await closing).toBe('closed');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    await t.ctx.database.close();
  });

  it('cuts what is still running once the timeout is up', async () => {
    const t = await createTestApp('pglite');
    t.app.get('/test/stuck', () => new Promise(() => undefined));
    // Without METRICS_TOKEN no bearer token opens /metrics.
    const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(refused.statusCode).toBe(404);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const stuck = fetch(`http://127.0.0.1:${port}/test/stuck`);
    await sleep(50);
    expect(await shutDownGracefully({ app: t.app, shutdown: t.ctx.shutdown, drainMs: 0, timeoutMs: 200 })).toBe(
      'timed out',
    );
    await expect(stuck).rejects.toThrow();
    await t.ctx.database.close();
  });
});
