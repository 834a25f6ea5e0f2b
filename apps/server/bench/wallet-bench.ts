/**
 * npm run bench:wallet — ledger transfers per second on PostgreSQL, beside pgbench's TPC-B on the
 * same server in the same run, with the same number of clients. Each transfer is a real
 * postTransfer in its own transaction: idempotency key, accounts locked in id order, balance
 * check, one transfer row, two entries, two balance updates, commit.
 *
 *   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres); the
 *                       bench creates and drops its own databases there
 *   BENCH_CLIENTS       concurrent clients for both (default 16)
 *   BENCH_SECONDS       measured seconds per workload (default 15), taken in 3 alternating slices
 *   --record            write the results into docs/benchmarks.md
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pgbench, runPgbenchTps } from './pgbench.ts';
import { openDatabase, type Db } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = 3;
/** pgbench takes whole seconds. */
const SLICE = Math.max(1, Math.round(SECONDS / ROUNDS));
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function createWallets(db: Db, count: number, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const [member] = await db
      .insert(members)
      .values({ username: `${tag}${index}`, referralCode: `${tag}${index}`.toUpperCase().padEnd(8, 'X') })
      .returning();
    ids.push(
      await inTransaction(db, async (tx) => {
        const wallet = await ensureMemberWallet(tx, member.id, 'USD');
        await postTransfer(tx, {
          idempotencyKey: `fund:${tag}:${index}`,
          kind: 'ADJUSTMENT',
          amount: 1_000_000_000n,
          debitAccountId: await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', 'USD'),
          creditAccountId: wallet,
        });
        return wallet;
      }),
    );
  }
  return ids;
}

type RunResult = { transfers: number; tps: number; p50: number; p99: number; failures: number };

/** CLIENTS workers post transfers back to back for SECONDS; each picks its pair with `pick`. */
async function runTransfers(db: Db, pick: () => [number, number], label: string, seconds: number): Promise<RunResult> {
  const latencies: number[] = [];
  let failures = 0;
  let sequence = 0;
  const run = `${label}:${randomBytes(3).toString('hex')}`;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const [debit, credit] = pick();
        const began = performance.now();
        try {
          await inTransaction(db, (tx) =>
            postTransfer(tx, {
              idempotencyKey: `${run}:${(sequence += 1)}`,
              kind: 'TRANSFER_BENCH',
              amount: BigInt(1 + Math.floor(Math.random() * 100)),
              debitAccountId: debit,
              creditAccountId: credit,
            }),
          );
          latencies.push(performance.now() - began);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { transfers: latencies.length, tps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), failures };
}

const randomOf = (ids: number[]) => ids[Math.floor(Math.random() * ids.length)];

/** Sums of several short runs: transfers (or transactions) and seconds. */
type Tally = { count: number; seconds: number; latencies: { p50: number; p99: number }[]; failures: number };
const emptyTally = (): Tally => ({ count: 0, seconds: 0, latencies: [], failures: 0 });

async function main(): Promise<void> {
  const ledger = await scratchDatabase('lucky_bench');
  const tpcbDb = await scratchDatabase('lucky_pgbench');
  const tpcbScaledDb = await scratchDatabase('lucky_pgbench_scaled');
  const database = await openDatabase({ databaseUrl: ledger.url, poolSize: CLIENTS });
  const tally = { spread: emptyTally(), hot: emptyTally(), tpcb: emptyTally(), tpcbScaled: emptyTally() };
  try {
    pgbench(tpcbDb.url, ['-i', '-q']);
    pgbench(tpcbScaledDb.url, ['-i', '-q', '-s', String(CLIENTS)]);
    const wallets = await createWallets(database.db, 50, 'b');
    const [hot, ...others] = wallets;
    const pickSpread = (): [number, number] => {
      const debit = randomOf(wallets);
      let credit = randomOf(wallets);
      while (credit === debit) credit = randomOf(wallets);
      return [debit, credit];
    };
    const pickHot = (): [number, number] => (Math.random() < 0.5 ? [hot, randomOf(others)] : [randomOf(others), hot]);
    // This machine's throughput drifts from minute to minute (and other work may share it), so the
    // four workloads take turns in short slices and each figure is the sum of its slices.
    const slice = SLICE;
    const add = (into: Tally, count: number, result?: RunResult) => {
      into.count += count;
      into.seconds += slice;
      if (result) {
        into.latencies.push({ p50: result.p50, p99: result.p99 });
        into.failures += result.failures;
      }
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      add(tally.tpcb, runPgbenchTps(tpcbDb.url, CLIENTS, slice) * slice);
      const spread = await runTransfers(database.db, pickSpread, 'spread', slice);
      add(tally.spread, spread.transfers, spread);
      const hotRun = await runTransfers(database.db, pickHot, 'hot', slice);
      add(tally.hot, hotRun.transfers, hotRun);
      add(tally.tpcbScaled, runPgbenchTps(tpcbScaledDb.url, CLIENTS, slice) * slice);
    }
  } finally {
    await database.close();
    for (const scratch of [ledger, tpcbDb, tpcbScaledDb]) await scratch.drop();
  }
  report(tally);
}

function report(tally: { spread: Tally; hot: Tally; tpcb: Tally; tpcbScaled: Tally }): void {
  const tps = (entry: Tally) => entry.count / entry.seconds;
  const tpcb = tps(tally.tpcb);
  const tpcbScaled = tps(tally.tpcbScaled);
  const worst = (entry: Tally, key: 'p50' | 'p99') => Math.max(...entry.latencies.map((latency) => latency[key]));
  const row = (name: string, entry: Tally, target: number) =>
    `| ${name} | ${tps(entry).toFixed(0)} | ${worst(entry, 'p50').toFixed(1)} / ${worst(entry, 'p99').toFixed(1)} | **${(tps(entry) / tpcb).toFixed(2)}×** (target ≥ ${target}×, ${tps(entry) / tpcb >= target ? 'met' : 'MISSED'}) | ${(tps(entry) / tpcbScaled).toFixed(2)}× | ${entry.failures} |`;
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), PostgreSQL on the same machine, ${CLIENTS} clients, ${ROUNDS} slices of ${SLICE} s per workload.`,
    '',
    '| workload | per second | latency p50 / p99 ms (worst slice) | vs TPC-B `pgbench -i` (scale 1) | vs TPC-B scale = clients | failures |',
    '| --- | --- | --- | --- | --- | --- |',
    row('ledger transfers, 50 accounts', tally.spread, 1.0),
    row('ledger transfers, one hot account', tally.hot, 0.3),
    `| pgbench TPC-B, scale 1 | ${tpcb.toFixed(0)} | | 1.00× | | |`,
    `| pgbench TPC-B, scale ${CLIENTS} | ${tpcbScaled.toFixed(0)} | | | 1.00× | |`,
  ];
  console.log(lines.join('\n'));
  if (process.argv.includes('--record')) record(lines.join('\n'));
}

/** Replaces the results between the wallet markers of docs/benchmarks.md. */
function record(text: string): void {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const start = '<!-- bench:wallet:start -->';
  const end = '<!-- bench:wallet:end -->';
  const current = readFileSync(file, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${file} has no ${start} … ${end} section`);
  writeFileSync(file, `${current.slice(0, from + start.length)}\n${text}\n${current.slice(to)}`);
  console.log(`recorded in ${path.relative(ROOT, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
