import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { useSlipStore } from '../slip/slip-store.ts';
import { boardEvent, makeEvent, makeMarket, menuValue, SERVER_TIME } from '../test/sportsbook-fixtures.ts';
import { SportsbookRoutePage } from './sportsbook-route-page.tsx';

vi.mock('../../../lib/push-client.ts', () => ({
  getPushClient: () => ({ subscribe: () => () => undefined, refreshAuth: () => undefined, isConnected: () => false }),
}));

const LIVE = makeEvent({
  status: 'LIVE',
  elapsedMs: 63_000,
  state: { sport: 'FOOTBALL', minute: 63, home: 1, away: 0, halfTime: { home: 1, away: 0 } },
  score: { home: 1, away: 0 },
});

const MARKETS = [
  makeMarket('FT_1X2', { HOME: 1450, DRAW: 4100, AWAY: 7800 }),
  makeMarket('FT_AH:-0.75', { HOME: 1920, AWAY: 1930 }),
  makeMarket('FT_AH:-1', { HOME: 2400, AWAY: 1560 }, { suspended: true }),
  makeMarket('FT_OU:2.25', { OVER: 1850, UNDER: 1990 }),
  makeMarket('FT_CS', { '1-0': 3200, '2-0': 4500, OTHER: null }),
  makeMarket('FT_BTTS', { YES: 2300, NO: 1600 }),
];

const TIMELINE = [
  { atMs: 0, kind: 'KICK_OFF', side: null, detail: {}, score: { home: 0, away: 0 } },
  { atMs: 12_000, kind: 'GOAL', side: 'HOME', detail: { minute: 13 }, score: { home: 1, away: 0 } },
  { atMs: 30_000, kind: 'YELLOW_CARD', side: 'AWAY', detail: { minute: 31 }, score: { home: 1, away: 0 } },
  { atMs: 45_000, kind: 'HALF_TIME', side: null, detail: {}, score: { home: 1, away: 0 } },
];

beforeEach(() => useSlipStore.setState({ picks: [], mode: 'SINGLE' }));
afterEach(() => {
  resetApp();
  useSportsbookPrefs.setState({ oddsFormat: 'DECIMAL', oddsChange: 'ASK' });
  vi.unstubAllGlobals();
});

describe('the event page', () => {
  it('shows every market grouped by type, suspended lines locked, and the live timeline', async () => {
    const api = mockApi({
      'GET /lgw/sports/menu': () => ({ value: menuValue('SPORTS') }),
      'GET /lgw/sports/events/event': () => ({
        value: { serverTime: SERVER_TIME, event: LIVE, markets: MARKETS, timeline: TIMELINE },
      }),
    });
    renderWithApp(<SportsbookRoutePage />, { path: `/sports?event=${LIVE.eventId}` });
    const title = await screen.findByRole('heading', { level: 2, name: /Ardent Rovers.*1 – 0.*Blackmoor City/ });
    expect(title).toBeInTheDocument();
    expect(api.callsTo('GET', '/lgw/sports/events/event')[0]!.query.get('eventId')).toBe(LIVE.eventId);
    for (const name of ['Match result (1X2)', 'Asian handicap', 'Total goals', 'Correct score', 'Both teams to score'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    const handicap = screen.getByRole('region', { name: 'Asian handicap' });
    expect(within(handicap).getByRole('button', { name: 'ARD -0.75 1.920' })).toBeEnabled();
    expect(within(handicap).getByRole('button', { name: 'BLK +0.75 1.930' })).toBeEnabled();
    expect(within(handicap).getByRole('button', { name: 'ARD -1: not taking bets now' })).toBeDisabled();
    expect(within(handicap).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Over 2.25 1.850' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Any other: not taking bets now' })).toBeDisabled();
    const timeline = screen.getByRole('list', { name: 'Live timeline' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries[0]).toContain('Half-time');
    expect(entries).toContainEqual(expect.stringContaining("13'Goal! Ardent Rovers1–0"));
    expect(entries).toContainEqual(expect.stringContaining('Yellow card: Blackmoor City'));
    expect(screen.getByText(/Live · 63'/)).toBeInTheDocument();
  });

  it('shows prices in the odds format the player picks, and remembers it', async () => {
    mockApi({
      'GET /lgw/sports/menu': () => ({ value: menuValue('SPORTS') }),
      'GET /lgw/sports/events/event': () => ({
        value: { serverTime: SERVER_TIME, event: LIVE, markets: MARKETS, timeline: TIMELINE },
      }),
    });
    renderWithApp(<SportsbookRoutePage />, { path: `/sports?event=${LIVE.eventId}` });
    await screen.findByRole('button', { name: 'ARD -0.75 1.920' });
    fireEvent.change(screen.getByLabelText('Odds'), { target: { value: 'INDONESIAN' } });
    // HK 0.92 is under 1: Indonesian shows −1/0.92 = −1.087; 2.300 is HK 1.300, kept.
    expect(screen.getByRole('button', { name: 'ARD -0.75 -1.087' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes 1.300' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('sportsbook.prefs')!)).toMatchObject({ oddsFormat: 'INDONESIAN' });
  });
});

describe('the menu and the categories', () => {
  it('/cockfight asks for the cockfight menu and fights, and a competition narrows the list', async () => {
    const fight = boardEvent(
      {
        eventId: 'COCK-20261125-1001',
        sport: 'COCKFIGHT',
        category: 'COCKFIGHT',
        competitionCode: 'COCK',
        competitionName: 'Cockfight',
        arena: 'Golden Spur Arena',
        participants: [
          { code: 'CK-RED', name: 'Red Thunder', shortName: 'Red Thunder' },
          { code: 'CK-ASH', name: 'Ash Warden', shortName: 'Ash Warden' },
        ],
        state: { sport: 'COCKFIGHT', seconds: 0, meronStrikes: 0, walaStrikes: 0, winner: null },
      },
      [makeMarket('CF_WINNER', { MERON: 1700, WALA: 2300, DRAW: 9000 })],
    );
    const api = mockApi({
      'GET /lgw/sports/menu': () => ({ value: menuValue('COCKFIGHT') }),
      'GET /lgw/sports/events': () => ({ value: { serverTime: SERVER_TIME, events: [fight] } }),
    });
    renderWithApp(<SportsbookRoutePage />, { path: '/cockfight' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Meron · Red Thunder 1.700' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw 9.000' })).toBeInTheDocument();
    expect(screen.getByText(/^Starts in (2:00|1:5\d)$/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/lgw/sports/menu')[0]!.query.get('category')).toBe('COCKFIGHT');
    expect(api.callsTo('GET', '/lgw/sports/events')[0]!.query.get('category')).toBe('COCKFIGHT');
    const menu = screen.getByRole('navigation', { name: 'Sports and competitions' });
    fireEvent.click(within(menu).getByRole('button', { name: /Cockfight arena/ }));
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/lgw/sports/events').some((call) => call.query.get('competitionCode') === 'COCK'),
      ).toBe(true),
    );
  });

  it('says something useful when a category has no events', async () => {
    mockApi({
      'GET /lgw/sports/menu': () => ({ value: { serverTime: SERVER_TIME, sports: [] } }),
      'GET /lgw/sports/events': () => ({ value: { serverTime: SERVER_TIME, events: [] } }),
    });
    renderWithApp(<SportsbookRoutePage />, { path: '/esports' });
    expect(screen.getByRole('heading', { level: 1, name: 'E-sports' })).toBeInTheDocument();
    expect(await screen.findByText('No events right now')).toBeInTheDocument();
    expect(screen.getByText(/Series start every few minutes/)).toBeInTheDocument();
  });
});
