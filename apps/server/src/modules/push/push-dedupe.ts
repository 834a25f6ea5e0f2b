/**
 * The keys of envelopes delivered lately, so a change published by several instances reaches each socket once: every
 * instance receives every copy through the relay and keeps the first. Copies come within a job pass of each other
 * (about a second), so a key is remembered for `ttlMs` and the memory is bounded by `maxKeys` (the oldest go first).
 */
export function createDedupe({ ttlMs = 30_000, maxKeys = 20_000, clock = Date.now } = {}) {
  const seen = new Map<string, number>();
  const forgetOld = (now: number) => {
    for (const [key, expiresAt] of seen) {
      if (expiresAt > now && seen.size <= maxKeys) break;
      seen.delete(key);
    }
  };
  return {
    /** True the first time a key is offered within the window, false for its copies. */
    isFirst(key: string): boolean {
      const now = clock();
      forgetOld(now);
      const expiresAt = seen.get(key);
      if (expiresAt !== undefined && expiresAt > now) return false;
      // Re-inserted at the end, so the map stays in expiry order and forgetOld stops at the first live key.
      seen.delete(key);
      seen.set(key, now + ttlMs);
      return true;
    },
    size: () => seen.size,
  };
}
