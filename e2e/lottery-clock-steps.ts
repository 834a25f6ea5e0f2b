import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, BASE_URL, newSiteContext } from './browser.ts';
import { advanceServerClock, loginMember } from './flows.ts';

/* The lottery clock spec's server calls and page steps (lottery.clock.e2e.test.ts). */

type Draw = {
  drawId: number;
  gameCode: string;
  drawKey: string;
  stationName: string | null;
  opensAt: string;
  stopsSaleAt: string;
  drawAt: string;
  status: string;
  result: { numbers: string[]; board?: { prize: string; numbers: string[] }[] } | null;
};
type GameDetail = { serverTime: string; currentDraws: Draw[]; upcomingDraws: Draw[] };
export type Bet = {
  betId: number;
  drawId: number;
  drawKey: string;
  chaseId: number | null;
  betType: string;
  picks: string[][];
  stake: string;
  payout: string;
  status: string;
};
export type Paged<T> = { list: T[]; totalCount: number };
type WalletEntry = { id: number; type: string; kind: string; amount: string; memo: string | null };

const MEMBER = { username: 'demo', password: 'demo1234' };
export const LO_NUMBERS = ['03', '11', '19', '27', '35', '42', '58', '66', '74', '90'];
export const DE_NUMBER = '45';
export const CHASE_NUMBER = '72';
export const CHASE_DRAWS = 3;

/** "1,234.50" as the pages print money in English. */
export const money = (amount: string | number) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const cents = (amount: string | number) => Math.round(Number(amount) * 100);

export async function gameDetail(gameCode: string): Promise<GameDetail> {
  const { status, body } = await api(`/lgw/games/game?gameCode=${gameCode}&chaseCount=${CHASE_DRAWS}`);
  expect(status, `game detail of ${gameCode}`).toBe(200);
  return body.value as GameDetail;
}

export async function readDraw(drawId: number): Promise<Draw> {
  const { body } = await api(`/lgw/draws/draw?drawId=${drawId}`);
  return body.value as Draw;
}

/** Moves the server's clock forward by whole minutes (the admin's call); answers the new time. */
export const advanceClock = advanceServerClock;

/** Waits (bounded) until the draw job has drawn and settled a draw the clock was just moved past. */
export async function waitForSettled(drawId: number, timeout: number, movedAt = Date.now()): Promise<Draw> {
  await expect
    .poll(async () => (await readDraw(drawId)).status, {
      timeout,
      interval: 1000,
      message: `draw ${drawId} was not SETTLED by the draw job within ${timeout / 1000} s of moving the clock past it`,
    })
    .toBe('SETTLED');
  console.info(
    `lottery.clock: draw ${drawId} seen SETTLED ${((Date.now() - movedAt) / 1000).toFixed(1)} s after the clock moved`,
  );
  return readDraw(drawId);
}

/**
 * A page whose browser clock reads the server's (moved) time and keeps running from there, as a member's would:
 * the betting record's date range comes from the browser's clock.
 */
export async function openAtServerTime(browser: Browser, route: string): Promise<Page> {
  const context = await newSiteContext(browser);
  await context.addInitScript(() => sessionStorage.setItem('popupNoticeSeen', '1'));
  await context.clock.setSystemTime(Date.parse((await gameDetail('KENO_1M')).serverTime));
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${route}`);
  return page;
}

/** Logs the member in from the header (the login lands on the home page) and comes back to the route. */
export async function loginAndReturn(page: Page, route: string): Promise<void> {
  await loginMember(page, MEMBER.username, MEMBER.password);
  if (!page.url().endsWith(route)) await page.goto(`${BASE_URL}${route}`);
}

/** Calls a member endpoint with the session of the member logged in on the page. */
export async function memberApi<T>(page: Page, pathname: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'a member session on the page').toBeTruthy();
  const { status, body } = await api(pathname, { headers: { authorization: `Bearer ${token}` } });
  expect(status, `${pathname}: ${JSON.stringify(body)}`).toBe(200);
  return body.value as T;
}

export const apiBalance = async (page: Page) =>
  Number((await memberApi<{ sumBalance: string }>(page, '/wps/v2/wallets/balance')).sumBalance);
/** The member's wallet movements, newest first (the account record's call). */
export const walletEntries = async (page: Page) =>
  (await memberApi<Paged<WalletEntry>>(page, '/wps/wallet/transactions?pageSize=100')).list;
export const sumCents = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0);

/** The countdown of the draw bar: phase and seconds left. */
export async function drawBarClock(page: Page): Promise<{ phase: string | null; seconds: number }> {
  const countdown = page
    .getByTestId('game-play')
    .getByRole('region', { name: 'Current draw' })
    .getByTestId('draw-countdown');
  const phase = await countdown.getAttribute('data-phase');
  const clock = /(\d\d):(\d\d):(\d\d)/.exec((await countdown.textContent()) ?? '');
  return { phase, seconds: clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : -1 };
}

/** Waits until the draw bar sells a draw with at least `seconds` left before its stop-sale. */
export async function waitForSale(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    (least) => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="place-bet"]');
      const countdown = document.querySelector('[data-testid="game-play"] [data-testid="draw-countdown"]');
      const clock = /(\d\d):(\d\d):(\d\d)/.exec(countdown?.textContent ?? '');
      const left = clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : 0;
      return button !== null && !button.disabled && countdown?.getAttribute('data-phase') === 'OPEN' && left >= least;
    },
    seconds,
    { timeout: 90_000 },
  );
}

export async function placeSlip(page: Page, done: RegExp): Promise<void> {
  await page.getByTestId('place-bet').click();
  await page.getByTestId('lottery-confirm').getByTestId('confirm-bet').click();
  await page.getByTestId('bet-slip').getByText(done).waitFor();
}

export const picker = (page: Page) => page.getByRole('region', { name: 'Pick your numbers' });

/** Picks numbers of a VN bet type on the 00–99 grid with a stake per point, and adds them to the slip. */
export async function addVnSelection(
  page: Page,
  family: string,
  betType: string,
  numbers: string[],
  stakePerPoint: string,
): Promise<void> {
  await picker(page).getByRole('tab', { name: family, exact: true }).click();
  const typeRadio = picker(page).getByRole('radio', { name: betType, exact: true });
  if (await typeRadio.count()) await typeRadio.click();
  const grid = picker(page).getByRole('group', { name: betType, exact: true });
  for (const number of numbers) await grid.getByRole('button', { name: number, exact: true }).click();
  await picker(page).getByLabel('Stake per point', { exact: true }).fill(stakePerPoint);
  await picker(page).getByLabel('Points', { exact: true }).fill('1');
  await page.getByTestId('add-to-slip').click();
}
