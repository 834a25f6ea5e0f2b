import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, type ApiCall, type ApiReply } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { SportsbookRoutePage } from '../pages/sportsbook-route-page.tsx';
import { boardEvent, makeBet, makeMarket, menuValue, SERVER_TIME } from '../test/sportsbook-fixtures.ts';
import { useSlipStore } from './slip-store.ts';

vi.mock('../../../lib/push-client.ts', () => ({
  getPushClient: () => ({ subscribe: () => () => undefined, refreshAuth: () => undefined, isConnected: () => false }),
}));

type Leg = { eventId: string; marketKey: string; selectionKey: string; oddsMilli: number };

const SECOND = boardEvent(
  {
    eventId: 'FBL-PL-s1-md3-m2',
    participants: [
      { code: 'PL-CRW', name: 'Crowhurst', shortName: 'CRW' },
      { code: 'PL-DUN', name: 'Dunmore Athletic', shortName: 'DUN' },
    ],
  },
  [makeMarket('FT_1X2', { HOME: 1800, DRAW: 3600, AWAY: 4200 })],
);

/** A quote that prices every leg as sent, or refuses two legs of one event in a parlay as the server does. */
function quote(call: ApiCall): ApiReply {
  const body = call.body as { kind: string; legs: Leg[]; stake?: string };
  const events = body.legs.map((leg) => leg.eventId);
  const correlated = body.kind === 'PARLAY' && new Set(events).size < events.length;
  const odds = body.legs.reduce((product, leg) => Math.floor((product * leg.oddsMilli) / 1000), 1000);
  return {
    value: {
      legs: body.legs.map((leg) => ({
        ...leg,
        available: !correlated,
        reason: correlated ? 'sports.parlay.correlated' : null,
      })),
      oddsMilli: correlated ? null : odds,
      minStake: '1.00',
      maxStake: '500.00',
      maxPayout: '100000.00',
      potentialPayout: body.stake ? ((Number(body.stake) * odds) / 1000).toFixed(2) : null,
    },
  };
}

function renderBoard(place: (call: ApiCall) => ApiReply) {
  const api = mockApi({
    'GET /lgw/sports/menu': () => ({ value: menuValue('SPORTS') }),
    'GET /lgw/sports/events': () => ({ value: { serverTime: SERVER_TIME, events: [boardEvent(), SECOND] } }),
    'POST /lgw/sports/bets/quote': quote,
    'POST /lgw/sports/bets': place,
  });
  renderWithApp(<SportsbookRoutePage />, { path: '/sports' });
  return api;
}

const placed = (call: ApiCall): ApiReply => {
  const body = call.body as { kind: 'SINGLE' | 'PARLAY'; legs: Leg[] };
  return { value: { bet: makeBet({ betId: 41, kind: body.kind }), balance: '990.00' } };
};

async function typeStake(stake: string) {
  const slip = screen.getByRole('complementary', { name: /Bet slip/ });
  const input = within(slip).getByLabelText(/Stake/);
  fireEvent.change(input, { target: { value: stake } });
  await within(slip).findByText('Stake from 1.00 to 500.00');
  return slip;
}

beforeEach(() => {
  useSlipStore.setState({ picks: [], mode: 'SINGLE' });
  logInAs(0);
});

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

describe('the bet slip', () => {
  it('places a single at the price shown with a request id and the odds-change policy', async () => {
    const api = renderBoard(placed);
    fireEvent.click(await screen.findByRole('button', { name: 'ARD 2.100' }));
    expect(screen.getByRole('button', { name: 'ARD 2.100' })).toHaveAttribute('aria-pressed', 'true');
    const slip = await typeStake('10');
    await within(slip).findByText('21.00');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Bet placed: no. 41')).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/lgw/sports/bets');
    expect(call!.body).toMatchObject({
      kind: 'SINGLE',
      stake: '10',
      oddsChange: 'ASK',
      legs: [{ eventId: 'FBL-PL-s1-md3-m1', marketKey: 'FT_1X2', selectionKey: 'HOME', oddsMilli: 2100 }],
    });
    expect((call!.body as { requestId: string }).requestId).toMatch(/^sb-[0-9a-f]{24}$/);
    expect(useSlipStore.getState().picks).toHaveLength(0);
  });

  it('turns two picks of different events into a parlay priced at the product of the legs', async () => {
    const api = renderBoard(placed);
    fireEvent.click(await screen.findByRole('button', { name: 'ARD 2.100' }));
    fireEvent.click(screen.getByRole('button', { name: 'CRW 1.800' }));
    const slip = await typeStake('10');
    expect(within(slip).getByRole('tab', { name: 'Parlay (2 legs)' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(slip).findByText('3.780')).toBeInTheDocument();
    await within(slip).findByText('37.80');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await within(slip).findByText('Bet placed: no. 41');
    const [call] = api.callsTo('POST', '/lgw/sports/bets');
    expect(call!.body).toMatchObject({ kind: 'PARLAY', stake: '10' });
    expect((call!.body as { legs: Leg[] }).legs.map((leg) => leg.eventId)).toEqual([
      'FBL-PL-s1-md3-m1',
      'FBL-PL-s1-md3-m2',
    ]);
  });

  it("refuses a parlay of two picks of one event with the server's reason, and places nothing", async () => {
    const api = renderBoard(placed);
    fireEvent.click(await screen.findByRole('button', { name: 'ARD 2.100' }));
    fireEvent.click(screen.getByRole('button', { name: 'Over 2.5 1.980' }));
    const slip = await typeStake('10');
    const reasons = await within(slip).findAllByText('A parlay cannot hold two selections of the same event');
    expect(reasons).toHaveLength(2);
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeDisabled();
    expect(api.callsTo('POST', '/lgw/sports/bets')).toHaveLength(0);
  });

  it('shows a price that moved, and on accept places again at the new price under a new request id', async () => {
    let attempt = 0;
    const api = renderBoard((call) => {
      attempt += 1;
      if (attempt > 1) return placed(call);
      const legs = [{ eventId: 'FBL-PL-s1-md3-m1', marketKey: 'FT_1X2', selectionKey: 'HOME', oddsMilli: 2000 }];
      return { status: 409, code: 'sports.odds.changed', message: 'changed', value: { legs } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ARD 2.100' }));
    const slip = await typeStake('10');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('The odds have changed')).toBeInTheDocument();
    expect(within(slip).getByText(/2\.100 →/)).toBeInTheDocument();
    fireEvent.click(within(slip).getByRole('button', { name: 'Accept the new odds and place' }));
    await within(slip).findByText('Bet placed: no. 41');
    const [first, second] = api.callsTo('POST', '/lgw/sports/bets') as [ApiCall, ApiCall];
    expect((second.body as { legs: Leg[] }).legs[0]!.oddsMilli).toBe(2000);
    expect((second.body as { requestId: string }).requestId).not.toBe((first.body as { requestId: string }).requestId);
  });

  it('retries a failed attempt with the same request id, so the server takes the bet once', async () => {
    let attempt = 0;
    const api = renderBoard((call) => {
      attempt += 1;
      return attempt === 1 ? { status: 503, code: 'server.busy', message: 'busy' } : placed(call);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ARD 2.100' }));
    const slip = await typeStake('10');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    fireEvent.click(await within(slip).findByRole('button', { name: 'Try again' }));
    await within(slip).findByText('Bet placed: no. 41');
    const [first, second] = api.callsTo('POST', '/lgw/sports/bets') as [ApiCall, ApiCall];
    expect((second.body as { requestId: string }).requestId).toBe((first.body as { requestId: string }).requestId);
  });

  it("refuses a stake under the quote's minimum before sending anything", async () => {
    const api = renderBoard(placed);
    fireEvent.click(await screen.findByRole('button', { name: 'ARD 2.100' }));
    const slip = await typeStake('0.5');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText(/The smallest stake is/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/lgw/sports/bets')).toHaveLength(0));
  });
});
