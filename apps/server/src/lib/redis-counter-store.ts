import { Redis } from 'ioredis';
import { assertWindowMs, type CounterStore } from './counter-store.ts';

export const DEFAULT_COUNTER_PREFIX = 'lucky:rl:';

// INCR and PEXPIRE run as one script so concurrent callers across processes see
// distinct counts and the expiry is set exactly once, by whoever created the key.
// The PTTL < 0 branch repairs a key that somehow lost its expiry (PERSIST, manual
// SET), which would otherwise lock its owner out forever.
const INCREMENT_WINDOW_LUA = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {count, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// Gives one count back only while the window lives and only above zero: DECR on a missing
// key would create a key without expiry (a counter that never ends), and below zero would
// hand out free attempts. DECR keeps the key's TTL, so the window stays where it was.
const DECREMENT_WINDOW_LUA = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

// defineCommand adds the methods at runtime (EVALSHA with EVAL fallback); this type
// describes them without augmenting ioredis's own declarations.
type WithWindowScripts = {
  luckyIncrementWindow(key: string, windowMs: number): Promise<[number, number]>;
  luckyDecrementWindow(key: string): Promise<number>;
};

// onError receives connection-level errors (refused, reset, reconnecting). Without it
// ioredis writes them to stderr itself, bypassing the app logger.
export type RedisCounterStoreOptions = { onError?: (error: Error) => void };

export function createRedisCounterStore(
  redisUrl: string,
  prefix: string = DEFAULT_COUNTER_PREFIX,
  options: RedisCounterStoreOptions = {},
): CounterStore {
  // Few retries: a rate-limit check that waits on a dead Redis stalls every request,
  // so callers get an error quickly and decide whether to fail open or closed.
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  if (options.onError) redis.on('error', options.onError);
  redis.defineCommand('luckyIncrementWindow', { numberOfKeys: 1, lua: INCREMENT_WINDOW_LUA });
  redis.defineCommand('luckyDecrementWindow', { numberOfKeys: 1, lua: DECREMENT_WINDOW_LUA });
  const scripted = redis as unknown as WithWindowScripts;

  return {
    async increment(key, windowMs) {
      assertWindowMs(windowMs);
      // PEXPIRE needs an integer; rounding up never shortens a window.
      const ttlMs = Math.ceil(windowMs);
      const [count, ttl] = await scripted.luckyIncrementWindow(prefix + key, ttlMs);
      return { count: Number(count), resetAt: Date.now() + Number(ttl), remainingMs: Number(ttl) };
    },
    async decrement(key) {
      await scripted.luckyDecrementWindow(prefix + key);
    },
    async peek(key) {
      const value = await redis.get(prefix + key);
      const count = value === null ? 0 : Number.parseInt(value, 10);
      return Number.isFinite(count) ? count : 0;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      try {
        await redis.quit();
      } catch {
        // Already closed or never connected: make sure no socket or timer lingers.
        redis.disconnect();
      }
    },
  };
}
