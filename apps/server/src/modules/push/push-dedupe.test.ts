import { describe, expect, it } from 'vitest';
import { createDedupe } from './push-dedupe.ts';

describe('push dedupe', () => {
  it('answers true for the first copy of a key and false for copies within the window', () => {
    let now = 1000;
    const dedupe = createDedupe({ ttlMs: 100, clock: () => now });
    expect(dedupe.isFirst('a')).toBe(true);
    expect(dedupe.isFirst('a')).toBe(false);
    expect(dedupe.isFirst('b')).toBe(true);
    now += 99;
    expect(dedupe.isFirst('a')).toBe(false);
    now += 1;
    // The window has passed: a key seen again is news again, and expired keys are forgotten.
    expect(dedupe.isFirst('a')).toBe(true);
    expect(dedupe.size()).toBe(1);
  });

  it('keeps at most maxKeys, forgetting the oldest first', () => {
    const dedupe = createDedupe({ ttlMs: 60_000, maxKeys: 3, clock: () => 0 });
    for (const key of ['k1', 'k2', 'k3', 'k4']) expect(dedupe.isFirst(key)).toBe(true);
    expect(dedupe.isFirst('k5')).toBe(true);
    expect(dedupe.size()).toBeLessThanOrEqual(4);
    expect(dedupe.isFirst('k4')).toBe(false);
    expect(dedupe.isFirst('k1')).toBe(true);
  });
});
