import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { houseGameFrame, loginMember } from './flows.ts';

/**
 * The in-house game frame is isolated from the site: it runs with an opaque origin, the site cannot reach into it
 * (nor it into the site), and what it needs still works through postMessage and CORS — its session across a
 * reload, the player's sound settings kept by the site, full screen, and the verify page opened from the fairness
 * panel.
 */
describe('the house game frame, isolated', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('plays in an opaque origin and keeps its session, sound settings, full screen and verify link', async () => {
    const page = await openPage(browser, '/');
    await loginMember(page, 'demo', 'demo1234');
    await page.goto(`${new URL(page.url()).origin}/gameCenter?gameType=ALL`);
    await page.getByLabel('Search games by name').fill('Lucky Dragon');
    await page.getByRole('button', { name: 'Play Lucky Dragon', exact: true }).click();
    let frame = await houseGameFrame(page);

    // Opaque origin: no storage, no way into the site, and the site no way in.
    expect(await page.locator('iframe').getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(await frame.evaluate(() => self.origin)).toBe('null');
    expect(
      await frame.evaluate(() => {
        try {
          return window.parent.document.title;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    expect(
      await page.evaluate(() => {
        try {
          return document.querySelector('iframe')!.contentWindow!.document.title;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    // The session replaced the single-use launch token in the frame's address.
    const address = new URL(frame.url());
    expect(address.searchParams.get('launch')).toBeNull();
    expect(address.hash).toMatch(/^#session=/);

    // Sound settings go to the site, which keeps them for the player.
    const mute = () => frame.locator('#sound-toggle');
    await expect.poll(() => mute().isVisible()).toBe(true);
    const wasMuted = (await mute().getAttribute('aria-pressed')) === 'true';
    await mute().click();
    await expect.poll(() => mute().getAttribute('aria-pressed')).toBe(String(!wasMuted));
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('house-sound:'))
            .map((key) => JSON.parse(localStorage.getItem(key)!).muted as boolean),
        ),
      )
      .toEqual([!wasMuted]);

    // A reload of the frame reuses its session (the launch token is spent) and gets the settings back.
    await frame.evaluate(() => location.reload());
    frame = await houseGameFrame(page);
    expect(await frame.locator('#message').textContent()).toBe('');
    await expect.poll(() => mute().getAttribute('aria-pressed')).toBe(String(!wasMuted));
    await mute().click();
    await expect.poll(() => mute().getAttribute('aria-pressed')).toBe(String(wasMuted));

    // Full screen from inside the frame.
    const fullscreen = frame.locator('#fullscreen');
    await expect.poll(() => fullscreen.isVisible()).toBe(true);
    await fullscreen.click();
    await expect.poll(() => frame.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await fullscreen.click();
    await expect.poll(() => frame.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);

    // A round, a revealed seed, and its verify page in a new tab, recomputing the round.
    await frame.getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect.poll(() => frame.getByRole('button', { name: 'SPIN', exact: true }).isEnabled()).toBe(true);
    await frame.locator('#fair-panel summary').click();
    await frame.locator('#rotate').click();
    await frame.locator('#revealed code').waitFor();
    await expect.poll(() => frame.locator('#verify-link').getAttribute('href')).toContain('serverSeed=');
    const [verify] = await Promise.all([page.context().waitForEvent('page'), frame.locator('#verify-link').click()]);
    await verify.waitForLoadState();
    await verify.locator('#v-result').waitFor({ state: 'visible' });
    expect(await verify.locator('#message').getAttribute('class')).not.toContain('error');
    await saveScreenshot(verify, 'game-isolation-verify');
    await page.context().close();
  }, 150_000);
});
