// Starts the site as several instances behind HAProxy, on PostgreSQL with a streaming read replica and Redis: what
// `npm run cluster`, the cluster test and `npm run bench:cluster` share. README, "Several instances".
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureHaproxy, startHaproxy } from './haproxy.mjs';
import { createInstance, ensureDatabase, postgresAnswers, startRedis } from './instances.mjs';
import { startReplica } from './replica.mjs';

/** How long an instance may take to answer /readyz (tsx compiles the server at start; a busy machine is slow). */
const STARTUP_MS = 180_000;

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lucky_cluster';

/**
 * @typedef {{
 *   instances?: number;
 *   port?: number;
 *   databaseUrl?: string;
 *   replicaPort?: number | null;
 *   redisUrl?: string;
 *   installHaproxy?: boolean;
 *   env?: Record<string, string>;
 *   say?: (line: string) => void;
 * }} ClusterOptions
 * `port`: HAProxy's; the stats page is on port + 9, the instances on port + 10 + i, the cluster's own Redis (when
 * no redisUrl is given) on port + 8. `replicaPort: null` runs without a replica.
 */

/**
 * What is missing to run a cluster here (HAProxy, PostgreSQL); empty when everything is there.
 * @param {ClusterOptions} options
 */
export async function missingForCluster(options = {}) {
  const say = options.say ?? (() => undefined);
  /** @type {string[]} */
  const missing = [];
  if (!ensureHaproxy({ install: options.installHaproxy ?? false, say }))
    missing.push('HAProxy (apt-get install haproxy)');
  const hasRedisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((file) => existsSync(file));
  if (!options.redisUrl && !hasRedisServer) missing.push('Redis (apt-get install redis-server, or give REDIS_URL)');
  const url = options.databaseUrl ?? DEFAULT_DATABASE_URL;
  if (!(await postgresAnswers(url))) missing.push(`PostgreSQL at ${new URL(url).host}`);
  return missing;
}

/** @param {ClusterOptions} options */
export async function startCluster(options = {}) {
  const say = options.say ?? ((line) => console.log(`[cluster] ${line}`));
  const count = options.instances ?? 3;
  const port = options.port ?? 9500;
  const databaseUrl = options.databaseUrl ?? DEFAULT_DATABASE_URL;
  const haproxyProgram = ensureHaproxy({ install: options.installHaproxy ?? true, say });
  if (!haproxyProgram) throw new Error('HAProxy is needed: apt-get install haproxy');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lucky-cluster-'));
  mkdirSync(path.join(dir, 'logs'));
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  /** Synchronous last resort when this process exits without `stop` (a test's timeout): kill what it started. */
  /** @type {(() => void)[]} */
  const killNow = [];
  const exitGuard = () => {
    for (const kill of killNow.reverse()) {
      try {
        kill();
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', exitGuard);
  /** Stops everything started; the logs stay when `keepLogs` (a failed start says where they are). */
  const stop = async (keepLogs = false) => {
    for (const stopOne of stops.reverse()) await stopOne().catch((error) => say(`stopping: ${error}`));
    stops.length = 0;
    killNow.length = 0;
    process.off('exit', exitGuard);
    if (!keepLogs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (await ensureDatabase(databaseUrl)) say(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const redis = await startRedis({ port: port + 8, dir });
      if (!redis) throw new Error('Redis is needed: apt-get install redis-server, or give REDIS_URL');
      stops.push(redis.stop);
      killNow.push(() => redis.pid && process.kill(redis.pid, 'SIGKILL'));
      redisUrl = redis.url;
      say(`Redis of the cluster's own on ${redisUrl}`);
    }
    const replicaPort = options.replicaPort === undefined ? 5433 : options.replicaPort;
    let replicaUrl = null;
    if (replicaPort !== null) {
      const replica = await startReplica({ primaryUrl: databaseUrl, port: replicaPort, say });
      stops.push(replica.stop);
      killNow.push(replica.stopNow);
      replicaUrl = replica.url;
    }
    const env = {
      DATABASE_URL: databaseUrl,
      ...(replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {}),
      REDIS_URL: redisUrl,
      // HAProxy is the one trusted hop: the client's address comes from its X-Forwarded-For.
      TRUST_PROXY_HOPS: '1',
      // /readyz answers 503 this long after SIGTERM while requests go on, so HAProxy (checks every second) stops first.
      SHUTDOWN_DRAIN_MS: '2500',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const instances = Array.from({ length: count }, (_, index) =>
      createInstance({ name: `i${index + 1}`, port: port + 10 + index, env, logDir: path.join(dir, 'logs') }),
    );
    stops.push(async () => Promise.all(instances.map((instance) => instance.kill('SIGTERM'))));
    killNow.push(() => instances.forEach((instance) => instance.isRunning && process.kill(instance.pid, 'SIGKILL')));
    // The first alone: it migrates and seeds; the others then start side by side.
    say(`starting ${count} instance(s) on ports ${port + 10}–${port + 9 + count} (logs in ${path.join(dir, 'logs')})`);
    await instances[0].start(STARTUP_MS);
    await Promise.all(instances.slice(1).map((instance) => instance.start(STARTUP_MS)));
    const haproxy = await startHaproxy({
      program: haproxyProgram,
      dir,
      port,
      statsPort: port + 9,
      instances: instances.map((instance) => instance.port),
      say,
    });
    stops.push(haproxy.stop);
    killNow.push(() => haproxy.child.kill('SIGKILL'));
    return { url: `http://127.0.0.1:${port}`, dir, databaseUrl, replicaUrl, redisUrl, instances, stop };
  } catch (error) {
    await stop(true);
    say(`the start failed; logs kept in ${path.join(dir, 'logs')}`);
    throw error;
  }
}
