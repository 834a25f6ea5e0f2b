// The server instances of `npm run cluster`: each one `node --import tsx apps/server/src/server.ts` on its own port.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the instances' server comes from: this checkout, or CLUSTER_SERVER_ROOT (another checkout, e.g. a release). */
const SERVER_ROOT = process.env.CLUSTER_SERVER_ROOT ?? ROOT;

/**
 * One instance. `start` spawns it and resolves when /readyz answers 200; `kill` sends a signal (SIGKILL: a crash;
 * SIGTERM: the graceful shutdown) and resolves when the process is gone.
 * @param {{ name: string; port: number; env: Record<string, string>; logDir: string }} input
 */
export function createInstance({ name, port, env, logDir }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  const logFile = path.join(logDir, `${name}.log`);
  const instance = {
    name,
    port,
    logFile,
    get pid() {
      return child?.pid ?? null;
    },
    get isRunning() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start(withinMs = 180_000) {
      const log = createWriteStream(logFile, { flags: 'a' });
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.join(SERVER_ROOT, 'apps/server'),
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', INSTANCE_NAME: name },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      await waitReady(port, withinMs, () => !instance.isRunning && `${name} exited; see ${logFile}`);
    },
    /** @param {NodeJS.Signals} signal */
    async kill(signal = 'SIGKILL') {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await gone;
    },
  };
  return instance;
}

/**
 * Resolves once http://127.0.0.1:`port`/readyz answers 200.
 * @param {number} port @param {number} withinMs @param {() => string | false} failed
 */
export async function waitReady(port, withinMs, failed) {
  const until = Date.now() + withinMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const status = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: globalThis.AbortSignal.timeout(2000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`127.0.0.1:${port}/readyz not ready after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A Redis of the cluster's own on `port` (nothing saved), so its pub/sub channels are not shared with other work on
 * the machine; null when redis-server is not installed.
 * @param {{ port: number; dir: string }} input
 */
export async function startRedis({ port, dir }) {
  const program = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) => existsSync(candidate));
  if (!program) return null;
  const child = spawn(
    program,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const { waitForPort } = await import('./haproxy.mjs');
  await waitForPort(port, 5000, () => child.exitCode !== null && 'redis-server exited');
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid ?? null,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * Creates the database of `url` on its server when it is missing (the cluster's own, e.g. lucky_cluster).
 * @param {string} url
 */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return !rowCount;
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers at `url`. @param {string} url */
export async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Whether the web app has been built (the instances serve it when it is). */
export const isWebBuilt = () => existsSync(path.join(ROOT, 'apps/web/dist/index.html'));

/** Builds the web app when it is missing (`npm run build -w @lucky/web`). */
export function buildWebIfMissing() {
  if (isWebBuilt()) return true;
  return spawnSync('npm', ['run', 'build', '-w', '@lucky/web'], { cwd: ROOT, stdio: 'inherit' }).status === 0;
}
