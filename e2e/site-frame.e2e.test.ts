import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../apps/web/src/app/routing/route-table.ts';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';

const frameParts = (page: Page) => ({
  header: page.locator('header:has(a[aria-label="Lucky Star home"])'),
  footer: page.locator('footer:has(nav)'),
  sideMenu: page.locator('aside[aria-label="Side menu"]'),
  banner: page.locator('section[aria-roledescription="carousel"]'),
});

describe('every route renders its frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const publicRoutes = ROUTES.filter((route) => !route.requiresLogin);
  it.each(publicRoutes.map((route) => [route.path, route] as const))('%s', async (path, route) => {
    const page = await openPage(browser, path);
    await page.locator('main, header').first().waitFor();
    await page.waitForLoadState('networkidle');
    const parts = frameParts(page);
    for (const part of ['header', 'footer', 'sideMenu', 'banner'] as const) {
      expect(await parts[part].count(), `${path} ${part}`).toBe(route.frame[part] ? 1 : 0);
    }
    // The modal's code is loaded on demand: wait for it rather than look once (a loaded machine is slow to show it).
    if (route.modal) await page.getByTestId(`${route.modal}-modal`).waitFor({ state: 'visible' });
    await saveScreenshot(page, `route${path.replace(/[^a-z0-9]+/gi, '-')}`);
    await page.context().close();
  });

  it('shows a not-found page for unknown paths', async () => {
    const page = await openPage(browser, '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    await saveScreenshot(page, 'not-found');
    await page.context().close();
  });

  it('sends visitors of login-only pages to the login modal', async () => {
    const page = await openPage(browser, '/favorite');
    await page.getByTestId('login-modal').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('switches the language of the page text', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Promotions').waitFor();
    await page.getByRole('button', { name: 'Choose language' }).click();
    await page.getByRole('option', { name: /CN/ }).click();
    await expect.poll(() => page.locator('header nav').first().textContent()).toContain('优惠');
    await saveScreenshot(page, 'home-cn');
    await page.context().close();
  });
});
