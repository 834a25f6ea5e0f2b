import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, openPage, saveScreenshot } from './browser.ts';
import { dismissWelcome, headerBalance, loginModal, opsAdminToken, registerMember } from './flows.ts';

/**
 * The card rooms (issue 17) through two members' screens in two browser contexts: both open the same Texas Hold'em
 * table from the /pvp lobby, buy in, and play one hand to the showdown by checking or calling; the pot, the rake and
 * every seat's chips agree with what the table reports, and once both stand up their wallets hold what they brought
 * less the rake, to the cent. Then a trial account sits at a practice table with the labelled computer players and
 * plays a hand on demo credit.
 */

const FUNDS = '200';
const TABLE = "Hold'em Micro 2";
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** A new member with FUNDS credited by the finance desk, logged in, on the card rooms' lobby. */
async function memberAtLobby(browser: Browser, username: string): Promise<Page> {
  const page = await openPage(browser, '/');
  await registerMember(page, username, 'pvp12345');
  const token = await opsAdminToken();
  const credited = await api('/ops/api/members/adjust', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      requestId: `e2e-pvp-${username}`,
      username,
      direction: 'CREDIT',
      amount: FUNDS,
      reason: 'e2e: chips for the card room',
    }),
  });
  expect(credited.status).toBe(200);
  await page.goto(`${new URL(page.url()).origin}/pvp`);
  await page.getByRole('heading', { name: 'Card rooms' }).waitFor();
  return page;
}

/** Opens the named table from the lobby and sits at the first empty seat with the buy-in the dialog offers. */
async function sitAt(page: Page, tableName: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: tableName });
  await row
    .getByRole('button', { name: /Sit|Watch|Open/ })
    .first()
    .click();
  await page.waitForURL(/\/pvp\?roomId=\d+/);
  await page.getByText('Connected').waitFor();
  const seat = page.getByRole('button', { name: /^Sit here \(seat \d\)$/ }).first();
  await seat.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Sit with / }).click();
  await dialog.waitFor({ state: 'detached' });
}

const actionBar = (page: Page) => page.getByRole('group', { name: 'Your action' });
const outcome = (page: Page) => page.locator('[role="status"]').filter({ hasText: / wins / });

/** Plays until the hand's outcome shows: whoever's turn it is checks, or calls when checking is not offered. */
async function checkDown(pages: Page[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if ((await outcome(pages[0]!).count()) > 0) return;
    for (const page of pages) {
      const bar = actionBar(page);
      if ((await bar.count()) === 0) continue;
      const check = bar.getByRole('button', { name: 'Check', exact: true });
      const call = bar.getByRole('button', { name: /^Call / });
      if (await check.count()) await check.click();
      else if (await call.count()) await call.click();
    }
    await pages[0]!.waitForTimeout(200);
  }
  throw new Error('the hand did not reach its end');
}

/** The table's rake rule, as the room list reports it (basis points of the pot, capped), in cents. */
async function rakeRule(tableName: string): Promise<{ bp: number; cap: number }> {
  const { body } = await api('/wps/relay/GLS2_roomList');
  const rooms = (body.value as { rooms: { name: string; rakeBp: number; rakeCap: string }[] }).rooms;
  const room = rooms.find((entry) => entry.name === tableName)!;
  return { bp: room.rakeBp, cap: cents(room.rakeCap) };
}

describe('card rooms', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("seats two members at a Hold'em table, plays a hand to showdown, and settles pot, rake and wallets", async () => {
    const tag = Date.now().toString(36).slice(-5);
    const names = [`pva${tag}`, `pvb${tag}`];
    const [alice, bob] = [await memberAtLobby(browser, names[0]!), await memberAtLobby(browser, names[1]!)];
    const before = (await headerBalance(alice!)) + (await headerBalance(bob!));
    await sitAt(alice!, TABLE);
    await sitAt(bob!, TABLE);
    // Alice asks to sit out from the next hand on: the table plays exactly one hand between them.
    await expect
      .poll(async () => (await actionBar(alice!).count()) + (await actionBar(bob!).count()), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await alice!.getByRole('button', { name: 'Sit out' }).click();
    await checkDown([alice!, bob!]);
    const shown = (await outcome(alice!).textContent()) ?? '';
    // A tie splits the pot: every winner's line counts.
    const won = [...shown.matchAll(/wins ([\d.,]+)/g)].reduce((sum, match) => sum + cents(match[1]!), 0);
    const rake = cents(/Rake ([\d.,]+)/.exec(shown)?.[1] ?? '0');
    // Heads-up, each put the same in (check or call every street, so the flop came): the winner takes the pot less
    // the rake, which is the table's share of the pot, capped.
    const rule = await rakeRule(TABLE);
    expect(won).toBeGreaterThan(0);
    expect(rake).toBe(Math.min(Math.floor(((won + rake) * rule.bp) / 10_000), rule.cap));
    const history = alice!.getByRole('region', { name: 'Hand history' });
    await history.getByText(`Rake ${(rake / 100).toFixed(2)}`).waitFor();
    await saveScreenshot(alice!, 'pvp-showdown');
    for (const page of [alice!, bob!]) {
      await page.getByRole('button', { name: 'Leave table' }).click();
      await page
        .getByRole('button', { name: /^Sit here \(seat \d\)$/ })
        .first()
        .waitFor();
    }
    // Chips moved only between the two, and the rake left the table: the wallets hold what they had less the rake.
    await expect
      .poll(async () => Math.round(((await headerBalance(alice!)) + (await headerBalance(bob!))) * 100), {
        timeout: 15_000,
      })
      .toBe(Math.round(before * 100) - rake);
    await alice!.context().close();
    await bob!.context().close();
  });

  it('lets a trial account play a practice table with labelled computer players', async () => {
    const page = await openPage(browser, '/');
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    await loginModal(page).getByRole('button', { name: 'Free trial' }).click();
    await page.getByTestId('balance-amount').waitFor();
    await dismissWelcome(page);
    await page.goto(`${new URL(page.url()).origin}/pvp`);
    await page.getByText(/Practice tables: you play with demo credit/).waitFor();
    const practice = page.getByRole('row').filter({ hasText: 'Practice' }).first();
    await practice.getByRole('button').first().click();
    await page.waitForURL(/\/pvp\?roomId=\d+/);
    await page
      .getByRole('button', { name: /^Sit here \(seat \d\)$/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Sit with / })
      .click();
    // Computer players come to the table, each labelled as one.
    await page.getByText('Bot', { exact: true }).first().waitFor({ timeout: 20_000 });
    await checkDown([page]);
    await saveScreenshot(page, 'pvp-practice');
    await page.context().close();
  });
});
