import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { attachReadReplica, openReadReplica, readPool, readSource } from '../src/db/read-pool.ts';
import { createJobLease, JOB_LEASE_NAMESPACE, jobLeaseKey, type JobLease } from '../src/lib/job-lease.ts';

const url = process.env.TEST_DATABASE_URL;

/** Job leases and the read pool need PostgreSQL (PGlite is one process: it runs every job and has no replica). */
describe.skipIf(!url)('job leases and the read pool on PostgreSQL', () => {
  const leases: JobLease[] = [];
  const lease = () => {
    const made = createJobLease({ databaseUrl: url! });
    leases.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(leases.map((made) => made.close()));
  });

  it('runs a job on the one instance holding its lease, and moves the lease when the holder goes', async () => {
    const name = `lease test ${Date.now()}`;
    const [a, b] = [lease(), lease()];
    const runs: string[] = [];
    expect(await a.runIfHeld(name, async () => void runs.push('a'))).toBe(true);
    expect(await b.runIfHeld(name, async () => void runs.push('b'))).toBe(false);
    expect(await a.runIfHeld(name, async () => void runs.push('a'))).toBe(true);
    expect(a.held()).toEqual([name]);
    await a.close();
    expect(await b.runIfHeld(name, async () => void runs.push('b'))).toBe(true);
    expect(runs).toEqual(['a', 'a', 'b']);
  });

  it('frees the lease of a holder whose connection dies (a killed instance)', async () => {
    const name = `lease kill test ${Date.now()}`;
    const [a, b] = [lease(), lease()];
    expect(await a.runIfHeld(name, async () => undefined)).toBe(true);
    expect(await b.runIfHeld(name, async () => undefined)).toBe(false);
    // The holder's session ends as it does when its process is killed: the server drops it, and its locks.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted and classid = $1::int::oid and objid = $2::bigint::oid`,
      [JOB_LEASE_NAMESPACE, jobLeaseKey(name) >>> 0],
    );
    await admin.end();
    let took = false;
    for (let attempt = 0; attempt < 50 && !took; attempt += 1) {
      took = await b.runIfHeld(name, async () => undefined);
      if (!took) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(took).toBe(true);
    // The old holder finds out at its next tick and skips.
    expect(await a.runIfHeld(name, async () => undefined)).toBe(false);
  });

  it('reads report pages from the replica within the lag bound, from the primary otherwise', async () => {
    const database = await openDatabase({ databaseUrl: url!, poolSize: 2 });
    // The primary named as its own replica is never behind (lag 0): reads go there.
    const near = openReadReplica({ url: url!, maxLagMs: 1000, checkEveryMs: 60_000 });
    await near.check();
    attachReadReplica(database, near);
    expect(readSource({ database })).toMatchObject({ source: 'replica', lagMs: 0 });
    expect(readPool({ database })).toBe(near.db);
    // A replica that does not answer: its check fails and reads fall back to the primary.
    const gone = openReadReplica({
      url: 'postgres://postgres@127.0.0.1:1/none',
      maxLagMs: 1000,
      checkEveryMs: 60_000,
    });
    expect(await gone.check()).toBeNull();
    attachReadReplica(database, gone);
    expect(readSource({ database })).toEqual({ db: database.db, source: 'primary', lagMs: null });
    await Promise.all([near.close(), gone.close(), database.close()]);
  });
});
