// `npm run bench:web`: build the site, serve it on a fresh embedded database, and run Lighthouse (desktop
// preset) in Debian's Chromium on /, the lobby pages (/gameCenter, /hot, /new, /live) and /promotions. A plain
// static page served from this machine in the same run is the reference, so LCP is also printed as a ratio to it.
// `--record` writes the table into docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npm', ['run', 'build', '-w', '@lucky/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'lucky-bench-web-'));
const port = 18_900;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
  stdio: ['ignore', 'ignore', 'inherit'],
});
const reference = http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      '<!doctype html><html><head><title>reference</title></head><body><h1>Reference page</h1><p>Plain HTML, no scripts.</p></body></html>',
    );
  })
  .listen(port + 1, '127.0.0.1');

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** @typedef {{ resourceType?: string, transferSize?: number }} NetworkRequest */

/**
 * @param {{ port: number }} chrome
 * @param {string} url
 */
async function audit(chrome, url) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const requests = /** @type {{ items: NetworkRequest[] }} */ (audits['network-requests'].details).items;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? NaN),
    cls: Number(audits['cumulative-layout-shift'].numericValue?.toFixed(3) ?? 'NaN'),
    jsKb: Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
  };
}

const rows = [];
let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const ref = await audit(chrome, `http://127.0.0.1:${port + 1}/`);
  rows.push({ page: 'reference (static HTML)', ...ref, lcpRatio: 1 });
  for (const route of ['/', '/gameCenter', '/hot', '/new', '/live', '/promotions']) {
    const figures = await audit(chrome, `http://127.0.0.1:${port}${route}`);
    rows.push({ page: route, ...figures, lcpRatio: Number((figures.lcpMs / ref.lcpMs).toFixed(2)) });
  }
} finally {
  await chrome?.kill();
  reference.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  '| page | performance | LCP | LCP / reference | CLS | JS transferred |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) => `| ${row.page} | ${row.score} | ${row.lcpMs} ms | ${row.lcpRatio}× | ${row.cls} | ${row.jsKb} KB |`,
  ),
].join('\n');
console.log(`\n${table}\n\nTargets: performance ≥ 95, LCP < 1000 ms, CLS < 0.05 on each page.`);
const failures = rows.slice(1).filter((row) => row.score < 95 || row.lcpMs >= 1000 || row.cls >= 0.05);
if (failures.length) console.log(`Below target: ${failures.map((row) => row.page).join(', ')}`);

if (process.argv.includes('--record')) {
  const file = path.join(root, 'docs/benchmarks.md');
  const start = '<!-- bench:web:start -->';
  const end = '<!-- bench:web:end -->';
  const block = `${start}\nRecorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:web -- --record\`:\n\n${table}\n${end}`;
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text.includes(start)
      ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
      : `${text}\n## Web (\`npm run bench:web\`)\n\nLighthouse ${'12'} desktop preset in Debian's Chromium, on a fresh embedded database; the reference is a plain static HTML page served in the same run.\n\n${block}\n`,
  );
}
