import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { GamePlay } from '../play/game-play.tsx';
import { betType, makeDraw, makeDrawn, makeGame } from '../test/lottery-fixtures.ts';
import { resetServerClock } from '../utils/server-clock.ts';

const KENO_TYPES = [betType('PICK'), betType('SUM_BIG'), betType('SUM_SMALL')];

function kenoApi(extra: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /lgw/games/game': () => ({
      value: {
        serverTime: new Date().toISOString(),
        game: makeGame(),
        betTypes: KENO_TYPES,
        currentDraws: [makeDraw()],
        upcomingDraws: [makeDraw({ drawId: 102, drawKey: '20261124-0201' })],
        liabilityNote: '',
      },
    }),
    'GET /lgw/vn/numeros/opened/game': () => ({
      value: { gameCode: 'KENO_1M', draws: [makeDrawn(100, ['01', '02', '03'])] },
    }),
    'POST /lgw/bets/quote': (call) => {
      const body = call.body as { selections: unknown[]; drawCount: number };
      return {
        value: {
          selections: body.selections.map(() => ({
            betType: 'PICK',
            combinations: 1,
            cost: '5.00',
            maxPayout: '200.00',
          })),
          totalCost: (5 * body.selections.length * body.drawCount).toFixed(2),
        },
      };
    },
    ...Object.fromEntries(
      Object.entries(extra).map(([key, handler]) => [key, (call: ApiCall) => handler(call) as never]),
    ),
  });
}

async function addKenoPick(user: ReturnType<typeof userEvent.setup>, numbers: string[]) {
  const grid = await screen.findByRole('group', { name: 'Pick 1–10' });
  for (const number of numbers) await user.click(within(grid).getByRole('button', { name: number }));
  const stake = screen.getByLabelText('Stake per bet');
  await user.clear(stake);
  await user.type(stake, '5');
  await user.click(screen.getByTestId('add-to-slip'));
}

describe('bet slip', () => {
  beforeEach(() => {
    resetApp();
    resetServerClock();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prices the slip with the quote call and shows cost and best payout', async () => {
    const api = kenoApi();
    const user = userEvent.setup();
    renderWithApp(<GamePlay gameCode="KENO_1M" />);
    await addKenoPick(user, ['07', '33', '80']);
    expect(await screen.findByTestId('slip-total')).toHaveTextContent('5.00');
    const quote = api.callsTo('POST', '/lgw/bets/quote').at(-1)!;
    expect(quote.body).toEqual({
      gameCode: 'KENO_1M',
      drawCount: 1,
      selections: [{ betType: 'PICK', picks: [['07', '33', '80']], unitStake: '5', points: 1 }],
    });
    const item = screen.getByTestId('slip-item');
    expect(item).toHaveTextContent('Pick 3');
    expect(item).toHaveTextContent('07 33 80');
    expect(item).toHaveTextContent('up to 200.00');

    // A chase prices the same slip over the chosen draws.
    await user.click(screen.getByLabelText('Chase the next draws'));
    await waitFor(() => expect(api.callsTo('POST', '/lgw/bets/quote').at(-1)!.body).toMatchObject({ drawCount: 5 }));
    expect(await screen.findByTestId('slip-total')).toHaveTextContent('25.00');
  });

  it('asks a visitor to log in instead of placing', async () => {
    kenoApi();
    const user = userEvent.setup();
    renderWithApp(<GamePlay gameCode="KENO_1M" />);
    await addKenoPick(user, ['10']);
    const place = await screen.findByRole('button', { name: 'Log in to bet' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    expect(useModalStore.getState().open.login).toBe(true);
  });

  it('places with one request id per confirm attempt, reused when retrying a network failure', async () => {
    logInAs(0);
    let failures = 1;
    const api = kenoApi({
      'POST /lgw/bets': () => {
        if (failures-- > 0) return { status: 503, code: 'internal.error', message: 'Unavailable' };
        return { value: { bets: [], totalCost: '5.00', balance: '995.00' } };
      },
      'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: '995.00' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<GamePlay gameCode="KENO_1M" />);
    await addKenoPick(user, ['10', '20']);
    const place = await screen.findByRole('button', { name: 'Place bet' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    const dialog = await screen.findByTestId('lottery-confirm');
    expect(dialog).toHaveTextContent('20261124-0200');
    await user.click(within(dialog).getByTestId('confirm-bet'));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your bet is placed. Balance: 995.00')).toBeInTheDocument();
    const places = api.callsTo('POST', '/lgw/bets');
    expect(places).toHaveLength(2);
    const [first, second] = places.map((call) => call.body as { requestId: string; drawId: number });
    expect(first!.requestId).toMatch(/^lt-[a-f0-9]{24}$/);
    expect(second!.requestId).toBe(first!.requestId);
    expect(second).toMatchObject({
      gameCode: 'KENO_1M',
      drawId: 101,
      selections: [{ betType: 'PICK', picks: [['10', '20']] }],
    });
    expect(screen.queryAllByTestId('slip-item')).toHaveLength(0);

    // The next slip is a new attempt with a new id.
    await addKenoPick(user, ['30']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(within(await screen.findByTestId('lottery-confirm')).getByTestId('confirm-bet'));
    await waitFor(() => expect(api.callsTo('POST', '/lgw/bets')).toHaveLength(3));
    expect((api.callsTo('POST', '/lgw/bets')[2]!.body as { requestId: string }).requestId).not.toBe(first!.requestId);
  });

  it('translates a refusal and ends the attempt', async () => {
    logInAs(0);
    const api = kenoApi({ 'POST /lgw/bets': () => ({ status: 409, code: 'lottery.bet.liability', message: 'limit' }) });
    const user = userEvent.setup();
    renderWithApp(<GamePlay gameCode="KENO_1M" />);
    await addKenoPick(user, ['10']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = await screen.findByTestId('lottery-confirm');
    await user.click(within(dialog).getByTestId('confirm-bet'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This number has reached its betting limit for this draw',
    );
    expect(within(dialog).queryByTestId('confirm-bet')).toBeNull();
    expect(api.callsTo('POST', '/lgw/bets')).toHaveLength(1);
  });

  it('shows a quote refusal and keeps the bet button off', async () => {
    kenoApi({ 'POST /lgw/bets/quote': () => ({ status: 400, code: 'lottery.bet.stake.limit', message: 'limit' }) });
    const user = userEvent.setup();
    renderWithApp(<GamePlay gameCode="KENO_1M" />);
    await addKenoPick(user, ['10']);
    expect(await screen.findByText('The stake is outside the limits of this bet type.')).toBeInTheDocument();
    expect(screen.getByTestId('place-bet')).toBeDisabled();
  });
});
