import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import {
  depositOnSandbox,
  headerBalance,
  headerUnreadCount,
  houseGameFrame,
  memberCentre,
  memberMenu,
  registerMember,
} from './flows.ts';

/**
 * Loyalty through the real screens, for a member registered by this spec (so the demo accounts
 * other specs count on keep their balances). A sandbox deposit earns points at the default rate
 * (1 point per 10.00) and sends inbox messages; three slot spins complete the daily "Lucky Start"
 * mission, claimed from Mission activity with the menu badge following; a deposit message is read
 * from Platform information and the header's unread count drops; once the loyalty job has
 * credited the points, a cash voucher is redeemed in the points mall with a new payment password.
 */
const PASSWORD = 'play12345';
const PAY_PASSWORD = '246810';
const DEPOSIT = 5200;
/** Default rate (points-config.ts): 1 point per 10.00 deposited. */
const DEPOSIT_POINTS = DEPOSIT / 10;
const VOUCHER = { name: '$5 Cash Voucher', points: 500, cash: 5 };
/** Points accrue for deposits older than 15 s, in a job that runs every 15 s (loyalty-jobs.ts); a loaded machine gets slack. */
const ACCRUAL_WAIT_MS = 90_000;

const origin = new URL(BASE_URL).origin;
const centre = memberCentre;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const missionMenu = (page: Page) => memberMenu(page, 'Mission activity');

/** The Mission activity badge in the member-centre menu; no badge means none to claim. */
async function missionBadge(page: Page): Promise<number> {
  const badge = centre(page).getByTestId('badge-missionLeaderboard');
  return (await badge.count()) === 0 ? 0 : amountOf(await badge.textContent());
}

async function pointsBalance(page: Page): Promise<number> {
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="points-balance"]')?.textContent ?? ''),
  );
  return amountOf(await page.getByTestId('points-balance').textContent());
}

describe('loyalty in the browser', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, '/');
  });
  afterAll(async () => {
    await browser.close();
  });

  // The deposit comes first: its points take up to half a minute to accrue while the other steps run.
  it('registers a new member who deposits on the sandbox gateway', async () => {
    await registerMember(page, `loy${randomBytes(3).toString('hex')}`, PASSWORD);
    await depositOnSandbox(page, String(DEPOSIT));
    await expect.poll(() => headerBalance(page)).toBeCloseTo(DEPOSIT, 2);
  }, 60_000);

  it('completes the Lucky Start mission with three slot spins and claims its reward', async () => {
    await missionMenu(page).click();
    const luckyStart = centre(page)
      .getByTestId('mission-card')
      .filter({ has: page.getByRole('heading', { name: 'Lucky Start' }) });
    await expect.poll(() => luckyStart.getAttribute('data-status')).toBe('IN_PROGRESS');
    expect(await luckyStart.getByTestId('mission-progress').textContent()).toMatch(/^0\s*\/\s*3$/);
    // The deposit already completed the deposit missions: the badge counts those.
    const readyBefore = await missionBadge(page);
    await saveScreenshot(page, 'loyalty-missions-before');
    await centre(page).getByRole('button', { name: 'Close' }).first().click();

    // Three paid spins of a slot in the game frame.
    await page.locator('header').getByRole('link', { name: 'Casino', exact: true }).click();
    await page.getByRole('button', { name: 'Play Lucky Dragon', exact: true }).click();
    const frame = await houseGameFrame(page);
    const spin = frame.getByRole('button', { name: 'SPIN' });
    for (let round = 0; round < 3; round += 1) {
      await spin.click(); // waits until the previous round has finished and the button is enabled again
      await frame.waitForFunction(
        () => (document.querySelector('#controls button.big') as HTMLButtonElement | null)?.disabled === false,
      );
    }
    await saveScreenshot(page, 'loyalty-slot-spins');
    await page.goBack();
    await page.waitForURL(/\/gameCenter/);

    // Back in Mission activity: ready to claim, one more on the badge.
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await missionMenu(page).click();
    await expect.poll(() => luckyStart.getAttribute('data-status')).toBe('CLAIMABLE');
    expect(await luckyStart.getByTestId('mission-progress').textContent()).toMatch(/^3\s*\/\s*3$/);
    await expect.poll(() => missionBadge(page)).toBe(readyBefore + 1);
    expect(await centre(page).getByTestId('mission-ready-count').textContent()).toContain(String(readyBefore + 1));
    const balanceBefore = await headerBalance(page);
    await saveScreenshot(page, 'loyalty-mission-claimable');

    await luckyStart.getByRole('button', { name: 'Claim' }).click();
    await centre(page).getByTestId('mission-claimed').filter({ hasText: 'Lucky Start' }).waitFor();
    await expect.poll(() => luckyStart.getAttribute('data-status')).toBe('CLAIMED');
    expect(await luckyStart.getByTestId('mission-state').textContent()).toContain('Claimed');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(balanceBefore + 1, 2);
    await expect.poll(() => missionBadge(page)).toBe(readyBefore);
    await saveScreenshot(page, 'loyalty-mission-claimed');
    await centre(page).getByRole('button', { name: 'Close' }).first().click();
  }, 60_000);

  it('reads the deposit message and the header unread count drops', async () => {
    // The deposit and the mission reward each left a message; the header counts them.
    const header = page.locator('header');
    await expect.poll(() => headerUnreadCount(page)).toBeGreaterThanOrEqual(2);
    const unread = await headerUnreadCount(page);
    expect(await header.getByTestId('unread-badge').textContent()).toBe(String(unread));
    await header.getByRole('button', { name: /^Messages, \d+ unread$/ }).click();
    await expect.poll(() => centre(page).getByTestId('inbox-unread-count').textContent()).toBe(`${unread} unread`);
    const received = centre(page).getByTestId('message-row').filter({ hasText: 'Deposit received' });
    expect(await received.getAttribute('data-unread')).toBe('true');
    expect(await centre(page).getByTestId('message-row').filter({ hasText: 'Mission reward received' }).count()).toBe(
      1,
    );
    await page.waitForTimeout(500); // let the member centre finish fading in
    await saveScreenshot(page, 'loyalty-inbox-unread');

    await received.click();
    const reader = centre(page).getByTestId('message-reader');
    await reader.getByText(/Your deposit of 5,200\.00 \w+ \(order \S+\) .* was credited to your wallet\./).waitFor();
    await expect.poll(() => headerUnreadCount(page)).toBe(unread - 1);
    await saveScreenshot(page, 'loyalty-message-read');

    await reader.getByRole('button', { name: 'Back to messages' }).click();
    await expect.poll(() => centre(page).getByTestId('inbox-unread-count').textContent()).toBe(`${unread - 1} unread`);
    expect(await received.getAttribute('data-unread')).toBe('false');
    // The member centre covers the header; closed, the header shows the lower count.
    await centre(page).getByRole('button', { name: 'Close' }).first().click();
    await centre(page).waitFor({ state: 'detached' });
    expect(await header.getByTestId('unread-badge').textContent()).toBe(String(unread - 1));
    await saveScreenshot(page, 'loyalty-header-after-read');
  }, 30_000);

  it(
    'earns points from the deposit and redeems a cash voucher in the points mall',
    async () => {
      await page.goto(`${origin}/pointMall`);
      // Wait for the loyalty job, as a member would, by coming back to the page.
      await expect
        .poll(
          async () => {
            await page.reload();
            return pointsBalance(page);
          },
          { timeout: ACCRUAL_WAIT_MS, interval: 5000 },
        )
        .toBe(DEPOSIT_POINTS);
      await page.getByText(`${DEPOSIT_POINTS} earned in total`).waitFor();
      const walletBefore = await headerBalance(page);
      await saveScreenshot(page, 'loyalty-mall-earned');

      const voucher = page.getByTestId('mall-item').filter({ has: page.getByRole('heading', { name: VOUCHER.name }) });
      await voucher.getByRole('button', { name: 'Redeem' }).click();
      const dialog = page.getByTestId('mall-redeem-dialog');
      // A new member has no payment password yet: the dialog asks for one first.
      await dialog.getByLabel('New payment password').fill(PAY_PASSWORD);
      await dialog.getByLabel('Confirm payment password').fill(PAY_PASSWORD);
      await dialog.getByRole('button', { name: 'Set payment password' }).click();
      await dialog.getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
      expect(await dialog.getByTestId('redeem-total').textContent()).toBe(
        `Total ${VOUCHER.points} points · balance ${DEPOSIT_POINTS}`,
      );
      await saveScreenshot(page, 'loyalty-mall-redeem-form');
      await dialog.getByRole('button', { name: `Redeem for ${VOUCHER.points} points` }).click();

      const done = dialog.getByTestId('redeem-success');
      await done.getByText(/^Redeemed! 5\.00 \w+ was added to your wallet\.$/).waitFor();
      const orderNo = /Order (M\w+)/.exec((await done.textContent()) ?? '')?.[1] ?? '';
      expect(orderNo).not.toBe('');
      expect(await done.textContent()).toContain(`${DEPOSIT_POINTS - VOUCHER.points} points left`);
      await saveScreenshot(page, 'loyalty-mall-redeemed');
      await done.getByRole('button', { name: 'Done' }).click();

      // Points down, wallet up by the voucher.
      await expect.poll(() => pointsBalance(page)).toBe(DEPOSIT_POINTS - VOUCHER.points);
      await expect.poll(() => headerBalance(page)).toBeCloseTo(walletBefore + VOUCHER.cash, 2);

      // The redemption in the history, approved at once (cash), and both changes in the points records.
      await page.getByRole('tab', { name: 'Redeem history' }).click();
      const row = page.getByTestId('redeem-row').filter({ hasText: orderNo });
      await row.waitFor();
      expect(await row.textContent()).toContain(`${VOUCHER.name} × 1`);
      expect(await row.getByTestId('redeem-status').textContent()).toBe('Approved');
      await page.waitForTimeout(300); // let the tabs' colour transition finish before the picture
      await saveScreenshot(page, 'loyalty-mall-history');
      await page.getByRole('tab', { name: 'Points records' }).click();
      const records = page.getByTestId('points-record');
      const redeemed = records.filter({ hasText: orderNo });
      await redeemed.waitFor();
      expect(await redeemed.textContent()).toContain(`-${VOUCHER.points}`);
      expect(await records.filter({ hasText: /Deposits: 5,?200\.00/ }).textContent()).toContain(`+${DEPOSIT_POINTS}`);
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'loyalty-mall-records');
    },
    ACCRUAL_WAIT_MS + 60_000,
  );
});
