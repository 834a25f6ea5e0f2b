import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

describe('answer cache', () => {
  const setup = (ttlMs = 1000, maxEntries = 3) => {
    const clock = { now: 0 };
    let loads = 0;
    const cache = createAnswerCache<string>({ ttlMs, maxEntries, now: () => clock.now });
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    return { clock, cache, load, loads: () => loads };
  };

  it('answers the cached value within the TTL and loads again after it', async () => {
    const h = setup();
    expect(await h.cache.get('a', h.load('one'))).toBe('one');
    h.clock.now = 999;
    expect(await h.cache.get('a', h.load('two'))).toBe('one');
    h.clock.now = 1000;
    expect(await h.cache.get('a', h.load('three'))).toBe('three');
    expect(h.loads()).toBe(2);
  });

  it('shares one load between concurrent misses and forgets a failed load', async () => {
    const h = setup();
    const [first, second] = await Promise.all([h.cache.get('a', h.load('one')), h.cache.get('a', h.load('two'))]);
    expect([first, second]).toEqual(['one', 'one']);
    expect(h.loads()).toBe(1);
    await expect(
      h.cache.get('b', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await h.cache.get('b', h.load('recovered'))).toBe('recovered');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const h = setup(1000, 2);
    await h.cache.get('a', h.load('a'));
    await h.cache.get('b', h.load('b'));
    await h.cache.get('c', h.load('c'));
    expect(h.cache.size()).toBe(2);
    expect(await h.cache.get('a', h.load('a2'))).toBe('a2');
    expect(await h.cache.get('c', h.load('c2'))).toBe('c');
  });
});
