import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../apps/web/src/app/routing/route-table.ts';
import { seriousViolations } from './axe.ts';
import { BASE_URL, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginMember, loginModal, loginOps, memberCentre } from './flows.ts';

/**
 * axe (WCAG 2.1 A and AA) finds no critical or serious violation on any route of the site, as a visitor and as a
 * member, in any modal the header or side menu opens, or at the finance desk. Moderate and minor findings are
 * printed, not failed. Routes come from the route table, so a new route is checked without touching this file.
 */

// Aliases (/index and /home, /register and /register.html, /lottery and /vnlottery) render the same page.
const sameRender = (route: RouteEntry) =>
  JSON.stringify([route.page, route.frame, route.categories, route.modal, route.lightBanner, route.hideHeaderNav]);
const distinctRoutes = ROUTES.filter(
  (route, index) =>
    route.page !== 'ops' && ROUTES.findIndex((other) => sameRender(other) === sameRender(route)) === index,
);
const visitorRoutes = distinctRoutes.filter((route) => !route.requiresLogin).map((route) => route.path);
// A member sees the same pages with the member's header; these are the pages whose body changes with a session too.
const memberRoutes = [
  '/',
  '/vip',
  '/pointMall',
  '/promotions',
  '/lottery',
  '/noticePage',
  ...ROUTES.filter((route) => route.requiresLogin).map((route) => route.path),
];

// A modal check loads the page, opens the modal and runs axe twice: minutes on a busy two-core machine.
const MODAL_TIMEOUT = 180_000;

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const header = (page: Page) => page.locator('header:has(nav)');

async function checkOpenLanguageMenu(page: Page): Promise<string[]> {
  await header(page)
    .getByRole('button', { name: /Choose language/ })
    .click();
  await page.getByRole('listbox').waitFor();
  const found = await seriousViolations(page, 'language menu');
  await page.keyboard.press('Escape');
  return found;
}

describe('accessibility: a visitor', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, '/');
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(visitorRoutes)('%s', async (path) => {
    await visit(page, path);
    expect(await seriousViolations(page, path)).toEqual([]);
  });

  it('the skip link is the first Tab stop, shown only when focused, and leads to the main content', async () => {
    await visit(page, '/');
    await saveScreenshot(page, 'a11y-home');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skipLink.evaluate((link) => link.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await expect.poll(() => skipLink.evaluate((link) => link.getBoundingClientRect().top)).toBeGreaterThan(0);
    await saveScreenshot(page, 'a11y-skip-link-focused');
    expect(await skipLink.getAttribute('href')).toBe('#main');
  });

  it('the not-found page', async () => {
    await visit(page, '/no/such/page');
    expect(await seriousViolations(page, 'not found')).toEqual([]);
  });

  it(
    'the login and forgot-password modals',
    async () => {
      await visit(page, '/');
      await header(page).getByRole('button', { name: 'Log in' }).click();
      await loginModal(page).waitFor();
      await saveScreenshot(page, 'a11y-login-modal');
      const found = await seriousViolations(page, 'login modal');
      await loginModal(page).getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByTestId('forgot-modal').waitFor();
      found.push(...(await seriousViolations(page, 'forgot-password modal')));
      expect(found).toEqual([]);
    },
    MODAL_TIMEOUT,
  );

  it(
    'the register and download modals and the language menu',
    async () => {
      await visit(page, '/');
      await header(page).getByRole('button', { name: 'Sign up' }).click();
      await page.getByTestId('register-modal').waitFor();
      const found = await seriousViolations(page, 'register modal');
      await visit(page, '/');
      await page.locator('aside').getByRole('button', { name: 'App download' }).click();
      await page.getByTestId('download-modal').waitFor();
      found.push(...(await seriousViolations(page, 'download modal')));
      await visit(page, '/');
      found.push(...(await checkOpenLanguageMenu(page)));
      expect(found).toEqual([]);
    },
    MODAL_TIMEOUT,
  );
});

describe('accessibility: a member', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, '/');
    await loginMember(page, 'agent01', 'agent1234');
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(memberRoutes)('%s', async (path) => {
    await visit(page, path);
    expect(await seriousViolations(page, path)).toEqual([]);
  });

  // The pages of the centres the header opens: deposit, withdraw, messages, the account and the agent centre.
  it.each([
    ['button:has-text("Deposit")', 'depositv2'],
    ['button:has-text("Withdraw")', 'withdraw'],
    ['button[aria-label^="Messages"]', 'messageV2'],
    ['button[title="My account"]', 'securityCenter'],
  ])(
    'the member centre from the header button %s',
    async (button, pageKey) => {
      await visit(page, '/');
      await header(page).locator(button).click();
      await memberCentre(page).locator(`[data-page="${pageKey}"][aria-current="page"]`).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, `member centre: ${pageKey}`)).toEqual([]);
    },
    MODAL_TIMEOUT,
  );

  it(
    'the agent centre',
    async () => {
      await visit(page, '/');
      await header(page).getByRole('button', { name: 'Agent centre' }).click();
      await page.getByTestId('agent-centre').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, 'agent centre')).toEqual([]);
    },
    MODAL_TIMEOUT,
  );

  it(
    'the language menu and the logout dialog',
    async () => {
      await visit(page, '/');
      const found = await checkOpenLanguageMenu(page);
      await header(page).getByRole('button', { name: 'Log out' }).click();
      await page.getByTestId('dialog').waitFor();
      found.push(...(await seriousViolations(page, 'logout dialog')));
      await page.getByTestId('dialog').getByRole('button', { name: 'Cancel' }).click();
      expect(found).toEqual([]);
    },
    MODAL_TIMEOUT,
  );
});

describe('accessibility: the finance desk', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, '/ops');
  });
  afterAll(async () => {
    await browser.close();
  });

  it(
    'the operator login and the desk',
    async () => {
      await page.getByLabel('Operator username').waitFor();
      const found = await seriousViolations(page, '/ops login');
      await loginOps(page, 'admin', 'admin1234');
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page, '/ops desk')));
      expect(found).toEqual([]);
    },
    MODAL_TIMEOUT,
  );
});
