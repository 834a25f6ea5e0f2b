import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { readLatestMigrationTime } from './observability.repository.ts';

/** Set once shutdown begins (a signal, or the app closing): the load balancer stops sending new requests. */
export type ShutdownState = { began: boolean };

export type ReadinessAnswer = {
  ready: boolean;
  /** The checks that failed, by name. */
  failed: string[];
  /** Each check: `ok`, `off` (not configured) or why it failed. */
  checks: Record<'shutdown' | 'database' | 'migrations' | 'redis', string>;
};

export type ReadinessProbe = { check(): Promise<ReadinessAnswer>; close(): Promise<void> };

const journalFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/meta/_journal.json');

type JournalEntry = { tag: string; when: number };

/** This build's migrations: drizzle records each applied one with the journal's `when` as `created_at`. */
function readJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

class TimeoutError extends Error {}

/** Rejects after `ms`: a database or Redis that hangs makes the instance unready instead of holding the probe. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Waits, up to `ms`, for the probe's own connection to be ready: a probe right after start (or after Redis came back)
 * finds it still connecting, and without an offline queue a PING then fails at once though Redis is there.
 */
function connectedWithin(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new TimeoutError(`no connection within ${ms} ms`));
    }, ms);
    client.once('ready', onReady);
  });
}

/** A reason fit for a public answer: the kind of failure, never a query's text or a connection string. */
const reasonOf = (error: unknown): string =>
  error instanceof TimeoutError ? error.message : `failed (${(error as { code?: string }).code ?? 'error'})`;

/**
 * The checks behind /readyz. The database answers one small query within `timeoutMs` (the latest applied
 * migration), which is compared with this build's journal; Redis, when configured, answers PING on a connection
 * of its own (the counter store's may be busy or reconnecting, and the probe must not queue behind it).
 */
export function createReadinessProbe(input: {
  db: Db;
  redisUrl: string | undefined;
  shutdown: ShutdownState;
  timeoutMs: number;
}): ReadinessProbe {
  const journal = readJournal();
  // Fails fast rather than queueing commands while disconnected: a probe wants the state now.
  const redis = input.redisUrl
    ? new Redis(input.redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: input.timeoutMs })
    : null;
  // Its errors are the probe's answer; without a listener ioredis would print each reconnect attempt.
  redis?.on('error', () => undefined);

  const checkDatabase = async (): Promise<Pick<ReadinessAnswer['checks'], 'database' | 'migrations'>> => {
    try {
      const latest = await within(input.timeoutMs, readLatestMigrationTime(input.db));
      const pending = journal.filter((entry) => entry.when > latest).map((entry) => entry.tag);
      return { database: 'ok', migrations: pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}` };
    } catch (error) {
      return { database: reasonOf(error), migrations: 'unknown' };
    }
  };

  const checkRedis = async (): Promise<string> => {
    if (!redis) return 'off';
    try {
      await connectedWithin(redis, input.timeoutMs);
      await within(input.timeoutMs, redis.ping());
      return 'ok';
    } catch (error) {
      return error instanceof TimeoutError ? error.message : 'failed (no connection)';
    }
  };

  return {
    async check() {
      const [database, redisCheck] = await Promise.all([checkDatabase(), checkRedis()]);
      const checks = { shutdown: input.shutdown.began ? 'began' : 'ok', ...database, redis: redisCheck };
      const failed = Object.entries(checks)
        .filter(([, value]) => value !== 'ok' && value !== 'off')
        .map(([name]) => name);
      return { ready: failed.length === 0, failed, checks };
    },
    async close() {
      if (!redis) return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
