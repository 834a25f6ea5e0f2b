import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { dismissWelcome, headerBalance, loginMember, loginModal, memberCentre, memberMenu } from './flows.ts';

/**
 * The game side through the real screens: a visitor is asked to log in, a player filters the game
 * centre, favourites a slot, spins it in the game frame and sees the header balance follow, then
 * finds the game under favourites and recent and the round in the betting record; a trial account
 * plays the fish shooter on demo credit.
 */
const card = (page: Page, name: string) =>
  page.getByTestId('game-card').filter({ has: page.getByRole('button', { name: `Play ${name}`, exact: true }) });

async function gameFrame(page: Page): Promise<Frame> {
  await page.waitForURL(/\/game\?url=/);
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle!.contentFrame();
  await frame!.waitForFunction(() => /\d/.test(document.getElementById('balance')?.textContent ?? ''));
  return frame!;
}

const frameBalance = async (frame: Frame) =>
  Number(((await frame.locator('#balance').textContent()) ?? '').replace(/[^\d.]/g, ''));

describe('games in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks a visitor to log in before a game opens', async () => {
    const page = await openPage(browser, '/gameCenter?gameType=ALL');
    await page.getByRole('button', { name: 'Play Lucky Dragon', exact: true }).click();
    await loginModal(page).waitFor();
    expect(page.url()).toContain('/gameCenter');
    await page.context().close();
  });

  it('filters, favourites, plays a slot, and finds it in favourites, recent and the betting record', async () => {
    const page = await openPage(browser, '/');
    await loginMember(page, 'agent01', 'agent1234');
    const start = await headerBalance(page);
    await page.locator('header').getByRole('link', { name: 'Casino', exact: true }).click();
    await page.waitForURL(/\/gameCenter\?gameType=ALL/);

    // Filter by name, then clear. The unfiltered list pages as it scrolls (its size depends on what has come into
    // view), so the clear is checked by what it shows again, not by a count read earlier.
    await card(page, 'Lucky Dragon').waitFor();
    await expect.poll(() => page.getByTestId('game-card').count()).toBeGreaterThan(3);
    await page.getByLabel('Search games by name').fill('gold');
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(1);
    await card(page, 'Gold Rush 777').waitFor();
    await saveScreenshot(page, 'games-filtered');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await card(page, 'Lucky Dragon').waitFor();
    await expect.poll(() => page.getByTestId('game-card').count()).toBeGreaterThan(3);
    await expect(page.getByLabel('Search games by name').inputValue()).resolves.toBe('');

    // Favourite Lucky Dragon.
    await page.getByRole('button', { name: 'Add Lucky Dragon to favourites' }).click();
    await page.getByRole('button', { name: 'Remove Lucky Dragon from favourites' }).waitFor();

    // Launch and spin: the header balance follows the game's.
    await page.getByRole('button', { name: 'Play Lucky Dragon', exact: true }).click();
    const frame = await gameFrame(page);
    expect(await frameBalance(frame)).toBeCloseTo(start, 2);
    // The round is over when the balance moves or its result is shown: a win of exactly the stake leaves the balance
    // where it was, so the result line ("WIN …", "No win") counts too.
    const messageBefore = await frame.evaluate(() => document.getElementById('message')?.textContent ?? '');
    await frame.getByRole('button', { name: 'SPIN' }).click();
    await frame.waitForFunction(
      ({ before, message }) => {
        const balance = Number((document.getElementById('balance')?.textContent ?? '').replace(/[^\d.]/g, ''));
        const shown = document.getElementById('message')?.textContent ?? '';
        return balance !== before || (shown !== message && /WIN|No win/.test(shown));
      },
      { before: start, message: messageBefore },
    );
    await expect.poll(async () => frameBalance(frame), { timeout: 10_000 }).not.toBe(0);
    const afterSpin = await frameBalance(frame);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeCloseTo(afterSpin, 2);
    await saveScreenshot(page, 'games-slot-played');

    // Favourites and recent.
    await page.goto(`${new URL(page.url()).origin}/favorite`);
    await card(page, 'Lucky Dragon').waitFor();
    await page.goto(`${new URL(page.url()).origin}/recent`);
    await card(page, 'Lucky Dragon').waitFor();
    await saveScreenshot(page, 'games-recent');

    // The round in the betting record.
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberCentre(page).waitFor();
    await memberMenu(page, 'Betting record').click();
    await memberCentre(page).getByRole('cell', { name: 'Lucky Dragon' }).first().waitFor();
    await saveScreenshot(page, 'games-betting-record');
    await page.context().close();
  });

  it('lets a trial account play the fish shooter on demo credit', async () => {
    const page = await openPage(browser, '/fish');
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    await loginModal(page).getByRole('button', { name: 'Free trial' }).click();
    await expect
      .poll(() => page.getByTestId('balance-amount').textContent(), { timeout: 10_000 })
      .toContain('2,000.00');
    await dismissWelcome(page);
    await page.locator('header').getByRole('link', { name: 'Fishing', exact: true }).click();
    await page
      .getByTestId('game-card')
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    const frame = await gameFrame(page);
    await expect.poll(() => frame.locator('#mode').textContent()).toMatch(/FREE PLAY/);
    expect(await frameBalance(frame)).toBeCloseTo(2000, 2);
    await saveScreenshot(page, 'games-trial-fish');
    await page.context().close();
  });
});
