import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, BASE_URL, launchBrowser, saveScreenshot } from './browser.ts';
import { headerBalance, loginMember, memberCentre, memberMenu, opsAdminToken } from './flows.ts';

/**
 * The lottery over the server's clock (issue 13), through the real screens of a member: lô and đề bets and a chase
 * on the Miền Bắc draw, drawn and settled by the server's draw job once an admin moves the clock past 18:15
 * (Asia/Ho_Chi_Minh); the results board, the bets' outcomes, the balance and the betting record afterwards; and a
 * 1-minute game's draw, result and next countdown arriving on an open page without a reload.
 * Runs on its own server started with CLOCK_CONTROL=true (e2e/run.mjs).
 */

type Draw = {
  drawId: number;
  gameCode: string;
  drawKey: string;
  stationName: string | null;
  opensAt: string;
  stopsSaleAt: string;
  drawAt: string;
  status: string;
  result: { numbers: string[]; board?: { prize: string; numbers: string[] }[] } | null;
};
type GameDetail = { serverTime: string; currentDraws: Draw[]; upcomingDraws: Draw[] };
type Bet = {
  betId: number;
  drawId: number;
  drawKey: string;
  chaseId: number | null;
  betType: string;
  picks: string[][];
  stake: string;
  payout: string;
  status: string;
};
type Paged<T> = { list: T[]; totalCount: number };
type WalletEntry = { id: number; type: string; kind: string; amount: string; memo: string | null };

const MEMBER = { username: 'demo', password: 'demo1234' };
const LO_NUMBERS = ['03', '11', '19', '27', '35', '42', '58', '66', '74', '90'];
const DE_NUMBER = '45';
const CHASE_NUMBER = '72';
const CHASE_DRAWS = 3;

/** "1,234.50" as the pages print money in English. */
const money = (amount: string | number) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

async function gameDetail(gameCode: string): Promise<GameDetail> {
  const { status, body } = await api(`/lgw/games/game?gameCode=${gameCode}&chaseCount=${CHASE_DRAWS}`);
  expect(status, `game detail of ${gameCode}`).toBe(200);
  return body.value as GameDetail;
}

async function readDraw(drawId: number): Promise<Draw> {
  const { body } = await api(`/lgw/draws/draw?drawId=${drawId}`);
  return body.value as Draw;
}

/** Moves the server's clock forward by whole minutes (the admin's call); answers the new time. */
async function advanceClock(minutes: number, reason: string): Promise<number> {
  const token = await opsAdminToken();
  const moved = await api('/ops/api/clock/advance', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ minutes, reason }),
  });
  expect(moved.status, `clock advance by ${minutes} min: ${JSON.stringify(moved.body)}`).toBe(200);
  return Date.parse((moved.body.value as { now: string }).now);
}

/** Waits (bounded) until the draw job has drawn and settled a draw the clock was just moved past. */
async function waitForSettled(drawId: number, timeout: number, movedAt = Date.now()): Promise<Draw> {
  await expect
    .poll(async () => (await readDraw(drawId)).status, {
      timeout,
      interval: 1000,
      message: `draw ${drawId} was not SETTLED by the draw job within ${timeout / 1000} s of moving the clock past it`,
    })
    .toBe('SETTLED');
  console.info(
    `lottery.clock: draw ${drawId} seen SETTLED ${((Date.now() - movedAt) / 1000).toFixed(1)} s after the clock moved`,
  );
  return readDraw(drawId);
}

/**
 * A page whose browser clock reads the server's (moved) time and keeps running from there, as a member's would:
 * the betting record's date range comes from the browser's clock.
 */
async function openAtServerTime(browser: Browser, route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => sessionStorage.setItem('popupNoticeSeen', '1'));
  await context.clock.setSystemTime(Date.parse((await gameDetail('KENO_1M')).serverTime));
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${route}`);
  return page;
}

/** Logs the member in from the header (the login lands on the home page) and comes back to the route. */
async function loginAndReturn(page: Page, route: string): Promise<void> {
  await loginMember(page, MEMBER.username, MEMBER.password);
  if (!page.url().endsWith(route)) await page.goto(`${BASE_URL}${route}`);
}

/** Calls a member endpoint with the session of the member logged in on the page. */
async function memberApi<T>(page: Page, pathname: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'a member session on the page').toBeTruthy();
  const { status, body } = await api(pathname, { headers: { authorization: `Bearer ${token}` } });
  expect(status, `${pathname}: ${JSON.stringify(body)}`).toBe(200);
  return body.value as T;
}

const apiBalance = async (page: Page) =>
  Number((await memberApi<{ sumBalance: string }>(page, '/wps/v2/wallets/balance')).sumBalance);
/** The member's wallet movements, newest first (the account record's call). */
const walletEntries = async (page: Page) =>
  (await memberApi<Paged<WalletEntry>>(page, '/wps/wallet/transactions?pageSize=100')).list;
const sumCents = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0);

/** The countdown of the draw bar: phase and seconds left. */
async function drawBarClock(page: Page): Promise<{ phase: string | null; seconds: number }> {
  const countdown = page
    .getByTestId('game-play')
    .getByRole('region', { name: 'Current draw' })
    .getByTestId('draw-countdown');
  const phase = await countdown.getAttribute('data-phase');
  const clock = /(\d\d):(\d\d):(\d\d)/.exec((await countdown.textContent()) ?? '');
  return { phase, seconds: clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : -1 };
}

/** Waits until the draw bar sells a draw with at least `seconds` left before its stop-sale. */
async function waitForSale(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    (least) => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="place-bet"]');
      const countdown = document.querySelector('[data-testid="game-play"] [data-testid="draw-countdown"]');
      const clock = /(\d\d):(\d\d):(\d\d)/.exec(countdown?.textContent ?? '');
      const left = clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : 0;
      return button !== null && !button.disabled && countdown?.getAttribute('data-phase') === 'OPEN' && left >= least;
    },
    seconds,
    { timeout: 90_000 },
  );
}

async function placeSlip(page: Page, done: RegExp): Promise<void> {
  await page.getByTestId('place-bet').click();
  await page.getByTestId('lottery-confirm').getByTestId('confirm-bet').click();
  await page.getByTestId('bet-slip').getByText(done).waitFor();
}

const picker = (page: Page) => page.getByRole('region', { name: 'Pick your numbers' });

/** Picks numbers of a VN bet type on the 00–99 grid with a stake per point, and adds them to the slip. */
async function addVnSelection(
  page: Page,
  family: string,
  betType: string,
  numbers: string[],
  stakePerPoint: string,
): Promise<void> {
  await picker(page).getByRole('tab', { name: family, exact: true }).click();
  const typeRadio = picker(page).getByRole('radio', { name: betType, exact: true });
  if (await typeRadio.count()) await typeRadio.click();
  const grid = picker(page).getByRole('group', { name: betType, exact: true });
  for (const number of numbers) await grid.getByRole('button', { name: number, exact: true }).click();
  await picker(page).getByLabel('Stake per point', { exact: true }).fill(stakePerPoint);
  await picker(page).getByLabel('Points', { exact: true }).fill('1');
  await page.getByTestId('add-to-slip').click();
}

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
