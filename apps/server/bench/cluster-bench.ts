/**
 * npm run bench:cluster — the cluster test's mixed load (logins, transfers, seamless rounds, record pages) through
 * HAProxy with 1, 2 and 3 instances in one run, on PostgreSQL with its streaming replica and Redis; where the CPU
 * went (the instances, PostgreSQL, HAProxy, this load generator) names the bottleneck.
 *
 *   BENCH_DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database)
 *   BENCH_PLAYERS        simulated players, each one request at a time (default 48)
 *   BENCH_SECONDS        measured seconds per instance count (default 20), after 3 s of warm-up
 *   BENCH_INSTANCES      the instance counts, comma-separated (default 1,2,3)
 *   --record             write the results into docs/benchmarks.md
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { startCluster } from '../../../scripts/cluster/cluster-lib.mjs';
import { openDatabase } from '../src/db/client.ts';
import { createLoadClient, emptyTally, runPlayer, type LoadTally } from './cluster-load.ts';
import { CLUSTER_GAME, CLUSTER_VENDOR, prepareClusterLoad } from './cluster-setup.ts';
import { recordSection } from './record.ts';
import { scratchDatabase } from './scratch-db.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 48);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const COUNTS = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number);
const WARM_UP_SECONDS = 3;
const TICKS = 100; // USER_HZ: /proc reports CPU time in these

type CpuSample = { total: number; idle: number; byGroup: Record<string, number> };
type Row = {
  instances: number;
  operations: number;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  failed: number;
  lost: number;
  busy: number;
  shares: Record<string, number>;
};

/** CPU ticks of the machine, and of the processes of each group: the instances, PostgreSQL, HAProxy, Redis. */
function sampleCpu(instancePids: number[]): CpuSample {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const numbers = fields.map(Number);
  const idle = numbers[3]! + numbers[4]!;
  const total = numbers.reduce((sum, value) => sum + value, 0);
  const byGroup: Record<string, number> = { instances: 0, postgres: 0, haproxy: 0, redis: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(rest[11]) + Number(rest[12]);
    const group = instancePids.includes(Number(entry))
      ? 'instances'
      : name === 'postgres' || name.startsWith('postgres')
        ? 'postgres'
        : name === 'haproxy'
          ? 'haproxy'
          : name.startsWith('redis-server')
            ? 'redis'
            : null;
    if (group) byGroup[group]! += ticks;
  }
  return { total, idle, byGroup };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

async function measure(instances: number): Promise<Row> {
  const scratch = await scratchDatabase('lucky_cluster_bench');
  let stopCluster = async () => undefined as unknown;
  let closeDatabase = async () => undefined as unknown;
  try {
    const cluster = await startCluster({
      instances,
      port: 9570,
      databaseUrl: scratch.url,
      env: { LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
      say: (line) => console.log(`  [cluster] ${line}`),
    });
    stopCluster = () => cluster.stop();
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    closeDatabase = () => database.close();
    const { members, secret } = await prepareClusterLoad(database.db, { count: PLAYERS, prefix: 'bn' });
    const setup = { url: cluster.url, members, vendor: CLUSTER_VENDOR, secret, gameCode: CLUSTER_GAME };
    const prepared = createLoadClient(setup, emptyTally());
    for (const member of members) {
      const token = await prepared.login(member);
      const body = { newPaymentPassword: member.paymentPassword, confirmPaymentPassword: member.paymentPassword };
      await prepared.call('paymentPasswordSet', { token: token!, body });
    }
    const warm = Date.now() + WARM_UP_SECONDS * 1000;
    await Promise.all(members.map((member) => runPlayer(prepared, member, warm)));
    const tally: LoadTally = emptyTally();
    const client = createLoadClient(setup, tally);
    const pids = cluster.instances.map((instance) => instance.pid!);
    const cpuBefore = sampleCpu(pids);
    const ownBefore = process.cpuUsage();
    const started = Date.now();
    await Promise.all(members.map((member) => runPlayer(client, member, started + SECONDS * 1000)));
    const seconds = (Date.now() - started) / 1000;
    const cpuAfter = sampleCpu(pids);
    const own = process.cpuUsage(ownBefore);
    const total = cpuAfter.total - cpuBefore.total;
    const shares: Record<string, number> = {};
    for (const group of Object.keys(cpuAfter.byGroup))
      shares[group] = (cpuAfter.byGroup[group]! - cpuBefore.byGroup[group]!) / total;
    shares.load = ((own.user + own.system) / 1e6) * (TICKS / total);
    return {
      instances,
      operations: Object.values(tally.operations).reduce((sum, count) => sum + count, 0),
      requests: tally.attempts,
      seconds,
      p50: percentile(tally.latenciesMs, 0.5),
      p99: percentile(tally.latenciesMs, 0.99),
      failed: tally.failedAttempts,
      lost: tally.lost,
      busy: 1 - (cpuAfter.idle - cpuBefore.idle) / total,
      shares,
    };
  } finally {
    await closeDatabase();
    await stopCluster();
    await scratch.drop();
  }
}

function report(rows: Row[]): string {
  const base = rows[0] ? rows[0].requests / rows[0].seconds : 1;
  const pct = (value: number | undefined) => `${Math.round((value ?? 0) * 100)}%`;
  return [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}); ` +
      `${PLAYERS} simulated players (one request at a time each) for ${SECONDS} s per instance count, through HAProxy; ` +
      `PostgreSQL (with its streaming replica) and Redis on the same machine; load average ${os.loadavg()[1]!.toFixed(1)} over the last 5 minutes (other work on the machine).`,
    '',
    '| instances | requests/s | operations/s | vs 1 instance | p50 ms | p99 ms | failed (retried) | machine CPU busy | instances | PostgreSQL | HAProxy | Redis | load generator |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.instances} | ${(row.requests / row.seconds).toFixed(0)} | ${(row.operations / row.seconds).toFixed(0)} | ` +
        `${(row.requests / row.seconds / base).toFixed(2)}× | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.failed} | ` +
        `${pct(row.busy)} | ${pct(row.shares.instances)} | ${pct(row.shares.postgres)} | ${pct(row.shares.haproxy)} | ` +
        `${pct(row.shares.redis)} | ${pct(row.shares.load)} |`,
    ),
    '',
    'CPU shares are of the whole machine (100% = both cores busy) during the measured seconds.',
  ].join('\n');
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const count of COUNTS) {
    console.log(`${count} instance(s): starting the cluster`);
    rows.push(await measure(count));
    console.log(report(rows));
  }
  const text = report(rows);
  if (process.argv.includes('--record')) recordSection('cluster', text);
  if (rows.some((row) => row.lost > 0)) {
    console.error('operations were lost: the figures above are not valid');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
