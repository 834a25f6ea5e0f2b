import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberInfoValue, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { DepositPage } from '../pages/deposit-page.tsx';
import { offerSeenKey } from '../../../components/responsible-play/deposit-limit-offer.tsx';

const emptyPage = { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 };
const methods = { currency: 'USD', currencySymbol: '$', methods: [] };
const playState = (limits: unknown[] = []) => ({
  limits,
  realityCheckMinutes: null,
  exclusion: null,
  canRequestReopen: false,
});
const depositLimit = {
  kind: 'DEPOSIT',
  period: 'WEEK',
  amount: '100.00',
  used: '0.00',
  resetsAt: '2026-12-01T00:00:00.000Z',
  pending: null,
};

function mockDepositPage(options: { deposits?: unknown[]; limits?: unknown[] } = {}) {
  return mockApi({
    'GET /wps/member/info': () => ({ value: memberInfoValue() }),
    'GET /wps/deposit/methods': () => ({ value: methods }),
    'GET /wps/deposit/orders': () => ({
      value: { ...emptyPage, list: options.deposits ?? [], totalCount: options.deposits?.length ?? 0 },
    }),
    'GET /wps/relay/RP_state': () => ({ value: playState(options.limits) }),
    'POST /wps/relay/RP_limitSet': () => ({ value: { ...playState([depositLimit]), applied: 'NOW' } }),
  });
}

/** The deposit limit offered before the first deposit (issue 20): once, skippable, through the limit call. */
describe('deposit limit offer', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a member who never deposited a deposit limit and sets it with the limit call', async () => {
    const api = mockDepositPage();
    const user = userEvent.setup();
    renderWithApp(<DepositPage />);
    const offer = await screen.findByTestId('deposit-limit-offer');
    await user.selectOptions(screen.getByLabelText('Period'), 'WEEK');
    await user.type(screen.getByLabelText('Maximum deposit'), '100');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Done: your deposit limit applies now.')).toBeInTheDocument();
    expect(offer).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/relay/RP_limitSet')[0]!.body).toEqual({
      kind: 'DEPOSIT',
      period: 'WEEK',
      amount: '100',
    });
    expect(localStorage.getItem(offerSeenKey('player01'))).not.toBeNull();
  });

  it('refuses an amount that is not money, without calling', async () => {
    const api = mockDepositPage();
    const user = userEvent.setup();
    renderWithApp(<DepositPage />);
    await screen.findByTestId('deposit-limit-offer');
    await user.type(screen.getByLabelText('Maximum deposit'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Enter an amount above zero, such as 100 or 100.50')).toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/relay/RP_limitSet')).toHaveLength(0);
  });

  it('"Not now" hides it and it is not offered again on this device', async () => {
    mockDepositPage();
    const user = userEvent.setup();
    const first = renderWithApp(<DepositPage />);
    await screen.findByTestId('deposit-limit-offer');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('deposit-limit-offer')).not.toBeInTheDocument();
    first.unmount();
    renderWithApp(<DepositPage />);
    await waitFor(() => expect(screen.queryByTestId('deposit-limit-offer')).not.toBeInTheDocument());
  });

  it('is not offered to a member who already has a deposit limit', async () => {
    const api = mockDepositPage({ limits: [depositLimit] });
    renderWithApp(<DepositPage />);
    await waitFor(() => expect(api.callsTo('GET', '/wps/relay/RP_state')).toHaveLength(1));
    expect(screen.queryByTestId('deposit-limit-offer')).not.toBeInTheDocument();
  });
});
