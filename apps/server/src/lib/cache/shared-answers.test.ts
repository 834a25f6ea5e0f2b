import { describe, expect, it } from 'vitest';
import type { MerchantConfigService } from '../../modules/merchant/merchant-config.service.ts';
import { createCacheBus } from './cache-bus.ts';
import { shareMerchantChanges } from './merchant-changes.ts';
import { createSharedAnswers, entityTagOf, matchesEntityTag } from './shared-answers.ts';

function setUp(ttlMs = 1000) {
  const clock = { now: 0 };
  const errors: string[] = [];
  const bus = createCacheBus({ onError: (_error, where) => errors.push(where) });
  const answers = createSharedAnswers({ ttlMs, maxEntries: 3, now: () => clock.now, bus });
  let loads = 0;
  const load = (body: string) => async () => {
    loads += 1;
    return body;
  };
  return { clock, answers, load, loads: () => loads, errors };
}

describe('shared answers', () => {
  it('keeps an answer for the TTL, with a strong ETag of its bytes', async () => {
    const { clock, answers, load, loads } = setUp();
    expect(await answers.get('catalogue', 'k', load('{"a":1}'))).toEqual({
      body: '{"a":1}',
      etag: entityTagOf('{"a":1}'),
    });
    clock.now = 999;
    expect((await answers.get('catalogue', 'k', load('{"a":2}'))).body).toBe('{"a":1}');
    clock.now = 1000;
    expect((await answers.get('catalogue', 'k', load('{"a":2}'))).body).toBe('{"a":2}');
    expect(loads()).toBe(2);
  });

  it('shares one load between concurrent misses and does not keep a failed load', async () => {
    const { answers, load, loads } = setUp();
    const [first, second] = await Promise.all([
      answers.get('catalogue', 'k', load('x')),
      answers.get('catalogue', 'k', load('y')),
    ]);
    expect([first.body, second.body, loads()]).toEqual(['x', 'x', 1]);
    await expect(answers.get('catalogue', 'bad', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect((await answers.get('catalogue', 'bad', load('ok'))).body).toBe('ok');
  });

  it('drops a topic when it is invalidated, and every topic when the merchant configuration changes', async () => {
    const { answers, load } = setUp();
    await answers.get('catalogue', 'k', load('old'));
    const seen: string[] = [];
    answers.onInvalidate('merchant', () => seen.push('merchant'));
    answers.invalidate('catalogue');
    expect(answers.generation('catalogue')).toBe(1);
    expect((await answers.get('catalogue', 'k', load('new'))).body).toBe('new');
    answers.invalidate('merchant');
    expect(seen).toEqual(['merchant']);
    expect(answers.generation('catalogue')).toBe(2);
    expect((await answers.get('catalogue', 'k', load('newer'))).body).toBe('newer');
  });

  it('keeps at most maxEntries keys per topic, the oldest going first', async () => {
    const { answers, load, loads } = setUp();
    for (const key of ['a', 'b', 'c', 'd']) await answers.get('catalogue', key, load(key));
    await answers.get('catalogue', 'd', load('d'));
    await answers.get('catalogue', 'a', load('a'));
    expect(loads()).toBe(5);
  });

  it('is off with a TTL of 0', () => {
    expect(setUp(0).answers.enabled).toBe(false);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const etag = entityTagOf('body');
    expect(matchesEntityTag(etag, etag)).toBe(true);
    expect(matchesEntityTag(`"x", W/${etag}`, etag)).toBe(true);
    expect(matchesEntityTag('*', etag)).toBe(true);
    expect(matchesEntityTag('"x"', etag)).toBe(false);
    expect(matchesEntityTag(undefined, etag)).toBe(false);
  });

  it('drops every shared answer when the merchant configuration is updated or invalidated, and reloads it', async () => {
    const { answers, load } = setUp();
    let reloads = 0;
    const merchant = shareMerchantChanges(
      {
        update: async () => ({}),
        invalidate: () => {
          reloads += 1;
        },
      } as unknown as MerchantConfigService,
      answers,
    );
    await answers.get('catalogue', 'k', load('old'));
    merchant.invalidate();
    expect((await answers.get('catalogue', 'k', load('new'))).body).toBe('new');
    await merchant.update((config) => config);
    expect((await answers.get('catalogue', 'k', load('newer'))).body).toBe('newer');
    expect(reloads).toBe(3);
  });
});
