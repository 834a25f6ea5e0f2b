import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { loginOps, memberCentre, memberMenu, registerMember } from './flows.ts';

/**
 * KYC (issue 19): a new member sends an identity document on the Verification page, a risk operator finds it in the
 * review queue, looks at the image and approves it with a reason, and the member's tier and withdrawal limit rise.
 * Each screen is shot at 1440×900 and 1366×768; axe finds no serious or critical violation on the page or the queue.
 */
async function shootBothSizes(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A small photo-like PNG (a gradient card) the server decodes and re-encodes like any upload. */
async function documentImage(): Promise<Buffer> {
  const width = 320;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set([40 + (x % 180), 90 + (y % 120), 160], (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function openVerification(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  await memberMenu(page, 'Verification').click();
  await memberCentre(page).getByTestId('kyc-page').waitFor();
}

describe('KYC verification', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a member sends an ID, an operator approves it, and the withdrawal limit rises', async () => {
    const username = `kyc${Date.now().toString(36).slice(-6)}`;
    const member = await openPage(browser, '/');
    await registerMember(member, username, 'kyc12345');
    await openVerification(member);
    const centre = memberCentre(member);
    await centre.getByTestId('kyc-tier').getByText('Tier 0 · Not verified').waitFor();
    await centre
      .getByTestId('kyc-limit-withdrawal')
      .getByText(/10,000\.00/)
      .waitFor();
    const idCard = centre.getByTestId('kyc-document-ID');
    await idCard.getByLabel('Photo (png or jpg)').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: await documentImage(),
    });
    await idCard.getByRole('button', { name: 'Send for review' }).click();
    await idCard.getByText('In review').waitFor();
    await shootBothSizes(member, 'kyc-member-pending');
    expect(await seriousViolations(member, 'the verification page')).toEqual([]);

    const ops = await openPage(browser, '/ops');
    await loginOps(ops, 'risk', 'risk1234');
    await ops.getByTestId('ops-nav').getByRole('link', { name: 'KYC review' }).click();
    const row = ops.locator(`tr[data-username="${username}"]`);
    await row.getByRole('button', { name: 'Show image' }).click();
    await row.getByRole('img').waitFor();
    await shootBothSizes(ops, 'ops-kyc-queue');
    expect(await seriousViolations(ops, 'the KYC review queue')).toEqual([]);
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByPlaceholder('Why it is approved (internal)').fill('e2e: the name matches the payee name');
    await row.getByRole('button', { name: 'Approve' }).click();
    await ops.getByTestId('ops-kyc-decided').getByText(`Identity document of ${username}: Approved`).waitFor();
    await shootBothSizes(ops, 'ops-kyc-decided');

    // The member's page after the decision: tier 1 and its higher limit.
    await member.reload();
    await openVerification(member);
    await centre.getByTestId('kyc-tier').getByText('Tier 1 · Identity verified').waitFor();
    await centre
      .getByTestId('kyc-limit-withdrawal')
      .getByText(/15,000\.00/)
      .waitFor();
    await centre.getByTestId('kyc-document-ID').getByText('Approved').waitFor();
    await shootBothSizes(member, 'kyc-member-approved');
  });
});
