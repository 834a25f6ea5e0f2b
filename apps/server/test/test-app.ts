import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ENDPOINTS, type EndpointName } from '@lucky/contracts/endpoint-table';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createMemoryCounterStore, type CounterStore } from '../src/lib/counter-store.ts';
import { encryptPayload } from '../src/lib/payload-crypto.ts';
import type { MerchantConfig } from '../src/modules/merchant/merchant-config.ts';
import { testClockStart, type Clock } from './test-clock.ts';

type TestDatabaseKind = 'pglite' | 'postgres';

/** Every database the run can reach: PGlite always, PostgreSQL when CI provides one (TEST_DATABASE_URL). */
export const ALL_TEST_DATABASES: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The database an integration file runs on: PostgreSQL when CI provides one (production's database, with real
 * concurrency: PGlite has one connection, so races cannot happen on it), PGlite otherwise. The embedded database
 * keeps its own coverage: the browser specs and the fresh-clone check run the whole site on it, and the files whose
 * code has a PGlite branch (driver result shapes, single-connection batching) use ALL_TEST_DATABASES.
 * TEST_ALL_DATABASES=1 runs every file on both.
 */
export const TEST_DATABASES: TestDatabaseKind[] =
  process.env.TEST_ALL_DATABASES === '1' || !process.env.TEST_DATABASE_URL ? ALL_TEST_DATABASES : ['postgres'];

/**
 * A fresh database for one test file: a copy of the run's seeded template (test/global-setup.ts) — a PGlite dump,
 * or a PostgreSQL template database — or, when a file runs without the global setup, one migrated and seeded here.
 */
async function openTestDatabase(
  kind: TestDatabaseKind,
  clock: Clock,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const templateFile = inject('pgliteTemplateFile');
    if (templateFile)
      return {
        database: await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(templateFile)]) }),
        drop: async () => undefined,
      };
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080', clock.now);
    return { database, drop: async () => undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lucky_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10, refusePoolUseInTransaction: true });
  if (!template) await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080', clock.now);
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestApp = BuiltApp & {
  clock: Clock;
  /** The answer of the next captcha image the server makes. */
  nextCaptchaAnswer: string;
  call(name: EndpointName, options?: CallOptions): Promise<LightMyRequestResponse>;
  configure(change: (config: MerchantConfig) => void): Promise<void>;
  login(username: string, password: string): Promise<string>;
  /** Logs in at the finance desk and answers the operator token. */
  opsLogin(username: string, password: string): Promise<string>;
  close(): Promise<void>;
};

export type CallOptions = {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  /** Send encrypted endpoints' bodies as plain JSON. */
  plain?: boolean;
  cookies?: Record<string, string>;
  /** The client address; each test picks its own so per-IP limits don't spill over. */
  ip?: string;
};

export async function createTestApp(
  kind: TestDatabaseKind = 'pglite',
  env: Record<string, string> = {},
  counters?: CounterStore,
): Promise<TestApp> {
  const clock: Clock = {
    now: testClockStart(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const { database, drop } = await openTestDatabase(kind, clock);
  // The test clock stands still, so shared game-list answers would never expire; tests opt in.
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', CATALOGUE_CACHE_MS: '0', ...env });
  let answerCounter = 0;
  const testApp = {} as TestApp;
  const built = await buildApp({
    config,
    database,
    logger: false,
    counters: counters ?? createMemoryCounterStore(() => clock.now.getTime()),
    now: () => clock.now,
    createCaptcha: () => {
      answerCounter += 1;
      testApp.nextCaptchaAnswer = `K${String(answerCounter).padStart(3, '7')}`.slice(0, 4);
      return { answer: testApp.nextCaptchaAnswer, pngBase64: 'iVBORw0KGgo=' };
    },
  });
  Object.assign(testApp, built, {
    clock,
    nextCaptchaAnswer: '',
    async call(name: EndpointName, options: CallOptions = {}) {
      const endpoint = ENDPOINTS[name];
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let payload: string | undefined;
      if (endpoint.method !== 'GET') {
        headers['content-type'] ??= 'application/json';
        if (endpoint.encrypted && !options.plain) {
          const key = built.ctx.keys.active;
          headers.encryption = 'RSA-OAEP-256+A256GCM';
          payload = JSON.stringify(
            encryptPayload(key.publicKeySpkiBase64, key.keyId, JSON.stringify(options.body ?? {})),
          );
        } else {
          payload = JSON.stringify(options.body ?? {});
        }
      }
      return built.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        query: options.query,
        headers,
        payload,
        cookies: options.cookies,
        remoteAddress: options.ip,
      });
    },
    async configure(change: (config: MerchantConfig) => void) {
      await built.ctx.merchant.update((config) => {
        change(config);
        return config;
      });
    },
    async login(username: string, password: string) {
      const response = await testApp.call('sessionLogin', { body: { type: 'username', username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
      return response.json().value.token as string;
    },
    async opsLogin(username: string, password: string) {
      const response = await testApp.call('opsLogin', { body: { username, password } });
      if (response.statusCode !== 200) throw new Error(`operator login ${username} failed: ${response.body}`);
      return response.json().value.token as string;
    },
    async close() {
      await built.app.close();
      await database.close();
      await drop();
    },
  });
  return testApp;
}

/** The latest SMS the outbox holds for a recipient, and the code in it. */
export async function readLatestSmsCode(app: TestApp, recipient: string): Promise<string> {
  const { outboxMessages } = await import('../src/db/schema/sessions.ts');
  const { desc, eq } = await import('drizzle-orm');
  const [row] = await app.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row?.body.match(/code is (\d+)/)?.[1];
  if (!code) throw new Error(`no SMS for ${recipient}`);
  return code;
}

export const randomName = (prefix = 'u'): string => `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 12);
