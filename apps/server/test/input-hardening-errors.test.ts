import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import { serializeErrorForLog } from '../src/plugins/error-log.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/**
 * Issue 12, defects 1 and 2, the answers and the log: a request the router cannot take answers the API's envelope,
 * and the log of a failed query never holds the values of the query (input-hardening.test.ts has the refusals).
 */
const NUL = '\u0000';

describe.each(TEST_DATABASES)('error answers and the log on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    {
      name: 'a broken percent-encoding in the path',
      method: 'POST' as const,
      url: '/seamless/%ED%A0%80/balance',
      status: 400,
      code: 'request.invalid',
    },
    {
      name: "a path parameter over the router's limit",
      method: 'POST' as const,
      url: `/seamless/${'A'.repeat(200)}/balance`,
      status: 400,
      code: 'request.invalid',
    },
    // Answered by the not-found handler, JSON like the API it belongs to (it used to fall through to the site's page).
    {
      name: "a wrong method on the vendors' wallet",
      method: 'GET' as const,
      url: '/seamless/FUZZ/balance',
      status: 404,
      code: 'route.not.found',
    },
  ])('answers $name with the envelope ($status $code)', async ({ method, url, status, code }) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? '{}' : undefined,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ success: false, value: null, message: expect.any(String), code });
  });

  describe('database errors and the log', () => {
    let logged: BuiltApp;
    const lines: string[] = [];
    const SECRET = 'hunter2-very-secret-value';

    beforeAll(async () => {
      // A second app on the same database, with a logger that writes into `lines`.
      logged = await buildApp({
        config: { ...t.ctx.config, LOG_LEVEL: 'info' },
        database: t.ctx.database,
        counters: createMemoryCounterStore(),
        logStream: { write: (line) => lines.push(line) },
      });
      const db = logged.ctx.database.db;
      // Queries a schema would never let through, run as a service would: the error comes from the database itself.
      logged.app.get('/test/db/nul', async () => db.execute(sql`select ${`${SECRET}${NUL}`}::text as value`));
      logged.app.get('/test/db/out-of-range', async () => db.execute(sql`select ${'98765432109876'}::int as value`));
      logged.app.get('/test/db/bad-date', async () => db.execute(sql`select ${`${SECRET}-2020-13-45`}::date as value`));
      logged.app.get('/test/db/failure', async () =>
        db.execute(sql`select * from no_such_table where secret = ${SECRET}`),
      );
    });
    afterAll(async () => {
      await logged.app.close();
    });

    it.each(['nul', 'out-of-range', 'bad-date'])(
      'answers a value the database refuses (%s, SQLSTATE class 22) with 400, logging no value',
      async (route) => {
        lines.length = 0;
        const response = await logged.app.inject({ method: 'GET', url: `/test/db/${route}` });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'request.invalid' });
        const warning = lines
          .map((line) => JSON.parse(line))
          .find((entry) => entry.msg === 'database refused a request value');
        expect(warning?.sqlState).toMatch(/^22/);
        expect(lines.join('')).not.toContain(SECRET);
        expect(lines.join('')).not.toContain('98765432109876');
        expect(lines.join('')).not.toContain('params:');
      },
    );

    it('logs a 5xx with its request id and the error, never the values of the failed query', async () => {
      lines.length = 0;
      const response = await logged.app.inject({ method: 'GET', url: '/test/db/failure' });
      expect(response.statusCode).toBe(500);
      const envelope = response.json();
      expect(envelope).toMatchObject({ success: false, code: 'internal.error', message: 'Unknown error' });
      expect(response.body).not.toContain('no_such_table');
      const entry = lines.map((line) => JSON.parse(line)).find((candidate) => candidate.level === 50);
      expect(entry, lines.join('\n')).toBeDefined();
      expect(entry.reqId).toBe(envelope.value.requestId);
      expect(entry.err.type).toBe('DrizzleQueryError');
      expect(entry.err.message).toContain('no_such_table');
      expect(entry.err.message).toContain('(parameters withheld)');
      expect(entry.err.causes[0]).toMatchObject({ code: '42P01' });
      expect(lines.join('')).not.toContain(SECRET);
    });
  });
});

describe('the log serializer of errors', () => {
  it('keeps the values of a query out of every field, the causes and the stack', () => {
    const secret = 's3cr3t-password';
    // PGlite's error carries query and params itself; an integrity error quotes the value in its detail.
    const cause = Object.assign(new Error(`duplicate key value violates unique constraint "members_username_key"`), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (username)=(${secret}) already exists.`,
      table: 'members',
      constraint: 'members_username_key',
      query: 'insert …',
      params: [secret],
    });
    const error = Object.assign(
      new Error(`Failed query: insert into members (username) values ($1)\nparams: ${secret}`),
      { query: 'insert into members (username) values ($1)', params: [secret], cause },
    );
    error.name = 'DrizzleQueryError';
    const logged = serializeErrorForLog(error);
    expect(JSON.stringify(logged)).not.toContain(secret);
    expect(logged).toMatchObject({
      message: 'Failed query: insert into members (username) values ($1) (parameters withheld)',
    });
    expect(logged.causes).toEqual([
      expect.objectContaining({ code: '23505', table: 'members', constraint: 'members_username_key' }),
    ]);
  });
});
