import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, BASE_URL, launchBrowser, openPage, saveScreenshot } from './browser.ts';

describe('the running server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('answers the status call on a fresh embedded database with the demo merchant', async () => {
    const { status, body } = await api('/wps/system/status');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ status: 0, siteName: 'Lucky Star' });
  });

  it('serves the SPA with history-mode fallback and the API docs', async () => {
    for (const route of ['/', '/gameCenter?gameType=ALL', '/helpmc', '/no/such/page']) {
      const response = await fetch(`${BASE_URL}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${BASE_URL}/docs/json`)).status).toBe(200);
    const page = await openPage(browser, '/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').innerHTML()).not.toBe('');
    await saveScreenshot(page, 'home');
  });
});
