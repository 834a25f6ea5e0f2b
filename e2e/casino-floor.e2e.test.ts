import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { houseGameFrame, loginMember, memberCentre, memberMenu } from './flows.ts';

/**
 * The casino floor through the real screens: the home page leads with game rows, /hot and /new list games, and a
 * member plays one slot of each newer mechanic (243 ways, cascades, the book's expanding symbol, hold-and-win,
 * expanding wilds, the progressive jackpot), mutes and unmutes the game, and finds the rounds in the betting record.
 */
const SLOTS_BY_MECHANIC = [
  'Jade Temple',
  'Sugar Cascade',
  'Sands of Anubis',
  'Koi Fortune Link',
  'Starlight Gems',
  'Panda Jackpot',
];

async function openSlot(page: Page, name: string): Promise<Frame> {
  await page.goto(`${new URL(page.url()).origin}/gameCenter?gameType=ALL`);
  // The list pages as it scrolls; the name search brings the title to the top.
  await page.getByLabel('Search games by name').fill(name);
  await page.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  return houseGameFrame(page);
}

/** One paid spin: the play call answers with a settled round and the board gives the spin button back. */
async function spinOnce(page: Page, frame: Frame): Promise<void> {
  const played = page.waitForResponse((response) => response.url().endsWith('/house/api/play'));
  await frame.getByRole('button', { name: 'SPIN', exact: true }).click();
  const answer = (await (await played).json()) as { value?: { round?: { status?: string } } };
  expect(answer.value?.round?.status).toBe('SETTLED');
  await expect.poll(() => frame.getByRole('button', { name: 'SPIN', exact: true }).isEnabled()).toBe(true);
}

describe('the casino floor in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('leads the home page with game rows, and lists hot and new games on their own pages', async () => {
    const page = await openPage(browser, '/');
    for (const row of ['hot', 'new']) {
      const section = page.getByTestId(`home-row-${row}`);
      await expect.poll(() => section.getByTestId('game-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    await saveScreenshot(page, 'casino-home-rows');
    for (const path of ['/hot', '/new']) {
      await page.goto(`${new URL(page.url()).origin}${path}`);
      await expect.poll(() => page.getByTestId('game-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    // The cockfight key of the navigation opens the sportsbook's fights.
    await page.goto(`${new URL(page.url()).origin}/cockfight`);
    await page.getByRole('heading', { level: 1, name: 'Cockfight' }).waitFor();
    await page.context().close();
  });

  it('plays a slot of each mechanic, mutes and unmutes, and finds the rounds in the betting record', async () => {
    const page = await openPage(browser, '/');
    await loginMember(page, 'demo', 'demo1234');
    for (const name of SLOTS_BY_MECHANIC) {
      const frame = await openSlot(page, name);
      await spinOnce(page, frame);
      await saveScreenshot(page, `casino-slot-${name.toLowerCase().replaceAll(' ', '-')}`);
      // The jackpot title shows the site's real pool over its reels: the seed plus this spin's share.
      if (name === 'Panda Jackpot')
        await expect.poll(() => frame.locator('.slot-pool-amount').textContent()).toMatch(/20,000\.\d\d/);
      if (name === 'Jade Temple') {
        const mute = frame.locator('#sound-toggle');
        const wasMuted = (await mute.getAttribute('aria-pressed')) === 'true';
        await mute.click();
        await expect.poll(() => mute.getAttribute('aria-pressed')).toBe(String(!wasMuted));
        await mute.click();
        await expect.poll(() => mute.getAttribute('aria-pressed')).toBe(String(wasMuted));
      }
    }
    await page.goto(`${new URL(page.url()).origin}/`);
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberCentre(page).waitFor();
    await memberMenu(page, 'Betting record').click();
    for (const name of SLOTS_BY_MECHANIC)
      await memberCentre(page).getByRole('cell', { name, exact: true }).first().waitFor();
    await saveScreenshot(page, 'casino-betting-record');
    await page.context().close();
    // Six games opened and played one after another: about 60 s on a quiet machine, more on a loaded one.
  }, 180_000);
});
