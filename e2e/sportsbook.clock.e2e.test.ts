import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, saveScreenshot } from './browser.ts';
import { headerBalance, memberCentre, memberMenu } from './flows.ts';
import {
  advanceClock,
  apiBalance,
  cents,
  loginAndReturn,
  money,
  openAtServerTime,
  sumCents,
  walletEntries,
} from './lottery-clock-steps.ts';
import {
  boardRow,
  eventDetail,
  footballBoard,
  expectedPayoutCents,
  favouriteOf,
  myBets,
  openMatchday,
  pickResult,
  placeFromSlip,
  resultOutcome,
  slip,
  type SportBet,
} from './sportsbook-clock-steps.ts';

/**
 * The sportsbook over the server's clock (issue 16), through a member's screens on /sports: a single and a 3-leg
 * parlay on one football matchday placed from the board and the slip; the clock moved to kick-off, the open page
 * (never reloaded) hearing through the push channel that the matches are live and following one of them; a
 * cash-out with its confirmation; the clock moved past the final whistle, and the settled bets in my bets, the
 * betting record and the header balance, to the cent, as worked out from the odds and scores the API reports.
 * Runs on its own server started with CLOCK_CONTROL=true (e2e/run.mjs).
 */

/** The live clock of a football match: its minute, or half-time. */
const LIVE_CLOCK = /^Live · (\d+'|Half-time)$/;
const matchMinute = (text: string) => (text.includes('Half-time') ? 45 : Number(/(\d+)'/.exec(text)?.[1] ?? -1));

const SINGLE_STAKE = '10.00';
const PARLAY_STAKE = '5.00';

describe('sportsbook over the server clock', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('places a single and a parlay, follows a live match, cashes out, and shows the settled bets and balance', async () => {
    const started = Date.now();
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const page = await openAtServerTime(browser, '/sports');
    await loginAndReturn(page, '/sports');
    // A matchday that stays open while the bets are placed (pre-match: no in-play delay, prices that hold).
    const [single, ...parlay] = await openMatchday(40_000);
    await page.goto(`${BASE_URL}/sports?sport=FOOTBALL&competition=${single!.competitionCode}`);
    console.info(`sportsbook.clock: logged in and on the matchday's board at ${seconds()}`);
    await page.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });
    const opening = await headerBalance(page);
    expect(opening, 'header balance at login = API balance').toBe(await apiBalance(page));
    const lastEntryId = Math.max(0, ...(await walletEntries(page)).map((entry) => entry.id));

    // The single: the home side of the first match, from its price on the board.
    await pickResult(page, single!, 'HOME');
    const [singleId] = await placeFromSlip(page, 'Stake on each single', SINGLE_STAKE);
    console.info(`sportsbook.clock: single placed at ${seconds()}`);
    // The parlay: the favourite of each of three other matches.
    for (const event of parlay) await pickResult(page, event, favouriteOf(event));
    await slip(page).getByRole('tab', { name: 'Parlay (3 legs)' }).click();
    const [parlayId] = await placeFromSlip(page, 'Stake', PARLAY_STAKE);
    const stakes = cents(SINGLE_STAKE) + cents(PARLAY_STAKE);
    await expect.poll(() => headerBalance(page)).toBe((cents(opening) - stakes) / 100);
    const placed = await myBets(page, 'open');
    const singleBet = placed.find((bet) => bet.betId === singleId)!;
    const parlayBet = placed.find((bet) => bet.betId === parlayId)!;
    expect(singleBet.legs.map((leg) => [leg.eventId, leg.selectionKey])).toEqual([[single!.eventId, 'HOME']]);
    expect(parlayBet.kind).toBe('PARLAY');
    expect(parlayBet.legs.map((leg) => leg.eventId).sort()).toEqual(parlay.map((event) => event.eventId).sort());
    console.info(`sportsbook.clock: both bets placed at ${seconds()}`);

    // Kick-off: the clock moves to the start; the page learns it from the push channel (its board polls once a
    // minute while the socket is open), without a reload.
    const { serverTime } = await footballBoard();
    const minutes = Math.ceil((Date.parse(single!.startsAt) - Date.parse(serverTime)) / 60_000);
    const moved = Date.now();
    await advanceClock(minutes, 'e2e: to kick-off of the football matchday');
    const row = boardRow(page, single!);
    await row.getByText(LIVE_CLOCK).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'sportsbook-clock-live-board');
    console.info(
      `sportsbook.clock: the board showed the match live ${((Date.now() - moved) / 1000).toFixed(1)} s after the clock moved`,
    );

    // The live match: its minute runs and its timeline and score follow the server's.
    await row
      .getByRole('button', { name: new RegExp(single!.participants[0].name) })
      .first()
      .click();
    const view = page.locator('article:has(#sb-event-title)');
    const clock = view.getByText(LIVE_CLOCK);
    await clock.waitFor();
    const minuteOf = async () => matchMinute((await clock.textContent()) ?? '');
    const firstMinute = await minuteOf();
    // Half-time holds the minute for 15 s.
    await expect
      .poll(minuteOf, { timeout: 20_000, message: 'the match minute runs on the open page' })
      .toBeGreaterThan(firstMinute);
    const timeline = view.getByRole('list', { name: 'Live timeline' });
    await expect
      .poll(
        async () => {
          const served = await eventDetail(single!.eventId);
          const shown = await timeline.getByRole('listitem').count();
          return shown > 0 && shown >= Math.min(served.timeline.length - 1, 60) && shown <= served.timeline.length;
        },
        { timeout: 10_000, message: "the timeline shows the server's entries up to now" },
      )
      .toBe(true);
    await expect
      .poll(
        async () => {
          const { event } = await eventDetail(single!.eventId);
          return (await view.locator('#sb-event-title').textContent())?.includes(
            `${event.score.home} – ${event.score.away}`,
          );
        },
        { timeout: 10_000, message: "the score shown is the server's" },
      )
      .toBe(true);
    await saveScreenshot(page, 'sportsbook-clock-live-match');
    console.info(`sportsbook.clock: followed the live match until ${seconds()}`);

    // Cash-out of the single while the match is played, confirmed with the value offered.
    await page.getByRole('tab', { name: 'My bets' }).click();
    const card = page.getByRole('article', { name: `Bet no. ${singleId}` });
    await card.getByRole('button', { name: 'Cash out', exact: true }).click();
    const offer = card.getByRole('button', { name: /^Cash out for / });
    await offer.waitFor({ timeout: 15_000 });
    await offer.click();
    const notice = page.getByTestId('cash-out-notice');
    // The value may have moved between the offer and the click: the member accepts the new one.
    const accept = card.getByRole('button', { name: 'Accept the new value' });
    await notice.or(accept).first().waitFor({ timeout: 15_000 });
    if (await accept.isVisible()) await accept.click();
    await notice.waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'sportsbook-clock-cashed-out');
    // The card leaves the open bets; the confirmation stays until the member closes it.
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForTimeout(1500);
    expect(await notice.isVisible(), 'the cash-out confirmation is still shown').toBe(true);
    const cashedOut = (await myBets(page, 'cashedOut')).find((bet) => bet.betId === singleId)!;
    expect(cashedOut.status).toBe('CASHED_OUT');
    expect(await notice.textContent()).toContain(`Bet no. ${singleId} · Cashed out: ${money(cashedOut.payout)} paid`);
    await notice.getByRole('button', { name: 'OK' }).click();
    console.info(`sportsbook.clock: cashed out at ${seconds()}`);

    // The final whistle: the clock moves past the end; the job ends and settles the matches.
    await advanceClock(2, 'e2e: past the end of the football matchday');
    let settled: SportBet | undefined;
    await expect
      .poll(
        async () => {
          settled = (await myBets(page, 'settled')).find((bet) => bet.betId === parlayId);
          return settled?.status ?? 'OPEN';
        },
        { timeout: 30_000, interval: 1000, message: 'the parlay is settled by the job' },
      )
      .not.toBe('OPEN');
    const parlayBetSettled = settled!;
    for (const leg of parlayBetSettled.legs)
      expect(leg.outcome, `leg on ${leg.eventId} (${leg.finalScore?.home}–${leg.finalScore?.away})`).toBe(
        resultOutcome(leg),
      );
    const parlayPayout = expectedPayoutCents(parlayBetSettled);
    expect(cents(parlayBetSettled.payout), 'the parlay paid stake × the product of its odds, or nothing').toBe(
      parlayPayout,
    );
    expect(parlayBetSettled.status).toBe(parlayPayout > 0 ? 'WON' : 'LOST');
    console.info(
      `sportsbook.clock: single cashed out for ${cashedOut.payout}; parlay ${parlayBetSettled.status} ${parlayBetSettled.payout} (${parlayBetSettled.legs.map((leg) => `${leg.selectionKey}@${leg.oddsMilli / 1000} ${leg.finalScore?.home}-${leg.finalScore?.away}`).join(', ')})`,
    );

    // My bets, settled and cashed out, on the page that has stayed open since the login.
    await page.getByRole('tab', { name: 'Settled' }).click();
    const parlayCard = page.getByRole('article', { name: `Bet no. ${parlayId}` });
    await parlayCard.waitFor();
    await expect.poll(() => parlayCard.textContent()).toContain(parlayPayout > 0 ? 'Won' : 'Lost');
    expect(await parlayCard.getByRole('definition').nth(2).textContent()).toBe(money(parlayBetSettled.payout));
    await saveScreenshot(page, 'sportsbook-clock-settled-bets');
    await page.getByRole('tab', { name: 'Cashed out' }).click();
    const cashedCard = page.getByRole('article', { name: `Bet no. ${singleId}` });
    await cashedCard.waitFor();
    expect(await cashedCard.getByRole('definition').nth(2).textContent()).toBe(money(cashedOut.payout));

    // The balance: opening − stakes + the cash-out + the parlay's payout, to the cent.
    const movements = (await walletEntries(page)).filter((entry) => entry.id > lastEntryId);
    const others = movements.filter((entry) => entry.type !== 'GAME');
    const expected =
      (cents(opening) -
        stakes +
        cents(cashedOut.payout) +
        parlayPayout +
        sumCents(others.map((entry) => entry.amount))) /
      100;
    if (others.length > 0)
      console.info(
        `sportsbook.clock: other wallet movements: ${others.map((entry) => `${entry.type}/${entry.kind} ${entry.amount}`).join('; ')}`,
      );
    await expect
      .poll(() => apiBalance(page), { message: 'API balance = opening − stakes + cash-out + payout' })
      .toBe(expected);
    await expect
      .poll(() => headerBalance(page), { timeout: 10_000, message: 'header balance = API balance' })
      .toBe(expected);
    expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen), 'no reload').toBe(
      true,
    );

    // The betting record: both rounds, with their stakes and what they paid.
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    await memberCentre(page).waitFor();
    await memberMenu(page, 'Betting record').click();
    const records = memberCentre(page).getByTestId('bet-records');
    await records.waitFor({ timeout: 20_000 });
    const sportsRows = records.locator('tbody tr').filter({ has: page.getByRole('cell', { name: /^SB\d+-/ }) });
    for (const [stake, paid] of [
      [SINGLE_STAKE, cashedOut.payout],
      [PARLAY_STAKE, parlayBetSettled.payout],
    ] as const) {
      const round = sportsRows.filter({ has: page.getByRole('cell', { name: money(stake), exact: true }) });
      await expect.poll(() => round.count(), { message: `the betting record lists the ${stake} round` }).toBe(1);
      const cells = await round.getByRole('cell').allTextContents();
      expect(cells[0]).toBe('Virtual Football');
      expect(cells[5], `the ${stake} round paid`).toBe(money(paid));
      expect(cells[8]).toBe('Settled');
    }
    await saveScreenshot(page, 'sportsbook-clock-betting-record');
    console.info(`sportsbook.clock: done at ${seconds()}`);
    await page.context().close();
  }, 150_000);
});
