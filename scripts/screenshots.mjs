// `npm run screenshots`: pictures of the lobby and of every in-house game at 1440×900, for docs/screenshots/. Starts
// the site as the browser specs do (the real server on a fresh embedded database with the demo seed, a free port),
// logs the demo member in through the header, shoots the lobby pages, then opens each in-house game of the catalogue
// (the game list API, lottery games aside) from the game centre and shoots it once it is ready. Writes JPEGs at
// quality 80 and docs/screenshots/README.md listing them. Debian's Chromium, never a downloaded browser.
//
// `node scripts/screenshots.mjs slots-jade lobby-home` shoots only the pictures whose file name contains one of the
// words, and leaves the README and the other pictures as they are (for working on one page).
/* global document, window, sessionStorage -- used in the callbacks that run in the page */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildHouseGamesIfStale } from './build-house-games.mjs';
import { fileName, houseGames, openGame, untilReady } from './screenshots-games.mjs';
import { startSiteServer } from './site-server.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ file: string, title: string, shows: string }} Shot */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'docs/screenshots');
const VIEWPORT = { width: 1440, height: 900 };
const SIZE_BUDGET = 6 * 1024 * 1024;
// The lobby: the routes the header's navigation links to.
const LOBBY = [
  { file: 'lobby-home', route: '/', title: 'Home page', shows: 'the banner, the hot and new game rows' },
  { file: 'lobby-game-center', route: '/gameCenter?gameType=ALL', title: 'Game centre', shows: 'every game, filters' },
  { file: 'lobby-rng', route: '/rng', title: 'Slots (/rng)', shows: 'the slot vendors and their games' },
  { file: 'lobby-live', route: '/live', title: 'Live casino (/live)', shows: 'the live tables' },
  { file: 'lobby-fish', route: '/fish', title: 'Fishing (/fish)', shows: 'the fish shooters' },
  { file: 'lobby-hot', route: '/hotgame', title: 'Hot games (/hotgame)', shows: 'the hot games of every vendor' },
  { file: 'lobby-new', route: '/new', title: 'New games (/new)', shows: 'the games flagged new' },
  { file: 'lobby-sports', route: '/sports', title: 'Sportsbook (/sports)', shows: 'leagues, events and the bet slip' },
  { file: 'lobby-esports', route: '/esports', title: 'E-sports (/esports)', shows: 'MOBA and shooter series' },
  { file: 'lobby-cockfight', route: '/cockfight', title: 'Cockfight (/cockfight)', shows: 'the fights, Meron / Wala' },
];
/** The sportsbook's pages show events, not game cards. */
const SPORTS_ROUTES = new Set(['/sports', '/esports', '/cockfight']);
// Slots first and the live tables last, so the tables (dealing on their clocks since the server started) have a
// few rounds of history on their roads by then.
const VENDOR_ORDER = ['HOUSE_SLOTS', 'HOUSE_FISH', 'HOUSE_LIVE'];
// A live table on a fresh database deals its first shoe from the round in which it is first opened: open them before
// anything else is shot, so their roads and last numbers are filled in by the time they are.
const CLOCKED_VENDOR = 'HOUSE_LIVE';

const wanted = process.argv.slice(2);
const isWanted = (/** @type {string} */ file) => wanted.length === 0 || wanted.some((word) => file.includes(word));

/** Logs the demo member in from the header's Log in button, past the first login's greeting. @param {Page} page */
async function loginDemo(page) {
  await page.locator('header').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill('demo');
  await modal.getByLabel('Password', { exact: true }).fill('demo1234');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('balance-amount').waitFor();
  const welcome = page.getByTestId('dialog').filter({ hasText: 'Welcome' });
  await welcome
    .waitFor({ timeout: 3000 })
    .then(() => welcome.getByRole('button', { name: 'OK' }).click())
    .catch(() => {}); // not a first login: no greeting
}

/** Waits until the page lists games and the pictures in view have loaded. @param {Page} page */
async function untilLobbyReady(page) {
  await page.getByTestId('game-card').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy')
        .every((image) => image.complete),
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(600); // the rows' fade-in
}

/** A sportsbook page is ready when its board lists events with prices. @param {Page} page */
async function untilSportsReady(page) {
  await page.locator('main li button').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** @param {Page} page @param {string} file */
async function save(page, file) {
  await page.screenshot({ path: path.join(OUT, `${file}.jpg`), type: 'jpeg', quality: 80 });
  console.log(`  ${file}.jpg`);
}

/**
 * Shoots every lobby page and in-house game; a page that never gets ready is still shot (the picture shows why) and
 * named in the answer.
 * @param {Page} page
 * @param {string} origin
 * @returns {Promise<{ shots: Shot[], failed: string[] }>}
 */
async function shootAll(page, origin) {
  /** @type {Shot[]} */
  const shots = [];
  /** @type {string[]} */
  const failed = [];
  /** @param {Shot} shot @param {() => Promise<string | void>} ready */
  const shoot = async (shot, ready) => {
    if (!isWanted(shot.file)) return;
    try {
      shot.shows = (await ready()) ?? shot.shows;
    } catch (error) {
      failed.push(`${shot.file}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
    await save(page, shot.file);
    shots.push(shot);
  };
  // Only the vendors whose game pages this script knows how to make ready; the sportsbook's titles open a page of
  // their own, not an in-house game page (openGame would wait for one in vain), and get their pictures with it.
  const games = (await houseGames(origin))
    .filter((game) => VENDOR_ORDER.includes(game.vassalage))
    .sort((a, b) => VENDOR_ORDER.indexOf(a.vassalage) - VENDOR_ORDER.indexOf(b.vassalage))
    .map((game) => ({ game, file: `${fileName(game.vassalage.replace(/^HOUSE_/, ''))}-${fileName(game.gameName)}` }));
  for (const { game, file } of games)
    if (game.vassalage === CLOCKED_VENDOR && isWanted(file)) await openGame(page, origin, game.gameName);
  for (const entry of LOBBY)
    await shoot(entry, async () => {
      await page.goto(`${origin}${entry.route}`);
      await (SPORTS_ROUTES.has(entry.route) ? untilSportsReady(page) : untilLobbyReady(page));
    });
  for (const { game, file } of games)
    await shoot({ file, title: game.gameName, shows: '' }, async () => {
      const { frame, kind } = await openGame(page, origin, game.gameName);
      return untilReady(page, frame, kind);
    });
  return { shots, failed };
}

/** @param {Shot[]} shots */
function writeReadme(shots) {
  const rows = shots.map((shot) => `| [${shot.file}.jpg](${shot.file}.jpg) | ${shot.title} | ${shot.shows} |`);
  const text = `# Screenshots

The lobby and every in-house game of the catalogue (lottery games aside), at 1440×900, logged in as the demo member
on a fresh demo database. Made by \`node scripts/screenshots.mjs\` (\`npm run screenshots\`), which also writes this
list; \`node scripts/screenshots.mjs <word>…\` shoots only the pictures whose name contains a word.

| file | page | what it shows |
| --- | --- | --- |
${rows.join('\n')}

The sportsbook's desk at \`/ops\` (PNG, 1440×900, taken by hand against a dev site with bets of the demo members,
not by the script): \`ops-sportsbook-*.png\` — monitor, event liability, suspend, void and its result, seeds with the
replay, settings, a refused edit, the confirmation, the saved change.

The card rooms' desk at \`/ops\` (PNG, 1440×900, taken by hand after the demo members played hands at a Hold'em
table through the /pvp screens): \`ops-pvp-*.png\` — tables and their terms, a refused and a saved change, closing a
table, live tables, the hand history, a hand with its verified reveal, the rake report, collusion hints.
`;
  writeFileSync(path.join(OUT, 'README.md'), text);
}

/** Removes pictures of games no longer in the catalogue; answers the folder's size. @param {Shot[]} shots */
function tidy(shots) {
  const kept = new Set(shots.map((shot) => `${shot.file}.jpg`));
  let size = 0;
  for (const name of readdirSync(OUT).filter((entry) => entry.endsWith('.jpg'))) {
    if (!kept.has(name)) rmSync(path.join(OUT, name));
    else size += statSync(path.join(OUT, name)).size;
  }
  return size;
}

/**
 * Logs in, shoots, writes the README (a full run); answers the problems found.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @returns {Promise<string[]>}
 */
async function run(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US' });
  // The operator's after-login announcement would cover every page: seen, as after a player closed it.
  await context.addInitScript(() => sessionStorage.setItem('popupNoticeSeen', '1'));
  const page = await context.newPage();
  await page.goto(origin);
  await loginDemo(page);
  const { shots, failed } = await shootAll(page, origin);
  if (wanted.length === 0) {
    writeReadme(shots);
    const size = tidy(shots);
    console.log(`${shots.length} pictures, ${(size / 1024 / 1024).toFixed(1)} MB in docs/screenshots/`);
    if (size > SIZE_BUDGET) failed.push(`the pictures take ${size} bytes, over the ${SIZE_BUDGET} budget`);
  }
  return failed;
}

// The site is built afresh into a folder of its own, so the pictures show the sources as they are (a build left in
// apps/web/dist may be older) without replacing that build under a browser spec or server running from it meanwhile.
// The game pages' scripts are served from apps/web/dist/house, rebuilt there when stale as for every server start.
const siteDist = mkdtempSync(path.join(tmpdir(), 'lucky-screenshots-site-'));
const build = spawnSync('npx', ['vite', 'build', '--outDir', siteDist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
if (build.status !== 0 || !buildHouseGamesIfStale()) process.exit(1);
process.env.WEB_DIST = siteDist;
mkdirSync(OUT, { recursive: true });

const server = await startSiteServer({ portBase: 23_000, label: 'screenshots' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
const failed = await run(browser, server.origin).finally(async () => {
  await browser.close();
  await server.stop();
  rmSync(siteDist, { recursive: true, force: true });
});
for (const line of failed) console.error(`not ready: ${line}`);
process.exit(failed.length ? 1 : 0);
