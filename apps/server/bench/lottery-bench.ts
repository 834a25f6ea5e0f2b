/**
 * npm run bench:lottery — the in-house lottery on PostgreSQL, beside references measured in the same run:
 *   (a) bets placed per second by BENCH_CLIENTS concurrent clients through placeBets (the call the
 *       lotteryPlaceBets route makes: the draw's share lock, the exposure caps, one seamless debit per slip
 *       (a ticket), the bet rows; one transaction per slip), one selection per slip, a mix of Keno picks and
 *       side bets by 2,000 members on one draw of KENO_5M, beside pgbench TPC-B with the same number of
 *       clients (3 alternating slices each); target ≥ 0.5×;
 *   (b) the settlement of one KENO_1M draw holding BENCH_MEMBERS × 10 bets (default 10,000 × 10 = 100,000),
 *       written beforehand by writeBetsInBulk (lottery-bulk-bets.ts: the rows placeBets writes for one slip of
 *       10 selections per member, in multi-row statements; placing them through the service would take far too
 *       long here), then settled by one runner with finishDraw (batches of 500 members, as the lottery job
 *       does), timed; target under 10 s; beside a burst of ledger transfers (postTransfer between random
 *       wallets, as bench:wallet) in the same run, since a settlement pays one closing credit per winner.
 *
 *   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres); the bench creates
 *                       and drops its own databases there
 *   BENCH_CLIENTS       concurrent clients (default 16)
 *   BENCH_SECONDS       measured seconds of placement and of TPC-B each (default 15), in 3 alternating slices
 *   BENCH_MEMBERS       members betting on the settled draw (default 10,000; 10 bets each)
 *   --record            write the results into docs/benchmarks.md
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { pgbench, runPgbenchTps } from './pgbench.ts';
import { openDatabase, queryRows, type Db } from '../src/db/client.ts';
import { lotteryDraws, lotteryGames } from '../src/db/schema/lottery.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import type { AppContext } from '../src/app-context.ts';
import { placeBets } from '../src/modules/lottery/bets.service.ts';
import { drawOne, scheduleComingDraws } from '../src/modules/lottery/draw.service.ts';
import { finishDraw } from '../src/modules/lottery/lottery-jobs.ts';
import { DEFAULT_LIMITS_KEY, loadGame } from '../src/modules/lottery/lottery-games.service.ts';
import { findDraw, findUpcomingDraws, type DrawRow } from '../src/modules/lottery/lottery.repository.ts';
import { phaseOf } from '../src/modules/lottery/lottery-view.ts';
import { checkLedgerInvariants } from '../src/modules/wallet/ledger-invariants.ts';
import { inTransaction, postTransfer } from '../src/modules/wallet/ledger.service.ts';
import { createMembers, randomInt, randomSelection, sessionOf, type Member } from './lottery-bench-members.ts';
import { writeBetsInBulk } from './lottery-bulk-bets.ts';
import { recordSection } from './record.ts';
import { scratchDatabase } from './scratch-db.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SETTLE_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BETS_PER_MEMBER = 10;
const PLACE_MEMBERS = 2_000;
const SLICES = 3;
const SLICE = Math.max(1, Math.round(SECONDS / SLICES));
const TRANSFER_SECONDS = 5;
const PLACE_TARGET = 0.5;
const SETTLE_TARGET_S = 10;
/** The draw of the game on sale now; the clock moves to the next draw's opening when the current one stopped selling. */
async function openDraw(ctx: AppContext, clock: { now: Date }, gameCode: string): Promise<DrawRow> {
  const [next] = (await findUpcomingDraws(ctx.database.db, gameCode, clock.now, 5)).filter((draw) =>
    ['OPEN', 'NOT_OPEN'].includes(phaseOf(draw, clock.now)),
  );
  if (!next) throw new Error(`no draw of ${gameCode} on sale`);
  if (phaseOf(next, clock.now) === 'NOT_OPEN') clock.now = new Date(next.opensAt.getTime() + 1);
  return next;
}

type Tally = { count: number; seconds: number; latencies: number[]; failures: number };
const emptyTally = (): Tally => ({ count: 0, seconds: 0, latencies: [], failures: 0 });

/** CLIENTS workers place one-selection slips back to back for `seconds`, each member in turn. */
async function placeSlice(
  ctx: AppContext,
  into: Tally,
  players: Member[],
  drawId: number,
  seconds: number,
  run: string,
): Promise<void> {
  const currency = (await ctx.merchant.get()).currency;
  let sequence = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const index = (sequence += 1);
        const member = players[index % players.length]!;
        const began = performance.now();
        try {
          await placeBets(ctx, {
            session: sessionOf(member),
            currency,
            body: { requestId: `${run}-${index}`, gameCode: 'KENO_5M', drawId, selections: [randomSelection()] },
          });
          into.latencies.push(performance.now() - began);
          into.count += 1;
        } catch (error) {
          into.failures += 1;
          if (into.failures <= 3) console.error(error);
        }
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

/** A burst of ledger transfers between random wallets of the bench's members, as bench:wallet measures them. */
async function transferBurst(db: Db, wallets: number[], seconds: number): Promise<number> {
  let done = 0;
  let sequence = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const debit = wallets[randomInt(wallets.length)]!;
        let credit = wallets[randomInt(wallets.length)]!;
        while (credit === debit) credit = wallets[randomInt(wallets.length)]!;
        await inTransaction(db, (tx) =>
          postTransfer(tx, {
            idempotencyKey: `burst:${(sequence += 1)}`,
            kind: 'TRANSFER_BENCH',
            amount: BigInt(1 + randomInt(100)),
            debitAccountId: debit,
            creditAccountId: credit,
          }),
        );
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** What part (b) measured: the bulk write, the settlement and the burst of ledger transfers beside it. */
type SettleFigures = {
  bets: number;
  members: number;
  seconds: number;
  placeSeconds: number;
  transfersPerSecond: number;
  batches: number;
};

type Database = Awaited<ReturnType<typeof openDatabase>>;

/** The demo seed and a server on the moving clock, with room under the caps and the coming draws scheduled. */
async function startLottery(database: Database, url: string, clock: { now: Date }) {
  await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080', clock.now);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATABASE_URL: url });
  const { app, ctx } = await buildApp({
    config,
    database,
    logger: false,
    counters: createMemoryCounterStore(),
    now: () => clock.now,
  });
  // The demo caps (20,000.00 per key and draw) are for a demo site; 100,000 bets on one draw need room.
  for (const code of ['KENO_1M', 'KENO_5M']) {
    await database.db
      .update(lotteryGames)
      .set({ limits: { [DEFAULT_LIMITS_KEY]: { minStake: '10', maxStake: '50000', liabilityCap: '100000000000' } } })
      .where(eq(lotteryGames.code, code));
  }
  await scheduleComingDraws(ctx);
  return { app, ctx };
}

/** (b) one draw with SETTLE_MEMBERS × 10 bets, settled by one runner. */
async function measureSettlement(ctx: AppContext, db: Db, clock: { now: Date }): Promise<SettleFigures> {
  const currency = (await ctx.merchant.get()).currency;
  console.log(`creating ${SETTLE_MEMBERS} members for settlement …`);
  const bettors = await createMembers(db, SETTLE_MEMBERS, 'ls', 100_000_000n, CLIENTS);
  const draw = await openDraw(ctx, clock, 'KENO_1M');
  const placeStarted = performance.now();
  const game = await loadGame(ctx, 'KENO_1M');
  await writeBetsInBulk(ctx, {
    game,
    draw,
    bettors,
    selectionsOf: () => Array.from({ length: BETS_PER_MEMBER }, randomSelection),
  });
  const placeSeconds = (performance.now() - placeStarted) / 1000;
  // The bulk write grows the bet, round and wallet tables from almost nothing to 100,000 rows in seconds, and the
  // planner would plan the settlement on statistics of the empty tables until autovacuum's analyze comes round
  // (up to a minute later). A real site's tables have their history, and a draw's bets arrive over its sale.
  await queryRows(db, sql`analyze`);
  const [{ bets }] = await queryRows<{ bets: number }>(
    db,
    sql`select count(*)::int as bets from lottery_bets where draw_id = ${draw.id} and status = 'OPEN'`,
  );
  clock.now = new Date(draw.drawAt.getTime() + 1000);
  const drawn = await drawOne(ctx, game, (await findDraw(db, draw.id))!);
  if (!drawn) throw new Error('the draw was not drawn');
  const settleStarted = performance.now();
  const settled = await finishDraw(ctx, game, drawn, currency);
  const seconds = (performance.now() - settleStarted) / 1000;
  const [after] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.id, draw.id)));
  if (settled !== bets || after?.status !== 'SETTLED')
    throw new Error(`settled ${settled} of ${bets} bets; draw ${after?.status}`);
  const transfersPerSecond = await transferBurst(
    db,
    bettors.map((member) => member.walletId),
    TRANSFER_SECONDS,
  );
  const check = await checkLedgerInvariants(db);
  if (!check.ok) throw new Error(`ledger invariants broken: ${JSON.stringify(check.violations).slice(0, 500)}`);
  return {
    bets,
    members: bettors.length,
    seconds,
    placeSeconds,
    transfersPerSecond,
    batches: Math.ceil(bettors.length / 500),
  };
}

async function main(): Promise<void> {
  const lotteryDb = await scratchDatabase('lucky_lottery_bench');
  const tpcbDb = await scratchDatabase('lucky_pgbench');
  const database = await openDatabase({ databaseUrl: lotteryDb.url, poolSize: CLIENTS + 2 });
  const clock = { now: new Date() };
  const placement = emptyTally();
  const tpcb = emptyTally();
  let settle: SettleFigures | undefined;
  try {
    pgbench(tpcbDb.url, ['-i', '-q']);
    const { app, ctx } = await startLottery(database, lotteryDb.url, clock);

    // (a) placement beside TPC-B, in alternating slices.
    console.log(`creating ${PLACE_MEMBERS} members for placement …`);
    const placers = await createMembers(database.db, PLACE_MEMBERS, 'lp', 100_000_000n, CLIENTS);
    const placeDraw = await openDraw(ctx, clock, 'KENO_5M');
    for (let slice = 0; slice < SLICES; slice += 1) {
      tpcb.count += runPgbenchTps(tpcbDb.url, CLIENTS, SLICE) * SLICE;
      tpcb.seconds += SLICE;
      await placeSlice(ctx, placement, placers, placeDraw.id, SLICE, `place${slice}`);
      console.log(`slice ${slice + 1}: ${placement.count} bets placed so far`);
    }

    settle = await measureSettlement(ctx, database.db, clock);
    await app.close();
  } finally {
    await database.close();
    for (const scratch of [lotteryDb, tpcbDb]) await scratch.drop();
  }
  report(placement, tpcb, settle!);
}

function report(placement: Tally, tpcb: Tally, settle: SettleFigures): void {
  const placeRate = placement.count / placement.seconds;
  const tpcbRate = tpcb.count / tpcb.seconds;
  const ratio = placeRate / tpcbRate;
  const settleRate = settle.bets / settle.seconds;
  const verdict = (isMet: boolean) => (isMet ? 'met' : '**MISSED**');
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), PostgreSQL on the same machine, ${CLIENTS} clients; load average ${os.loadavg()[1]!.toFixed(1)} over the last 5 minutes.`,
    '',
    '| workload | per second | p50 / p99 ms | ratio | target | verdict | failures |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| bet placement (placeBets, one selection per slip, KENO_5M), ${SLICES} slices of ${SLICE} s | ${placeRate.toFixed(0)} | ${percentile(placement.latencies, 0.5).toFixed(1)} / ${percentile(placement.latencies, 0.99).toFixed(1)} | ${ratio.toFixed(2)}× TPC-B | ≥ ${PLACE_TARGET}× | ${verdict(ratio >= PLACE_TARGET)} | ${placement.failures} |`,
    `| pgbench TPC-B, scale 1 (reference), ${SLICES} slices of ${SLICE} s | ${tpcbRate.toFixed(0)} | | 1.00× | | | |`,
    '',
    '| settlement of one KENO_1M draw | bets | members | seconds | bets settled per second | target | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| finishDraw, one runner, ${settle.batches} batches of up to 500 members | ${settle.bets.toLocaleString('en')} | ${settle.members.toLocaleString('en')} | ${settle.seconds.toFixed(1)} | ${settleRate.toFixed(0)} | < ${SETTLE_TARGET_S} s | ${verdict(settle.seconds < SETTLE_TARGET_S)} |`,
    '',
    `Same run: ledger transfers (postTransfer between random wallets, ${CLIENTS} clients, ${TRANSFER_SECONDS} s): ${settle.transfersPerSecond.toFixed(0)} per second, i.e. ${(settle.members / settle.transfersPerSecond).toFixed(1)} s for one transfer per member of the draw. ` +
      `The ${settle.bets.toLocaleString('en')} bets were written in bulk (the rows placeBets writes, set-based: \`writeBetsInBulk\`) in ${settle.placeSeconds.toFixed(0)} s.`,
  ];
  console.log(lines.join('\n'));
  if (process.argv.includes('--record')) recordSection('lottery', lines.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
