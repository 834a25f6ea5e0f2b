import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { makeBet } from '../test/sportsbook-fixtures.ts';
import { MyBets } from './my-bets.tsx';

vi.mock('../../../lib/push-client.ts', () => ({
  getPushClient: () => ({ subscribe: () => () => undefined, refreshAuth: () => undefined, isConnected: () => false }),
}));

const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1 });

beforeEach(() => logInAs(0));
afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

describe('my bets', () => {
  it('cashes out at the value shown, and when it fell offers the new value for the member to accept', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /lgw/sports/bets': () => ({ value: page([makeBet()]) }),
      'GET /lgw/sports/bets/cashout': () => ({
        value: { betId: 41, value: '14.20', reason: null, quotedAt: '2026-11-25T10:00:00Z' },
      }),
      'POST /lgw/sports/bets/cashout': (call: ApiCall) => {
        attempt += 1;
        if (attempt === 1)
          return { status: 409, code: 'sports.cashout.changed', message: 'changed', value: { value: '13.90' } };
        return {
          value: {
            bet: makeBet({ status: 'CASHED_OUT', payout: (call.body as { value: string }).value }),
            paid: (call.body as { value: string }).value,
            balance: '1003.90',
          },
        };
      },
    });
    renderWithApp(<MyBets />);
    const bet = await screen.findByRole('article', { name: 'Bet no. 41' });
    expect(within(bet).getByText('ARD')).toBeInTheDocument();
    expect(within(bet).getByText('21.00')).toBeInTheDocument();
    fireEvent.click(within(bet).getByRole('button', { name: 'Cash out' }));
    fireEvent.click(await within(bet).findByRole('button', { name: 'Cash out for 14.20' }));
    expect(await within(bet).findByText('The value has changed to 13.90')).toBeInTheDocument();
    fireEvent.click(within(bet).getByRole('button', { name: 'Accept the new value' }));
    expect(await within(bet).findByText('Cashed out: 13.90 paid')).toBeInTheDocument();
    const [first, second] = api.callsTo('POST', '/lgw/sports/bets/cashout');
    expect(first!.body).toEqual({ betId: 41, value: '14.20', acceptLower: false });
    expect(second!.body).toEqual({ betId: 41, value: '13.90', acceptLower: true });
  });

  it('keeps the cash-out confirmation on screen after the cashed-out bet leaves the open bets', async () => {
    let cashedOut = false;
    mockApi({
      'GET /lgw/sports/bets': () => ({ value: page(cashedOut ? [] : [makeBet()]) }),
      'GET /lgw/sports/bets/cashout': () => ({
        value: { betId: 41, value: '14.20', reason: null, quotedAt: '2026-11-25T10:00:00Z' },
      }),
      'POST /lgw/sports/bets/cashout': () => {
        cashedOut = true;
        return {
          value: { bet: makeBet({ status: 'CASHED_OUT', payout: '14.20' }), paid: '14.20', balance: '1004.20' },
        };
      },
    });
    renderWithApp(<MyBets />);
    const bet = await screen.findByRole('article', { name: 'Bet no. 41' });
    fireEvent.click(within(bet).getByRole('button', { name: 'Cash out' }));
    fireEvent.click(await within(bet).findByRole('button', { name: 'Cash out for 14.20' }));
    // The refetched open bets no longer hold the bet, and its card (with its own message) is gone.
    expect(await screen.findByText('No open bets')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bet no. 41' })).not.toBeInTheDocument();
    const notice = screen.getByTestId('cash-out-notice');
    expect(notice).toHaveTextContent('Bet no. 41 · Cashed out: 14.20 paid');
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('cash-out-notice')).not.toBeInTheDocument();
  });

  it("lists settled bets with each leg's outcome and asks a visitor to log in", async () => {
    mockApi({
      'GET /lgw/sports/bets': (call: ApiCall) => ({
        value: page(
          call.query.get('state') === 'settled'
            ? [makeBet({ status: 'WON', payout: '21.00', legs: [{ ...makeBet().legs[0]!, outcome: 'WIN' }] })]
            : [],
        ),
      }),
    });
    renderWithApp(<MyBets />);
    expect(await screen.findByText('No open bets')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const bet = await screen.findByRole('article', { name: 'Bet no. 41' });
    expect(within(bet).getAllByText('Won')).toHaveLength(2);
    expect(within(bet).getByText('Paid')).toBeInTheDocument();
    resetApp();
    renderWithApp(<MyBets />);
    expect(screen.getByText('Log in to see your bets')).toBeInTheDocument();
  });
});
