// Browser end-to-end run: start the real server on a fresh embedded database, wait until it
// answers, run the Playwright specs through Vitest, stop the server. Screenshots go to test-results/.
//
// The specs run in three groups, each against a server and database of its own, so no group sees another's
// accounts, settings or clock: the page checks (every page and modal, the site frame), the flows, and the specs
// named *.clock.e2e.test.ts, which move the server's clock (their server has CLOCK_CONTROL=true). Two lanes run
// side by side — the page checks; the flows then the clock specs — since a group mostly waits on its browser and
// server (a third lane at once timed page loads out on a loaded 2-core machine). E2E_SEQUENTIAL=1 runs the groups
// one after another (a slower machine, or to read a group's output as it comes).
import { Buffer } from 'node:buffer';
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
 * Runs a command; answers its exit code. Its output streams when `held` is null, else it is collected there.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @param {Buffer[] | null} held
 * @returns {Promise<number>}
 */
function run(command, args, options, held) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk) => held?.push(chunk));
    child.stderr?.on('data', (chunk) => held?.push(chunk));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs spec files against a fresh server; answers Vitest's exit code.
 * @param {{ name: string, files: string[], env: Record<string, string>, portBase: number }} group
 * @param {Buffer[] | null} held where the group's output goes when groups run side by side
 */
async function runGroup({ files, env: extraEnv, portBase }, held) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lucky-e2e-'));
  const port = String(portBase + Math.floor(Math.random() * 1000));
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
    stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
  });
  server.stdout?.on('data', (chunk) => held?.push(chunk));
  server.stderr?.on('data', (chunk) => held?.push(chunk));
  try {
    await waitForServer(port);
    return await run(
      'npx',
      ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...files],
      { cwd: root, env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_DATA_DIR: dataDir } },
      held,
    );
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
// The page checks visit every page and modal; the live tables' spec (it waits on the tables' clocks), the game
// frame's isolation and the fish room join them, which keeps the two lanes about as long as each other; the rest
// are flows.
const PAGE_CHECKS = ['accessibility', 'site-frame', 'api-smoke', 'casino-tables', 'game-isolation', 'fish-room'];
const isPageCheck = (/** @type {string} */ file) => PAGE_CHECKS.some((name) => file.includes(`/${name}.`));
const groups = [
  { name: 'page checks', lane: 0, files: chosen.filter(isPageCheck), env: /** @type {Record<string, string>} */ ({}) },
  { name: 'flows', lane: 1, files: chosen.filter((file) => !isClock(file) && !isPageCheck(file)), env: {} },
  { name: 'clock', lane: 1, files: chosen.filter(isClock), env: { CLOCK_CONTROL: 'true' } },
]
  // A port range per group, so servers started side by side never pick the same port.
  .map((group, index) => ({ ...group, portBase: 18_000 + index * 1000 }))
  .filter((group) => group.files.length > 0);
if (groups.length === 0) {
  console.error(`no e2e spec matches ${requested.join(' ')}`);
  process.exit(1);
}

const sideBySide = new Set(groups.map((group) => group.lane)).size > 1 && process.env.E2E_SEQUENTIAL !== '1';

/**
 * Runs a group, its output held and printed in one block when it ends (when groups run side by side).
 * @param {(typeof groups)[number]} group
 */
async function runHeld(group) {
  /** @type {Buffer[]} */
  const held = [];
  const started = Date.now();
  const groupCode = await runGroup(group, held);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(`\n── e2e group "${group.name}" (${seconds} s, exit ${groupCode}) ──\n`);
  const output = Buffer.concat(held);
  process.stdout.write(output);
  if (groupCode !== 0) failures.push(`group "${group.name}":\n${failureLines(output.toString('utf8'))}`);
  return groupCode;
}

/** @type {string[]} what failed, printed again last: a CI log often keeps only its tail */
const failures = [];

/** The failed tests' names and first error lines of a group's output, without colour codes. @param {string} text */
function failureLines(text) {
  // eslint-disable-next-line no-control-regex -- the output's ANSI colour codes
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const wanted = /(^\s*×|FAIL |Error:|Expected|Received|timed out|❯ e2e\/)/;
  return plain
    .split('\n')
    .filter((line) => wanted.test(line))
    .slice(0, 40)
    .join('\n');
}

let code = 0;
if (sideBySide) {
  const lanes = [...new Set(groups.map((group) => group.lane))].map((lane) =>
    groups.filter((group) => group.lane === lane),
  );
  console.log(`e2e: ${lanes.map((lane) => lane.map((group) => group.name).join(' then ')).join(' ‖ ')}`);
  const codes = await Promise.all(
    lanes.map(async (lane) => {
      let laneCode = 0;
      for (const group of lane) laneCode = (await runHeld(group)) || laneCode;
      return laneCode;
    }),
  );
  code = codes.find((laneCode) => laneCode !== 0) ?? 0;
  if (failures.length > 0) process.stdout.write(`\n── e2e failures, again ──\n${failures.join('\n')}\n`);
} else {
  for (const group of groups) code = (await runGroup(group, null)) || code;
}
process.exit(code);
