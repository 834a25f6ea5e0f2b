/**
 * npm run bench:api — the player API under load on PostgreSQL with a 10,000-game catalogue.
 *
 * One server (buildApp, demo seed + generated catalogue, a throw-away database) answers:
 *   - a hello-world route added only here: the reference for the read endpoints;
 *   - GCSGAME_gameList with a rotating mix of filters and pages, and /wps/system/status;
 *   - seamless-wallet rounds (signed debit, then credit) for 50 members, against pgbench TPC-B
 *     with the same number of clients on the same PostgreSQL; and the same rounds for 50 other members who each keep
 *     wager and loss limits (bench-limits.ts), for the cost of the responsible-play check.
 * autocannon runs in a child process (load-client.ts). Workloads take turns in short slices so that
 * drift of this shared machine hits every figure alike; each figure sums its slices.
 *
 *   BENCH_DATABASE_URL    server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_CONNECTIONS     connections for the read endpoints (default 100)
 *   BENCH_LIGHT_CONNECTIONS  connections of the extra catalogue run for latency at light load (default 10)
 *   BENCH_WALLET_CLIENTS  connections for the wallet rounds and pgbench clients (default 16)
 *   BENCH_SECONDS         measured seconds per workload (default 10), in BENCH_SLICES slices (default 2)
 *   BENCH_NO_ROUND_LOG=1  leave the vendor's game out of the catalogue, so rounds move money but are not logged
 *   BENCH_ONLY=rounds     only the wallet rounds and their pgbench reference (a quick look at the round path)
 *   --record              write the results into docs/benchmarks.md
 * Exits non-zero on errors (failed requests, a broken setup), not on a missed target.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { buildApp } from '../src/app.ts';
import { pgbench } from './pgbench.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/client.ts';
import { games } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';
import { setBenchLimits } from './bench-limits.ts';
import { catalogueMix } from './catalogue-mix.ts';
import { generateGames } from './generate-games.ts';
import type { LoadResult, LoadSpec } from './load-client.ts';
import { recordSection } from './record.ts';
import { scratchDatabase } from './scratch-db.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** A lighter load on the catalogue, for its latency when the server is not saturated. */
const LIGHT_CONNECTIONS = Number(process.env.BENCH_LIGHT_CONNECTIONS ?? 10);
const WALLET_CLIENTS = Number(process.env.BENCH_WALLET_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLICES = Number(process.env.BENCH_SLICES ?? 2);
/** pgbench and autocannon take whole seconds. */
const SLICE = Math.max(1, Math.round(SECONDS / SLICES));
const WARM_UP_SECONDS = 2;
const GAME_COUNT = 10_000;
const PLAYERS = 50;
const VENDOR = 'BENCH_SEAMLESS';
const HELLO_PATH = '/bench/hello';
const STATUS_PATH = '/wps/system/status';

type Workload =
  'hello' | 'catalogue' | 'catalogueLight' | 'catalogueUncached' | 'status' | 'tpcb' | 'rounds' | 'roundsLimited';
type Tally = { count: number; seconds: number; p50: number; p99: number; failures: number };
const emptyTally = (): Tally => ({ count: 0, seconds: 0, p50: 0, p99: 0, failures: 0 });

/** Adds one slice: counts and seconds sum up, latencies keep the worst slice. */
function add(tally: Tally, result: LoadResult, perUnit = 1): void {
  tally.count += result.okRequests / perUnit;
  tally.seconds += result.seconds;
  tally.p50 = Math.max(tally.p50, result.p50);
  tally.p99 = Math.max(tally.p99, result.p99);
  tally.failures += result.non2xx + result.errors + result.timeouts;
}

/** Runs one load in a child process (load-client.ts) and answers its figures. */
function load(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-client.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: { result?: LoadResult; error?: string } | undefined;
    child.once('message', (message: { result?: LoadResult; error?: string }) => {
      answer = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer?.result) resolve(answer.result);
      else reject(new Error(`load client exited with ${code}: ${answer?.error ?? 'no result'}`));
    });
    child.send(spec);
  });
}

function runPgbench(url: string, seconds: number): LoadResult {
  const output = pgbench(url, ['-c', String(WALLET_CLIENTS), '-j', '2', '-T', String(seconds)]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  if (!tps) throw new Error(`could not read pgbench output:\n${output}`);
  const failed = /number of failed transactions: (\d+)/.exec(output);
  return {
    requests: 0,
    okRequests: Number(tps[1]) * seconds,
    seconds,
    p50: Number(latency?.[1] ?? 0),
    p99: 0,
    non2xx: 0,
    errors: Number(failed?.[1] ?? 0),
    timeouts: 0,
  };
}

/** Members of the wallet rounds, each funded so no round is refused for funds. */
async function createPlayers(db: Db, count: number, prefix: string): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `bench${prefix}${index}`;
    const [member] = await db
      .insert(members)
      .values({ username, referralCode: `B${prefix.toUpperCase()}${String(index).padStart(6, '0')}` })
      .returning();
    await inTransaction(db, async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `bench-fund:${username}`,
        kind: 'ADJUSTMENT',
        amount: 100_000_000n,
        debitAccountId: await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', 'USD'),
        creditAccountId: await ensureMemberWallet(tx, member!.id, 'USD'),
      }),
    );
    names.push(username);
  }
  return names;
}

/** Every catalogue request of the mix must be a successful answer, and the mix must find games. */
async function checkCatalogueMix(base: string, paths: string[]): Promise<void> {
  let found = 0;
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    const body = (await response.json()) as { success: boolean; value?: { totalCount: number }; code?: string };
    if (response.status !== 200 || !body.success) throw new Error(`${path} answered ${response.status} ${body.code}`);
    found += body.value!.totalCount > 0 ? 1 : 0;
  }
  if (found < paths.length / 2)
    throw new Error(`only ${found} of ${paths.length} catalogue requests found games; is the catalogue there?`);
}

type Database = Awaited<ReturnType<typeof openDatabase>>;

/** The demo seed, the generated catalogue, the seamless vendor (with a catalogued game) and its funded players. */
async function prepareAppDatabase(
  database: Database,
  url: string,
): Promise<{ secret: string; players: string[]; limitedPlayers: string[] }> {
  await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080');
  await generateGames(url, GAME_COUNT);
  const secret = randomBytes(32).toString('hex');
  await database.db
    .insert(gameVendors)
    .values({ code: VENDOR, displayName: 'Bench seamless vendor', category: 'RNG', walletSecret: secret });
  // A catalogued game, so every round is also logged in game_rounds and rolled up, as for a real vendor.
  if (process.env.BENCH_NO_ROUND_LOG !== '1')
    await database.db.insert(games).values({
      vendorCode: VENDOR,
      gameCode: 'G1',
      category: 'RNG',
      names: { EN: 'Bench slot' },
      iconPath: '/assets/games/bench.svg',
      minBet: 1n,
    });
  const limitedPlayers = await createPlayers(database.db, PLAYERS, 'l');
  await setBenchLimits(database.db, limitedPlayers);
  return { secret, players: await createPlayers(database.db, PLAYERS, 'p'), limitedPlayers };
}

/** The measured server, with the hello-world route, and a second one on the same database. */
async function startServers(database: Database, url: string) {
  // No per-IP limits apply to these routes (see docs/benchmarks.md); a fresh in-memory counter store keeps it that way.
  // As deployed: NODE_ENV=production, so answers are written by the compiled serializers without zod's second check
  // (plugins/answer-serializer.ts); production wants real secrets, made up here.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: url,
    NODE_ENV: 'production',
    CAPTCHA_SECRET: randomBytes(32).toString('hex'),
    SANDBOX_GATEWAY_SECRET: randomBytes(32).toString('hex'),
  });
  const { app } = await buildApp({ config, database, logger: false, counters: createMemoryCounterStore() });
  app.get(HELLO_PATH, async () => ({ hello: 'world' }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // A second server on the same database without the shared game-list answers: every request queries.
  const { app: uncachedApp } = await buildApp({
    config: { ...config, CATALOGUE_CACHE_MS: 0 },
    database,
    logger: false,
    counters: createMemoryCounterStore(),
  });
  const uncachedBase = await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await uncachedApp.close();
  };
  return { base, uncachedBase, close };
}

/** Each workload's load for a number of seconds (pgbench runs apart, in runPgbench). */
function workloadsOf(input: {
  base: string;
  uncachedBase: string;
  paths: string[];
  secret: string;
  players: string[];
  limitedPlayers: string[];
}): Record<Exclude<Workload, 'tpcb'>, (seconds: number) => LoadSpec> {
  const { base, uncachedBase, paths, secret, players, limitedPlayers } = input;
  const rounds = (seconds: number, roundPlayers: string[]) =>
    ({
      url: base,
      connections: WALLET_CLIENTS,
      seconds,
      kind: 'rounds',
      vendor: VENDOR,
      secret,
      players: roundPlayers,
      gameCode: 'G1',
    }) as const;
  const reads = { url: base, connections: CONNECTIONS, kind: 'paths' } as const;
  return {
    hello: (seconds) => ({ ...reads, seconds, paths: [HELLO_PATH] }),
    catalogue: (seconds) => ({ ...reads, seconds, paths }),
    catalogueLight: (seconds) => ({ ...reads, connections: LIGHT_CONNECTIONS, seconds, paths }),
    catalogueUncached: (seconds) => ({ ...reads, url: uncachedBase, seconds, paths }),
    status: (seconds) => ({ ...reads, seconds, paths: [STATUS_PATH] }),
    rounds: (seconds) => rounds(seconds, players),
    roundsLimited: (seconds) => rounds(seconds, limitedPlayers),
  };
}

async function main(): Promise<void> {
  const appDb = await scratchDatabase('lucky_api_bench');
  const tpcbDb = await scratchDatabase('lucky_api_pgbench');
  const database = await openDatabase({ databaseUrl: appDb.url, poolSize: 20 });
  const tally: Record<Workload, Tally> = {
    hello: emptyTally(),
    catalogue: emptyTally(),
    catalogueLight: emptyTally(),
    catalogueUncached: emptyTally(),
    status: emptyTally(),
    tpcb: emptyTally(),
    rounds: emptyTally(),
    roundsLimited: emptyTally(),
  };
  let closeApp = async () => undefined as unknown;
  try {
    console.log(
      `setting up ${appDb.name}: demo seed, ${GAME_COUNT} games, ${PLAYERS} players; pgbench -i on ${tpcbDb.name}`,
    );
    const { secret, players, limitedPlayers } = await prepareAppDatabase(database, appDb.url);
    pgbench(tpcbDb.url, ['-i', '-q']);
    const servers = await startServers(database, appDb.url);
    closeApp = servers.close;
    const paths = catalogueMix();
    await checkCatalogueMix(servers.base, paths);
    const workloads = workloadsOf({ ...servers, paths, secret, players, limitedPlayers });
    console.log(`warming up (${WARM_UP_SECONDS} s each)`);
    const onlyRounds = process.env.BENCH_ONLY === 'rounds';
    for (const [name, workload] of Object.entries(workloads))
      if (!onlyRounds || name.startsWith('rounds')) await load(workload(WARM_UP_SECONDS));

    for (let slice = 0; slice < SLICES; slice += 1) {
      console.log(`slice ${slice + 1} of ${SLICES} (${SLICE} s per workload)`);
      if (!onlyRounds) {
        add(tally.hello, await load(workloads.hello(SLICE)));
        add(tally.catalogue, await load(workloads.catalogue(SLICE)));
        add(tally.catalogueLight, await load(workloads.catalogueLight(SLICE)));
        add(tally.catalogueUncached, await load(workloads.catalogueUncached(SLICE)));
        add(tally.status, await load(workloads.status(SLICE)));
      }
      add(tally.tpcb, runPgbench(tpcbDb.url, SLICE));
      // Two requests make one round.
      add(tally.rounds, await load(workloads.rounds(SLICE)), 2);
      add(tally.roundsLimited, await load(workloads.roundsLimited(SLICE)), 2);
    }
  } finally {
    await closeApp();
    await database.close();
    for (const scratch of [appDb, tpcbDb]) await scratch.drop();
  }
  const text = report(tally);
  console.log(text);
  if (process.argv.includes('--record')) recordSection('api', text);
  const failures = Object.values(tally).reduce((sum, entry) => sum + entry.failures, 0);
  if (failures > 0) {
    console.error(`${failures} failed requests or connection errors: the figures above are not valid`);
    process.exitCode = 1;
  }
}

function report(tally: Record<Workload, Tally>): string {
  const rate = (entry: Tally) => entry.count / entry.seconds;
  const hello = rate(tally.hello);
  const tpcb = rate(tally.tpcb);
  const ms = (value: number) => (value ? value.toFixed(1) : '');
  const readRow = (name: string, entry: Tally, isTarget = true) => {
    const ratio = rate(entry) / hello;
    const isMet = ratio >= 0.5 && entry.p99 < 20;
    const verdict = isTarget
      ? `≥ 0.5×, p99 < 20 ms | **${isMet ? 'met' : 'MISSED'}**`
      : `(p99 < 20 ms) | ${entry.p99 < 20 ? 'met' : 'missed'}`;
    return `| ${name} | ${rate(entry).toFixed(0)} | ${ms(entry.p50)} | ${ms(entry.p99)} | ${ratio.toFixed(2)}× hello | ${verdict} | ${entry.failures} |`;
  };
  const roundRatio = rate(tally.rounds) / tpcb;
  // The limits' cost: the rate lost (target under 5%) and the time added per request (target under 1 ms).
  const limitedLoss = 1 - rate(tally.roundsLimited) / rate(tally.rounds);
  const addedMs =
    (WALLET_CLIENTS * 1000) / (2 * rate(tally.roundsLimited)) - (WALLET_CLIENTS * 1000) / (2 * rate(tally.rounds));
  const limitsMet = limitedLoss < 0.05 && addedMs < 1;
  return [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), PostgreSQL on the same machine;` +
      ` reads with ${CONNECTIONS} connections, wallet rounds and pgbench with ${WALLET_CLIENTS}; ${SLICES} slices of ${SLICE} s per workload;` +
      ` load average ${os.loadavg()[1]!.toFixed(1)} over the last 5 minutes (other work on the machine).`,
    '',
    '| workload | per second | p50 ms | p99 ms | ratio | target | verdict | failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| hello-world route (reference) | ${hello.toFixed(0)} | ${ms(tally.hello.p50)} | ${ms(tally.hello.p99)} | 1.00× | | | ${tally.hello.failures} |`,
    readRow('`GCSGAME_gameList`, mix of filters and pages', tally.catalogue),
    readRow(`\`GCSGAME_gameList\`, same mix, ${LIGHT_CONNECTIONS} connections only`, tally.catalogueLight, false),
    readRow('`GCSGAME_gameList`, same mix, answers not shared (`CATALOGUE_CACHE_MS=0`)', tally.catalogueUncached),
    readRow('`/wps/system/status`', tally.status),
    `| pgbench TPC-B, scale 1 (reference) | ${tpcb.toFixed(0)} | | | 1.00× | | | ${tally.tpcb.failures} |`,
    `| seamless round (debit + credit), per round | ${rate(tally.rounds).toFixed(0)} | ${ms(tally.rounds.p50)} | ${ms(tally.rounds.p99)} | ${roundRatio.toFixed(2)}× TPC-B | ≥ 0.5× | **${roundRatio >= 0.5 ? 'met' : 'MISSED'}** | ${tally.rounds.failures} |`,
    `| the same rounds, every member with wager and loss limits | ${rate(tally.roundsLimited).toFixed(0)} | ${ms(tally.roundsLimited.p50)} | ${ms(tally.roundsLimited.p99)} | ${(100 * limitedLoss).toFixed(1)}% slower, ${addedMs.toFixed(2)} ms more per request | < 5%, < 1 ms | **${limitsMet ? 'met' : 'MISSED'}** | ${tally.roundsLimited.failures} |`,
    '',
    "Latencies are the worst slice's; for the rounds they are per request (a debit or a credit), a round takes two.",
    'The time a limit adds per request is the difference of the mean request times at the same number of clients.',
  ].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
