import { isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { fuzzPlan, type FuzzPlan } from './fuzz/fuzz-requests.ts';
import { renderRequest, type RenderContext } from './fuzz/fuzz-render.ts';
import { buildFuzzTargets, openApiPath, type FuzzTarget } from './fuzz/fuzz-targets.ts';
import { pathsOf } from './fuzz/fuzz-values.ts';
import { changedTables, createTableCounter, type TableCounts } from './fuzz/table-counts.ts';
import { PNG_BYTES } from './multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/**
 * The schema-driven API fuzzer (issue 12): every route of the endpoint table, the seamless wallet,
 * the house games' API and the pages with a path parameter get requests built from their zod schemas
 * and then broken — wrong types, missing and extra fields, NUL and other control characters, huge
 * strings and numbers, lone surrogates, RTL and combining marks, malformed JSON and multipart, wrong
 * content types and methods, forged, expired and wrong-kind credentials — with and without a valid
 * session. For every request: never a 5xx, always the envelope with a code when refused, and a
 * refused request changes the row count of no table. docs/fuzzing.md says how to run and replay it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1_224_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const VENDOR = { code: 'FUZZ_VENDOR', secret: 'fuzz-vendor-wallet-secret' };

/** Tables a refused request may legitimately change, and why; every other table must keep its row count. */
const CHANGES_ON_REFUSAL: Record<string, string> = {
  operator_logins: 'the login history records every attempt, refused ones first of all (issue 19)',
};

const TARGETS = buildFuzzTargets({ houseGameId: 1, vendorCode: VENDOR.code, player: 'player01' });
const sentPerDatabase: Record<string, number> = {};
/** How the requests were answered (status and code), printed with the count so a run shows what the fuzzer reached. */
const answersPerDatabase: Record<string, Map<string, number>> = {};

/** A stable seed per target, so one target's requests do not depend on which others ran. */
const seedOf = (name: string) => [...name].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED);

/** Plans sent to every target whatever the seed: the base request, and NUL in each text field it has. */
function fixedPlans(target: FuzzTarget): FuzzPlan[] {
  const base: FuzzPlan = {
    credential: 'valid',
    mutations: [],
    queryMutations: [],
    pathMutation: null,
    transport: target.bodyFormat === 'multipart' ? 'mp-truncated-headers' : 'as-declared',
    ip: '10.98.0.1',
  };
  const plans: FuzzPlan[] = [base, { ...base, credential: 'none' }];
  const textPaths = pathsOf(target.baseBody).filter(
    (path) =>
      typeof path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], target.baseBody) ===
      'string',
  );
  for (const path of textPaths.slice(0, 6))
    plans.push({ ...base, mutations: [{ kind: 'set', path, value: 'fuzz\u0000nul' }] });
  for (const key of Object.keys(target.baseQuery).slice(0, 4))
    plans.push({ ...base, queryMutations: [{ kind: 'set', key, value: 'fuzz\u0000nul' }] });
  for (const key of Object.keys(target.pathParams ?? {}))
    plans.push({ ...base, pathMutation: { key, value: 'fuzz\u0000nul' } });
  return plans;
}

/** What a response must be, whatever was sent. Returns the problems found (empty when fine). */
function judge(target: FuzzTarget, response: LightMyRequestResponse, writes: string[]): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (target.answersJson || isJson) {
    let envelope: Record<string, unknown> | null = null;
    try {
      envelope = response.json();
    } catch {
      problems.push('the answer is not JSON');
    }
    if (envelope) {
      const keys = Object.keys(envelope).sort().join(',');
      if (keys !== 'code,message,success,value') problems.push(`the answer is not the envelope (keys ${keys})`);
      if (
        response.statusCode >= 400 &&
        (envelope.success !== false ||
          typeof envelope.code !== 'string' ||
          !envelope.code ||
          typeof envelope.message !== 'string')
      ) {
        problems.push('a refusal without success:false, a code and a message');
      }
    }
  }
  if (response.statusCode >= 400 && writes.length > 0) problems.push(`a refused request wrote: ${writes.join(', ')}`);
  return problems;
}

// One database: PostgreSQL when the run has it (what a deployment runs), PGlite otherwise. Every route answered the
// same on both in every recorded run (docs/fuzzing.md), and the second pass cost a minute of a 2-core CI run.
const FUZZ_DATABASE = TEST_DATABASES[TEST_DATABASES.length - 1]!;

describe.each([FUZZ_DATABASE])('API fuzzer on %s', (kind) => {
  let t: TestApp;
  let counter: Awaited<ReturnType<typeof createTableCounter>>;
  let snapshot: TableCounts;
  let render: RenderContext;
  const ignored = new Set(Object.keys(CHANGES_ON_REFUSAL));
  let started = 0;
  sentPerDatabase[kind] = 0;
  answersPerDatabase[kind] = new Map();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.ctx.database;
    await db
      .insert(gameVendors)
      .values({ code: VENDOR.code, displayName: 'Fuzz vendor', category: 'RNG', walletSecret: VENDOR.secret });
    const [houseGame] = await db.select({ id: games.id }).from(games).where(isNotNull(games.engineKind)).limit(1);
    for (const target of TARGETS) {
      if (target.pathParams?.gameId) target.pathParams.gameId = String(houseGame.id);
      if (target.name === 'house session') (target.baseBody as { gameId: number }).gameId = houseGame.id;
    }
    // Tokens that were valid once: a member's session that outlived the absolute timeout, an operator's replaced by a new login.
    const expiredMember = await t.login('player02', 'player1234');
    const expiredOperator = await t.opsLogin('finance', 'finance1234');
    t.clock.advance(13 * 3600_000);
    const member = await t.login('demo', 'demo1234');
    const launched = new URL(
      (await t.call('launchGame', { token: member, query: { gameId: String(houseGame.id) } })).json().value.game_url,
      'http://localhost',
    );
    const seat = await t.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { gameId: houseGame.id, launch: launched.searchParams.get('launch') },
    });
    render = {
      tokens: {
        member,
        agent: await t.login('agent01', 'agent1234'),
        admin: await t.opsLogin('admin', 'admin1234'),
        finance: await t.opsLogin('finance', 'finance1234'),
        expiredMember,
        expiredOperator,
        gameSession: seat.json().value.sessionToken,
      },
      key: t.ctx.keys.active,
      vendorSecret: VENDOR.secret,
      now: () => t.clock.now.getTime(),
      pngBytes: PNG_BYTES,
    };
    counter = await createTableCounter(db);
    await restoreDemoAccounts(); // takes the snapshot of the accounts as seeded
    snapshot = await counter.count();
    started = Date.now();
  }, 180_000);

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const answers = [...answersPerDatabase[kind]]
      .sort((a, b) => b[1] - a[1])
      .map(([answer, count]) => `${count} × ${answer}`)
      .join(', ');
    console.log(
      `API fuzzer on ${kind}: ${sentPerDatabase[kind]} requests to ${TARGETS.length} routes in ${seconds} s (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})\nanswers: ${answers}`,
    );
    await t?.close();
  });

  /** The demo accounts' rows as the seed made them, restored before each request (keepSessionsAlive). */
  const DEMO_ROWS = [
    { table: 'members', where: sql`username in ('demo', 'agent01')` },
    { table: 'operators', where: sql`username in ('admin', 'finance')` },
  ];
  let savedDemoRows: { table: string; rows: unknown[] }[] | null = null;
  async function restoreDemoAccounts(): Promise<void> {
    const { db } = t.ctx.database;
    if (!savedDemoRows) {
      savedDemoRows = [];
      for (const { table, where } of DEMO_ROWS) {
        const rows = await queryRows<{ row: unknown }>(
          db,
          sql`select to_jsonb(x) as row from ${sql.raw(table)} x where ${where}`,
        );
        savedDemoRows.push({ table, rows: rows.map((row) => row.row) });
      }
    }
    for (const { table, rows } of savedDemoRows) {
      const columns = (
        await queryRows<{ name: string }>(
          db,
          sql`select column_name as name from information_schema.columns where table_name = ${table} and column_name <> 'id'`,
        )
      ).map((column) => `"${column.name}"`);
      for (const row of rows)
        await queryRows(
          db,
          sql`update ${sql.raw(table)} set (${sql.raw(columns.join(', '))}) = (select ${sql.raw(columns.map((column) => `r.${column}`).join(', '))}
            from jsonb_populate_record(null::${sql.raw(table)}, ${JSON.stringify(row)}::jsonb) r)
            where id = (${JSON.stringify(row)}::jsonb ->> 'id')::bigint`,
        );
    }
    await queryRows(
      db,
      sql`with excluded as (delete from play_exclusions where member_id in (select id from members where username in ('demo', 'agent01')) returning member_id)
        update ledger_accounts set play_blocked_until = null where member_id in (select member_id from excluded)`,
    );
  }

  /** Logs in again whoever a request logged out (logout, logout everywhere, a password change); those writes are not the fuzzed request's. */
  let logins = 0;
  async function keepSessionsAlive(): Promise<void> {
    const alive = async (url: string, token: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode === 200;
    const login = async (name: 'sessionLogin' | 'opsLogin', username: string, password: string) => {
      logins += 1;
      const body = name === 'sessionLogin' ? { type: 'username', username, password } : { username, password };
      const response = await t.call(name, { body, ip: `10.97.${logins >> 8}.${logins & 255}` });
      if (response.statusCode !== 200) throw new Error(`${username} cannot log in again: ${response.body}`);
      return response.json().value.token as string;
    };
    const member = ENDPOINTS.memberIcon.path;
    const operator = ENDPOINTS.opsMe.path;
    // Well-formed calls of the back office and of responsible play change the demo accounts themselves (lock,
    // close, forced password reset, move, account type, two-factor, allow list, role, cool-off): those writes are
    // the request's purpose, not a refusal's, so the accounts are put back as they were, like a logout.
    await restoreDemoAccounts();
    if (!(await alive(member, render.tokens.member)))
      render.tokens.member = await login('sessionLogin', 'demo', 'demo1234');
    if (!(await alive(member, render.tokens.agent)))
      render.tokens.agent = await login('sessionLogin', 'agent01', 'agent1234');
    if (!(await alive(operator, render.tokens.admin)))
      render.tokens.admin = await login('opsLogin', 'admin', 'admin1234');
    if (!(await alive(operator, render.tokens.finance)))
      render.tokens.finance = await login('opsLogin', 'finance', 'finance1234');
    snapshot = await counter.count();
  }

  async function send(
    target: FuzzTarget,
    sent: { request: InjectOptions; description: string },
    failures: string[],
  ): Promise<void> {
    const response = await t.app.inject(sent.request);
    sentPerDatabase[kind] += 1;
    const answer =
      `${response.statusCode} ${String(response.headers['content-type'] ?? '').includes('json') ? ((JSON.parse(response.body) as { code?: string }).code ?? '') : ''}`.trim();
    answersPerDatabase[kind].set(answer, (answersPerDatabase[kind].get(answer) ?? 0) + 1);
    const after = await counter.count();
    const writes = response.statusCode >= 400 ? changedTables(snapshot, after, ignored) : [];
    snapshot = after;
    const problems = judge(target, response, writes);
    if (problems.length > 0)
      failures.push(
        `${problems.join('; ')}\n    sent: ${sent.description}\n    got:  ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
  }

  it('covers every route the server documents', async () => {
    const documented = Object.entries(
      (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths as Record<
        string,
        Record<string, unknown>
      >,
    ).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const fuzzed = new Set(TARGETS.map((target) => `${target.method} ${openApiPath(target.path)}`));
    expect(documented.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it.each(TARGETS.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    const failures: string[] = [];
    const plans = [...fixedPlans(target), ...fc.sample(fuzzPlan(target), { seed: seedOf(target.name), numRuns: RUNS })];
    // The same path under a method it does not have.
    const wrongMethod = target.method === 'GET' ? 'PATCH' : 'GET';
    const url = target.path.replace(/:(\w+)/g, (_match, name: string) => target.pathParams?.[name] ?? 'x');
    await send(
      target,
      { request: { method: wrongMethod, url, remoteAddress: '10.98.0.2' }, description: `${wrongMethod} ${url}` },
      failures,
    );
    for (const plan of plans) await send(target, renderRequest(target, plan, render), failures);
    await keepSessionsAlive();
    expect(
      failures,
      `${failures.length} of ${plans.length} requests to ${target.name} failed (FUZZ_SEED=${SEED})`,
    ).toEqual([]);
  });
});
