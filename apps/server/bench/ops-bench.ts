/**
 * npm run bench:ops — the desk's report pages and member search over 1,000,000 rounds and 10,000 players, on PostgreSQL.
 *
 * A throw-away database gets the demo seed and the benchmark team of generate-team.ts (10,000 accounts, the
 * rounds over 30 days, member and team roll-ups filled by the trigger as in live play). One pass of the reports
 * job then fills its own roll-ups (report_game_days, report_ledger_days), as it would have minute by minute. The
 * server answers each report page REQUESTS times, one request at a time, as an operator sees it; target p95 < 300 ms.
 *
 *   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_ROUNDS        rounds to generate (default 1,000,000)
 *   BENCH_REQUESTS      requests per page (default 40)
 *   --record            write the results into docs/benchmarks.md
 */
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import { refreshReportRollups } from '../src/modules/reports/report-rollups.ts';
import { generateTeam } from './generate-team.ts';
import { recordSection } from './record.ts';
import { scratchDatabase } from './scratch-db.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const TARGET_MS = 300;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const month = { from: day(-29), to: day(0) };

const PAGES: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'dashboard (today)', path: ENDPOINTS.opsReportDashboard.path, query: {} },
  ...(['day', 'product', 'vendor', 'game', 'agent'] as const).map((by) => ({
    name: `GGR/NGR by ${by}, 30 days`,
    path: ENDPOINTS.opsReportGaming.path,
    query: { ...month, by },
  })),
  {
    name: 'GGR/NGR by day, 92 days',
    path: ENDPOINTS.opsReportGaming.path,
    query: { from: day(-91), to: day(0), by: 'day' },
  },
  { name: 'deposits and withdrawals, 30 days', path: ENDPOINTS.opsReportMoney.path, query: month },
  { name: 'players and retention, 30 days', path: ENDPOINTS.opsReportPlayers.path, query: month },
  { name: 'bonus cost, 30 days', path: ENDPOINTS.opsReportBonus.path, query: month },
  { name: 'reconciliation, yesterday', path: ENDPOINTS.opsReconciliation.path, query: { day: day(-1) } },
  // The member search over the 10,000 accounts: a part of a username (trigram index), filters, a sort by balance.
  { name: 'member search, part of a username', path: ENDPOINTS.opsMemberSearch.path, query: { q: 'm17_' } },
  {
    name: 'member list, under an agent, active in 30 days, by balance',
    path: ENDPOINTS.opsMemberSearch.path,
    query: { agent: 'benchsub3', lastLoginFrom: day(-30), sort: 'balance', order: 'desc' },
  },
];

type Timing = { name: string; p50: number; p95: number; max: number; failed: number };

/** One request after another (a warm-up first): the latency one operator sees. */
async function time(url: string, token: string, name: string): Promise<Timing> {
  const headers = { authorization: `Bearer ${token}` };
  await fetch(url, { headers });
  const samples: number[] = [];
  let failed = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (response.status !== 200) failed += 1;
  }
  samples.sort((a, b) => a - b);
  const quantile = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { name, p50: quantile(0.5), p95: quantile(0.95), max: samples.at(-1)!, failed };
}

function summary(timings: Timing[], rollupSeconds: number): string {
  const lines = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
      `PostgreSQL, ${ROUNDS.toLocaleString('en')} rounds, 10,000 players, ${REQUESTS} sequential requests per page. ` +
      `First pass of the reports job over the whole history: ${rollupSeconds.toFixed(1)} s.`,
    '',
    '| page | p50 ms | p95 ms | max ms | target p95 < 300 ms |',
    '| --- | ---: | ---: | ---: | --- |',
    ...timings.map(
      (row) =>
        `| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | ${row.failed ? `${row.failed} failed` : row.p95 < TARGET_MS ? 'met' : 'MISSED'} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase('lucky_ops_bench');
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 12 });
  let close = async (): Promise<unknown> => undefined;
  try {
    console.log(`setting up ${scratch.name}: demo seed, 10,000 players and ${ROUNDS.toLocaleString('en')} rounds`);
    await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080');
    await generateTeam(scratch.url, ROUNDS);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATABASE_URL: scratch.url });
    const built = await buildApp({ config, database, logger: false, counters: createMemoryCounterStore() });
    close = () => built.app.close();
    const started = performance.now();
    await refreshReportRollups(built.ctx, { settled: true });
    const rollupSeconds = (performance.now() - started) / 1000;
    await database.db.execute(sql`vacuum analyze`);
    const base = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}${ENDPOINTS.opsLogin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    const { value } = (await login.json()) as { value: { token: string } };
    const timings: Timing[] = [];
    for (const page of PAGES) {
      const result = await time(`${base}${page.path}?${new URLSearchParams(page.query)}`, value.token, page.name);
      timings.push(result);
      console.log(`${page.name.padEnd(40)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms`);
    }
    const text = summary(timings, rollupSeconds);
    console.log(`\n${text}`);
    if (process.argv.includes('--record')) recordSection('ops', text);
    if (timings.some((row) => row.failed > 0)) process.exitCode = 1;
  } finally {
    await close();
    await database.close();
    await scratch.drop();
  }
}

await main();
