import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginMember, loginModal, loginThroughModal, memberCentre } from './flows.ts';
import { advanceClock } from './lottery-clock-steps.ts';

/**
 * Responsible play as a member meets it (issue 20): a deposit limit refuses a deposit above it, the reality check
 * comes after the chosen minutes of play, and a 24-hour cool-off logs the member out and refuses the login until it
 * ends. Moves the server's clock (CLOCK_CONTROL=true, e2e/run.mjs).
 */
describe('responsible play', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sets a deposit limit, is refused a deposit above it, sees the reality check, takes a cool-off', async () => {
    const page = await openPage(browser, '/');
    await loginMember(page, 'player01', 'player1234');
    await page.goto(`${BASE_URL}/responsible-play`);
    const limits = page.getByRole('form', { name: 'Set a limit' });
    await limits.getByLabel('Limit').selectOption('DEPOSIT');
    await limits.getByLabel('Period').selectOption('DAY');
    await limits.getByLabel('Amount').fill('50');
    await limits.getByRole('button', { name: 'Set limit' }).click();
    await page.getByText('Done: the limit applies now.').waitFor();
    await page.getByTestId('limit-DEPOSIT-DAY').waitFor();
    await saveScreenshot(page, 'responsible-play-limit');

    // A deposit above it is refused with the limit's message.
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberCentre(page)
      .getByRole('radio', { name: /sandbox/i })
      .click();
    await memberCentre(page).getByLabel('Amount').fill('60');
    await memberCentre(page).getByRole('button', { name: 'Pay now' }).click();
    await memberCentre(page).getByText('This deposit would go over your deposit limit').waitFor();
    await saveScreenshot(page, 'responsible-play-deposit-refused');
    await page.keyboard.press('Escape');

    // Reality check every 5 minutes: the server's clock moves 6 minutes and the dialog comes.
    await page.getByLabel('Remind me every').selectOption('5');
    await expect.poll(async () => page.getByLabel('Remind me every').inputValue()).toBe('5');
    await advanceClock(6, 'e2e: six minutes of play');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor({ timeout: 30_000 });
    await check.getByText(/You have played for \d+ minutes/).waitFor();
    await saveScreenshot(page, 'responsible-play-reality-check');
    await check.getByRole('button', { name: 'Continue' }).click();

    // A 24-hour cool-off logs out at once and the login is refused until it ends.
    await page.getByRole('button', { name: 'Cool-off · 24 hours' }).click();
    await page
      .getByRole('dialog', { name: 'Start your break now?' })
      .getByRole('button', { name: 'Yes, start now' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByRole('button', { name: 'Log in' }).waitFor();
    await loginThroughModal(page, 'player01', 'player1234');
    // The refusal says until when, in the member's language and time zone (a day from the server's moved clock).
    await loginModal(page)
      .getByText(/Your cool-off is running: you can log in again from .+\d{4}/)
      .waitFor();
    await saveScreenshot(page, 'responsible-play-login-refused');
    await advanceClock(24 * 60 + 5, 'e2e: past the cool-off');
    await page.reload();
    await loginMember(page, 'player01', 'player1234');
    await page.locator('header').getByRole('button', { name: 'Deposit' }).waitFor();
  }, 240_000);
});
