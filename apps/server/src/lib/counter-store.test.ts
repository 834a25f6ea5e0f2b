import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumeRateLimit, createMemoryCounterStore, type CounterStore } from './counter-store.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const WINDOW_MS = 150;

type Harness = {
  store: CounterStore;
  // A second handle on the same counters (another process, for Redis).
  peer: CounterStore;
  now: () => number;
  advance(ms: number): Promise<void>;
  cleanup(): Promise<void>;
};

async function memoryHarness(): Promise<Harness> {
  let clock = 1_700_000_000_000;
  const now = () => clock;
  const store = createMemoryCounterStore(now);
  return {
    store,
    peer: store,
    now,
    advance: async (ms) => {
      clock += ms;
    },
    cleanup: () => store.close(),
  };
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<number> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 200);
      if (keys.length > 0) deleted += await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await client.quit();
  }
  return deleted;
}

async function redisHarness(redisUrl: string): Promise<Harness> {
  const prefix = `lucky:test:${randomBytes(6).toString('hex')}:`;
  const store = createRedisCounterStore(redisUrl, prefix);
  const peer = createRedisCounterStore(redisUrl, prefix);
  return {
    store,
    peer,
    now: Date.now,
    advance: (ms) => sleep(ms),
    cleanup: async () => {
      await Promise.all([store.close(), peer.close()]);
      await deleteKeys(redisUrl, prefix);
    },
  };
}

function counterStoreSuite(name: string, skip: boolean, setup: () => Promise<Harness>): void {
  describe.skipIf(skip)(name, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await setup();
    });
    afterEach(async () => {
      await h.cleanup();
    });

    it('counts within a window and keeps keys apart', async () => {
      const first = await h.store.increment('login:alice', WINDOW_MS);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThan(h.now());
      expect(first.resetAt).toBeLessThanOrEqual(h.now() + WINDOW_MS);
      expect((await h.store.increment('login:alice', WINDOW_MS)).count).toBe(2);
      const third = await h.store.increment('login:alice', WINDOW_MS);
      expect(third.count).toBe(3);
      expect(Math.abs(third.resetAt - first.resetAt)).toBeLessThanOrEqual(20);
      expect((await h.store.increment('login:bob', WINDOW_MS)).count).toBe(1);
      expect(await h.store.peek('login:alice')).toBe(3);
    });

    it('starts over after the window', async () => {
      const first = await h.store.increment('k', WINDOW_MS);
      await h.store.increment('k', WINDOW_MS);
      await h.advance(WINDOW_MS + 60);
      expect(await h.store.peek('k')).toBe(0);
      const next = await h.store.increment('k', WINDOW_MS);
      expect(next.count).toBe(1);
      expect(next.resetAt).toBeGreaterThan(first.resetAt);
    });

    it('does not extend the window on later increments', async () => {
      await h.store.increment('k', WINDOW_MS);
      await h.advance(100);
      expect((await h.store.increment('k', WINDOW_MS)).count).toBe(2);
      await h.advance(WINDOW_MS - 100 + 60);
      expect((await h.store.increment('k', WINDOW_MS)).count).toBe(1);
    });

    it('reset() clears a key', async () => {
      await h.store.increment('k', 60_000);
      await h.store.increment('k', 60_000);
      await h.store.reset('k');
      expect(await h.store.peek('k')).toBe(0);
      expect((await h.store.increment('k', 60_000)).count).toBe(1);
      await expect(h.store.reset('missing')).resolves.toBeUndefined();
    });

    it('peek() reads without counting', async () => {
      expect(await h.store.peek('k')).toBe(0);
      expect(await h.store.peek('k')).toBe(0);
      await h.store.increment('k', 60_000);
      expect(await h.store.peek('k')).toBe(1);
      expect(await h.peer.peek('k')).toBe(1);
      expect((await h.store.increment('k', 60_000)).count).toBe(2);
    });

    it('consumeRateLimit allows exactly limit calls, then refuses with retryAfterMs', async () => {
      const rule = { limit: 3, windowMs: WINDOW_MS };
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(h.store, 'ip:1', rule));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
      expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0, 0]);
      expect(results.slice(0, 3).every((r) => r.retryAfterMs === 0)).toBe(true);
      for (const refused of results.slice(3)) {
        expect(refused.retryAfterMs).toBeGreaterThan(0);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(WINDOW_MS);
      }
      await h.advance(WINDOW_MS + 60);
      expect((await consumeRateLimit(h.store, 'ip:1', rule)).allowed).toBe(true);
    });

    it('reports how long the window still runs, on its own clock', async () => {
      // A window long enough that a busy machine cannot let it lapse between the two calls (Redis keeps real time).
      const window = 5_000;
      const first = await h.store.increment('w', window);
      expect(first.remainingMs).toBeGreaterThan(window - 20);
      expect(first.remainingMs).toBeLessThanOrEqual(window);
      await h.advance(100);
      const later = await h.store.increment('w', window);
      expect(later.count).toBe(2);
      expect(later.remainingMs).toBeLessThanOrEqual(window - 100);
      expect(later.remainingMs).toBeGreaterThan(0);
    });

    it('decrement() gives one count back, never below zero, and keeps the window', async () => {
      await h.store.increment('d', 60_000);
      await h.store.increment('d', 60_000);
      await h.peer.decrement('d');
      expect(await h.store.peek('d')).toBe(1);
      await h.store.decrement('d');
      await h.store.decrement('d');
      expect(await h.store.peek('d')).toBe(0);
      await h.store.decrement('missing');
      expect(await h.store.peek('missing')).toBe(0);
      expect((await h.store.increment('d', 60_000)).count).toBe(1);
    });

    it('counts and gives back consistently under concurrency', async () => {
      const calls = Array.from({ length: 40 }, (_, i) => (i % 2 ? h.peer : h.store).increment('mixed', 60_000));
      await Promise.all(calls);
      await Promise.all(Array.from({ length: 15 }, (_, i) => (i % 2 ? h.peer : h.store).decrement('mixed')));
      expect(await h.store.peek('mixed')).toBe(25);
    });

    it('hands out counts 1..50 exactly once under 50 concurrent increments', async () => {
      const calls = Array.from({ length: 50 }, (_, i) => (i % 2 ? h.peer : h.store).increment('burst', 60_000));
      const counts = (await Promise.all(calls)).map((r) => r.count).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await h.store.peek('burst')).toBe(50);
    });

    it('rejects a non-positive window', async () => {
      await expect(h.store.increment('k', 0)).rejects.toThrow(RangeError);
      await expect(h.store.increment('k', Number.NaN)).rejects.toThrow(RangeError);
    });
  });
}

counterStoreSuite('memory counter store', false, memoryHarness);
counterStoreSuite('redis counter store', !REDIS_URL, () => redisHarness(REDIS_URL!));

describe('memory counter store internals', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('caps its size by evicting the oldest windows first', async () => {
    let clock = 0;
    const store = createMemoryCounterStore(() => clock, { maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) {
      await store.increment(key, 1000);
      clock += 1;
    }
    await store.increment('a', 1000); // counting does not refresh a's age
    await store.increment('d', 1000);
    expect(store.size()).toBe(3);
    expect(await store.peek('a')).toBe(0);
    expect(await store.peek('b')).toBe(1);
    expect(await store.peek('d')).toBe(1);
    await store.close();
  });

  it('sweeps on an unref-ed timer so it never keeps the process alive', async () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const store = createMemoryCounterStore();
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await store.close();
  });

  it('sweeps expired keys periodically', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const store = createMemoryCounterStore(() => clock, { sweepIntervalMs: 1000 });
    await store.increment('short', 500);
    await store.increment('long', 5000);
    clock = 600;
    vi.advanceTimersByTime(1000);
    expect(store.size()).toBe(1);
    expect(await store.peek('long')).toBe(1);
    await store.close();
    expect(store.size()).toBe(0);
  });

  it('prunes an expired key lazily on access', async () => {
    let clock = 0;
    const store = createMemoryCounterStore(() => clock);
    await store.increment('k', 100);
    clock = 100;
    expect(await store.peek('k')).toBe(0);
    expect(store.size()).toBe(0);
    await store.close();
  });
});
