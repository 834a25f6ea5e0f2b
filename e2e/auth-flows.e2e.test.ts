import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { dismissWelcome, loginModal, loginThroughModal, logout } from './flows.ts';

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers, logs out, and logs in again with remember-me', async () => {
    const username = `e2e${randomBytes(3).toString('hex')}`;
    const page = await openPage(browser, '/register');
    const modal = page.getByTestId('register-modal');
    await modal.waitFor();
    await modal.getByLabel('Username').fill(username);
    await modal.getByLabel('Password', { exact: true }).fill('play12345');
    await modal.getByLabel('Confirm password').fill('play12345');
    await modal.getByLabel(/at least 18 years old/).check();
    await modal.getByLabel(/agree to the/).check();
    await saveScreenshot(page, 'register-filled');
    await modal.getByRole('button', { name: /^Register$/ }).click();
    await page.getByTestId('balance-amount').waitFor();
    await dismissWelcome(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await saveScreenshot(page, 'registered-home');

    await logout(page);
    await loginThroughModal(page, username, 'play12345', true);
    await page.getByTestId('balance-amount').waitFor();
    await logout(page);
    // The device is remembered by an HttpOnly token cookie; the password is nowhere in the browser.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lucky_remember')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/wps/session',
    });
    expect(JSON.stringify(cookies)).not.toContain('play12345');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      'play12345',
    );
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    await loginModal(page).getByTestId('remembered-device').waitFor();
    expect(await loginModal(page).getByLabel('Username').inputValue()).toBe(username);
    expect(await loginModal(page).getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await loginModal(page).getByLabel('Remember me on this device').isChecked()).toBe(true);
    // The password left empty: the remembered device logs in.
    await loginModal(page)
      .getByRole('button', { name: `Log in as ${username}` })
      .click();
    await page.getByTestId('balance-amount').waitFor();
    await page.context().close();
  });

  // An account name of this test's own (failures count per name, whether or not it exists): failures of a demo
  // account would put a captcha in front of every later spec's login of it for 15 minutes.
  it('shows a captcha after failed logins', async () => {
    const page = await openPage(browser, '/');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (!(await loginModal(page).isVisible()))
        await page.locator('header').getByRole('button', { name: 'Log in' }).click();
      await loginModal(page).getByLabel('Username').fill('captchaprobe7');
      await loginModal(page).getByLabel('Password', { exact: true }).fill(`wrong-${attempt}-pass`);
      await loginModal(page).getByRole('button', { name: 'Log in' }).click();
      await page.waitForTimeout(400);
    }
    const captcha = loginModal(page).getByRole('img', { name: 'Captcha image' });
    await captcha.waitFor();
    expect(await captcha.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await saveScreenshot(page, 'login-captcha');
    await page.context().close();
  });

  it('opens the member centre for a member but not for a visitor', async () => {
    const page = await openPage(browser, '/');
    await page.locator('aside[aria-label="Side menu"]').getByText('Invite friends').click();
    await loginModal(page).waitFor();
    await loginModal(page).getByLabel('Username').fill('demo');
    await loginModal(page).getByLabel('Password', { exact: true }).fill('demo1234');
    await loginModal(page).getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByTestId('balance-amount').textContent(), { timeout: 10_000 })
      .toContain('1,000.00');
    await dismissWelcome(page);
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    const centre = page.getByTestId('member-centre');
    await centre.waitFor();
    await centre.getByRole('button', { name: 'My account' }).click();
    await centre.getByText('demo', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'member-centre');
    await page.context().close();
  });

  it('plays free and warns the trial account away from the member centre', async () => {
    const page = await openPage(browser, '/');
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    await loginModal(page).getByRole('button', { name: 'Free trial' }).click();
    await expect
      .poll(() => page.getByTestId('balance-amount').textContent(), { timeout: 10_000 })
      .toContain('2,000.00');
    await dismissWelcome(page);
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByTestId('dialog');
    await dialog.getByText('Please register a real account to use this function').waitFor();
    expect(await page.getByTestId('member-centre').count()).toBe(0);
    await saveScreenshot(page, 'trial-warning');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.context().close();
  });
});
