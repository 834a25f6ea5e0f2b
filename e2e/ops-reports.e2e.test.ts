import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginOps, opsAdminToken } from './flows.ts';

/**
 * The back office's dashboard, reports and settings (issue 19): the desk opens on today's figures; an admin exports
 * a report as CSV; the admin opens a maintenance window in the settings desk, previews it and saves it, and the site
 * goes into maintenance; ending the window the same way brings the site back.
 */
const nav = (page: Page) => page.getByTestId('ops-nav');

/** A local date-time of the datetime-local input, minutes ago or ahead. */
const localInput = (minutesFromNow: number) => {
  const time = new Date(Date.now() + minutesFromNow * 60_000);
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

describe('the desk dashboard, reports and site settings', () => {
  let browser: Browser;
  let admin: Page;
  let original: unknown;
  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await opsAdminToken();
    original = (await api('/ops/api/merchant-config', { headers: { authorization: `Bearer ${token}` } })).body.value;
    admin = await openPage(browser, '/ops');
    await loginOps(admin, 'admin', 'admin1234');
  });
  afterAll(async () => {
    // Whatever happened above, the site leaves maintenance for the specs after this one.
    const token = await opsAdminToken();
    await api('/ops/api/merchant-config', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ config: original, reason: 'e2e: restore' }),
    });
    await browser.close();
  });

  it("opens on today's dashboard and exports a report as CSV equal to its table", async () => {
    await admin.getByTestId('ops-dashboard').waitFor();
    await admin.getByTestId('dash-ggr').waitFor();
    await saveScreenshot(admin, 'ops-dashboard');
    await nav(admin).getByRole('link', { name: 'Deposits and withdrawals' }).click();
    const table = admin.getByTestId('money-days');
    await table.waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('region', { name: 'Per day' }).getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    const rows = await table.locator('tr').allInnerTexts();
    expect(lines).toHaveLength(rows.length);
    expect(lines[0]).toBe('Day,Deposits,Deposit orders,Depositors,Withdrawals paid,Withdrawal orders,Net (in − out)');
    expect(lines.at(-1)!.split(',')).toEqual(rows.at(-1)!.split('\t'));
    await saveScreenshot(admin, 'ops-report-money');
  });

  it('opens a maintenance window in the settings desk and the site goes into maintenance', async () => {
    await nav(admin).getByRole('link', { name: 'Site settings' }).click();
    await admin.getByRole('button', { name: 'Add a window' }).click();
    await admin.getByLabel('Start').fill(localInput(-1));
    await admin.getByLabel('End').fill(localInput(120));
    await admin.getByLabel('Reason shown to visitors').fill('upgrade');
    await admin.getByRole('button', { name: 'Preview the change' }).click();
    const preview = admin.getByTestId('settings-preview');
    await preview.getByText('maintenance.0.reason').waitFor();
    await preview.getByLabel('Reason (kept in the audit log)').fill('e2e: planned upgrade');
    await saveScreenshot(admin, 'ops-settings-preview');
    await preview.getByRole('button', { name: 'Save the change' }).click();
    await admin.getByTestId('settings-saved').waitFor();
    await admin.getByTestId('settings-audit').getByText('e2e: planned upgrade').waitFor();
    // Each instance caches the configuration for up to two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const visitor = await openPage(browser, '/');
    await visitor
      .getByRole('button', { name: /refresh/i })
      .first()
      .waitFor();
    expect(await visitor.locator('body').innerText()).toMatch(/upgrad|maintenance/i);
    await saveScreenshot(visitor, 'ops-settings-maintenance');
    await visitor.context().close();

    // The desk keeps working during maintenance: the admin ends the window the same way.
    await admin.getByRole('button', { name: 'Remove' }).click();
    await admin.getByRole('button', { name: 'Preview the change' }).click();
    await admin.getByTestId('settings-preview').getByLabel('Reason (kept in the audit log)').fill('e2e: upgrade done');
    await admin.getByTestId('settings-preview').getByRole('button', { name: 'Save the change' }).click();
    await admin.getByTestId('settings-saved').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const status = await api('/wps/system/status');
    expect((status.body.value as { status: number }).status).toBe(0);
  });
});
