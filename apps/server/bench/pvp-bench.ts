/**
 * bench:pvp — the card rooms' table socket under many players (issue 17), on PostgreSQL:
 *
 *   (a) reference: a bare WebSocket echo server (`ws`) in this same process, BENCH_PLAYERS sockets each sending a
 *       small message about as often as a player acts; the p99 of the round trip.
 *   (b) Texas Hold'em: BENCH_PLAYERS members, each on the real table socket (`/wps/pvp` of a listening server: auth
 *       with a live session, join, sit with a buy-in from the wallet), SEATS to a table, playing every hand by
 *       checking or calling after a think time of BENCH_THINK_MS (default 150–600 ms, brisker than people play) for
 *       BENCH_SECONDS. Measured: hands per second, and the p99 of an action's broadcast (from the acting player's
 *       send to each seated player's receipt of its `acted`). Target: p99 under 50 ms at 1,000 connected players.
 *
 * The players run in a worker thread (pvp-bench-clients.ts) so their event loop does not share the server's. Every
 * socket comes through as another address (X-Forwarded-For behind one trusted proxy hop), as players behind a
 * load balancer would; the per-address socket cap is per player then. After the run everyone stands up and the
 * ledger invariants must hold with the table accounts empty.
 *
 *   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is
 *                       created and dropped)
 *   BENCH_PLAYERS       connected players (default 1000)
 *   BENCH_SECONDS       measured seconds of each part (default 30)
 *   --record            write the results into docs/benchmarks.md
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { pvpTables } from '../src/db/schema/pvp.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import { openSession } from '../src/modules/session/session.service.ts';
import { checkLedgerInvariants } from '../src/modules/wallet/ledger-invariants.ts';
import { createMembers } from './lottery-bench-members.ts';
import type { ClientFigures, EchoJob, PvpJob, PvpPlayer } from './pvp-bench-clients.ts';
import { recordSection } from './record.ts';
import { scratchDatabase } from './scratch-db.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const THINK_MS = (process.env.BENCH_THINK_MS ?? '150-600').split('-').map(Number) as [number, number];
const SEATS = 6;
const TARGET_P99_MS = 50;
/** Blinds 1/2 in minor units of a 2-decimal currency; buy-in 100 big blinds. */
const BLINDS = { small: 100n, big: 200n };
const BUY_IN = '200.00';

function runClients(job: EchoJob | PvpJob): Promise<ClientFigures> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit `--import tsx` on Node 20: it registers tsx, then loads the TypeScript entry.
    const entry = new URL('./pvp-bench-clients.ts', import.meta.url).href;
    const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    const worker = new Worker(source, { eval: true, workerData: job });
    worker.once('message', (figures: ClientFigures) => {
      resolve(figures);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase('lucky_pvp_bench');
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
  const echo = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  echo.on('connection', (socket) => socket.on('message', (data) => socket.send(String(data))));
  try {
    await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080', new Date());
    const { app, ctx } = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        DATABASE_URL: scratch.url,
        TRUST_PROXY_HOPS: '1',
      }),
      database,
      logger: false,
      counters: createMemoryCounterStore(),
    });
    // The card rooms' timers (turns, the pause between hands, leases) as the server runs them; no other job.
    ctx.pvp.start();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    console.log(`creating ${PLAYERS} players at ${Math.ceil(PLAYERS / SEATS)} tables …`);
    const members = await createMembers(database.db, PLAYERS, 'pv', 100_000n, 8);
    const tables = await database.db
      .insert(pvpTables)
      .values(
        Array.from({ length: Math.ceil(PLAYERS / SEATS) }, (_, index) => ({
          game: 'HOLDEM' as const,
          name: `Bench ${index + 1}`,
          stakeLevel: 'LOW',
          currency: 'USD',
          smallBlind: BLINDS.small,
          bigBlind: BLINDS.big,
          rakeBp: 500,
          rakeCap: BLINDS.big * 3n,
          minBuyIn: BLINDS.big * 40n,
          maxBuyIn: BLINDS.big * 200n,
          seats: SEATS,
          sort: 1000 + index,
        })),
      )
      .returning({ id: pvpTables.id });
    const players: PvpPlayer[] = [];
    for (const [index, member] of members.entries()) {
      const { token } = await openSession(ctx, { memberId: member.memberId, ip: '127.0.0.1' });
      const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      players.push({ token, ip, tableId: tables[Math.floor(index / SEATS)]!.id, seatNo: index % SEATS });
    }
    const echoPort = (echo.address() as { port: number }).port;
    console.log(`(a) echo: ${PLAYERS} sockets for ${SECONDS} s …`);
    const reference = await runClients({
      kind: 'echo',
      url: `ws://127.0.0.1:${echoPort}`,
      count: PLAYERS,
      seconds: SECONDS,
      intervalMs: 2000,
    });
    console.log(`(b) hold'em: ${PLAYERS} players for ${SECONDS} s …`);
    const play = await runClients({
      kind: 'pvp',
      url: `ws://127.0.0.1:${port}/wps/pvp`,
      players,
      seconds: SECONDS,
      buyIn: BUY_IN,
      thinkMs: THINK_MS,
    });
    await app.close();
    await checkAfter(database.db);
    report(reference, play);
  } finally {
    echo.close();
    await database.close();
    await scratch.drop();
  }
}

/** Everyone stood up: the table accounts are empty and the ledger is sound. */
async function checkAfter(db: Parameters<typeof checkLedgerInvariants>[0]): Promise<void> {
  const [left] = await queryRows<{ chips: string }>(
    db,
    sql`select coalesce(sum(chips), 0)::text as chips from pvp_seats`,
  );
  if (left!.chips !== '0') throw new Error(`${left!.chips} chips left on the tables after everyone stood up`);
  const check = await checkLedgerInvariants(db);
  if (!check.ok) throw new Error(`ledger invariants broken: ${JSON.stringify(check.violations).slice(0, 500)}`);
}

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

function report(reference: ClientFigures, play: ClientFigures): void {
  const p99 = percentile(play.samples, 0.99);
  const echoP99 = percentile(reference.samples, 0.99);
  const load = os.loadavg()[1]!.toFixed(1);
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim().split(' ').slice(0, 2).join(' ')}), PostgreSQL on the same machine; load average ${load} over the last 5 minutes.`,
    '',
    '| workload | connected | per second | p50 / p99 ms | ratio (p99) | target | verdict | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| Hold'em table socket: actions broadcast to the table (${SEATS}-max tables, think ${THINK_MS.join('–')} ms) | ${play.connected} | ${(play.hands / play.seconds).toFixed(1)} hands, ${(play.messages / play.seconds).toFixed(0)} actions, ${(play.samples.length / play.seconds).toFixed(0)} deliveries | ${percentile(play.samples, 0.5).toFixed(1)} / ${p99.toFixed(1)} | ${(p99 / echoP99).toFixed(2)}× echo | p99 < ${TARGET_P99_MS} ms | ${play.samples.length > 0 && p99 < TARGET_P99_MS ? 'met' : '**MISSED**'} | ${play.errors.length} |`,
    `| bare WebSocket echo (reference), same process | ${reference.connected} | ${(reference.messages / reference.seconds).toFixed(0)} round trips | ${percentile(reference.samples, 0.5).toFixed(1)} / ${echoP99.toFixed(1)} | 1.00× | | | |`,
    '',
    `Measured for ${SECONDS} s each; after the run every player stood up, the table accounts were empty and the ledger invariants held.`,
  ];
  if (play.errors.length > 0) lines.push('', `First errors: ${play.errors.slice(0, 5).join('; ')}`);
  console.log(lines.join('\n'));
  if (process.argv.includes('--record')) recordSection('pvp', lines.join('\n'));
}

await main();
