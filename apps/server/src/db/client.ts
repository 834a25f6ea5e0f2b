import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` where they can join an outer transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Serialises migrations across instances starting at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_406_221;

/** Whether the code running now is inside a transaction's work (see `runTransaction`). */
const transactionScope = new AsyncLocalStorage<{ isOpen: boolean }>();

/**
 * Runs work in one transaction of `db`. Inside it, every query must go through `tx`: a query through the pool waits
 * for a free connection, and under a burst every connection can be held by transactions queued behind this one's
 * locks — the whole instance then hangs (it happened: a settings reload inside a house round). A database opened
 * with `refusePoolUseInTransaction` (the tests) throws on such a query instead, so the mistake shows at once.
 */
export function runTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const scope = { isOpen: false };
  return transactionScope.run(scope, () =>
    db.transaction(async (tx) => {
      scope.isOpen = true;
      try {
        return await work(tx);
      } finally {
        scope.isOpen = false;
      }
    }),
  );
}

/** Makes a pool throw when it is asked for a connection from inside a transaction's work (see `runTransaction`). */
function refuseUseInTransaction(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const refuse = () => {
    if (transactionScope.getStore()?.isOpen)
      throw new Error('A query went through the pool inside a transaction: use the transaction (tx) instead');
  };
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => (refuse(), connect(...args));
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => (refuse(), query(...args));
}

/** How long the embedded database may keep the event loop before it lets waiting requests in. */
const PGLITE_TURN_MS = 20;

/**
 * PGlite runs inside this process and answers through promises alone, never through the event loop's I/O: a job
 * pass of thousands of statements (a day of draws caught up after the clock moved, or after the server was off)
 * would otherwise keep every request waiting until the pass ends — half a minute, past the site's request timeout.
 * A statement or transaction (outside a transaction) that starts after `PGLITE_TURN_MS` of such work first lets the
 * event loop take in what has arrived, so requests interleave with a long pass at little cost to it.
 */
function yieldToRequests(client: PGlite): void {
  let turnStartedAt = performance.now();
  const turn = async () => {
    if (performance.now() - turnStartedAt < PGLITE_TURN_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    turnStartedAt = performance.now();
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query(...args);
  }) as typeof query;
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await turn();
    return transaction(...args);
  }) as typeof transaction;
}

/** The embedded database's extensions: pg_trgm for the back office's partial member search (migration 0035). */
const extensions = { pg_trgm };

/** `loadDataDir`: a PGlite data directory dumped by `dumpDataDir` to start from (tests copy one seeded database). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  loadDataDir?: Blob;
  refusePoolUseInTransaction?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    if (options.refusePoolUseInTransaction) refuseUseInTransaction(pool);
    // An idle connection that dies (a database restart, a terminated session) is dropped by the
    // pool and replaced on the next query; without a listener its error would end the process.
    pool.on('error', () => undefined);
    // node-postgres returns bigint columns as strings unless told otherwise; Drizzle maps them itself.
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = options.loadDataDir
    ? await PGlite.create(dataDir, { loadDataDir: options.loadDataDir, extensions })
    : await PGlite.create(dataDir, { extensions });
  yieldToRequests(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Rows of a raw SQL query, whichever driver runs it. */
export async function queryRows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a query run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. For the hottest statements only; the text of `query`
 * must be the same on every call under one name (only the parameters change).
 */
export async function queryPrepared<T>(db: Db | Tx, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
