import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginMember, loginOps, opsAdminToken } from './flows.ts';

/**
 * The back office's member desk (issue 19): an operator finds a member by part of the name, locks and unlocks the
 * account, asks for an adjustment above the role's limit that a second operator approves, an administrator
 * promotes a member to agent and answers a top-level agent's request to end its platform contract.
 */
const nav = (page: Page) => page.getByTestId('ops-nav');
const dialog = (page: Page) => page.getByTestId('member-reason-dialog');

async function confirmWithReason(page: Page, button: string, reason: string): Promise<void> {
  await dialog(page).getByLabel('Reason (required)').fill(reason);
  await dialog(page).getByRole('button', { name: button }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

async function openMember(page: Page, part: string, username: string): Promise<void> {
  await nav(page).getByRole('link', { name: 'Members', exact: true }).click();
  await page.getByLabel('Search', { exact: true }).fill(part);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByTestId('member-list').getByRole('link', { name: username }).click();
  await page.getByRole('heading', { name: `Member ${username}` }).waitFor();
}

describe('member desk at the back office', () => {
  let browser: Browser;
  let finance: Page;
  let admin: Page;
  let contract: { id: number; kind: string } | undefined;
  beforeAll(async () => {
    // One live session per operator: the API's admin login comes before the admin's page signs in, or it would end it.
    const token = await opsAdminToken();
    const listed = await api('/ops/api/contracts?username=agent01&status=ACTIVE', {
      headers: { authorization: `Bearer ${token}` },
    });
    [contract] = (listed.body.value as { list: { id: number; kind: string }[] }).list;
    browser = await launchBrowser();
    finance = await openPage(browser, '/ops');
    await loginOps(finance, 'finance', 'finance1234');
    admin = await openPage(browser, '/ops');
    await loginOps(admin, 'admin', 'admin1234');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds a member by part of the name, locks and unlocks the account', async () => {
    await openMember(finance, 'yer02', 'player02');
    const profile = finance.getByTestId('member-profile');
    await profile.getByText('Active', { exact: true }).waitFor();
    await finance.getByRole('button', { name: 'Lock', exact: true }).click();
    await confirmWithReason(finance, 'Lock', 'e2e: suspected shared account');
    await profile.getByText('Locked', { exact: true }).waitFor();
    await saveScreenshot(finance, 'ops-member-360-locked');
    await finance.getByRole('button', { name: 'Unlock', exact: true }).click();
    await confirmWithReason(finance, 'Unlock', 'e2e: owner verified by phone');
    await profile.getByText('Active', { exact: true }).waitFor();
    await finance.getByRole('tab', { name: 'Audit trail' }).click();
    await finance.getByTestId('member-records-AUDIT').getByText('e2e: owner verified by phone').waitFor();
  });

  it('asks for an adjustment above the role limit that a second operator approves', async () => {
    const balance = async () => (await finance.getByTestId('member-funds').locator('dd').first().textContent()) ?? '';
    const before = await balance();
    const form = finance.getByRole('form', { name: 'Manual adjustment' });
    await form.getByLabel('Type').selectOption('GOODWILL');
    await form.getByLabel('Amount').fill('1500');
    await form.getByLabel('Reason (required)').fill('e2e: goodwill after an outage');
    await form.getByRole('button', { name: 'Apply adjustment' }).click();
    await form
      .getByRole('status')
      .getByText(/waits for a second operator/)
      .waitFor();
    expect(await balance()).toBe(before);

    await nav(admin).getByRole('link', { name: 'Adjustments (four eyes)' }).click();
    const row = admin
      .getByTestId('adjustment-queue')
      .getByRole('row')
      .filter({ hasText: 'e2e: goodwill after an outage' });
    await admin.getByTestId('adjustment-totals').waitFor();
    await saveScreenshot(admin, 'ops-adjustment-queue');
    await row.getByRole('button', { name: 'Approve' }).click();
    await dialog(admin)
      .getByText(/1,500\.00 moves on player02/)
      .waitFor();
    await dialog(admin).getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached' });

    await finance.reload();
    await expect.poll(balance).not.toBe(before);
  });

  it('promotes a member to agent', async () => {
    await openMember(admin, 'yer01', 'player01');
    await admin.getByRole('button', { name: 'Promote to agent' }).click();
    await confirmWithReason(admin, 'Promote to agent', 'e2e: brings in players');
    await admin.getByTestId('member-profile').getByText('Sub-agent').waitFor();
    await saveScreenshot(admin, 'ops-member-360-agent');
  });

  it("answers a top-level agent's request to end its platform contract", async () => {
    // The agent asks, from its own session, as the agent centre does.
    const agent = await openPage(browser, '/');
    await loginMember(agent, 'agent01', 'agent1234');
    const asked = await agent.evaluate(async (contractId) => {
      const response = await fetch('/wps/agent/contracts/terminate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('token')}` },
        body: JSON.stringify({ contractId }),
      });
      return response.status;
    }, contract!.id);
    expect(asked).toBe(200);

    await nav(admin).getByRole('link', { name: 'Agent network' }).click();
    await admin
      .getByTestId('termination-count')
      .getByText(/1 request to end a contract/)
      .waitFor();
    const row = admin.getByTestId('platform-contracts').getByRole('row').filter({ hasText: 'Asks to end it' });
    await saveScreenshot(admin, 'ops-agent-network');
    await row.getByRole('button', { name: 'Accept' }).click();
    await confirmWithReason(admin, 'Accept', 'e2e: agreed with the agent');
    await admin
      .getByTestId('termination-count')
      .getByText(/0 requests/)
      .waitFor();
  });
});
