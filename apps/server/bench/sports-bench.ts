/**
 * npm run bench:sports — the in-house sportsbook on PostgreSQL, beside a reference measured in the same run:
 *   (a) bets placed per second by BENCH_CLIENTS concurrent clients through placeSportsBet (the call the
 *       sportsbookPlaceBet route makes: the legs priced on the boards, the limits, one transaction with the
 *       bet's own house debit, the bet and its legs, the selections' liabilities under their caps and the events'
 *       share locks), 80 % singles and 20 % parlays of 2–4 legs over every market of the events open before their
 *       start (pre-match: no bet delay), by 2,000 members, beside pgbench TPC-B with the same number of clients
 *       (3 alternating slices each); target ≥ 0.5×;
 *   (b) the settlement of one football matchday (the events of one kick-off, ending together) holding
 *       BENCH_BETS bets (default 50,000), every one with a leg on the matchday's first event in any of its
 *       markets (20 % parlays adding legs on the matchday's other events), written beforehand by
 *       writeSportsBetsInBulk (sports-bulk-bets.ts: the rows placement writes, in multi-row statements), then
 *       ended and settled by settleEvent event after event, oldest end first, as the job does; timed, the main
 *       event (the one event holding all BENCH_BETS bets) on its own: target under 5 s for it; the ledger
 *       invariants checked after.
 *
 *   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres); the bench creates
 *                       and drops its own databases there
 *   BENCH_CLIENTS       concurrent clients (default 16)
 *   BENCH_SECONDS       measured seconds of placement and of TPC-B each (default 15), in 3 alternating slices
 *   BENCH_BETS          bets on the settled matchday (default 50,000; 5 per member)
 *   --record            write the results into docs/benchmarks.md
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, queryRows, type Db } from '../src/db/client.ts';
import { sportEvents, sportSettings } from '../src/db/schema/sportsbook.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import { phaseAt } from '../src/modules/sportsbook/event-board.ts';
import { placeSportsBet } from '../src/modules/sportsbook/placement.service.ts';
import { advanceEvents, scheduleComingEvents } from '../src/modules/sportsbook/schedule.service.ts';
import { settleEvent } from '../src/modules/sportsbook/settlement.service.ts';
import { findEventsToSettle, type SportEventRow } from '../src/modules/sportsbook/sportsbook-events.repository.ts';
import { forgetBookSettings } from '../src/modules/sportsbook/sportsbook-settings.service.ts';
import { checkLedgerInvariants } from '../src/modules/wallet/ledger-invariants.ts';
import { createMembers, sessionOf, type Member } from './lottery-bench-members.ts';
import { pgbench, runPgbenchTps } from './pgbench.ts';
import { recordSection } from './record.ts';
import { scratchDatabase } from './scratch-db.ts';
import { menusAt, PARLAY_SHARE, randomSlip, type Menu } from './sports-bench-slips.ts';
import { writeSportsBetsInBulk } from './sports-bulk-bets.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SETTLE_BETS = Number(process.env.BENCH_BETS ?? 50_000);
const BETS_PER_MEMBER = 5;
const PLACE_MEMBERS = 2_000;
const SLICES = 3;
const SLICE = Math.max(1, Math.round(SECONDS / SLICES));
const PLACE_TARGET = 0.5;
const SETTLE_TARGET_S = 5;

type Clock = { now: Date };
type Tally = { count: number; seconds: number; latencies: number[]; failures: number; parlays: number };
type Database = Awaited<ReturnType<typeof openDatabase>>;

/** The demo seed and a server on the bench's clock; the liability caps raised, as thousands of bets share keys. */
async function startBook(database: Database, url: string, clock: Clock) {
  await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080', clock.now);
  const { app, ctx } = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATABASE_URL: url }),
    database,
    logger: false,
    counters: createMemoryCounterStore(),
    now: () => clock.now,
  });
  await database.db.update(sportSettings).set({ liabilityCap: 10n ** 15n });
  forgetBookSettings(ctx);
  return { app, ctx };
}

/**
 * The football events of the first kick-off opening after `after`, scheduled, with the clock moved to one second
 * after they open (no event moves on its own: the clock stands still while the bench runs).
 */
async function kickOff(ctx: AppContext, clock: Clock, after: Date): Promise<SportEventRow[]> {
  await scheduleComingEvents(ctx);
  const db = ctx.database.db;
  const [first] = await db
    .select()
    .from(sportEvents)
    .where(and(eq(sportEvents.sport, 'FOOTBALL'), gt(sportEvents.opensAt, after)))
    .orderBy(asc(sportEvents.startsAt))
    .limit(1);
  if (!first) throw new Error('no football kick-off scheduled');
  clock.now = new Date(first.opensAt.getTime() + 1000);
  await scheduleComingEvents(ctx);
  return db
    .select()
    .from(sportEvents)
    .where(and(eq(sportEvents.sport, 'FOOTBALL'), eq(sportEvents.startsAt, first.startsAt)))
    .orderBy(asc(sportEvents.id));
}

/** CLIENTS workers place random slips on the open events back to back for `seconds`, each member in turn. */
async function placeSlice(ctx: AppContext, into: Tally, input: { players: Member[]; menus: Menu[]; run: string }) {
  const currency = (await ctx.merchant.get()).currency;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + SLICE * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const index = (sequence += 1);
      const slip = randomSlip(input.menus);
      const began = performance.now();
      try {
        const body = { requestId: `${input.run}-${index}`, oddsChange: 'ASK' as const, ...slip };
        const session = sessionOf(input.players[index % input.players.length]!);
        await placeSportsBet(ctx, { session, body, currency });
        into.latencies.push(performance.now() - began);
        into.count += 1;
        if (slip.kind === 'PARLAY') into.parlays += 1;
      } catch (error) {
        into.failures += 1;
        if (into.failures <= 3) console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  into.seconds += (performance.now() - started) / 1000;
}

/** What part (b) measured. */
type SettleFigures = {
  bets: number;
  legs: number;
  events: number;
  members: number;
  writeSeconds: number;
  seconds: number;
  firstSeconds: number;
};

const countOf = async (db: Db, query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;

/** (b) one matchday with SETTLE_BETS bets written in bulk, ended, then settled event by event and timed. */
async function measureSettlement(ctx: AppContext, clock: Clock, after: Date): Promise<SettleFigures> {
  const db = ctx.database.db;
  const members = Math.ceil(SETTLE_BETS / BETS_PER_MEMBER);
  console.log(`creating ${members} members for settlement …`);
  const bettors = await createMembers(db, members, 'ss', 100_000_000n, CLIENTS);
  const matchday = await kickOff(ctx, clock, after);
  const menus = await menusAt(ctx, matchday, clock.now);
  const main = menus.find((menu) => menu.event.id === matchday[0]!.id)!;
  let written = 0;
  const slipsOf = () => {
    const count = Math.min(BETS_PER_MEMBER, SETTLE_BETS - written);
    written += count;
    return Array.from({ length: count }, () => randomSlip(menus, main));
  };
  const writeStarted = performance.now();
  await writeSportsBetsInBulk(ctx, { bettors, menus, slipsOf });
  const writeSeconds = (performance.now() - writeStarted) / 1000;
  // The bulk write grows the tables from almost nothing in seconds; a real book's tables have their history and
  // statistics (autovacuum's analyze would come round within a minute), so the planner is given them.
  await queryRows(db, sql`analyze`);
  const ids = matchday.map((event) => event.id);
  const idList = `{${ids.join(',')}}`;
  const bets = await countOf(
    db,
    sql`select count(distinct bet_id)::int as n from sport_bet_legs where event_id = any(${idList}::text[])`,
  );
  const legs = await countOf(
    db,
    sql`select count(*)::int as n from sport_bet_legs where event_id = any(${idList}::text[])`,
  );
  clock.now = new Date(Math.max(...matchday.map((event) => event.endsAt.getTime())) + 1000);
  await advanceEvents(ctx);
  const currency = (await ctx.merchant.get()).currency;
  const order = (await findEventsToSettle(db, 200)).filter((event) => ids.includes(event.id));
  let firstSeconds = 0;
  const started = performance.now();
  for (const event of order) {
    const began = performance.now();
    await settleEvent(ctx, { eventId: event.id, currency });
    if (event.id === main.event.id) firstSeconds = (performance.now() - began) / 1000;
  }
  const seconds = (performance.now() - started) / 1000;
  await checkSettled(ctx, ids, bets);
  return { bets, legs, events: ids.length, members, writeSeconds, seconds, firstSeconds };
}

/** Every bet of the matchday settled (and the placement's events after it, untimed), and the ledger sound. */
async function checkSettled(ctx: AppContext, ids: string[], bets: number): Promise<void> {
  const db = ctx.database.db;
  const currency = (await ctx.merchant.get()).currency;
  for (const event of await findEventsToSettle(db, 200)) await settleEvent(ctx, { eventId: event.id, currency });
  const open = await countOf(db, sql`select count(*)::int as n from sport_bets where status = 'OPEN'`);
  const settled = await db.select().from(sportEvents).where(inArray(sportEvents.id, ids));
  if (open > 0 || settled.some((event) => event.status !== 'SETTLED'))
    throw new Error(`${open} bets left open; events ${settled.map((event) => event.status).join(',')} (${bets} bets)`);
  const check = await checkLedgerInvariants(db);
  if (!check.ok) throw new Error(`ledger invariants broken: ${JSON.stringify(check.violations).slice(0, 500)}`);
}

async function main(): Promise<void> {
  const bookDb = await scratchDatabase('lucky_sports_bench');
  const tpcbDb = await scratchDatabase('lucky_pgbench');
  const database = await openDatabase({ databaseUrl: bookDb.url, poolSize: CLIENTS + 2 });
  const clock = { now: new Date() };
  const placement: Tally = { count: 0, seconds: 0, latencies: [], failures: 0, parlays: 0 };
  const tpcb = { count: 0, seconds: 0 };
  let settle: SettleFigures | undefined;
  let openEvents: number | undefined;
  try {
    pgbench(tpcbDb.url, ['-i', '-q']);
    const { app, ctx } = await startBook(database, bookDb.url, clock);
    // (a) placement beside TPC-B, in alternating slices, on every event open (pre-match) at a kick-off's opening.
    console.log(`creating ${PLACE_MEMBERS} members for placement …`);
    const players = await createMembers(database.db, PLACE_MEMBERS, 'sp', 100_000_000n, CLIENTS);
    const [first] = await kickOff(ctx, clock, clock.now);
    const all = await database.db.select().from(sportEvents);
    const open = all.filter((event) => phaseAt(event, clock.now) === 'OPEN');
    const menus = await menusAt(ctx, open, clock.now);
    openEvents = menus.length;
    for (let slice = 0; slice < SLICES; slice += 1) {
      tpcb.count += runPgbenchTps(tpcbDb.url, CLIENTS, SLICE) * SLICE;
      tpcb.seconds += SLICE;
      await placeSlice(ctx, placement, { players, menus, run: `place${slice}` });
      console.log(`slice ${slice + 1}: ${placement.count} bets placed so far`);
    }
    settle = await measureSettlement(ctx, clock, first!.startsAt);
    await app.close();
  } finally {
    await database.close();
    for (const scratch of [bookDb, tpcbDb]) await scratch.drop();
  }
  report(placement, tpcb, settle!, openEvents!);
}

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

function report(placement: Tally, tpcb: { count: number; seconds: number }, settle: SettleFigures, events: number) {
  const placeRate = placement.count / placement.seconds;
  const ratio = placeRate / (tpcb.count / tpcb.seconds);
  const verdict = (isMet: boolean) => (isMet ? 'met' : '**MISSED**');
  const cpu = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()})`;
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu}, PostgreSQL on the same machine, ${CLIENTS} clients; load average ${os.loadavg()[1]!.toFixed(1)} over the last 5 minutes.`,
    '',
    '| workload | per second | p50 / p99 ms | ratio | target | verdict | failures |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| bet placement (placeSportsBet, ${Math.round(100 * (1 - PARLAY_SHARE))} % singles, parlays of 2–4 legs: ${placement.parlays} of ${placement.count}; ${events} open events, every market), ${SLICES} slices of ${SLICE} s | ${placeRate.toFixed(0)} | ${percentile(placement.latencies, 0.5).toFixed(1)} / ${percentile(placement.latencies, 0.99).toFixed(1)} | ${ratio.toFixed(2)}× TPC-B | ≥ ${PLACE_TARGET}× | ${verdict(ratio >= PLACE_TARGET)} | ${placement.failures} |`,
    `| pgbench TPC-B, scale 1 (reference), ${SLICES} slices of ${SLICE} s | ${(tpcb.count / tpcb.seconds).toFixed(0)} | | 1.00× | | | |`,
    '',
    '| settlement | bets | legs | seconds | bets settled per second | target | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| one event with ${settle.bets.toLocaleString('en')} bets across its markets (the matchday's main event): settleEvent, 16 parts by member shard, 2 at once, batches of 1,000 legs | ${settle.bets.toLocaleString('en')} | ${settle.bets.toLocaleString('en')} | ${settle.firstSeconds.toFixed(1)} | ${(settle.bets / settle.firstSeconds).toFixed(0)} | < ${SETTLE_TARGET_S} s | ${verdict(settle.firstSeconds < SETTLE_TARGET_S)} |`,
    `| the whole matchday (${settle.events} events, the parlays' other legs included), event after event, oldest end first | ${settle.bets.toLocaleString('en')} | ${settle.legs.toLocaleString('en')} | ${settle.seconds.toFixed(1)} | ${(settle.bets / settle.seconds).toFixed(0)} | | |`,
    '',
    `Every bet has a leg on the matchday's first event; the ${settle.bets.toLocaleString('en')} bets of ${settle.members.toLocaleString('en')} members were written in bulk (the rows placeSportsBet writes, set-based: \`writeSportsBetsInBulk\`) in ${settle.writeSeconds.toFixed(0)} s. Ledger invariants checked after the settlement.`,
  ];
  console.log(lines.join('\n'));
  if (process.argv.includes('--record')) recordSection('sports', lines.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
