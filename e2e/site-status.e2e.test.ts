import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { opsAdminToken } from './flows.ts';

type Config = Record<string, unknown> & { brand: Record<string, unknown> };

/** Changes the merchant configuration through the finance desk, as an operator would. */

async function readConfig(token: string): Promise<Config> {
  return (await api('/ops/api/merchant-config', { headers: { authorization: `Bearer ${token}` } })).body
    .value as Config;
}

async function writeConfig(token: string, config: Config, reason: string): Promise<void> {
  const { status } = await api('/ops/api/merchant-config', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ config, reason }),
  });
  expect(status).toBe(200);
  // Each instance caches the configuration for up to two seconds.
  await new Promise((resolve) => setTimeout(resolve, 2100));
}

describe('site status and guard driven by the server configuration', () => {
  let browser: Browser;
  let token: string;
  let original: Config;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await opsAdminToken();
    original = await readConfig(token);
  });
  afterEach(async () => {
    await writeConfig(token, original, 'e2e: restore');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the bilingual maintenance page with its end time', async () => {
    const end = new Date(Date.now() + 2 * 3_600_000).toISOString();
    await writeConfig(
      token,
      { ...original, maintenance: [{ start: new Date(Date.now() - 60_000).toISOString(), end, reason: 'upgrade' }] },
      'e2e: maintenance',
    );
    const page = await openPage(browser, '/');
    await page
      .getByRole('button', { name: /refresh/i })
      .first()
      .waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toMatch(/nâng cấp|bảo trì/i);
    expect(text).toMatch(/upgrad|maintenance/i);
    await saveScreenshot(page, 'maintenance');
    await page.context().close();
  });

  it('shows the restricted page with the visitor IP', async () => {
    await writeConfig(
      token,
      {
        ...original,
        regionRules: { allowCountries: [], denyCountries: [], allowCidrs: [], denyCidrs: ['127.0.0.0/8', '::1/128'] },
      },
      'e2e: restrict',
    );
    const page = await openPage(browser, '/');
    await page.getByTestId('restricted-ip').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toContain('Accces Denied');
    expect(text).toContain(
      'Dear valued customer: Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
    );
    expect(text).toContain('Your IP:');
    expect(await page.getByTestId('restricted-ip').textContent()).toMatch(/127\.0\.0\.1|::1/);
    expect(await page.getByText('Contact Us').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'restricted');
    await page.context().close();
  });

  it('sends visitors to the login page when the brand requires login, and not otherwise', async () => {
    const open = await openPage(browser, '/promotions');
    await open.locator('main').first().waitFor();
    expect(new URL(open.url()).pathname).toBe('/promotions');
    await open.context().close();

    await writeConfig(token, { ...original, brand: { ...original.brand, homeAfterLogin: true } }, 'e2e: guard on');
    const guarded = await openPage(browser, '/promotions');
    await guarded.getByTestId('login-modal').waitFor();
    expect(new URL(guarded.url()).pathname).toBe('/login');
    await guarded.goto(guarded.url().replace('/login', '/download'));
    await guarded.locator('main').first().waitFor();
    expect(new URL(guarded.url()).pathname).toBe('/download');
    await guarded.context().close();
  });
});
