import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from './browser.ts';
import { headerBalance, memberCentre, memberMenu } from './flows.ts';
import {
  addVnSelection,
  advanceClock,
  apiBalance,
  cents,
  CHASE_DRAWS,
  CHASE_NUMBER,
  DE_NUMBER,
  drawBarClock,
  gameDetail,
  LO_NUMBERS,
  loginAndReturn,
  memberApi,
  money,
  openAtServerTime,
  picker,
  placeSlip,
  readDraw,
  sumCents,
  waitForSale,
  waitForSettled,
  walletEntries,
  type Bet,
  type Paged,
} from './lottery-clock-steps.ts';

/**
 * The lottery over the server's clock (issue 13), through the real screens of a member: lô and đề bets and a chase
 * on the Miền Bắc draw, drawn and settled by the server's draw job once an admin moves the clock past 18:15
 * (Asia/Ho_Chi_Minh); the results board, the bets' outcomes, the balance and the betting record afterwards; and a
 * 1-minute game's draw, result and next countdown arriving on an open page without a reload.
 * Runs on its own server started with CLOCK_CONTROL=true (e2e/run.mjs).
 */

describe('lottery over the server clock', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('settles Miền Bắc lô, đề and chase bets after the clock passes 18:15, on the board, in my bets, the balance and the betting record', async () => {
    // The draw on sale must still sell (not in the 15-minute stop-sale before 18:15): otherwise move past it first.
    let detail = await gameDetail('VN_MB');
    if (!detail.currentDraws.some((draw) => Date.parse(draw.stopsSaleAt) - Date.parse(detail.serverTime) > 120_000)) {
      const closed = detail.currentDraws[0]!;
      await advanceClock(
        Math.ceil((Date.parse(closed.drawAt) - Date.parse(detail.serverTime)) / 60_000) + 1,
        'e2e: past a Miền Bắc draw that stopped selling',
      );
      await waitForSettled(closed.drawId, 150_000);
      await expect
        .poll(async () => (await gameDetail('VN_MB')).currentDraws[0]?.drawId, { timeout: 40_000 })
        .not.toBe(closed.drawId);
      detail = await gameDetail('VN_MB');
    }
    const target = detail.currentDraws[0]!;

    const page = await openAtServerTime(browser, '/vnlottery');
    await loginAndReturn(page, '/vnlottery');
    const opening = await headerBalance(page);
    expect(opening, 'header balance at login = API balance').toBe(await apiBalance(page));
    await page.getByRole('tab', { name: 'Northern (Miền Bắc)' }).click();
    await expect.poll(() => page.getByTestId('current-draw').textContent()).toContain(target.drawKey);

    const lastEntryId = Math.max(0, ...(await walletEntries(page)).map((entry) => entry.id));
    const earlier = new Set(
      (await memberApi<Paged<Bet>>(page, '/lgw/bets?gameCode=VN_MB&state=all&pageSize=100')).list.map(
        (bet) => bet.betId,
      ),
    );

    // Lô 2 số on ten numbers at 0.10 a point: each number buys a point on all 27 prize numbers (27 × 0.10 × 10).
    await addVnSelection(page, 'Lô', 'Lô 2 digits', LO_NUMBERS, '0.10');
    await addVnSelection(page, 'Đề', 'Đề special', [DE_NUMBER], '1');
    const items = page.getByTestId('slip-item');
    await expect.poll(() => items.nth(0).textContent()).toContain('cost 27.00');
    await expect.poll(() => items.nth(1).textContent()).toContain('cost 1.00');
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('28.00');
    await placeSlip(page, /Your bet is placed/);
    await expect.poll(() => headerBalance(page)).toBe(opening - 28);

    // A chase: đề on another number over three daily draws, not stopping on a win, paid at once.
    await addVnSelection(page, 'Đề', 'Đề special', [CHASE_NUMBER], '1');
    await page.getByLabel('Chase the next draws').check();
    await page.getByLabel('Number of draws').fill(String(CHASE_DRAWS));
    await page.getByLabel('Stop after a win (the rest is refunded)').uncheck();
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('3.00');
    await placeSlip(page, /Your chase has started/);
    const stakes = 28 + 3;
    await expect.poll(() => headerBalance(page)).toBe(opening - stakes);
    const placed = (await memberApi<Paged<Bet>>(page, '/lgw/bets?gameCode=VN_MB&state=open&pageSize=50')).list.filter(
      (bet) => !earlier.has(bet.betId),
    );
    expect(
      placed.filter((bet) => bet.drawId === target.drawId),
      "lô, đề and the chase's first bet on the draw",
    ).toHaveLength(3);
    const chaseId = placed.find((bet) => bet.drawId === target.drawId && bet.chaseId !== null)?.chaseId;
    expect(
      placed.filter((bet) => bet.chaseId === chaseId),
      'a bet per chased draw',
    ).toHaveLength(CHASE_DRAWS);
    await page.context().close();

    // The admin moves the clock just past 18:15 of the draw; the draw job draws and settles it.
    const now = Date.parse((await gameDetail('VN_MB')).serverTime);
    const minutes = Math.ceil((Date.parse(target.drawAt) - now) / 60_000) + 1;
    const jumpedAt = Date.now();
    await advanceClock(minutes, 'e2e: past the Miền Bắc draw');
    const settled = await waitForSettled(target.drawId, 150_000, jumpedAt);
    const board = settled.result?.board ?? [];
    const drawnNumbers = board.flatMap((row) => row.numbers);
    expect(drawnNumbers, 'Miền Bắc draws 27 numbers').toHaveLength(27);

    // Sessions end with the jump: the member logs in again (the browser's clock at the server's new time).
    const after = await openAtServerTime(browser, '/vnlottery?region=MB');
    await loginAndReturn(after, '/vnlottery?region=MB');
    const boardTable = after.getByTestId('vn-board');
    await boardTable.waitFor();
    await boardTable.getByRole('columnheader', { name: settled.stationName ?? settled.drawKey, exact: true }).waitFor();
    await expect
      .poll(() => boardTable.locator('tbody td span').allTextContents(), {
        message: 'the board shows the drawn numbers in board order',
      })
      .toEqual(drawnNumbers);
    await expect.poll(() => boardTable.getByRole('rowheader').allTextContents()).toHaveLength(board.length);

    // My bets: each settled bet with the API's outcome and payout; the chase's later draws still open.
    // (Bets of the member's earlier chases on this draw, when the server is reused, are part of the round too.)
    const onDraw = (
      await memberApi<Paged<Bet>>(after, '/lgw/bets?gameCode=VN_MB&state=settled&pageSize=100')
    ).list.filter((bet) => bet.drawId === target.drawId);
    const settledBets = onDraw.filter((bet) => !earlier.has(bet.betId));
    expect(settledBets, 'the three bets on the draw are settled').toHaveLength(3);
    for (const bet of onDraw) expect(['WON', 'LOST'], `bet ${bet.betId}`).toContain(bet.status);
    const openBets = (await memberApi<Paged<Bet>>(after, '/lgw/bets?gameCode=VN_MB&state=open&pageSize=50')).list;
    expect(
      openBets.filter((bet) => bet.chaseId === chaseId),
      "the chase's later draws are still open",
    ).toHaveLength(CHASE_DRAWS - 1);
    const payouts = sumCents(onDraw.map((bet) => bet.payout));
    console.info(
      `lottery.clock: ${settledBets.map((bet) => `${bet.betType} ${bet.picks.join(' ')} ${bet.status} ${bet.payout}`).join('; ')}`,
    );

    await after.getByRole('tab', { name: 'My bets' }).click();
    const myBets = after.getByTestId('my-bets');
    await expect
      .poll(() => myBets.locator('tbody tr').count(), { message: "my open bets: the chase's later draws" })
      .toBe(Math.min(openBets.length, 10));
    for (const bet of openBets.filter((item) => item.chaseId === chaseId))
      await myBets.locator('tbody tr').filter({ hasText: bet.drawKey }).filter({ hasText: 'Open' }).first().waitFor();
    await after.getByRole('radio', { name: 'Settled' }).click();
    for (const bet of settledBets) {
      const row = myBets
        .locator('tbody tr')
        .filter({ hasText: `${bet.picks.map((group) => group.join(' ')).join(' | ')} · ` })
        .filter({ hasText: bet.drawKey });
      await expect
        .poll(() => row.count(), { message: `my bets lists bet ${bet.betId} (${bet.betType} ${bet.picks.join(' ')})` })
        .toBeGreaterThanOrEqual(1);
      expect(await row.first().getByRole('cell').nth(4).textContent()).toBe(bet.status === 'WON' ? 'Won' : 'Lost');
      expect(await row.first().getByRole('cell').nth(3).textContent()).toBe(money(bet.payout));
    }

    // The header balance: what the API says, = opening − stakes + payouts. The lottery's wallet movements since the
    // opening are exactly those; anything else (a daily rebate paid when the jump crosses midnight) is added and shown.
    const movements = (await walletEntries(after)).filter((entry) => entry.id > lastEntryId);
    const lottery = movements.filter((entry) => entry.type === 'GAME');
    const others = movements.filter((entry) => entry.type !== 'GAME');
    expect(sumCents(lottery.map((entry) => entry.amount)), "the lottery's wallet movements = − stakes + payouts").toBe(
      payouts - cents(stakes),
    );
    if (others.length > 0)
      console.info(
        `lottery.clock: other wallet movements: ${others.map((entry) => `${entry.type}/${entry.kind} ${entry.amount}`).join('; ')}`,
      );
    const expected = (cents(opening) - cents(stakes) + payouts + sumCents(others.map((entry) => entry.amount))) / 100;
    await expect.poll(() => apiBalance(after), { message: 'API balance = opening − stakes + payouts' }).toBe(expected);
    await expect.poll(() => headerBalance(after), { message: 'header balance = API balance' }).toBe(expected);
    await boardTable.scrollIntoViewIfNeeded();
    await saveScreenshot(after, 'lottery-clock-mb-settled-board');
    await after.getByTestId('game-play').getByRole('tab', { name: 'My bets' }).scrollIntoViewIfNeeded();
    await saveScreenshot(after, 'lottery-clock-mb-my-bets');

    // The betting record lists the member's round of the draw: its bets' stakes (28.00 + the chase's 1.00) and payouts.
    await after.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberCentre(after).waitFor();
    await memberMenu(after, 'Betting record').click();
    const records = memberCentre(after).getByTestId('bet-records');
    const round = records
      .locator('tbody tr')
      .filter({ has: after.getByRole('cell', { name: new RegExp(`^D${target.drawId}M\\d+$`) }) });
    await records
      .or(memberCentre(after).getByText('No bets for this filter'))
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        await saveScreenshot(after, 'lottery-clock-betting-record-failed');
        throw error;
      });
    await expect
      .poll(() => round.count(), {
        timeout: 10_000,
        message: `the betting record lists the round of draw ${target.drawId}`,
      })
      .toBe(1)
      .catch(async (error: unknown) => {
        await saveScreenshot(after, 'lottery-clock-betting-record-failed');
        throw error;
      });
    const cells = await round.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('Northern Lottery (Miền Bắc)');
    expect(cells[3]).toBe(money(sumCents(onDraw.map((bet) => bet.stake)) / 100));
    expect(cells[5]).toBe(money(payouts / 100));
    expect(cells[8]).toBe('Settled');
    await saveScreenshot(after, 'lottery-clock-betting-record');
    await after.context().close();
  }, 240_000);

  it('shows a 1-minute draw, the next countdown and the settled balance on an open page when the clock moves one minute', async () => {
    const page = await openAtServerTime(browser, '/elott');
    await loginAndReturn(page, '/elott');
    await page.getByTestId('lottery-game-card').filter({ hasText: '5D Lotto 1 Minute' }).click();
    await page.waitForURL(/\/lottery\/play\?game=5D_1M/);

    // Every digit on the first position: ten bets of 1.00, one of which wins 9.80.
    await page.getByRole('group', { name: 'Ten thousands' }).getByRole('button', { name: 'All', exact: true }).click();
    await picker(page).getByLabel('Stake per combination').fill('1');
    await page.getByTestId('add-to-slip').click();
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('10.00');
    const before = await headerBalance(page);
    await waitForSale(page, 40);
    const drawText = (await page.getByTestId('current-draw').textContent()) ?? '';
    await placeSlip(page, /Your bet is placed/);
    await expect.poll(() => headerBalance(page)).toBe(before - 10);
    const [bet] = (await memberApi<Paged<Bet>>(page, '/lgw/bets?gameCode=5D_1M&state=open&pageSize=5')).list;
    expect(drawText).toContain(bet!.drawKey);

    // One minute later on the server's clock; the page stays open (a reload would drop this mark).
    await page.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });
    const moved = Date.now();
    await advanceClock(1, 'e2e: one minute past a 1-minute draw');
    const bar = page.getByRole('region', { name: 'Current draw' });
    await bar.getByText(`Last result · ${bet!.drawKey}`).waitFor({ timeout: 30_000 });
    const drawn = await readDraw(bet!.drawId);
    console.info(
      `lottery.clock: the 1-minute result showed ${((Date.now() - moved) / 1000).toFixed(1)} s after the clock moved`,
    );
    const digits = drawn.result!.numbers;
    const sum = digits.reduce((total, digit) => total + Number(digit), 0);
    expect(await bar.getByTestId('result-balls').locator('span').allTextContents()).toEqual([...digits, `Sum ${sum}`]);

    // The countdown restarted for the next draw: its number changed and its time left agrees with the server's clock.
    await expect
      .poll(() => page.getByTestId('current-draw').textContent(), { timeout: 15_000 })
      .not.toContain(bet!.drawKey);
    const detail = await gameDetail('5D_1M');
    const next = detail.currentDraws[0]!;
    expect(await page.getByTestId('current-draw').textContent()).toContain(next.drawKey);
    const stopsSaleAt = Date.parse(next.stopsSaleAt);
    const offset = Date.parse(detail.serverTime) - Date.now();
    const first = await drawBarClock(page);
    // The countdowns tick once a second: a reading within a second of the new draw may still use the last tick's clock.
    const readings: string[] = [];
    await expect
      .poll(
        async () => {
          const shown = await drawBarClock(page);
          const left = (stopsSaleAt - (Date.now() + offset)) / 1000;
          readings.push(`${shown.phase} ${shown.seconds} s (server ${left.toFixed(1)} s)`);
          return shown.phase === 'OPEN' && Math.abs(shown.seconds - left) <= 2;
        },
        { timeout: 5000, interval: 250, message: "the next draw's countdown agrees with the server's clock" },
      )
      .toBe(true);
    console.info(
      `lottery.clock: next draw ${next.drawKey}: first ${first.phase} ${first.seconds} s, then ${readings.join(' → ')}`,
    );
    const settledClock = await drawBarClock(page);
    expect(settledClock.seconds, 'about a minute: the next draw sells for most of its minute').toBeGreaterThanOrEqual(
      25,
    );
    expect(settledClock.seconds).toBeLessThanOrEqual(50);

    // The settlement reaches the header: 9.80 back on the winning digit.
    const settled = await waitForSettled(bet!.drawId, 30_000, moved);
    expect(settled.status).toBe('SETTLED');
    const [won] = (await memberApi<Paged<Bet>>(page, '/lgw/bets?gameCode=5D_1M&state=settled&pageSize=5')).list.filter(
      (item) => item.betId === bet!.betId,
    );
    expect(won?.status).toBe('WON');
    expect(won?.payout).toBe('9.80');
    await expect
      .poll(() => headerBalance(page), { timeout: 15_000, message: 'the header balance follows the settlement' })
      .toBe((cents(before) - 1000 + 980) / 100);
    expect(await headerBalance(page)).toBe(await apiBalance(page));
    expect(
      await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen),
      'the page was not reloaded',
    ).toBe(true);
    await page
      .getByTestId('bet-slip')
      .getByText(/Your bet is placed/)
      .waitFor();
    await saveScreenshot(page, 'lottery-clock-one-minute-draw');
    await page.context().close();
  }, 150_000);
});
