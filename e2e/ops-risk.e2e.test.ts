import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginMember, loginOps, memberCentre, memberMenu, opsAdminToken } from './flows.ts';

/**
 * The risk desk (issue 19): a large withdrawal waits after its first approval, shows its risk panel and is paid out
 * by a second operator; the risk queue lists flagged groups; the blacklists take and give back an entry. Each screen
 * is shot at 1440×900 and 1366×768.
 */
const PAY_PASSWORD = '864213';
const nav = (page: Page) => page.getByTestId('ops-nav');
const dialog = (page: Page) => page.getByTestId('member-reason-dialog');

async function shootBothSizes(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** player01 asks for a withdrawal above the finance role's limit (5,000.00), after an admin goodwill credit. */
async function requestLargeWithdrawal(browser: Browser): Promise<string> {
  const token = await opsAdminToken();
  const credit = await api('/ops/api/members/adjust', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      requestId: `e2e-risk-${Date.now()}`,
      username: 'player01',
      kind: 'GOODWILL',
      direction: 'CREDIT',
      amount: '6000',
      turnoverMultiple: 0,
      reason: 'e2e: funds for a large withdrawal',
    }),
  });
  expect(credit.status).toBe(200);
  const page = await openPage(browser, '/');
  await loginMember(page, 'player01', 'player1234');
  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  await memberMenu(page, 'Withdrawal').click();
  const centre = memberCentre(page);
  await centre.getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
  await centre.getByLabel('Confirm payment password').fill(PAY_PASSWORD);
  await centre.getByRole('button', { name: 'Save payment password' }).click();
  await centre.getByLabel('Account number').fill(String(Date.now()).slice(-10));
  await centre.getByLabel('Bank', { exact: true }).selectOption('ACB');
  await centre.getByLabel('Payment password').fill(PAY_PASSWORD);
  await centre.getByRole('button', { name: 'Bind account' }).click();
  await centre.getByLabel('Withdrawal amount').fill('5500');
  await centre.getByLabel('Payment password').fill(PAY_PASSWORD);
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
  const requested = await centre.getByRole('status').filter({ hasText: 'was requested' }).textContent();
  const orderNo = /Withdrawal (\S+) was requested/.exec(requested ?? '')?.[1] ?? '';
  expect(orderNo).not.toBe('');
  await page.close();
  return orderNo;
}

describe('risk desk at the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a large withdrawal: first approval, risk panel, second approval by another operator', async () => {
    const orderNo = await requestLargeWithdrawal(browser);
    const finance = await openPage(browser, '/ops');
    await loginOps(finance, 'finance', 'finance1234');
    await nav(finance).getByRole('link', { name: 'Withdrawals', exact: true }).click();
    await finance.getByTestId('withdrawal-totals').waitFor();
    const row = finance.locator(`tr[data-order="${orderNo}"]`);
    await row.getByRole('button', { name: 'Approve' }).click();
    await dialog(finance).getByText('leaves for player01').waitFor();
    await dialog(finance).getByRole('button', { name: 'Approve' }).click();
    await row.getByTestId('withdrawal-first-approval').waitFor();
    await row.getByText('You gave the first approval: another operator must approve').waitFor();
    await row.getByRole('button', { name: 'Risk' }).click();
    await finance.getByTestId('withdrawal-risk-panel').getByTestId('withdrawal-risk-winloss').waitFor();
    await shootBothSizes(finance, 'ops-withdrawal-risk-panel');

    const admin = await openPage(browser, '/ops');
    await loginOps(admin, 'admin', 'admin1234');
    await nav(admin).getByRole('link', { name: 'Withdrawals', exact: true }).click();
    const second = admin.locator(`tr[data-order="${orderNo}"]`);
    await second.getByRole('button', { name: 'Second approval' }).click();
    await dialog(admin).getByText('finance gave the first approval').waitFor();
    await dialog(admin).getByRole('button', { name: 'Approve' }).click();
    await second.waitFor({ state: 'detached' });
    await admin.getByRole('combobox').first().selectOption('APPROVED');
    await admin.locator(`tr[data-order="${orderNo}"]`).waitFor();
  });

  it("the risk queue, a member's flags on the player 360, and the blacklists", async () => {
    // player02 logs in from this browser too: player01 and player02 now share an address and a device.
    const member = await openPage(browser, '/');
    await loginMember(member, 'player02', 'player1234');
    await member.close();
    const risk = await openPage(browser, '/ops');
    await loginOps(risk, 'risk', 'risk1234');
    await nav(risk).getByRole('link', { name: 'Risk queue' }).click();
    await risk.getByRole('tab', { name: /^Shared device/ }).click();
    const group = risk.getByTestId('risk-queue').getByRole('row').filter({ hasText: 'player02' });
    await group.getByRole('link', { name: 'player01' }).waitFor();
    await shootBothSizes(risk, 'ops-risk-queue');
    await group.getByRole('link', { name: 'player02' }).click();
    const flags = risk.getByTestId('ops-member-risk-flags');
    await flags.getByText('Shared device').waitFor();
    await flags.scrollIntoViewIfNeeded();
    await shootBothSizes(risk, 'ops-member-risk-flags');

    await nav(risk).getByRole('link', { name: 'Blacklists' }).click();
    const form = risk.locator('form').filter({ has: risk.getByRole('button', { name: 'Blacklist' }) });
    await form.getByLabel('Kind').selectOption('DEVICE');
    await form.getByLabel('Value').fill('E2E-Blocked-Device/1.0');
    await form.getByRole('button', { name: 'Blacklist' }).click();
    await dialog(risk).getByLabel('Reason (required)').fill('e2e: a known fraud device');
    await dialog(risk).getByRole('button', { name: 'Blacklist' }).click();
    const entry = risk.getByTestId('risk-blacklist').getByRole('row').filter({ hasText: 'E2E-Blocked-Device/1.0' });
    await entry.waitFor();
    await shootBothSizes(risk, 'ops-risk-blacklist');
    await entry.getByRole('button', { name: 'Remove' }).click();
    await dialog(risk).getByLabel('Reason (required)').fill('e2e: cleared');
    await dialog(risk).getByRole('button', { name: 'Remove' }).click();
    await entry.waitFor({ state: 'detached' });
  });
});
