// Browser end-to-end run: start the real server on a fresh embedded database, wait until it
// answers, run the Playwright specs through Vitest, stop the server. Screenshots go to test-results/.
//
// Specs named *.clock.e2e.test.ts move the server's clock (settlement over days) and so run on a
// server of their own, started with CLOCK_CONTROL=true; every other spec shares one normal server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHouseGamesIfStale } from '../scripts/build-house-games.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@lucky/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
if (!buildHouseGamesIfStale()) process.exit(1);

/** @param {string} port */
async function waitForServer(port) {
  // Two minutes: a cold start on a busy 2-core machine has taken a minute.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 120 s');
}

/**
 * Runs spec files against a fresh server; answers Vitest's exit code.
 * @param {string[]} files
 * @param {Record<string, string>} extraEnv
 */
async function runGroup(files, extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lucky-e2e-'));
  const port = String(18_000 + Math.floor(Math.random() * 1000));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(port);
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...files], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_DATA_DIR: dataDir },
    });
    return run.status ?? 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const requested = process.argv.slice(2);
const all = readdirSync(path.join(root, 'e2e'))
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .map((name) => `e2e/${name}`);
const chosen =
  requested.length > 0
    ? all.filter((file) => requested.some((wanted) => file.includes(wanted.replace(/^e2e\//, ''))))
    : all;
const isClock = (/** @type {string} */ file) => file.endsWith('.clock.e2e.test.ts');
const groups = [
  { files: chosen.filter((file) => !isClock(file)), env: /** @type {Record<string, string>} */ ({}) },
  { files: chosen.filter(isClock), env: { CLOCK_CONTROL: 'true' } },
].filter((group) => group.files.length > 0);
if (groups.length === 0) {
  console.error(`no e2e spec matches ${requested.join(' ')}`);
  process.exit(1);
}

let code = 0;
for (const group of groups) code = (await runGroup(group.files, group.env)) || code;
process.exit(code);
