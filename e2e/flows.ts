import type { Page } from 'playwright-core';
import { api } from './browser.ts';

/** Steps several specs take through the real screens. */

export const loginModal = (page: Page) => page.getByTestId('login-modal');
export const memberCentre = (page: Page) => page.getByTestId('member-centre');
export const memberMenu = (page: Page, label: string) =>
  memberCentre(page).getByRole('navigation', { name: 'Member centre menu' }).getByRole('button', { name: label, exact: true });

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

export async function loginThroughModal(page: Page, username: string, password: string, remember = false): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Log in' }).click();
  const modal = loginModal(page);
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await modal.getByLabel('Remember password').check();
  await modal.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in from the header and waits for the balance, past the first-login greeting. */
export async function loginMember(page: Page, username: string, password: string): Promise<void> {
  await loginThroughModal(page, username, password);
  await page.getByTestId('balance-amount').waitFor();
  await dismissWelcome(page);
}

export async function logout(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('dialog').getByRole('button', { name: 'Log out' }).click();
  await page.locator('header').getByRole('button', { name: 'Log in' }).waitFor();
}

/** The header balance as a number, once it shows one. */
export async function headerBalance(page: Page): Promise<number> {
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="balance-amount"]')?.textContent ?? ''));
  const text = (await page.getByTestId('balance-amount').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/** An admin operator's token, for set-up steps through the ops API. */
export async function opsAdminToken(): Promise<string> {
  const { body } = await api('/ops/api/session/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin1234' }) });
  return (body.value as { token: string }).token;
}
