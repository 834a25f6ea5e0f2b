import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { headerBalance, loginMember } from './flows.ts';

/**
 * The lottery through the real screens: the lobby with live countdowns, the Vietnamese results board, a visitor
 * asked to log in, a member placing a Keno slip priced by the quote call, seeing it in My bets and cancelling it
 * (the header balance following), a chase stopped from My chases, and the proof of a drawn draw.
 */

/**
 * The slip's button is off while the draw on sale is in its stop-sale window: wait until a draw sells with at least
 * 25 s left, so a bet placed now can still be cancelled.
 */
async function waitForSale(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="place-bet"]');
      const countdown = document.querySelector('[data-testid="game-play"] [data-testid="draw-countdown"]');
      const clock = /(\d\d):(\d\d):(\d\d)/.exec(countdown?.textContent ?? '');
      const seconds = clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : 0;
      return button !== null && !button.disabled && countdown?.getAttribute('data-phase') === 'OPEN' && seconds >= 25;
    },
    undefined,
    { timeout: 90_000 },
  );
}

async function pickKeno(page: Page, numbers: string[]): Promise<void> {
  const grid = page.getByRole('group', { name: 'Pick 1–10' });
  for (const number of numbers) await grid.getByRole('button', { name: number, exact: true }).click();
  await page.getByTestId('add-to-slip').click();
}

describe('lottery in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows every game with a ticking countdown, the Vietnamese board, and asks a visitor to log in to bet', async () => {
    const page = await openPage(browser, '/lottery');
    const cards = page.getByTestId('lottery-game-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('heading', { name: 'E-Lottery', level: 2 }).waitFor();
    const countdown = cards.first().getByTestId('draw-countdown');
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(before);
    await saveScreenshot(page, 'lottery-lobby');

    await page.goto(page.url().replace('/lottery', '/vnlottery?region=MN'));
    const board = page.getByTestId('vn-board');
    await board.waitFor();
    expect(await board.getByRole('columnheader').count()).toBeGreaterThanOrEqual(3);
    await board.getByRole('rowheader', { name: 'Special' }).waitFor();
    await saveScreenshot(page, 'lottery-vn-board');

    await page.goto(page.url().replace(/\/vnlottery.*$/, '/lottery/play?game=KENO_5M'));
    await pickKeno(page, ['08']);
    await page.getByRole('button', { name: 'Log in to bet' }).click();
    await page.getByTestId('login-modal').waitFor();
    await page.context().close();
  });

  it('prices, places and cancels a Keno slip, and stops a chase', async () => {
    const page = await openPage(browser, '/');
    await loginMember(page, 'player01', 'player1234');
    const start = await headerBalance(page);
    await page.goto(page.url().replace(/\/$/, '/lottery/play?game=KENO_5M'));

    await pickKeno(page, ['07', '21', '42']);
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('1.00');
    await waitForSale(page);
    await saveScreenshot(page, 'lottery-keno-slip');
    await page.getByTestId('place-bet').click();
    await page.getByTestId('lottery-confirm').getByTestId('confirm-bet').click();
    await page.getByText(/Your bet is placed/).waitFor();
    await expect.poll(() => headerBalance(page)).toBe(start - 1);

    await page.getByRole('tab', { name: 'My bets' }).click();
    const bets = page.getByTestId('my-bets');
    await bets.getByText('07 21 42').waitFor();
    await bets.getByRole('button', { name: 'Cancel' }).first().click();
    await page.getByRole('radio', { name: 'Settled' }).click();
    await bets.getByText('Cancelled').first().waitFor();
    await expect.poll(() => headerBalance(page)).toBe(start);

    await pickKeno(page, ['33']);
    await page.getByLabel('Chase the next draws').check();
    await page.getByLabel('Number of draws').fill('3');
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('3.00');
    await waitForSale(page);
    await page.getByTestId('place-bet').click();
    await page.getByTestId('lottery-confirm').getByTestId('confirm-bet').click();
    await page.getByText(/Your chase has started/).waitFor();
    await page.getByRole('tab', { name: 'My chases' }).click();
    await page.getByRole('button', { name: 'Stop chase' }).first().click();
    await page.getByTestId('my-chases').getByText('Cancelled').first().waitFor();
    await expect.poll(() => headerBalance(page)).toBe(start);
    await saveScreenshot(page, 'lottery-chase-stopped');
    await page.context().close();
  }, 240_000);

  it('verifies a drawn draw from its revealed seed', async () => {
    const page = await openPage(browser, '/lottery/play?game=5D_1M');
    const history = page.getByTestId('history-table');
    await history.waitFor();
    await history.getByRole('button', { name: 'Verify' }).first().click();
    await expect.poll(() => page.getByTestId('verify-verdict').textContent()).toContain('Verified');
    await saveScreenshot(page, 'lottery-verify');
    await page.context().close();
  });
});
