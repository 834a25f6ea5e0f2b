import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginOps } from './flows.ts';

/**
 * Operators in the back office (issue 19): an admin creates an operator, who sets up two-factor sign-in with the QR
 * code's secret and signs in with a code; a second sign-in of the same operator ends the first, which says why; the
 * admin finds it all in the audit log, exports it, and sees the login history.
 */
const nav = (page: Page) => page.getByTestId('ops-nav');
const username = `e2e.ops${Date.now().toString(36).slice(-6)}`;
const password = 'long-enough-e2e';

/** The next code of a new 30-second step (a code signs in once: the step of the last one is spent). */
async function freshCode(secret: string, spentStep: number | null): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  if (spentStep !== null && step <= spentStep) {
    await new Promise((resolve) => setTimeout(resolve, (spentStep + 1) * 30_000 - Date.now() + 500));
    step = Math.floor(Date.now() / 30_000);
  }
  return { code: await generate({ secret }), step };
}

describe('operators at the back office', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, '/ops');
    await loginOps(admin, 'admin', 'admin1234');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates an operator who sets up two-factor and signs in with a code; a second sign-in ends the first', async () => {
    await nav(admin).getByRole('link', { name: 'Operators' }).click();
    await admin.getByTestId('ops-operator-new').click();
    const form = admin.getByTestId('ops-operator-form');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill(password);
    await form.getByLabel('Role').selectOption('support');
    await form.getByLabel('Reason').fill('e2e: new support agent');
    await form.getByRole('button', { name: 'Create operator' }).click();
    const row = admin.getByTestId(`ops-operator-row-${username}`);
    await row.getByText('Due at next sign-in').waitFor();
    await saveScreenshot(admin, 'ops-operators');

    // The new operator's first sign-in goes through the set-up: QR code, the secret once, the app's first code.
    const first = await openPage(browser, '/ops');
    await first.getByLabel('Operator username').fill(username);
    await first.getByLabel('Password').fill(password);
    await first.getByRole('button', { name: 'Log in' }).click();
    const secret = (await first.getByTestId('ops-totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await saveScreenshot(first, 'ops-totp-enrolment');
    const enrolled = await freshCode(secret, null);
    await first.getByLabel('Authenticator code').fill(enrolled.code);
    await first.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect.poll(() => first.getByTestId('ops-operator').textContent()).toBe(`${username} · Support`);
    // Support sees members and feedback, not the money queues or the operators.
    await nav(first).getByRole('link', { name: 'Feedback' }).waitFor();
    expect(await nav(first).getByRole('group', { name: 'Money' }).count()).toBe(0);
    expect(await nav(first).getByRole('group', { name: 'Operators' }).count()).toBe(0);

    // A second sign-in elsewhere, with the next code: the first desk's next call says why it closed.
    const second = await openPage(browser, '/ops');
    await second.getByLabel('Operator username').fill(username);
    await second.getByLabel('Password').fill(password);
    await second.getByRole('button', { name: 'Log in' }).click();
    const next = await freshCode(secret, enrolled.step);
    await second.getByLabel('Authenticator code').fill(next.code);
    await second.getByRole('button', { name: 'Log in' }).click();
    await second.getByTestId('ops-operator').waitFor();
    await nav(first).getByRole('link', { name: 'Feedback' }).click();
    await expect
      .poll(() => first.getByTestId('ops-session-ended').textContent())
      .toBe('Your operator session ended because the same operator signed in elsewhere');
    await saveScreenshot(first, 'ops-session-superseded');
    await first.context().close();
    await second.context().close();
    // A code is good once: the second sign-in may wait up to 30 s for the next one, on a loaded machine too.
  }, 180_000);

  it('shows the admin every step in the audit log and the login history, and exports the log', async () => {
    await nav(admin).getByRole('link', { name: 'Audit log' }).click();
    const filters = admin.getByTestId('ops-audit-filters');
    await filters.getByLabel('Target id or name').fill(username);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await admin.waitForURL(new RegExp(`targetId=${username.replace('.', '\\.')}`));
    const log = admin.getByTestId('ops-audit');
    await log.getByText('Operator created').waitFor();
    await saveScreenshot(admin, 'ops-audit');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('ops-audit-export').click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Operator created');
    expect(csv).toContain(username);

    await nav(admin).getByRole('link', { name: 'Login history' }).click();
    const logins = admin.getByTestId('ops-logins');
    await logins.getByText(username).first().waitFor();
    const outcomes = await logins.locator('tr', { hasText: username }).locator('td:nth-child(3)').allTextContents();
    expect(outcomes).toEqual(expect.arrayContaining(['Signed in', 'Two-factor set up', 'Code asked for']));
  });
});
