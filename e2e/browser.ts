import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const SCREENSHOTS = path.resolve('test-results/screenshots');

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A browser context as the specs use it: 1440×900, English, and reduced motion, as a player may ask for it — the site
 * and the games then show end states at once, so a check never lands mid-fade (axe measuring the contrast of a
 * half-faded menu) or waits out reels that a loaded machine slows down.
 */
export function newSiteContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
}

export async function openPage(
  browser: Browser,
  route = '/',
  options: { showPopupNotice?: boolean } = {},
): Promise<Page> {
  const context = await newSiteContext(browser);
  // The after-login pop-up notice shows once per browser session; specs not about it start with it seen.
  if (!options.showPopupNotice) await context.addInitScript(() => sessionStorage.setItem('popupNoticeSeen', '1'));
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${route}`);
  return page;
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** Calls the API directly (for set-up steps a test is not about). */
export async function api(
  pathname: string,
  init: RequestInit = {},
): Promise<{ status: number; body: { success: boolean; value: unknown; code: string | null } }> {
  const response = await fetch(`${BASE_URL}${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: await response.json() };
}
