// A streaming read replica of a local PostgreSQL, for `npm run cluster`, its test and its benchmark: a second
// cluster made with `pg_basebackup -R` into a temporary directory and started with pg_ctl on its own port.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The newest PostgreSQL server programs Debian installed (/usr/lib/postgresql/<version>/bin), or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/**
 * Runs a PostgreSQL program as the `postgres` user when this process is root (the server refuses to run as root).
 * @param {string} program @param {string[]} args
 */
function runAsPostgres(program, args) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(program)} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Makes sure the primary can feed a replica: wal_level replica or logical, free WAL senders, and a pg_hba line
 * allowing replication connections from 127.0.0.1. The pg_hba line is added once (marked) and the configuration
 * reloaded; a wal_level below replica needs a restart, which this leaves to the operator and says so.
 * @param {string} primaryUrl @param {(line: string) => void} say
 */
export async function prepareReplicationOnPrimary(primaryUrl, say) {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const setting = async (/** @type {string} */ name) =>
      String((await client.query(`select current_setting($1) as value`, [name])).rows[0].value);
    const walLevel = await setting('wal_level');
    if (walLevel === 'minimal')
      throw new Error(
        'the primary has wal_level = minimal: set wal_level = replica in postgresql.conf and restart it (pg_ctlcluster <version> main restart)',
      );
    if (Number(await setting('max_wal_senders')) < 1)
      throw new Error('the primary has max_wal_senders = 0: raise it and restart the primary');
    const hbaFile = await setting('hba_file');
    const marker = '# lucky cluster: replication from this machine (scripts/cluster/replica.mjs)';
    const hba = readFileSync(hbaFile, 'utf8');
    const allows = hba
      .split('\n')
      .some((line) => /^\s*host\s+replication\s+(all|postgres)\s+127\.0\.0\.1\/32\s+/.test(line));
    if (!allows) {
      writeFileSync(hbaFile, `${hba.trimEnd()}\n${marker}\nhost replication all 127.0.0.1/32 trust\n`);
      await client.query('select pg_reload_conf()');
      say(`added a replication line for 127.0.0.1 to ${hbaFile} and reloaded the primary's configuration (once)`);
    }
  } finally {
    await client.end();
  }
}

/** The postgres user's ids when this process is root (the copy must be theirs), else null. */
function postgresOwner() {
  if (process.getuid?.() !== 0) return null;
  const id = (/** @type {string} */ flag) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Debian keeps a cluster's postgresql.conf and pg_hba.conf in /etc/postgresql, outside the data directory, so the
 * copy has none: it gets a minimal one of each (its settings come on the command line; connections from this machine).
 * @param {string} data @param {{ uid: number; gid: number } | null} owner
 */
function writeConfigIfMissing(data, owner) {
  const files = {
    'postgresql.conf': "# the read replica of scripts/cluster: settings on pg_ctl's command line\n",
    'pg_hba.conf': 'local all all trust\nhost all all 127.0.0.1/32 trust\n',
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(data, name);
    if (existsSync(file)) continue;
    writeFileSync(file, text, { mode: 0o600 });
    if (owner) chownSync(file, owner.uid, owner.gid);
  }
}

/**
 * Copies the primary with pg_basebackup -R (the copy starts as a standby streaming from it) and starts the copy on
 * `port`. Answers its URL (same database name as `primaryUrl`) and how to stop and remove it.
 * @param {{ primaryUrl: string; port: number; say: (line: string) => void }} input
 */
export async function startReplica({ primaryUrl, port, say }) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql/*/bin');
  const primary = new URL(primaryUrl);
  if (!['127.0.0.1', 'localhost'].includes(primary.hostname))
    throw new Error(`the replica is made only of a primary on this machine (got ${primary.hostname})`);
  await prepareReplicationOnPrimary(primaryUrl, say);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lucky-replica-'));
  const owner = postgresOwner();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const host = primary.hostname === 'localhost' ? '127.0.0.1' : primary.hostname;
  const user = decodeURIComponent(primary.username || 'postgres');
  say(`pg_basebackup of ${host}:${primary.port || 5432} into ${data}`);
  runAsPostgres(path.join(bin, 'pg_basebackup'), [
    ...['-h', host, '-p', primary.port || '5432', '-U', user, '-D', data],
    ...['-R', '-X', 'stream', '-c', 'fast'],
  ]);
  writeConfigIfMissing(data, owner);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c max_connections=200`;
  runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const url = new URL(primaryUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  say(`read replica streaming on 127.0.0.1:${port} (log ${path.join(dir, 'log')})`);
  return {
    url: url.toString(),
    /** Stops it at once, synchronously (the cluster's exit guard, when its owner dies without stopping it). */
    stopNow() {
      spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
    async stop() {
      try {
        runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The replica's replay lag in milliseconds (0 when it has replayed all it received).
 * @param {string} replicaUrl
 */
export async function replicaLagMs(replicaUrl) {
  const client = new pg.Client({ connectionString: replicaUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pg_is_in_recovery() as standby,
        case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
             else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 end::float8 as lag`,
    );
    if (!rows[0].standby) throw new Error(`${replicaUrl} is not a standby`);
    return Number(rows[0].lag);
  } finally {
    await client.end();
  }
}
