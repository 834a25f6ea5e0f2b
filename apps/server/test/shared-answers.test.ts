import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { games } from '../src/db/schema/games.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const LIST = `${ENDPOINTS.gameList.path}?gameType=RNG&pageSize=50`;
/** Long enough that only an invalidation, never the TTL, can show a change within these tests. */
const LONG_TTL = '60000';

const codesIn = (body: string): string[] =>
  (JSON.parse(body) as { value: { content: { gameCode: string }[] } }).value.content.map((card) => card.gameCode);

async function gameIdOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.ctx.database.db.select({ id: games.id }).from(games).where(eq(games.gameCode, code));
  return row!.id;
}

describe('shared answers of the public game lists', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_CACHE_MS: LONG_TTL });
    admin = await t.opsLogin('admin', 'admin1234');
  });
  afterAll(async () => t.close());

  const list = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: LIST, headers });

  it('sends an ETag, answers 304 to If-None-Match, and the same bytes as an unshared answer', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await list({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await list({ 'if-none-match': '"other"' })).body).toBe(first.body);
    // Another address is another answer; a different language of the same address too.
    expect((await t.app.inject({ method: 'GET', url: `${LIST}&pageNo=2` })).headers.etag).not.toBe(etag);

    const unshared = await createTestApp('pglite');
    try {
      const plain = await unshared.app.inject({ method: 'GET', url: LIST });
      expect(plain.headers.etag).toBeUndefined();
      expect(plain.body).toBe(first.body);
    } finally {
      await unshared.close();
    }
  });

  it('drops the answers when an operator switches a game off, and when the merchant configuration changes', async () => {
    const before = await list();
    expect(codesIn(before.body)).toContain('FRUIT_FIESTA');
    const gameId = await gameIdOf(t, 'FRUIT_FIESTA');
    const off = await t.call('opsGameStatus', { token: admin, body: { gameId, status: 'DISABLED', reason: 'test' } });
    expect(off.json().success).toBe(true);
    const after = await list({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(codesIn(after.body)).not.toContain('FRUIT_FIESTA');
    await t.call('opsGameStatus', { token: admin, body: { gameId, status: 'ACTIVE', reason: 'test' } });
    expect(codesIn((await list()).body)).toContain('FRUIT_FIESTA');

    // A change written behind the server's back stays unseen (the TTL is long) until the configuration changes.
    await t.ctx.database.db.update(games).set({ status: 'DISABLED' }).where(eq(games.id, gameId));
    expect(codesIn((await list()).body)).toContain('FRUIT_FIESTA');
    await t.configure((config) => {
      config.siteName = `${config.siteName}`;
    });
    expect(codesIn((await list()).body)).not.toContain('FRUIT_FIESTA');
    await t.ctx.database.db.update(games).set({ status: 'ACTIVE' }).where(eq(games.id, gameId));
  });

  it('still applies the access rules before a shared answer: maintenance refuses the list', async () => {
    await list();
    await t.configure((config) => {
      config.maintenance = [{ start: new Date(0).toISOString(), end: null, reason: 'test' }];
    });
    try {
      expect((await list()).json().code).toBe('system.maintenance');
    } finally {
      await t.configure((config) => {
        config.maintenance = [];
      });
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two instances of the server on one database, sharing Redis: an operator's switch on A reaches B's shared answers
 * through the cache bus within a second, although B's TTL is a minute.
 */
describe.skipIf(!redisUrl)('shared answers across two instances (TEST_REDIS_URL)', () => {
  let holder: TestApp;
  const apps: BuiltApp[] = [];
  beforeAll(async () => {
    holder = await createTestApp('pglite');
    for (let index = 0; index < 2; index += 1) {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        REDIS_URL: redisUrl,
        CATALOGUE_CACHE_MS: LONG_TTL,
      });
      const built = await buildApp({
        config,
        database: holder.ctx.database,
        logger: false,
        counters: createMemoryCounterStore(),
      });
      await built.ctx.answers.ready();
      apps.push(built);
    }
  });
  afterAll(async () => {
    for (const built of apps) await built.app.close();
    await holder.close();
  });

  it('an operator disables a game on instance A; instance B stops listing it within a second', async () => {
    const [a, b] = apps as [BuiltApp, BuiltApp];
    const listOn = async (built: BuiltApp) => codesIn((await built.app.inject({ method: 'GET', url: LIST })).body);
    expect(await listOn(a)).toContain('LUCKY_DRAGON');
    expect(await listOn(b)).toContain('LUCKY_DRAGON');
    const admin = await holder.opsLogin('admin', 'admin1234');
    const gameId = await gameIdOf(holder, 'LUCKY_DRAGON');
    const off = await a.app.inject({
      method: 'POST',
      url: ENDPOINTS.opsGameStatus.path,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ gameId, status: 'DISABLED', reason: 'across instances' }),
    });
    expect(off.json().success).toBe(true);
    const switchedAt = Date.now();
    expect(await listOn(a)).not.toContain('LUCKY_DRAGON');
    while ((await listOn(b)).includes('LUCKY_DRAGON')) {
      expect(Date.now() - switchedAt, 'B still lists the game').toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - switchedAt).toBeLessThan(1000);
  });
});
