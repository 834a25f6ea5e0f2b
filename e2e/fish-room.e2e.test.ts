import { randomBytes } from 'node:crypto';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import {
  depositOnSandbox,
  dismissPopupNotice,
  houseGameFrame,
  memberCentre,
  memberMenu,
  registerMember,
} from './flows.ts';

/**
 * The fish shooter through the real screens: a new member deposits, opens Ocean Hunter, raises the cannon level,
 * turns auto-fire on with the pointer over the sea, sees the shots settle (the balance moves), turns it off, and finds
 * the shots in the betting record.
 */
type FishHook = { House: { sea: { fish: () => { x: number; y: number }[] }; shotsSettled: () => number } };

const frameBalance = async (frame: Frame) =>
  Number(((await frame.locator('#balance').textContent()) ?? '').replace(/[^\d.]/g, ''));

/** Moves the pointer over a fish now in the sea (the cannon turns to it), or to the sea's middle when none is. */
async function pointAtFish(page: Page, frame: Frame): Promise<void> {
  const box = (await frame.locator('canvas').boundingBox())!;
  const fish = await frame.evaluate(() => (window as unknown as FishHook).House.sea.fish());
  const inside = fish.filter((entry) => entry.x > 0.05 && entry.x < 0.95);
  const target = inside[Math.floor(inside.length / 2)] ?? { x: 0.5, y: 0.4 };
  await page.mouse.move(box.x + target.x * box.width, box.y + target.y * box.height);
}

/** On a loaded machine the new member's greeting can come after registerMember stopped waiting for it. */
async function closeLateGreeting(page: Page): Promise<void> {
  const welcome = page.getByTestId('dialog').filter({ hasText: 'Welcome' });
  try {
    await welcome.waitFor({ timeout: 8_000 });
    await welcome.getByRole('button', { name: 'OK' }).click();
  } catch {
    // Greeted and closed already.
  }
  await dismissPopupNotice(page);
}

const settled = (frame: Frame) => frame.evaluate(() => (window as unknown as FishHook).House.shotsSettled());

describe('the fish room in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('plays fish with auto-fire at a raised cannon level and finds every shot in the betting record', async () => {
    const page = await openPage(browser, '/');
    await registerMember(page, `fish${randomBytes(3).toString('hex')}`, 'fish12345');
    await closeLateGreeting(page);
    await depositOnSandbox(page, '100');
    await page.goto(`${new URL(page.url()).origin}/gameCenter?gameType=ALL`);
    await page.getByLabel('Search games by name').fill('Ocean Hunter');
    await page.getByRole('button', { name: 'Play Ocean Hunter', exact: true }).click();
    const frame = await houseGameFrame(page);
    await frame
      .getByTestId('fish-room')
      .filter({ hasText: /Room \d+ · 1 of 4 seats: you/ })
      .waitFor();

    // The cannon level: one step up from the minimum bet of 0.10.
    const level = frame.locator('.stepper');
    await expect.poll(() => level.locator('output').textContent()).toMatch(/0\.10/);
    await level.getByRole('button').last().click();
    await expect.poll(() => level.locator('output').textContent()).toMatch(/0\.20/);

    const start = await frameBalance(frame);
    const auto = frame.locator('#auto-fire');
    await auto.click();
    await expect.poll(() => auto.getAttribute('aria-pressed')).toBe('true');
    // Keep the pointer over the fish as they swim; the bullets fly to it, bounce, and bet on what they hit.
    await expect
      .poll(
        async () => {
          await pointAtFish(page, frame);
          return settled(frame);
        },
        { timeout: 45_000, interval: 700 },
      )
      .toBeGreaterThanOrEqual(4);
    await expect.poll(() => frameBalance(frame)).not.toBe(start);
    await saveScreenshot(page, 'fish-room-auto-fire-1440');
    await page.setViewportSize({ width: 1366, height: 768 });
    await pointAtFish(page, frame);
    await saveScreenshot(page, 'fish-room-auto-fire-1366');
    await auto.click();
    await expect.poll(() => auto.getAttribute('aria-pressed')).toBe('false');
    // Bullets already in flight may still land (each one bet, settled in turn): the count then stops moving.
    let shots = -1;
    await expect
      .poll(
        async () => {
          const before = await settled(frame);
          await page.waitForTimeout(1_500);
          shots = (await settled(frame)) === before ? before : -1;
          return shots;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(4);
    const rows = Math.min(shots, 10);

    await page.goto(`${new URL(page.url()).origin}/`);
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberCentre(page).waitFor();
    await memberMenu(page, 'Betting record').click();
    await expect
      .poll(() => memberCentre(page).getByRole('cell', { name: 'Ocean Hunter', exact: true }).count())
      .toBeGreaterThanOrEqual(rows);
    await saveScreenshot(page, 'fish-room-betting-record');
    await page.context().close();
  }, 180_000);
});
