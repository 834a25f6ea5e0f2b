// Browser end-to-end run: start the real server on a fresh embedded database, wait until it
// answers, run the Playwright specs through Vitest, stop the server. Screenshots go to test-results/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@lucky/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'lucky-e2e-'));
const port = String(18_000 + Math.floor(Math.random() * 1000));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (response.ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 60 s');
}

let code;
try {
  await waitForServer();
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_DATA_DIR: dataDir },
  });
  code = run.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
