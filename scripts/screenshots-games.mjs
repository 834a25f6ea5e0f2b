// The in-house games for scripts/screenshots.mjs: which games of the catalogue to shoot, how the site opens one, and
// when each kind of game page is ready for its picture (a slot after a settled spin, virtual baccarat after a dealt
// coup, the fish sea with fish swimming and a shot in flight, a live table showing a round's result on its board).

/* global document, window -- used in the callbacks that run in the game page */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Frame} Frame */
/** @typedef {{ gameId: number, gameName: string, vassalage: string, gameType: string }} Game */
/** @typedef {'SLOT' | 'BACCARAT' | 'FISH' | 'TABLE'} PageKind */

// The lottery categories open the site's own lottery pages, not an in-house game page: not part of these pictures.
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);
const READY_TIMEOUT_MS = 90_000;

/**
 * Every in-house game of the catalogue but the lottery ones, through the game list API (every page of it).
 * @param {string} origin
 * @returns {Promise<Game[]>}
 */
export async function houseGames(origin) {
  /** @type {Game[]} */
  const games = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const response = await fetch(`${origin}/wps/relay/GCSGAME_gameList?pageSize=100&pageNo=${pageNo}&language=EN`);
    const body = await response.json();
    if (!response.ok || !body.success) throw new Error(`the game list answered ${response.status} ${body.code ?? ''}`);
    games.push(...body.value.content);
    if (pageNo >= body.value.totalPages) break;
  }
  return games.filter((game) => game.vassalage.startsWith('HOUSE_') && !LOTTERY_TYPES.has(game.gameType));
}

/**
 * Opens a game as a player does: the game centre's name search, then its Play button; answers the game page's frame
 * once it shows the balance, and which page script it runs.
 * @param {Page} page
 * @param {string} origin
 * @param {string} name
 * @returns {Promise<{ frame: Frame, kind: PageKind }>}
 */
export async function openGame(page, origin, name) {
  await page.goto(`${origin}/gameCenter?gameType=ALL`);
  await page.getByLabel('Search games by name').fill(name);
  await page.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  await page.waitForURL(/\/game\?url=/);
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`${name}: the game frame did not load`);
  await frame.waitForFunction(() => /\d/.test(document.getElementById('balance')?.textContent ?? ''), undefined, {
    timeout: READY_TIMEOUT_MS,
  });
  // The server's game page loads one script per engine kind (house-slot.js, house-table.js, …).
  const src = await frame.locator('script[src*="/house/static/house-"]').getAttribute('src');
  const kind = /house-(\w+)\.js/.exec(src ?? '')?.[1]?.toUpperCase();
  if (kind !== 'SLOT' && kind !== 'BACCARAT' && kind !== 'FISH' && kind !== 'TABLE')
    throw new Error(`${name}: an unknown game page script ${src}`);
  return { frame, kind };
}

/**
 * Clicks the button that plays a round and waits for the play call's answer and the button to come back enabled
 * (a slot's free spins and respins play out before it does).
 * @param {Page} page
 * @param {Frame} frame
 * @param {string} label
 */
async function playRound(page, frame, label) {
  const button = frame.getByRole('button', { name: label, exact: true });
  const played = page.waitForResponse((response) => response.url().endsWith('/house/api/play'), {
    timeout: READY_TIMEOUT_MS,
  });
  await button.click();
  const answer = await (await played).json();
  if (!answer.success) throw new Error(`the play call answered ${answer.code}`);
  await frame.waitForFunction(
    (text) =>
      Array.from(document.querySelectorAll('button')).some((node) => node.textContent === text && !node.disabled),
    label,
    { timeout: READY_TIMEOUT_MS },
  );
}

/** @param {Page} page @param {Frame} frame */
async function readySlot(page, frame) {
  await playRound(page, frame, 'SPIN');
}

/** @param {Page} page @param {Frame} frame */
async function readyBaccarat(page, frame) {
  await frame.getByRole('button', { name: 'Bet on Banker', exact: true }).click();
  await playRound(page, frame, 'DEAL');
}

/** @param {Page} page @param {Frame} frame */
async function readyFish(page, frame) {
  /** @returns {Promise<{ x: number, y: number }[]>} */
  const fish = () =>
    frame.evaluate(() =>
      /** @type {{ House: { sea: { fish: () => { x: number, y: number }[] } } }} */ (
        /** @type {unknown} */ (window)
      ).House.sea.fish(),
    );
  await frame.waitForFunction(
    () => {
      const hook = /** @type {{ House?: { sea: { fish: () => unknown[] } } }} */ (/** @type {unknown} */ (window));
      return (hook.House?.sea.fish().length ?? 0) >= 4;
    },
    undefined,
    { timeout: READY_TIMEOUT_MS },
  );
  // Aim at a fish in the middle of the sea and fire once, so the picture shows the cannon turned and a bullet.
  const box = await frame.locator('canvas').boundingBox();
  if (!box) throw new Error('the sea has no canvas');
  const inside = (await fish()).filter((entry) => entry.x > 0.15 && entry.x < 0.85);
  const target = inside[0] ?? { x: 0.5, y: 0.4 };
  const at = { x: box.x + target.x * box.width, y: box.y + target.y * box.height };
  for (let shot = 0; shot < 3; shot += 1) {
    await page.mouse.click(at.x, at.y);
    await page.waitForTimeout(150);
  }
}

/**
 * A live table once it shows a round's result (the board's winning spots lit, the deal on the table) and its board
 * and history are drawn; a baccarat table's roads as well.
 * @param {Page} _page
 * @param {Frame} frame
 */
async function readyTable(_page, frame) {
  await frame.waitForFunction(
    () => {
      const phase = document.querySelector('.table-phase')?.textContent;
      const baccarat = document.body.classList.contains('table-baccarat');
      const roads = document.querySelectorAll('.table-road').length;
      return phase === 'Result' && (!baccarat || roads >= 5);
    },
    undefined,
    { timeout: READY_TIMEOUT_MS, polling: 200 },
  );
}

/** @type {Record<PageKind, (page: Page, frame: Frame) => Promise<void>>} */
const READY = { SLOT: readySlot, BACCARAT: readyBaccarat, FISH: readyFish, TABLE: readyTable };

/** @type {Record<PageKind, string>} */
const SHOWS = {
  SLOT: 'after one paid spin has settled (reels landed, the win or no-win message)',
  BACCARAT: 'after a chip on Banker and one dealt coup (cards, totals, the winning spot lit)',
  FISH: 'fish swimming in the shared sea, the cannon aimed at one and a shot just fired',
  TABLE: "in a round's result phase: the deal on the table, the winning spots lit, the history",
};

/**
 * Waits until the game page is ready for its picture; answers what the picture shows.
 * @param {Page} page
 * @param {Frame} frame
 * @param {PageKind} kind
 * @returns {Promise<string>}
 */
export async function untilReady(page, frame, kind) {
  await READY[kind](page, frame);
  // Playing may scroll the game page (a button below the fold is scrolled to): every picture starts at its title bar.
  await frame.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  return SHOWS[kind];
}

/** @param {string} name @returns {string} a file name: lower case, words joined by '-' */
export const fileName = (name) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
