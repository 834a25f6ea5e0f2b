import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './browser.ts';
import { advanceClock, cents, memberApi, type Paged } from './lottery-clock-steps.ts';

/* The sportsbook clock spec's server calls, page steps and money arithmetic (sportsbook.clock.e2e.test.ts). */

type Participant = { code: string; name: string; shortName: string };
type Market = {
  key: string;
  type: string;
  suspended: boolean;
  selections: { key: string; oddsMilli: number | null }[];
};
export type BoardEvent = {
  eventId: string;
  competitionCode: string;
  participants: [Participant, Participant];
  startsAt: string;
  status: string;
  score: { home: number; away: number };
  elapsedMs: number | null;
  mainMarkets: Market[];
};
export type TimelineEntry = { atMs: number; kind: string; score: { home: number; away: number } };
export type SportBet = {
  betId: number;
  kind: 'SINGLE' | 'PARLAY';
  stake: string;
  oddsMilli: number;
  payout: string;
  status: string;
  legs: {
    eventId: string;
    marketType: string;
    selectionKey: string;
    oddsMilli: number;
    outcome: string;
    finalScore: { home: number; away: number } | null;
  }[];
};

export async function footballBoard(): Promise<{ serverTime: string; events: BoardEvent[] }> {
  const { status, body } = await api('/lgw/sports/events?category=SPORTS&sport=FOOTBALL&state=all&count=40');
  expect(status, 'the football board').toBe(200);
  return body.value as { serverTime: string; events: BoardEvent[] };
}

export async function eventDetail(eventId: string): Promise<{ event: BoardEvent; timeline: TimelineEntry[] }> {
  const { status, body } = await api(`/lgw/sports/events/event?eventId=${eventId}`);
  expect(status, `event ${eventId}`).toBe(200);
  return body.value as { event: BoardEvent; timeline: TimelineEntry[] };
}

/**
 * Four open matches of one matchday that start at least `leadMs` from now (bets placed through the page take a few
 * seconds each); moves the clock a minute at a time until a matchday qualifies (a league opens one every 5 minutes).
 */
export async function openMatchday(leadMs: number): Promise<BoardEvent[]> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const board = await footballBoard();
    const now = Date.parse(board.serverTime);
    const open = board.events.filter(
      (event) =>
        event.status === 'OPEN' &&
        Date.parse(event.startsAt) - now >= leadMs &&
        event.mainMarkets.some((market) => market.type === 'FT_1X2' && !market.suspended),
    );
    const first = open[0];
    const matchday = open.filter(
      (event) => event.startsAt === first?.startsAt && event.competitionCode === first.competitionCode,
    );
    if (matchday.length >= 4) return matchday.slice(0, 4);
    await advanceClock(1, 'e2e: to the next open football matchday');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('no football matchday open for betting within four minutes of clock');
}

/** The favourite of a match result market (the lowest price): its selection key. */
export function favouriteOf(event: BoardEvent): 'HOME' | 'DRAW' | 'AWAY' {
  const market = event.mainMarkets.find((candidate) => candidate.type === 'FT_1X2')!;
  const priced = market.selections.filter((selection) => selection.oddsMilli !== null);
  priced.sort((a, b) => a.oddsMilli! - b.oddsMilli!);
  return priced[0]!.key as 'HOME' | 'DRAW' | 'AWAY';
}

/** The event's row on the board (its two sides' names). */
export const boardRow = (page: Page, event: BoardEvent): Locator =>
  page
    .getByRole('listitem')
    .filter({ hasText: event.participants[0].name })
    .filter({ hasText: event.participants[1].name });

const SELECTION_INDEX = { HOME: 0, DRAW: 1, AWAY: 2 } as const;

/** Clicks a match result price on the event's row and waits until it is picked. */
export async function pickResult(page: Page, event: BoardEvent, selection: 'HOME' | 'DRAW' | 'AWAY'): Promise<void> {
  const price = boardRow(page, event)
    .getByRole('group', { name: 'Match result (1X2)' })
    .getByRole('button')
    .nth(SELECTION_INDEX[selection]);
  await price.click();
  await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
}

export const slip = (page: Page) => page.getByRole('complementary', { name: /Bet slip/ });

/** Types the stake and places what the slip holds; answers the bet numbers the slip reports. */
export async function placeFromSlip(page: Page, stakeLabel: string, stake: string): Promise<number[]> {
  await slip(page).getByLabel(stakeLabel, { exact: true }).fill(stake);
  const place = slip(page).getByRole('button', { name: 'Place bet' });
  await expect.poll(() => place.isEnabled(), { message: 'the quote lets the slip be placed' }).toBe(true);
  await place.click();
  const placed = slip(page).getByText(/^Bet placed: no\. /);
  await placed.waitFor({ timeout: 20_000 });
  const text = (await placed.textContent()) ?? '';
  await slip(page).getByRole('button', { name: 'OK' }).click();
  return (/no\. ([\d, ]+)/.exec(text)?.[1] ?? '').split(',').map((id) => Number(id.trim()));
}

export const myBets = async (page: Page, state: 'open' | 'settled' | 'cashedOut' | 'all') =>
  (await memberApi<Paged<SportBet>>(page, `/lgw/sports/bets?state=${state}&pageSize=50`)).list;

/** A match result leg's outcome by its final score, as a player would work it out. */
export function resultOutcome(leg: SportBet['legs'][number]): 'WIN' | 'LOSE' {
  const { home, away } = leg.finalScore!;
  const winner = home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW';
  return winner === leg.selectionKey ? 'WIN' : 'LOSE';
}

/**
 * A settled bet's return in cents from its legs' odds and outcomes (WIN: the odds, LOSE: 0), rounded down once at the
 * end as the book pays it (engine/bet-payout.ts): stake × Π odds.
 */
export function expectedPayoutCents(bet: SportBet): number {
  let numerator = BigInt(cents(bet.stake));
  let denominator = 1n;
  for (const leg of bet.legs) {
    numerator *= resultOutcome(leg) === 'WIN' ? BigInt(leg.oddsMilli) : 0n;
    denominator *= 1000n;
  }
  return Number(numerator / denominator);
}
