// Proves the README's two commands on an empty machine state: clone the committed tree
// (no node_modules, no data/), run `npm install` and `npm start`, and load the site and API.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = mkdtempSync(path.join(tmpdir(), 'lucky-fresh-'));
const clone = path.join(workDir, 'clone');
const port = String(19_000 + Math.floor(Math.random() * 1000));
/** @param {string} command @param {string[]} args @param {string} cwd */
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });

let server;
try {
  run('git', ['clone', '--quiet', '--no-hardlinks', root, clone], workDir);
  console.log('fresh clone: npm install');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], clone);
  console.log('fresh clone: npm start');
  server = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: port, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 240_000;
  let ok = false;
  while (Date.now() < deadline && !ok) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      const status = await fetch(`http://127.0.0.1:${port}/wps/system/status`).then((r) => r.json());
      const home = await fetch(`http://127.0.0.1:${port}/register`).then((r) => r.text());
      ok = status.success === true && home.includes('<div id="root">');
    } catch {
      /* still starting */
    }
  }
  if (!ok) throw new Error(`the fresh clone did not serve the site on :${port}\n${output}`);
  if (!output.includes('demo') || !output.includes(`http://localhost:${port}`))
    throw new Error(`start-up did not print the URL and demo accounts:\n${output}`);
  console.log('fresh clone: site, API and start-up message OK');
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(workDir, { recursive: true, force: true });
}
