// The built site on a server of its own for the web benchmark and the bundle budget: the real server (apps/server)
// on a fresh embedded database in a temporary folder, with the demo seed, on a free port of the range asked.
// A start that fails (a port someone else took, a crash) is tried again on another port; a start that only takes
// long is waited for, since a cold start on a busy 2-core machine has taken a minute.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ATTEMPTS = 3;
const START_TIMEOUT_MS = 180_000;

/** @typedef {{ origin: string, stop: () => Promise<void> }} SiteServer */

/**
 * Waits until the status call answers, the process exits, or the time is up.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} origin
 * @returns {Promise<boolean>} whether the server answers
 */
async function answers(child, origin) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${origin}/wps/system/status`)).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/**
 * Ends the server and removes its database.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} dataDir
 */
async function stopServer(child, dataDir) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A server that ignores SIGTERM for 10 s is killed, so the caller never hangs on it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Starts the server on the built site (apps/web/dist must exist; the server reads index.html once, at start).
 * @param {{ portBase: number, label: string }} options a port range of 1000 starting at portBase, and a name for
 *   the temporary folder and messages
 * @returns {Promise<SiteServer>}
 */
export async function startSiteServer({ portBase, label }) {
  /** @type {Buffer[]} */
  let output = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `lucky-${label}-`));
    const port = portBase + Math.floor(Math.random() * 1000);
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Held, and printed only when every attempt failed: the demo accounts' banner is noise in a passing run.
    output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    if (await answers(child, origin)) return { origin, stop: () => stopServer(child, dataDir) };
    await stopServer(child, dataDir);
    console.error(`${label}: the server on :${port} did not start (attempt ${attempt} of ${ATTEMPTS})`);
  }
  process.stderr.write(Buffer.concat(output));
  throw new Error(`${label}: the server did not start in ${ATTEMPTS} attempts`);
}
