import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './browser.ts';

/** Steps several specs take through the real screens. */

export const loginModal = (page: Page) => page.getByTestId('login-modal');
export const memberCentre = (page: Page) => page.getByTestId('member-centre');
export const memberMenu = (page: Page, label: string) =>
  memberCentre(page)
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: label, exact: true });

/** A first login greets the player; close the greeting when it comes. */
export async function dismissWelcome(page: Page): Promise<void> {
  const welcome = page.getByTestId('dialog').filter({ hasText: 'Welcome' });
  try {
    await welcome.waitFor({ timeout: 3000 });
    await welcome.getByRole('button', { name: 'OK' }).click();
  } catch {
    // Not a first login: no greeting.
  }
}

export async function loginThroughModal(
  page: Page,
  username: string,
  password: string,
  remember = false,
): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Log in' }).click();
  const modal = loginModal(page);
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await modal.getByLabel('Remember me on this device').check();
  await modal.getByRole('button', { name: 'Log in' }).click();
}

/** The operator's pop-up announcement follows a login (once per browser session); close it when it comes. */
export async function dismissPopupNotice(page: Page): Promise<void> {
  const notice = page.getByTestId('popup-notice');
  try {
    await notice.waitFor({ timeout: 3000 });
  } catch {
    return; // No pop-up announcement is live.
  }
  // Several announcements are paged with Next; the last one closes with Got it.
  while (await notice.getByRole('button', { name: 'Next' }).count())
    await notice.getByRole('button', { name: 'Next' }).click();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await notice.waitFor({ state: 'detached' });
}

/** Logs in from the header and waits for the balance, past the first-login greeting and the pop-up notice. */
export async function loginMember(page: Page, username: string, password: string): Promise<void> {
  await loginThroughModal(page, username, password);
  await page.getByTestId('balance-amount').waitFor();
  await dismissWelcome(page);
  await dismissPopupNotice(page);
}

export async function logout(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('dialog').getByRole('button', { name: 'Log out' }).click();
  await page.locator('header').getByRole('button', { name: 'Log in' }).waitFor();
}

/** The header balance as a number, once it shows one. */
export async function headerBalance(page: Page): Promise<number> {
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="balance-amount"]')?.textContent ?? ''),
  );
  const text = (await page.getByTestId('balance-amount').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/** An admin operator's token, for set-up steps through the ops API. */
export async function opsAdminToken(): Promise<string> {
  const { body } = await api('/ops/api/session/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  return (body.value as { token: string }).token;
}

/**
 * Moves the server's clock (a server started with CLOCK_CONTROL=true) and answers its new time, once the server
 * answers promptly again. A jump starts the jobs that catch up with it — a day of lottery draws, the sports events,
 * the daily settlements — and on the embedded database (PGlite runs on the server's own thread, taking turns with
 * requests: db/client.ts) they slow every request for a while; a page opened at once may time out on a loaded machine.
 */
export async function advanceServerClock(minutes: number, reason: string): Promise<number> {
  const token = await opsAdminToken();
  const moved = await api('/ops/api/clock/advance', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ minutes, reason }),
  });
  expect(moved.status, `clock advance by ${minutes} min: ${JSON.stringify(moved.body)}`).toBe(200);
  await waitUntilPrompt();
  return Date.parse((moved.body.value as { now: string }).now);
}

/** Waits (up to two minutes) until three status calls in a row each answer within half a second. */
async function waitUntilPrompt(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (let prompt = 0; prompt < 3;) {
    expect(Date.now(), 'the server was still busy two minutes after the clock moved').toBeLessThan(deadline);
    const started = Date.now();
    await api('/wps/system/status');
    prompt = Date.now() - started < 500 ? prompt + 1 : 0;
  }
}

/** Registers a new member from the register page and waits for the header balance, past the greeting. */
export async function registerMember(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/register`);
  const modal = page.getByTestId('register-modal');
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByLabel('Confirm password').fill(password);
  await modal.getByLabel(/at least 18 years old/).check();
  await modal.getByLabel(/agree to the/).check();
  await modal.getByRole('button', { name: /^Register$/ }).click();
  await page.getByTestId('balance-amount').waitFor();
  await dismissWelcome(page);
  await dismissPopupNotice(page);
}

/** Deposits through the sandbox gateway from the header's Deposit button; back on the site once the deposit shows SUCCESS. */
export async function depositOnSandbox(page: Page, amount: string): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  await memberCentre(page)
    .getByRole('radio', { name: /sandbox/i })
    .click();
  await memberCentre(page).getByLabel('Amount').fill(amount);
  await memberCentre(page).getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Payment successful').waitFor();
  await page.getByRole('link', { name: /Return to/ }).click();
  await page.waitForURL(/page=depositv2&orderNo=/);
  await page.getByTestId('deposit-return').locator('[data-status="SUCCESS"]').waitFor();
}

/** The unread count the header's mail button announces ("Messages, 3 unread"). */
export async function headerUnreadCount(page: Page): Promise<number> {
  const label = await page
    .locator('header')
    .getByRole('button', { name: /^Messages, \d+ unread$/ })
    .getAttribute('aria-label');
  return Number(/(\d+)/.exec(label ?? '')?.[1] ?? Number.NaN);
}

/** Logs an operator in at /ops (the page must show the operator login). */
export async function loginOps(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Operator username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('ops-operator').waitFor();
}

/** The in-house game page inside the site's game frame, once it shows the player's balance. */
export async function houseGameFrame(page: Page): Promise<import('playwright-core').Frame> {
  await page.waitForURL(/\/game\?url=/);
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game frame did not load');
  await frame.waitForFunction(() => /\d/.test(document.getElementById('balance')?.textContent ?? ''));
  return frame;
}
