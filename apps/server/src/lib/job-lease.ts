import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Which instance runs a periodic job when several run against one PostgreSQL: the one holding the job's lease, a
 * session-level advisory lock on a connection of its own (docs/scaling.md says why this and not pg-boss). The first
 * instance whose tick finds the lock free takes it and keeps it while it lives; the others skip their passes. When
 * the holder dies its connection closes, PostgreSQL releases the lock, and the next instance to tick takes it over: the
 * lease moves to a live instance within one interval. A graceful shutdown stops the jobs, then closes the connection.
 *
 * This makes a job's passes run on one instance at a time, never side by side across instances. The jobs keep their
 * own row-level guards (a draw's lease, an event part's row lock, a withdrawal's state): if a holder loses its
 * connection in the middle of a pass, the new holder's pass and the end of the old one still touch each row once.
 */
export type JobLease = {
  /** Runs `pass` when this instance holds (or now takes) the lease of `name`; answers whether it ran. */
  runIfHeld(name: string, pass: () => Promise<void>): Promise<boolean>;
  /** The jobs whose lease this instance holds now. */
  held(): string[];
  /** Releases every lease (the connection ends). */
  close(): Promise<void>;
};

/** Every job lease lives in this advisory-lock namespace (the first key of the two-key form). */
export const JOB_LEASE_NAMESPACE = 7_406_222;

/** The second key: a stable 32-bit number from the job's name. */
export function jobLeaseKey(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

export function createJobLease(input: { databaseUrl: string; onError?: (error: unknown) => void }): JobLease {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const leases = new Set<string>();
  let closed = false;

  const forget = (dead: pg.Client) => {
    if (client !== dead) return;
    client = null;
    leases.clear();
  };
  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= (async () => {
      // Keep-alive: a holder whose machine vanishes (no FIN) is noticed by PostgreSQL, and its leases freed.
      const fresh = new pg.Client({ connectionString: input.databaseUrl, keepAlive: true });
      fresh.on('error', (error) => {
        input.onError?.(error);
        forget(fresh);
      });
      fresh.on('end', () => forget(fresh));
      await fresh.connect();
      // Named with the process id: the cluster test finds which instance holds which lease.
      await fresh.query(`set application_name = 'lucky job leases ${process.pid}'`);
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  /** Whether this instance holds the lease of `name` now, taking it when it is free. */
  const hold = async (name: string): Promise<boolean> => {
    const db = await connection();
    if (leases.has(name)) {
      // A round trip proves the session (and so the lock) is still there; a dead connection throws here.
      await db.query('select 1');
      return leases.has(name);
    }
    const { rows } = await db.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
      JOB_LEASE_NAMESPACE,
      jobLeaseKey(name),
    ]);
    if (rows[0]?.ok) leases.add(name);
    return leases.has(name);
  };

  return {
    async runIfHeld(name, pass) {
      if (closed) return false;
      let isHolder: boolean;
      try {
        isHolder = await hold(name);
      } catch (error) {
        // No connection, no lease: another instance runs the job meanwhile; this one tries again next tick.
        input.onError?.(error);
        if (client) forget(client);
        return false;
      }
      if (!isHolder) return false;
      await pass();
      return true;
    },
    held: () => [...leases],
    async close() {
      closed = true;
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      leases.clear();
      await open?.end().catch(() => undefined);
    },
  };
}
