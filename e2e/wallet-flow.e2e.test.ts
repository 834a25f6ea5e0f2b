import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { headerBalance, loginMember, memberCentre, memberMenu } from './flows.ts';

/**
 * The money flow through the real screens: a member deposits on the sandbox gateway from the
 * deposit page and sees the header balance rise, requests a withdrawal; the operator approves it
 * and marks it paid at /ops; the member confirms a partial receipt with a proof image; the account
 * record shows each step.
 */
/** A real 1×1 PNG, so the finance desk can show it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PAY_PASSWORD = '555777';

const centre = memberCentre;
const menu = memberMenu;

describe('wallet flow', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('deposits on the sandbox page, withdraws, is paid at the finance desk and confirms a partial receipt', async () => {
    const page = await openPage(browser, '/');
    await loginMember(page, 'player02', 'player1234');
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid="balance-amount"]')?.textContent ?? ''),
    );
    const start = await headerBalance(page);

    // Deposit through the sandbox gateway from the deposit page.
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    const deposit = centre(page);
    await deposit.getByRole('radio', { name: /sandbox/i }).click();
    await deposit.getByLabel('Amount').fill('50');
    await saveScreenshot(page, 'wallet-deposit-page');
    await deposit.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await saveScreenshot(page, 'sandbox-gateway');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment successful').waitFor();
    await page.getByRole('link', { name: /Return to/ }).click();
    await page.waitForURL(/page=depositv2&orderNo=/);
    const returned = page.getByTestId('deposit-return');
    await returned.locator('[data-status="SUCCESS"]').waitFor();
    await page.waitForFunction(
      (before) =>
        Number((document.querySelector('[data-testid="balance-amount"]')?.textContent ?? '').replace(/[^\d.]/g, '')) >
        before,
      start,
    );
    expect(await headerBalance(page)).toBeCloseTo(start + 50, 2);
    await page.waitForTimeout(500); // let the overlay finish fading in
    await saveScreenshot(page, 'wallet-deposit-returned');

    // Withdrawal: payment password, bank account, request.
    await menu(page, 'Withdrawal').click();
    await centre(page).getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
    await centre(page).getByLabel('Confirm payment password').fill(PAY_PASSWORD);
    await centre(page).getByRole('button', { name: 'Save payment password' }).click();
    await centre(page).getByLabel('Account number').fill(String(Date.now()).slice(-10));
    await centre(page).getByLabel('Bank', { exact: true }).selectOption('ACB');
    await centre(page).getByLabel('Payment password').fill(PAY_PASSWORD);
    await centre(page).getByRole('button', { name: 'Bind account' }).click();
    await centre(page).getByLabel('Withdrawal amount').fill('30');
    await centre(page).getByLabel('Payment password').fill(PAY_PASSWORD);
    await centre(page).getByRole('button', { name: 'Request withdrawal' }).click();
    const requested = await centre(page).getByRole('status').filter({ hasText: 'was requested' }).textContent();
    const orderNo = /Withdrawal (\S+) was requested/.exec(requested ?? '')?.[1] ?? '';
    expect(orderNo).not.toBe('');
    await page.waitForFunction(
      (before) =>
        Number((document.querySelector('[data-testid="balance-amount"]')?.textContent ?? '').replace(/[^\d.]/g, '')) <
        before,
      start + 50,
    );
    await saveScreenshot(page, 'wallet-withdraw-requested');

    // The finance desk approves and pays it.
    const desk = await openPage(browser, '/ops');
    await desk.getByLabel('Operator username').fill('finance');
    await desk.getByLabel('Password').fill('finance1234');
    await desk.getByRole('button', { name: 'Log in' }).click();
    await desk.getByTestId('ops-nav').getByRole('link', { name: 'Withdrawals', exact: true }).click();
    const row = desk.locator(`tr[data-order="${orderNo}"]`);
    await row.getByRole('button', { name: 'Approve' }).click();
    // Approving asks first (issue 19): what leaves, and to whom.
    await desk.getByTestId('member-reason-dialog').getByRole('button', { name: 'Approve' }).click();
    await desk.getByRole('combobox').selectOption('APPROVED');
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await row.getByPlaceholder('Payout reference').fill('E2E-PAYOUT');
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await desk.getByRole('combobox').selectOption('PAID');
    await row.waitFor();
    await saveScreenshot(desk, 'ops-withdrawal-paid');
    expect(
      await desk.evaluate(() => [sessionStorage.getItem('opsToken') !== null, sessionStorage.getItem('token')]),
    ).toEqual([true, null]);

    // The member confirms a partial receipt with a proof image.
    await menu(page, 'My wallet').click();
    await menu(page, 'Withdrawal').click();
    const history = centre(page).locator(`tr[data-order="${orderNo}"]`);
    await history.waitFor().catch(() => undefined);
    await saveScreenshot(page, 'wallet-withdraw-paid');
    await history.getByRole('button', { name: 'Confirm receipt' }).click();
    const receipt = centre(page).getByTestId('receipt-form');
    await receipt.getByLabel('Partly received').check();
    await receipt.getByLabel('Received amount').fill('25');
    await receipt.getByLabel('Remaining amount').fill('5');
    await receipt.getByLabel(/Proof images/).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await saveScreenshot(page, 'wallet-receipt-form');
    await receipt.getByRole('button', { name: 'Send confirmation' }).click();
    await history.locator('[data-status="DISPUTED"]').waitFor();
    await saveScreenshot(page, 'wallet-receipt-confirmed');

    // The operator sees the receipt and its proof.
    await desk.getByRole('combobox').selectOption('DISPUTED');
    await row.getByTestId('ops-receipt').waitFor();
    await row.getByRole('button', { name: /View proofs/ }).click();
    await row.getByRole('img').waitFor();
    await saveScreenshot(desk, 'ops-withdrawal-disputed');

    // The account record shows each step.
    await menu(page, 'Account record').click();
    const entries = centre(page).getByTestId('wallet-entries');
    await entries.waitFor();
    const text = await entries.textContent();
    expect(text).toContain(orderNo);
    expect(text).toMatch(/Deposit/);
    expect(text).toMatch(/Withdrawal/);
    await saveScreenshot(page, 'wallet-records');
  }, 120_000);
});
