import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COUNTER_PREFIX, createRedisCounterStore } from './redis-counter-store.ts';

// The behaviour shared with the memory store is tested in counter-store.test.ts;
// this file covers what only the Redis store does.
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('redis counter store specifics', () => {
  const prefix = `lucky:test:${randomBytes(6).toString('hex')}:`;
  const defaultPrefixKey = `test-${randomBytes(6).toString('hex')}`;
  let raw: Redis;

  beforeAll(() => {
    raw = new Redis(REDIS_URL!, { maxRetriesPerRequest: 2 });
  });

  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.del(DEFAULT_COUNTER_PREFIX + defaultPrefixKey);
    expect(await raw.keys(`${prefix}*`)).toEqual([]);
    await raw.quit();
  });

  it('stores counters under the prefix with a TTL set once, by the first increment', async () => {
    const store = createRedisCounterStore(REDIS_URL!, prefix);
    try {
      await store.increment('k', 10_000);
      const ttlAfterFirst = await raw.pttl(`${prefix}k`);
      expect(ttlAfterFirst).toBeGreaterThan(9_000);
      expect(ttlAfterFirst).toBeLessThanOrEqual(10_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A longer window on a later call must not stretch the current one.
      await store.increment('k', 60_000);
      expect(await raw.pttl(`${prefix}k`)).toBeLessThanOrEqual(ttlAfterFirst);
      expect(await raw.get(`${prefix}k`)).toBe('2');
    } finally {
      await store.close();
    }
  });

  it('uses lucky:rl: as the default prefix', async () => {
    expect(DEFAULT_COUNTER_PREFIX).toBe('lucky:rl:');
    const store = createRedisCounterStore(REDIS_URL!);
    try {
      await store.increment(defaultPrefixKey, 10_000);
      expect(await raw.get(DEFAULT_COUNTER_PREFIX + defaultPrefixKey)).toBe('1');
    } finally {
      await store.close();
    }
  });

  it('repairs a counter that lost its expiry instead of locking it forever', async () => {
    const store = createRedisCounterStore(REDIS_URL!, prefix);
    try {
      await raw.set(`${prefix}stuck`, '7');
      const { count, resetAt } = await store.increment('stuck', 5_000);
      expect(count).toBe(8);
      expect(await raw.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
      expect(resetAt - Date.now()).toBeLessThanOrEqual(5_000);
    } finally {
      await store.close();
    }
  });

  it('rounds fractional windows up to whole milliseconds', async () => {
    const store = createRedisCounterStore(REDIS_URL!, prefix);
    try {
      await store.increment('fraction', 1000.2);
      expect(await raw.pttl(`${prefix}fraction`)).toBeGreaterThan(900);
    } finally {
      await store.close();
    }
  });
});

describe('redis counter store without a server', () => {
  it('fails fast instead of queueing commands forever', async () => {
    // Port 1 is never a Redis server; the retry cap turns that into a prompt rejection.
    const errors: Error[] = [];
    const store = createRedisCounterStore('redis://127.0.0.1:1', 'lucky:test:none:', {
      onError: (e) => errors.push(e),
    });
    const started = Date.now();
    await expect(store.increment('k', 1000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errors.length).toBeGreaterThan(0);
    await store.close();
  }, 10_000);
});
