import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import {
  headerBalance,
  houseGameFrame,
  loginOps,
  memberCentre,
  memberMenu,
  opsAdminToken,
  registerMember,
} from './flows.ts';

/**
 * Promotions through the real screens. A new member joins the daily reload (10 %, minimum
 * deposit 20, turnover 1×), deposits on the sandbox gateway, claims the bonus, sees it in bonus
 * details with the turnover still to play, is refused a withdrawal, plays baccarat until the
 * turnover is met and then withdraws. The finance desk first credits the member a cushion, so
 * losing rounds never end the test. Another new member applies for "Share Your Big Win" with
 * a comment and a screenshot; an operator approves it at /ops and the member sees Issued and
 * the 18 in the balance.
 */

/** A real 1×1 PNG, so the operator's desk can show it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PASSWORD = 'play12345';
const PAY_PASSWORD = '246813';
const RELOAD = 'Daily Reload 10%';
const SHARE = 'Share Your Big Win';

const newUsername = () => `pr${randomBytes(4).toString('hex')}`;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Opens a promotion's detail page from its card on /promotions; answers the detail's address. */
async function openPromotion(page: Page, title: string): Promise<string> {
  await page.locator('header').getByRole('link', { name: 'Promotions', exact: true }).click();
  await page.waitForURL(/\/promotions/);
  const card = page.getByTestId('promo-card').filter({ has: page.getByRole('heading', { name: title }) });
  await expect.poll(() => card.getByTestId('promo-status').getAttribute('data-status')).toBe('JOIN');
  await card.getByRole('link', { name: title }).click();
  await page.waitForURL(/\/promoDetail\?id=\d+/);
  await page.getByTestId('promo-detail').getByRole('heading', { name: title }).waitFor();
  return page.url();
}

/** Set-up through the finance desk's API: 200.00 credited with a reason, as an operator would. */
async function creditCushion(username: string): Promise<void> {
  const token = await opsAdminToken();
  const credited = await api('/ops/api/members/adjust', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      requestId: `e2e-cushion-${username}`,
      username,
      direction: 'CREDIT',
      amount: '200',
      reason: 'e2e: play money for the turnover',
    }),
  });
  expect(credited.status).toBe(200);
}

const detailStatus = (page: Page) => page.getByTestId('promo-detail').getByTestId('promo-status').first();

/** Sets the payment password and binds a bank account, leaving the withdrawal form on screen. */
async function prepareWithdrawal(page: Page): Promise<void> {
  const centre = memberCentre(page);
  await centre.getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
  await centre.getByLabel('Confirm payment password').fill(PAY_PASSWORD);
  await centre.getByRole('button', { name: 'Save payment password' }).click();
  await centre.getByLabel('Account number').fill(String(Date.now()).slice(-10));
  await centre.getByLabel('Bank', { exact: true }).selectOption('ACB');
  await centre.getByLabel('Account holder').fill('Promo Tester');
  await centre.getByLabel('Payment password').fill(PAY_PASSWORD);
  await centre.getByRole('button', { name: 'Bind account' }).click();
  await centre.getByLabel('Withdrawal amount').waitFor();
}

async function requestWithdrawal(page: Page, amount: string): Promise<void> {
  const centre = memberCentre(page);
  await centre.getByLabel('Withdrawal amount').fill(amount);
  await centre.getByLabel('Payment password').fill(PAY_PASSWORD);
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
}

describe('promotions in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('joins a deposit bonus, deposits, claims, is held by the turnover, plays it off in baccarat and withdraws', async () => {
    const page = await openPage(browser, '/');
    const username = newUsername();
    await registerMember(page, username, PASSWORD);
    await creditCushion(username);
    await page.reload();
    const start = await headerBalance(page);
    expect(start).toBe(200);

    // Join the daily reload from its detail page.
    const detailUrl = await openPromotion(page, RELOAD);
    await saveScreenshot(page, 'promotions-reload-detail');
    await page.getByTestId('promo-join').click();
    await expect.poll(() => page.getByTestId('promo-notice').textContent()).toContain('You joined');
    await expect.poll(() => detailStatus(page).getAttribute('data-status')).toBe('JOINED');

    // Deposit 20 (the minimum) on the sandbox gateway, from the promotion's own Deposit button.
    await page.getByTestId('promo-deposit').click();
    const centre = memberCentre(page);
    await centre.getByRole('radio', { name: /sandbox/i }).click();
    await centre.getByLabel('Amount').fill('20');
    await centre.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment successful').waitFor();
    await page.getByRole('link', { name: /Return to/ }).click();
    await page.getByTestId('deposit-return').locator('[data-status="SUCCESS"]').waitFor();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(start + 20, 2);

    // The deposit unlocks the claim: 10 % of 20. Claiming pays it and starts the turnover of (20 + 2) × 1.
    await page.goto(detailUrl);
    const claim = page.getByTestId('promo-claim');
    await expect.poll(() => claim.textContent()).toBe('Claim 2.00');
    await saveScreenshot(page, 'promotions-reload-claim');
    await claim.click();
    await expect.poll(() => page.getByTestId('promo-notice').textContent()).toBe('2.00 was added to your wallet.');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(start + 22, 2);
    await expect.poll(() => detailStatus(page).getAttribute('data-status')).toBe('PROCESS');
    expect(await page.getByTestId('promo-turnover').textContent()).toContain('0.00 / 22.00');
    await saveScreenshot(page, 'promotions-reload-process');

    // Bonus details: the payout row and the turnover still to play.
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberMenu(page, 'Bonus details').click();
    const row = centre.getByTestId('bonus-row').filter({ hasText: RELOAD });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Deposit bonus.*Deposit 20\.00.*\+2\.00/);
    expect(await centre.getByTestId('bonus-total').textContent()).toMatch(/Total bonuses: 2\.00\s*1 record$/);
    await expect.poll(() => centre.getByTestId('turnover-remaining').textContent()).toBe('22.00');
    expect(await centre.getByTestId('turnover-notice').textContent()).toContain(RELOAD);
    await saveScreenshot(page, 'promotions-bonus-details');

    // A withdrawal is refused while the turnover is open.
    await memberMenu(page, 'Withdrawal').click();
    await prepareWithdrawal(page);
    await centre.getByTestId('turnover-notice').waitFor();
    await requestWithdrawal(page, '10');
    await centre
      .getByRole('alert')
      .filter({ hasText: 'Complete the bonus turnover requirement before withdrawing' })
      .waitFor();
    await saveScreenshot(page, 'promotions-withdrawal-refused');

    // Baccarat, 10.00 on Player a coup. A tie hands the stake back and counts nothing, so it deals
    // until three coups are decided: 30.00 of valid bet covers the 22.00.
    await page.goto(`${new URL(page.url()).origin}/gameCenter?gameType=ALL`);
    await page.getByLabel('Search games by name').fill('baccarat');
    await page.getByRole('button', { name: 'Play Virtual Baccarat', exact: true }).click();
    const frame = await houseGameFrame(page);
    await frame.getByRole('radio', { name: '10.00' }).click();
    await frame.getByRole('button', { name: 'Bet on Player', exact: true }).click();
    const decided = () => frame.evaluate(() => document.querySelectorAll('.road span:not(.T)').length);
    for (let deals = 1; (await decided()) < 3; deals += 1) {
      expect(deals).toBeLessThan(20);
      await frame.getByRole('button', { name: 'DEAL' }).click();
      // The bead road grows once the cards are dealt; DEAL comes back once the round is over.
      await frame.waitForFunction((count) => document.querySelectorAll('.road span').length === count, deals);
      await frame.waitForFunction(() =>
        [...document.querySelectorAll('button')].some((button) => button.textContent === 'DEAL' && !button.disabled),
      );
    }
    const afterPlay = money(await frame.locator('#balance').textContent());
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeCloseTo(afterPlay, 2);
    await saveScreenshot(page, 'promotions-baccarat-played');

    // The turnover is met: the promotion shows Claimed, and the withdrawal goes through.
    await page.goto(detailUrl);
    await expect.poll(() => detailStatus(page).getAttribute('data-status')).toBe('CLAIMED');
    expect(await page.getByTestId('promo-paid').textContent()).toBe('2.00 received.');
    await page.locator('header').getByRole('button', { name: 'Withdraw' }).click();
    await centre.getByLabel('Withdrawal amount').waitFor();
    await requestWithdrawal(page, '10');
    await centre
      .getByRole('status')
      .filter({ hasText: /Withdrawal \S+ was requested/ })
      .waitFor();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(afterPlay - 10, 2);
    expect(await centre.getByTestId('turnover-notice').count()).toBe(0);
    await saveScreenshot(page, 'promotions-withdrawal-requested');
    await page.context().close();
  }, 90_000);

  it('applies with a comment and a screenshot, and the operator approves the bonus at /ops', async () => {
    const username = newUsername();
    const page = await openPage(browser, '/');
    await registerMember(page, username, PASSWORD);
    const start = await headerBalance(page);

    // The application form: a comment of at most 140 characters and one png.
    const detailUrl = await openPromotion(page, SHARE);
    await page.getByTestId('promo-apply').click();
    const dialog = page.getByTestId('promo-apply-dialog');
    const comment = dialog.getByLabel('Comment');
    await comment.fill('x'.repeat(141));
    expect(await dialog.getByTestId('promo-comment-counter').textContent()).toBe('141 / 140 characters');
    await dialog.getByTestId('promo-apply-submit').click();
    await dialog.getByRole('alert').filter({ hasText: 'Write a comment of 1 to 140 characters.' }).waitFor();
    await comment.fill('Five dragons on Lucky Dragon, 120× my bet!');
    await dialog.getByLabel('Screenshots').setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'big-win.png' }).waitFor();
    await saveScreenshot(page, 'promotions-apply-form');
    await dialog.getByTestId('promo-apply-submit').click();
    await expect.poll(() => page.getByTestId('promo-notice').textContent()).toContain('Application sent');
    await expect.poll(() => detailStatus(page).getAttribute('data-status')).toBe('APPLYING');
    await saveScreenshot(page, 'promotions-applying');

    // The operator sees the application with its image and approves the fixed 18.
    const desk = await openPage(browser, '/ops');
    await loginOps(desk, 'admin', 'admin1234');
    await desk.getByTestId('ops-nav').getByRole('link', { name: 'Promotions' }).click();
    await desk.getByRole('tab', { name: 'Applications' }).waitFor();
    const application = desk.locator(`tr[data-testid="ops-application"][data-username="${username}"]`);
    await application.getByText('Five dragons on Lucky Dragon').waitFor();
    await application.getByRole('img', { name: /Application image/ }).waitFor();
    expect(await application.getByTestId('ops-application-amount').getAttribute('placeholder')).toBe('18.00');
    await saveScreenshot(desk, 'ops-promotion-application');
    await application.getByTestId('ops-application-approve').click();
    await desk.getByRole('status').filter({ hasText: 'Review saved; the member was notified.' }).waitFor();
    await application.waitFor({ state: 'detached' });
    await desk.getByRole('combobox').selectOption('ISSUED');
    await expect.poll(() => application.textContent()).toMatch(/Issued\s*18\.00/);
    await saveScreenshot(desk, 'ops-promotion-approved');
    await desk.context().close();

    // The member sees Issued and the bonus in the balance.
    await page.goto(detailUrl);
    await expect.poll(() => detailStatus(page).getAttribute('data-status')).toBe('ISSUED');
    expect(await page.getByTestId('promo-paid').textContent()).toBe('18.00 received.');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(start + 18, 2);
    await saveScreenshot(page, 'promotions-issued');
    await page.context().close();
  }, 60_000);
});
