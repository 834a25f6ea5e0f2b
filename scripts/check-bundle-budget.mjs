// `npm run check:bundle` (after the build): the JavaScript a visitor downloads for `/` before the page is
// interactive, measured where it is downloaded. The built site runs on a server of its own (fresh embedded database,
// demo seed); Debian's Chromium opens `/` on a cold cache; every script response is recorded until the header has
// rendered and the network has been idle for half a second, which takes in the chunks the page loads after its first
// API answers, not only the entry chunk and its static imports (what the manifest says, and a different thing).
// Each script body is sized gzipped (level 9, as the .gz files the server sends are made), so the figure does not
// depend on which compression the browser is offered; the bytes actually on the wire are printed beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSiteServer } from './site-server.mjs';

const BUDGET_KB = 170;
const PAGE_TIMEOUT_MS = 90_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {{ file: string, gzipBytes: number, wireBytes: number }} Script */

/** The entry script the built index.html names: a measure that did not see it measured nothing. */
function entryScript() {
  const html = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const match = html.match(/<script type="module"[^>]*src="([^"]+)"/);
  if (!match) throw new Error('no module script in apps/web/dist/index.html; run the build first');
  return match[1];
}

/**
 * Opens `/` in a fresh context and answers the scripts it loaded until it was interactive.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @returns {Promise<Script[]>}
 */
async function scriptsOfHome(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    /** @type {import('playwright-core').Response[]} */
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    // The app has started when its header offers a visitor the login; until then only the boot splash shows.
    await page.locator('header').getByRole('button', { name: 'Log in' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return await Promise.all(
      responses.map(async (response) => ({
        file: new URL(response.url()).pathname,
        gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
        wireBytes: (await response.request().sizes()).responseBodySize,
      })),
    );
  } finally {
    await context.close();
  }
}

/**
 * Measures, once more when the first visit times out (a loaded machine), never hiding a second failure.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 */
async function measure(browser, origin) {
  try {
    return await scriptsOfHome(browser, origin);
  } catch (error) {
    console.error(`bundle budget: the first visit of / failed (${String(error).split('\n')[0]}); trying once more`);
    return scriptsOfHome(browser, origin);
  }
}

const startedAt = Date.now();
const entry = entryScript();
let serverSeconds = 0;
// Side by side; when one of the two fails, the other is ended before the error is reported, so nothing is left running.
const [serverStart, browserStart] = await Promise.allSettled([
  startSiteServer({ portBase: 21_000, label: 'bundle-budget' }).then((started) => {
    serverSeconds = (Date.now() - startedAt) / 1000;
    return started;
  }),
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  }),
]);
if (serverStart.status === 'rejected' || browserStart.status === 'rejected') {
  if (serverStart.status === 'fulfilled') await serverStart.value.stop();
  if (browserStart.status === 'fulfilled') await browserStart.value.close();
  throw serverStart.status === 'rejected'
    ? serverStart.reason
    : /** @type {PromiseRejectedResult} */ (browserStart).reason;
}
const server = serverStart.value;
const browser = browserStart.value;
/** @type {Script[]} */
let scripts;
try {
  scripts = await measure(browser, server.origin);
} finally {
  await browser.close();
  await server.stop();
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1).padStart(6);
const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
const totalWire = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
const lines = [...scripts]
  .sort((a, b) => b.gzipBytes - a.gzipBytes)
  .map((script) => `  ${kb(script.gzipBytes)} KB  ${kb(script.wireBytes)} KB  ${script.file}`);
console.log(
  [
    `JavaScript / loads before it is interactive (${scripts.length} scripts, measured in ${((Date.now() - startedAt) / 1000).toFixed(0)} s, ${serverSeconds.toFixed(0)} s of it starting the server):`,
    '    gzipped  on the wire',
    ...lines,
    `  ${kb(totalGzip)} KB  ${kb(totalWire)} KB  total; budget ${BUDGET_KB} KB gzipped`,
  ].join('\n'),
);
if (!scripts.some((script) => script.file === entry)) {
  console.error(`The entry script ${entry} was not among the scripts seen: the measure is broken.`);
  process.exit(1);
}
if (totalGzip > BUDGET_KB * 1024) {
  console.error(
    `Over budget by ${((totalGzip - BUDGET_KB * 1024) / 1024).toFixed(1)} KB: split code out of what / loads first, ` +
      'or load it after the page is interactive.',
  );
  process.exit(1);
}
