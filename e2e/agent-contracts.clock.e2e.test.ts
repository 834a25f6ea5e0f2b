import { randomBytes } from 'node:crypto';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, newSiteContext, openPage, saveScreenshot } from './browser.ts';
import { advanceServerClock, loginMember, memberCentre, memberMenu } from './flows.ts';

/**
 * The agent's flow through the real screens, over two days of the server's clock: agent01 creates a
 * sub-agent, transfers to it and offers it a daily wage; the sub-agent accepts, plays the next day;
 * after midnight the settlement job pays both, and each sees the payout in its records.
 * Runs on its own server started with CLOCK_CONTROL=true (e2e/run.mjs).
 */
const PAY_PASSWORD = '246810';
const DAY_MS = 86_400_000;
const agentCentre = (page: Page) => page.getByTestId('agent-centre');
const agentMenu = (page: Page, label: string) =>
  agentCentre(page).getByRole('navigation').getByRole('button', { name: label, exact: true });

/**
 * Moves the server's clock to `minutesPast` minutes after the next UTC midnight and answers the new
 * time; sessions end with the jump.
 */
async function advancePastMidnight(minutesPast: number, reason: string): Promise<number> {
  const now = await advanceServerClock(1, 'read the clock');
  return advanceServerClock(Math.ceil((Math.ceil(now / DAY_MS) * DAY_MS - now) / 60_000) + minutesPast, reason);
}

/** A page whose browser clock shows the server's moved time, so date filters cover the new days. */
async function openAt(browser: Browser, route: string, serverTime: number): Promise<Page> {
  const context = await newSiteContext(browser);
  const page = await context.newPage();
  await page.clock.setFixedTime(serverTime);
  await page.goto(`${BASE_URL}${route}`);
  return page;
}

async function openAgentCentre(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Agent centre' }).click();
  await agentCentre(page).waitFor();
}

async function gameFrame(page: Page): Promise<Frame> {
  await page.waitForURL(/\/game\?url=/);
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  await frame!.waitForFunction(() => /\d/.test(document.getElementById('balance')?.textContent ?? ''));
  return frame!;
}

describe('agent contracts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers a sub-agent, transfers, offers a daily wage, and both see the payout after the next day settles', async () => {
    const sub = `sub${randomBytes(3).toString('hex')}`;
    const agent = await openPage(browser, '/');
    await loginMember(agent, 'agent01', 'agent1234');

    // A payment password for transfers, on the member centre's withdrawal page.
    await agent.locator('header').getByRole('button', { name: 'Withdraw' }).click();
    await memberMenu(agent, 'Withdrawal').click();
    await memberCentre(agent).getByLabel('Payment password', { exact: true }).fill(PAY_PASSWORD);
    await memberCentre(agent).getByLabel('Confirm payment password').fill(PAY_PASSWORD);
    await memberCentre(agent).getByRole('button', { name: 'Save payment password' }).click();
    await memberCentre(agent).getByLabel('Account number').waitFor();
    await agent.keyboard.press('Escape');

    // Account page: create the sub-agent.
    await openAgentCentre(agent);
    await agentMenu(agent, 'Account').click();
    const form = agentCentre(agent).getByRole('form', { name: 'Create a downline account' });
    await form.getByLabel('Account type').selectOption({ label: 'Sub-agent' });
    await form.getByLabel('Username').fill(sub);
    await form.getByLabel('Password', { exact: true }).fill('subagent123');
    const confirm = form.getByLabel('Confirm password');
    if (await confirm.count()) await confirm.fill('subagent123');
    await form.getByRole('button', { name: 'Create account' }).click();
    await agentCentre(agent).getByText(`Sub-agent ${sub} was created under you.`).waitFor();
    await saveScreenshot(agent, 'agent-register-downline');

    // Team management: transfer 150.00, then offer a daily wage.
    await agentMenu(agent, 'Team Management').click();
    const row = agentCentre(agent).getByRole('row').filter({ hasText: sub });
    await row.getByRole('button', { name: 'Transfer' }).click();
    const transfer = agent.getByRole('dialog', { name: `Transfer to ${sub}` });
    await transfer.getByLabel('Amount').fill('150');
    await transfer.getByLabel('Payment password').fill(PAY_PASSWORD);
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await transfer.getByText(`sent to ${sub}`).waitFor();
    await saveScreenshot(agent, 'agent-transfer-downline');
    await agent.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Offer contract' }).click();
    const offer = agent.getByRole('dialog', { name: `Offer a contract to ${sub}` });
    await offer.getByRole('radio', { name: 'Daily wage' }).click();
    // One tier: from a 100.00 day, 0.5% (agent01's own first tier, the most it may give).
    // Bounded: a contract has at most a handful of tiers; a button that never goes away fails here, not at the timeout.
    const removeTier2 = offer.getByRole('button', { name: 'Remove tier 2' });
    for (let removed = 0; (await removeTier2.count()) > 0; removed += 1) {
      expect(removed, 'tier 2 is still there after 10 removals').toBeLessThan(10);
      await removeTier2.click();
    }
    await offer.getByLabel('Min. team bet of the day 1').fill('100');
    await offer.getByLabel('Rate (%) 1').fill('0.5');
    await saveScreenshot(agent, 'agent-offer-contract');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await agent.getByText(/offer to .* waits for their answer/).waitFor();
    await agent.context().close();

    // The sub-agent accepts from the prompt.
    const downline = await openPage(browser, '/');
    await loginMember(downline, sub, 'subagent123');
    await downline.getByText('You have a new Daily wage contract offer from your upline.').waitFor();
    await downline.getByRole('button', { name: 'View' }).click();
    await agentCentre(downline).getByRole('button', { name: 'Accept' }).click();
    await agentCentre(downline).getByText('Active').first().waitFor();
    await saveScreenshot(downline, 'agent-contract-accepted');
    await downline.context().close();

    // The next day: the sub-agent bets 100.00 on virtual baccarat.
    const dayOne = await advancePastMidnight(10, 'e2e: the first whole day of the contract');
    const player = await openAt(browser, '/', dayOne);
    await loginMember(player, sub, 'subagent123');
    await player.locator('header').getByRole('link', { name: 'Live Casino', exact: true }).click();
    await player.getByRole('button', { name: 'Play Virtual Baccarat', exact: true }).click();
    const table = await gameFrame(player);
    await table.getByRole('radio', { name: '100.00' }).click();
    await table.getByRole('button', { name: 'Bet on Banker', exact: true }).click();
    // A tie hands the Banker stake back, so it is no valid bet: deal again until a coup is decided.
    for (let deals = 1; ; deals += 1) {
      await table.getByRole('button', { name: 'DEAL' }).click();
      await table.waitForFunction((count) => document.querySelectorAll('.road span').length === count, deals, {
        timeout: 20_000,
      });
      await table.waitForFunction(
        () => /on a bet of 100\.00|bet 100\.00/.test(document.getElementById('message')?.textContent ?? ''),
        undefined,
        { timeout: 20_000 },
      );
      if ((await table.locator('.road span').last().getAttribute('class')) !== 'T') break;
      await table.waitForFunction(() =>
        [...document.querySelectorAll('button')].some((button) => button.textContent === 'DEAL' && !button.disabled),
      );
    }
    await saveScreenshot(player, 'agent-downline-bet');
    await player.context().close();

    // After midnight the daily-wage job pays: platform → agent01 → sub-agent, 0.5% of 100.00 each.
    const dayTwo = await advancePastMidnight(5, 'e2e: settle the day');
    const payee = await openAt(browser, '/', dayTwo);
    await loginMember(payee, sub, 'subagent123');
    const received = agentCentre(payee)
      .getByRole('cell', { name: /^\$?0\.50$/ })
      .first();
    // The job runs within 30 s of the jump; each look reloads, as a person would.
    await expect
      .poll(
        async () => {
          await payee.reload();
          await openAgentCentre(payee);
          await agentMenu(payee, 'Daily Salary').click();
          await agentCentre(payee).getByRole('heading', { name: 'Payouts' }).waitFor();
          await agentCentre(payee)
            .getByText(/No payouts in this range|Paid/)
            .first()
            .waitFor();
          return received.count();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    await received.scrollIntoViewIfNeeded();
    await saveScreenshot(payee, 'agent-payout-payee');
    await payee.context().close();

    const payer = await openAt(browser, '/', dayTwo);
    await loginMember(payer, 'agent01', 'agent1234');
    await openAgentCentre(payer);
    await agentMenu(payer, 'My Income').click();
    await agentCentre(payer).getByText('0.50').first().waitFor();
    await saveScreenshot(payer, 'agent-payout-income');
    await payer.context().close();
  }, 240_000);
});
