/**
 * npm run bench:agent — the agent centre's reports and contract settlement at scale, on PostgreSQL.
 *
 * A throw-away database gets the demo seed and the benchmark team of generate-team.ts: one agent,
 * 10,000 accounts below it on two levels, 1,000,000 settled rounds over 30 days (roll-ups filled by
 * the trigger, as in live play). The server (buildApp) then answers, over HTTP on this machine:
 *   - the team overview for each range, and the per-account profit and loss (sorts, pages, scopes),
 *     each requested REQUESTS times by CLIENTS concurrent clients; target p95 under 200 ms;
 *   - one daily-wage settlement pass over 10,000 contracts (the agent's 100 sub-agents and their
 *     9,900 accounts, each paid by its direct upline, the agent by the platform); target under 30 s.
 *
 *   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_ROUNDS        rounds to generate (default 1,000,000)
 *   BENCH_REQUESTS      requests per report case (default 60)
 *   BENCH_CLIENTS       concurrent clients per case (default 1: the target is the latency one agent sees)
 *   --record            write the results into docs/benchmarks.md
 */
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, queryRows, type Db } from '../src/db/client.ts';
import { agentContracts, contractPayouts } from '../src/db/schema/contracts.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { encryptPayload } from '../src/lib/payload-crypto.ts';
import { runContractSettlement } from '../src/modules/agent-contracts/contract-settlement.ts';
import { storeTerms, type Terms } from '../src/modules/agent-contracts/contract-terms.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';
import { BENCH_AGENT, generateTeam } from './generate-team.ts';
import { recordSection } from './record.ts';
import { scratchDatabase } from './scratch-db.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1);
const PASSWORD = 'bench-agent-1';
const REPORT_TARGET_MS = 200;
const SETTLEMENT_TARGET_S = 30;
const DAY_MS = 86_400_000;

type Case = { name: string; path: string; query: Record<string, string> };
type Latency = { name: string; p50: number; p95: number; max: number; failures: number };

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const REPORT_CASES: Case[] = [
  ...['TODAY', 'YESTERDAY', 'THIS_WEEK', 'THIS_MONTH'].map((range) => ({
    name: `overview ${range.toLowerCase().replace('_', ' ')}`,
    path: ENDPOINTS.agentTeamOverview.path,
    query: { range },
  })),
  {
    name: 'overview custom 30 days',
    path: ENDPOINTS.agentTeamOverview.path,
    query: { range: 'CUSTOM', from: utcDay(-29), to: utcDay(0) },
  },
  {
    name: 'P&L per account, 7 days, by bet',
    path: ENDPOINTS.agentProfitAndLoss.path,
    query: { from: utcDay(-6), to: utcDay(0) },
  },
  {
    name: 'P&L per account, 30 days, by win/loss, page 50',
    path: ENDPOINTS.agentProfitAndLoss.path,
    query: { from: utcDay(-29), to: utcDay(0), sort: 'winLoss', order: 'asc', pageNo: '50' },
  },
  {
    name: 'P&L direct downlines, 30 days',
    path: ENDPOINTS.agentProfitAndLoss.path,
    query: { from: utcDay(-29), to: utcDay(0), scope: 'DIRECT' },
  },
];

async function login(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  const key = app.ctx.keys.active;
  const payload = JSON.stringify(
    encryptPayload(
      key.publicKeySpkiBase64,
      key.keyId,
      JSON.stringify({ type: 'username', username: BENCH_AGENT, password: PASSWORD }),
    ),
  );
  const response = await app.app.inject({
    method: 'POST',
    url: ENDPOINTS.sessionLogin.path,
    headers: { 'content-type': 'application/json', encryption: 'RSA-OAEP-256+A256GCM' },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`bench agent login failed: ${response.body}`);
  return response.json().value.token as string;
}

async function measure(base: string, token: string, item: Case): Promise<Latency> {
  const url = `${base}${item.path}?${new URLSearchParams(item.query).toString()}`;
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  // One warm-up request, so the first plan and cache fill are not counted.
  await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const body = (await response.json()) as { success: boolean; code?: string };
        times.push(performance.now() - started);
        if (!body.success) {
          failures += 1;
          if (failures === 1) console.error(`${item.name}: ${response.status} ${body.code}`);
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name: item.name, p50: at(0.5), p95: at(0.95), max: times[times.length - 1] ?? 0, failures };
}

/**
 * 10,000 live daily-wage contracts down the tree, accepted three days ago so that two whole days
 * are payable: the platform pays the agent 1.00%, the agent pays its sub-agents 0.80%, each
 * sub-agent pays its accounts 0.50%. Sub-agents are funded to cover what they pay.
 */
async function createContracts(db: Db, agentId: number): Promise<number> {
  const wage = (rateBp: number): Terms => ({ kind: 'DAILY_WAGE', tiers: [{ minBet: 0n, rateBp }] });
  const startsAt = new Date(
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 2 * DAY_MS,
  );
  const rows = await queryRows<{ id: string; upline_id: string | null; depth: number }>(
    db,
    sql`
    select id, upline_id, case when id = ${agentId} then 0 when upline_id = ${agentId} then 1 else 2 end as depth
    from members where id = ${agentId} or ancestor_path like ${`/${agentId}/%`}`,
  );
  const rates = [100, 80, 50];
  const values = rows.map((row) => ({
    kind: 'DAILY_WAGE' as const,
    payeeId: Number(row.id),
    payerId: row.depth === 0 ? null : Number(row.upline_id),
    status: 'ACTIVE' as const,
    terms: storeTerms(wage(rates[row.depth]!)),
    offeredAt: startsAt,
    startsAt,
  }));
  for (let start = 0; start < values.length; start += 1000)
    await db.insert(agentContracts).values(values.slice(start, start + 1000));
  for (const row of rows.filter((candidate) => candidate.depth === 1)) {
    await inTransaction(db, async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `bench-fund:${row.id}`,
        kind: 'ADJUSTMENT',
        amount: 1_000_000_000n,
        debitAccountId: await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', 'USD'),
        creditAccountId: await ensureMemberWallet(tx, Number(row.id), 'USD'),
      }),
    );
  }
  return values.length - 1;
}

function report(
  latencies: Latency[],
  settlement: { contracts: number; seconds: number; paid: number; owed: number },
): string {
  const lines = [
    `Run on ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ${ROUNDS.toLocaleString('en')} rounds, 10,000 downline accounts; ${REQUESTS} requests per case from ${CLIENTS} clients.`,
    '',
    '| report | p50 ms | p95 ms | max ms | target p95 | verdict |',
    '|---|---|---|---|---|---|',
    ...latencies.map(
      (row) =>
        `| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | < ${REPORT_TARGET_MS} ms | ${row.failures > 0 ? `${row.failures} failed` : row.p95 < REPORT_TARGET_MS ? 'met' : 'missed'} |`,
    ),
    '',
    `| settlement | contracts | payouts paid | owed | seconds | target | verdict |`,
    '|---|---|---|---|---|---|---|',
    `| daily wage, one pass, two days due | ${settlement.contracts.toLocaleString('en')} | ${settlement.paid.toLocaleString('en')} | ${settlement.owed} | ${settlement.seconds.toFixed(1)} | < ${SETTLEMENT_TARGET_S} s | ${settlement.seconds < SETTLEMENT_TARGET_S ? 'met' : 'missed'} |`,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase('lucky_agent_bench');
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 12 });
  let close = async (): Promise<unknown> => undefined;
  try {
    console.log(
      `setting up ${scratch.name}: demo seed, the benchmark team and ${ROUNDS.toLocaleString('en')} rounds (about a minute per million)`,
    );
    await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080');
    const team = await generateTeam(scratch.url, ROUNDS);
    await database.db.execute(
      sql`update members set password_hash = ${await hashPassword(PASSWORD)} where id = ${team.agentId}`,
    );
    await database.db.execute(sql`vacuum analyze`);

    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATABASE_URL: scratch.url });
    const built = await buildApp({ config, database, logger: false, counters: createMemoryCounterStore() });
    close = () => built.app.close();
    const base = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await login(built);

    const latencies: Latency[] = [];
    for (const item of REPORT_CASES) {
      const result = await measure(base, token, item);
      latencies.push(result);
      console.log(
        `${item.name.padEnd(48)} p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms  max ${result.max.toFixed(1).padStart(7)} ms${result.failures ? `  ${result.failures} FAILED` : ''}`,
      );
    }

    const contracts = await createContracts(database.db, team.agentId);
    await database.db.execute(sql`analyze agent_contracts; analyze ledger_accounts`);
    const started = performance.now();
    const outcome = await runContractSettlement(built.ctx, 'DAILY_WAGE');
    const seconds = (performance.now() - started) / 1000;
    const [{ count }] = await queryRows<{ count: string }>(
      database.db,
      sql`select count(*) as count from ${contractPayouts}`,
    );
    console.log(
      `settlement: ${contracts} contracts below the agent (+1 platform contract), ${outcome.paid} paid, ${outcome.owed} owed, ${count} payout rows, ${seconds.toFixed(1)} s`,
    );
    if (Number(count) === 0) throw new Error('the settlement paid nothing: the benchmark is broken');

    const text = report(latencies, { contracts: contracts + 1, seconds, paid: outcome.paid, owed: outcome.owed });
    console.log(`\n${text}`);
    if (process.argv.includes('--record')) recordSection('agent', text);
    if (latencies.some((row) => row.failures > 0)) process.exitCode = 1;
  } finally {
    await close();
    await database.close();
    await scratch.drop();
  }
}

await main();
