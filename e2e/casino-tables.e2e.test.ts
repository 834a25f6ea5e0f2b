import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { houseGameFrame, loginMember, memberCentre, memberMenu } from './flows.ts';

/**
 * The live tables through the real screens: a member sits at the roulette table, puts chips on three spots (red,
 * the first dozen and the announced voisins du zéro) and confirms them in one round; then throws at sic bo; each
 * round settles on the table's clock and shows in the betting record.
 */
type Spot = (frame: Frame) => ReturnType<Frame['locator']>;

async function openTable(page: Page, name: string): Promise<Frame> {
  await page.goto(`${new URL(page.url()).origin}/live`);
  await page.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  return houseGameFrame(page);
}

/** Waits for a betting window with at least 8 s left (a round's first seconds), so the chips go on in time. */
async function untilBetsOpen(frame: Frame): Promise<void> {
  await frame.waitForFunction(
    () =>
      document.querySelector('.table-phase')?.textContent === 'Place your bets' &&
      Number(document.querySelector('.table-ring-text')?.textContent ?? '0') >= 8,
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

/** Places chips of 1 on the spots, confirms them, and waits until that round is settled; answers its number. */
async function playRound(page: Page, frame: Frame, spots: Spot[]): Promise<number> {
  await untilBetsOpen(frame);
  await frame.getByRole('radio', { name: 'Chip 1.00' }).click();
  // The layout is one drawing whose spots are read from the click's position, and the board redraws as the table's
  // state comes in: click where the spot is drawn, without waiting for the drawing to hold still.
  for (const spot of spots) await spot(frame).click({ force: true });
  const placed = page.waitForResponse((response) => response.url().endsWith('/house/api/table/bets'));
  await frame.getByRole('button', { name: 'Confirm', exact: true }).click();
  const answer = (await (await placed).json()) as { success: boolean; value: { roundNo: number } };
  expect(answer.success).toBe(true);
  const { roundNo } = answer.value;
  await page.waitForResponse(
    async (response) => {
      if (!response.url().endsWith('/house/api/table/state')) return false;
      const state = (await response.json()) as { value?: { previousRound?: { roundNo: number; status: string } } };
      return state.value?.previousRound?.roundNo === roundNo && state.value.previousRound.status === 'SETTLED';
    },
    { timeout: 75_000 },
  );
  return roundNo;
}

describe('live tables in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('plays a roulette round with three bets and a sic bo round, and finds both in the betting record', async () => {
    const page = await openPage(browser, '/');
    await loginMember(page, 'player01', 'player1234');
    const roulette = await openTable(page, 'European Roulette');
    await playRound(page, roulette, [
      (frame) => frame.locator('[data-outside="RED"]'),
      (frame) => frame.locator('[data-outside="DOZEN:1"]'),
      (frame) => frame.locator('[data-spot="VOISINS_DU_ZERO"]'),
    ]);
    await saveScreenshot(page, 'casino-table-roulette');

    const sicBo = await openTable(page, 'Sic Bo');
    await playRound(page, sicBo, [(frame) => frame.locator('[data-spot="BIG"]')]);
    await saveScreenshot(page, 'casino-table-sicbo');

    await page.goto(`${new URL(page.url()).origin}/`);
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberCentre(page).waitFor();
    await memberMenu(page, 'Betting record').click();
    for (const name of ['European Roulette', 'Sic Bo'])
      await memberCentre(page).getByRole('cell', { name, exact: true }).first().waitFor();
    await page.context().close();
  }, 180_000); // two rounds on the tables' clocks: up to a cycle to open, one to settle, each
});
