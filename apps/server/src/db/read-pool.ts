import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Database, Db } from './client.ts';
import { schema } from './schema.ts';

/**
 * A streaming read replica (DATABASE_REPLICA_URL) for the pages that only read and may be a moment behind: reports
 * and record pages. `readPool(ctx)` answers the replica while its measured lag is within the bound
 * (REPLICA_MAX_LAG_MS) and the primary otherwise — when the replica is behind, when its lag check failed, or when no
 * replica is configured. Money paths never read here: what they read they must lock, on the primary.
 */
export type ReadReplica = {
  db: Db;
  /** The lag at the last check, in milliseconds; null before the first check or when it failed. */
  lagMs(): number | null;
  /** Whether reads go to the replica now (the last check answered within the bound). */
  isUsable(): boolean;
  /** Measures the lag now (the timer does it every `checkEveryMs`); tests call it directly. */
  check(): Promise<number | null>;
  close(): Promise<void>;
};

/** Where a read went: the pool, which database it is, and the replica's lag when it is the replica. */
export type ReadSource = { db: Db; source: 'primary' | 'replica'; lagMs: number | null };

/**
 * The replica's lag: 0 when everything received has been replayed (an idle primary sends nothing, so the time since
 * the last replayed transaction would grow without the replica being behind); otherwise the age of the last replayed
 * transaction. Null on a server that is not in recovery (a primary named as the replica by mistake: then reading it
 * is reading the primary, which is never behind).
 */
const LAG_SQL = `select case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
    else greatest(0, extract(epoch from (now() - pg_last_xact_replay_timestamp())) * 1000)
  end::float8 as lag_ms`;

/** Rejects after `ms`: a replica that hangs counts as unusable instead of holding the check. */
function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the replica's lag check had no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const replicas = new WeakMap<Database, ReadReplica>();

export function openReadReplica(input: {
  url: string;
  maxLagMs: number;
  checkEveryMs?: number;
  poolSize?: number;
  onError?: (error: unknown) => void;
}): ReadReplica {
  const pool = new pg.Pool({ connectionString: input.url, max: input.poolSize ?? 10 });
  // A replica that restarts drops its idle connections; without a listener that error would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let lag: number | null = null;
  let closed = false;
  const check = async () => {
    try {
      const { rows } = await withinMs(1000, pool.query<{ lag_ms: number }>(LAG_SQL));
      lag = Number(rows[0]?.lag_ms ?? 0);
    } catch (error) {
      lag = null;
      input.onError?.(error);
    }
    return lag;
  };
  const timer = setInterval(() => {
    if (!closed) void check();
  }, input.checkEveryMs ?? 1000);
  timer.unref();
  void check();
  return {
    db,
    lagMs: () => lag,
    isUsable: () => lag !== null && lag <= input.maxLagMs,
    check,
    async close() {
      closed = true;
      clearInterval(timer);
      await pool.end();
    },
  };
}

/** Gives `database` its read replica (the app does it at start when DATABASE_REPLICA_URL is set). */
export function attachReadReplica(database: Database, replica: ReadReplica): void {
  replicas.set(database, replica);
}

export function readReplicaOf(database: Database): ReadReplica | undefined {
  return replicas.get(database);
}

/** Where a report or record page reads now, and what that source is (reports show the lag beside their figures). */
export function readSource(ctx: { database: Database }): ReadSource {
  const replica = replicas.get(ctx.database);
  if (replica?.isUsable()) return { db: replica.db, source: 'replica', lagMs: replica.lagMs() };
  return { db: ctx.database.db, source: 'primary', lagMs: null };
}

/** The pool a read-only report or record page queries: the replica while it is within its lag bound, else the primary. */
export function readPool(ctx: { database: Database }): Db {
  return readSource(ctx).db;
}

/** `lucky_db_replica_lag_seconds` (−1 when the check failed) and `lucky_db_replica_in_use` on an app's registry. */
export function registerReplicaGauges(replica: ReadReplica, registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'lucky_db_replica_lag_seconds',
    help: 'Replay lag of the read replica at its last check; -1 when the check failed',
    registers,
    collect() {
      const lag = replica.lagMs();
      this.set(lag === null ? -1 : lag / 1000);
    },
  });
  new Gauge({
    name: 'lucky_db_replica_in_use',
    help: '1 while report and record pages read from the replica (lag within REPLICA_MAX_LAG_MS), 0 on the primary',
    registers,
    collect() {
      this.set(replica.isUsable() ? 1 : 0);
    },
  });
}
