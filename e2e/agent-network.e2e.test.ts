import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { depositOnSandbox, loginMember } from './flows.ts';

/**
 * The agent's tools over its downline (issue 19), through the real screens: agent01 opens a member of its team from
 * Team Management, locks the account with a reason and unlocks it again (both in the account's history), and reads
 * its team's profit and loss statement. Screenshots at 1440×900 and 1366×768.
 */
const agentCentre = (page: Page) => page.getByTestId('agent-centre');
const agentMenu = (page: Page, label: string) =>
  agentCentre(page).getByRole('navigation').getByRole('button', { name: label, exact: true });
const manage = (page: Page) => page.getByTestId('member-manage-dialog');

async function shootBothSizes(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function runAction(page: Page, button: string, confirm: string, reason: string): Promise<void> {
  await manage(page).getByRole('button', { name: button, exact: true }).click();
  await manage(page).getByLabel('Reason (kept in the record)').fill(reason);
  await manage(page).getByRole('button', { name: confirm }).click();
  await manage(page).getByRole('status').waitFor();
}

describe('agent network tools in the browser', () => {
  let browser: Browser;
  let agent: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    agent = await openPage(browser, '/');
    await loginMember(agent, 'agent01', 'agent1234');
    await agent.locator('header').getByRole('button', { name: 'Agent centre' }).click();
    await agentCentre(agent).waitFor();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('locks and unlocks a member of the team with a reason, both kept in its history', async () => {
    await agentMenu(agent, 'Team Management').click();
    const row = agentCentre(agent).getByTestId('downline-player02');
    await row.getByRole('button', { name: 'Manage' }).click();
    await manage(agent).getByTestId('member-facts').waitFor();
    await shootBothSizes(agent, 'agent-member-manage');
    await runAction(agent, 'Lock', 'Lock the account', 'e2e: asked by the player');
    await manage(agent).getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    await runAction(agent, 'Unlock', 'Unlock the account', 'e2e: player called back');
    await manage(agent).getByTestId('member-history').getByText('e2e: player called back').waitFor();
    await shootBothSizes(agent, 'agent-member-manage-history');
    await agent.keyboard.press('Escape');
    await manage(agent).waitFor({ state: 'detached' });
  });

  it("shows the team's statement with a member's deposit in its row and in the team total", async () => {
    // A member of the team deposits through the sandbox gateway (approved at once): a figure of the statement.
    const player = await openPage(browser, '/');
    await loginMember(player, 'player01', 'player1234');
    await depositOnSandbox(player, '75');
    await player.context().close();
    await agentMenu(agent, 'Statement').click();
    const row = agentCentre(agent)
      .getByTestId('agent-statement')
      .getByRole('row', { name: /player01/ });
    await row.getByText('75.00').first().waitFor();
    // Other specs' members of the team deposit too: the team's deposits are the sum of the members' rows.
    const amount = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
    const table = agentCentre(agent).getByTestId('agent-statement');
    const memberDeposits = await table
      .locator('tbody tr:not([data-testid="agent-statement-totals"])')
      .evaluateAll((rows) => rows.map((tr) => (tr as HTMLTableRowElement).cells[2]?.textContent ?? ''));
    const teamDeposits = await agentCentre(agent)
      .getByTestId('agent-statement-totals')
      .locator('td, th')
      .nth(1)
      .textContent();
    expect(memberDeposits.length).toBeGreaterThan(0);
    expect(amount(teamDeposits)).toBe(memberDeposits.reduce((sum, text) => sum + amount(text), 0));
    expect(amount(teamDeposits)).toBeGreaterThanOrEqual(7500);
    await shootBothSizes(agent, 'agent-statement');
  });
});
