/**
 * Fixed-window counters for rate limits and "captcha after N failed logins". A window
 * starts at the first increment of a key and lasts windowMs; later increments inside
 * it do not extend it, so a steady trickle of attempts cannot keep a key alive forever.
 */
export type CounterStore = {
  /**
   * Counts one more in key's window. `remainingMs` is how long the window still runs, measured on
   * the store's own clock (callers may run on another one, e.g. a test clock or CLOCK_CONTROL).
   */
  increment(key: string, windowMs: number): Promise<IncrementResult>;
  /**
   * Takes back one count of the current window (never below zero; nothing once the window ended).
   * An attempt is counted before it is checked, so that concurrent attempts see each other, and
   * given back when it turns out not to count (a success, or one refused before the check).
   */
  decrement(key: string): Promise<void>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export type MemoryCounterStore = CounterStore & { size(): number; sweep(): void };
export type MemoryCounterStoreOptions = { maxEntries?: number; sweepIntervalMs?: number };

export type IncrementResult = { count: number; resetAt: number; remainingMs: number };
export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };

type Entry = { count: number; resetAt: number };

const DEFAULT_MAX_ENTRIES = 100_000;
const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

export function assertWindowMs(windowMs: number): void {
  if (!Number.isFinite(windowMs) || windowMs < 1) throw new RangeError(`windowMs must be >= 1, got ${windowMs}`);
}

export function createMemoryCounterStore(
  now: () => number = Date.now,
  options: MemoryCounterStoreOptions = {},
): MemoryCounterStore {
  const maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  // Map iteration follows insertion order, and an entry is re-inserted whenever its
  // window restarts, so the first key is always the one whose window began earliest.
  const entries = new Map<string, Entry>();

  function live(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep(): void {
    const at = now();
    for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key);
  }

  // unref: a rate-limit sweep must never be the reason a process (or a test run) stays up.
  const timer = setInterval(sweep, options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    async increment(key, windowMs) {
      assertWindowMs(windowMs);
      const at = now();
      const existing = live(key, at);
      if (existing) {
        existing.count += 1;
        return { count: existing.count, resetAt: existing.resetAt, remainingMs: existing.resetAt - at };
      }
      // Evicting the oldest window bounds memory when an attacker sprays distinct keys;
      // the cost is that a flood can age out a victim's counter early, which is why the
      // cap is generous and Redis is the store for production.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      const entry = { count: 1, resetAt: at + windowMs };
      entries.set(key, entry);
      return { count: entry.count, resetAt: entry.resetAt, remainingMs: windowMs };
    },
    async decrement(key) {
      const entry = live(key, now());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key) {
      return live(key, now())?.count ?? 0;
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(timer);
      entries.clear();
    },
    size: () => entries.size,
    sweep,
  };
}

/**
 * Counts one attempt against key and reports whether it fits in rule.limit. Refused
 * attempts still count, so hammering a limited key does not earn extra tries. The wait
 * comes from the store, on the store's own clock.
 */
export async function consumeRateLimit(
  store: CounterStore,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const { count, remainingMs } = await store.increment(key, rule.windowMs);
  const allowed = count <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    // At least 1 ms so a refusal always carries a usable Retry-After.
    retryAfterMs: allowed ? 0 : Math.max(1, remainingMs),
  };
}
