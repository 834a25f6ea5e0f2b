import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { DownlinePage } from '../pages/downline-page.tsx';
import { checkTransfer } from '../utils/transfer-check.ts';

const row = (overrides: Record<string, unknown>) => ({
  id: 11,
  username: 'player01',
  nickname: null,
  type: 0,
  level: 1,
  uplineUsername: 'agent01',
  balance: '200.00',
  status: 'ACTIVE',
  lastLoginAt: '2025-01-02T08:00:00Z',
  createdAt: '2025-01-01T08:00:00Z',
  directCount: 0,
  contracts: [],
  ...overrides,
});
const list = (balance: string) => ({
  pageNo: 1,
  pageSize: 20,
  totalCount: 2,
  totalPages: 1,
  list: [
    row({ balance }),
    row({
      id: 12,
      username: 'sub01',
      type: 2,
      directCount: 3,
      contracts: [{ contractId: 5, kind: 'DAILY_WAGE', status: 'ACTIVE', maxRateBp: 150, terminationRequested: false }],
    }),
  ],
});

describe('team management', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks a transfer before sending it', () => {
    const base = { amount: '10', paymentPassword: 'pay123', scale: 2, balance: '50.00' };
    expect(checkTransfer(base)).toBeNull();
    expect(checkTransfer({ ...base, amount: '' })).toBe('transfer.amountInvalid');
    expect(checkTransfer({ ...base, amount: '0' })).toBe('transfer.amountInvalid');
    expect(checkTransfer({ ...base, amount: '1.234' })).toBe('transfer.amountInvalid');
    expect(checkTransfer({ ...base, amount: '-5' })).toBe('transfer.amountInvalid');
    expect(checkTransfer({ ...base, amount: '50.01' })).toBe('transfer.amountAboveBalance');
    expect(checkTransfer({ ...base, paymentPassword: '' })).toBe('transfer.passwordRequired');
  });

  it('lists the downline with its contract states and searches direct or all levels', async () => {
    const api = mockApi({ 'GET /wps/relay/AGENT_downlineList': () => ({ value: list('200.00') }) });
    const user = userEvent.setup();
    renderWithApp(<DownlinePage />);
    const sub = await screen.findByTestId('downline-sub01');
    expect(within(sub).getByTestId('contract-badge')).toHaveTextContent('Daily wage 1.5% · active');
    expect(within(sub).getByText('Sub-agent')).toBeInTheDocument();
    // Contracts go to direct downline agents only: a member row has no offer button.
    expect(within(sub).getByRole('button', { name: 'Offer contract' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('downline-player01')).queryByRole('button', { name: 'Offer contract' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All levels' }));
    await user.type(screen.getByLabelText('Username'), 'play');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const query = api.callsTo('GET', '/wps/relay/AGENT_downlineList').at(-1)!.query;
      expect([query.get('scope'), query.get('username')]).toEqual(['ALL', 'play']);
    });
  });

  it('transfers with the payment password, refusing bad input first, then refreshes balances and the list', async () => {
    let balance = '200.00';
    const api = mockApi({
      'GET /wps/relay/AGENT_downlineList': () => ({ value: list(balance) }),
      'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: '500.00', currencySymbol: '$' } }),
      'POST /wps/transfer/downline': (call) => {
        balance = '225.50';
        const body = call.body as { amount: string; toUsername: string };
        return {
          value: {
            transferId: 1,
            direction: 'DOWNLINE',
            amount: body.amount,
            currency: 'USD',
            toUsername: body.toUsername,
            balanceAfter: '474.50',
            remark: null,
            createdAt: '2025-01-03T00:00:00Z',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<DownlinePage />);
    const player = await screen.findByTestId('downline-player01');
    await user.click(within(player).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByTestId('transfer-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Transfer to player01');
    await within(dialog).findByText('Your balance: 500.00');

    const submit = within(dialog).getByRole('button', { name: 'Transfer' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid amount above zero');
    await user.type(within(dialog).getByLabelText('Amount'), '600');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('more than your balance (500.00)');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '25.50');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter your payment password');
    expect(api.callsTo('POST', '/wps/transfer/downline')).toHaveLength(0);

    const listCalls = api.callsTo('GET', '/wps/relay/AGENT_downlineList').length;
    const balanceCalls = api.callsTo('GET', '/wps/v2/wallets/balance').length;
    await user.type(within(dialog).getByLabelText('Payment password'), 'pay123');
    await user.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('25.50 sent to player01.');
    const [sent] = api.callsTo('POST', '/wps/transfer/downline');
    expect(sent!.body).toMatchObject({ toUsername: 'player01', amount: '25.50', paymentPassword: 'pay123' });
    expect((sent!.body as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(api.callsTo('GET', '/wps/relay/AGENT_downlineList').length).toBeGreaterThan(listCalls));
    expect(api.callsTo('GET', '/wps/v2/wallets/balance').length).toBeGreaterThan(balanceCalls);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('transfer-dialog')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('downline-player01')).getByText('225.50')).toBeInTheDocument();
  });

  it('closes the transfer dialog on Escape, and shows the server refusal of a transfer', async () => {
    mockApi({
      'GET /wps/relay/AGENT_downlineList': () => ({ value: list('200.00') }),
      'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: '500.00', currencySymbol: '$' } }),
      'POST /wps/transfer/downline': () => ({
        status: 400,
        code: 'payment.password.incorrect',
        message: 'The payment password is incorrect',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<DownlinePage />);
    await user.click(within(await screen.findByTestId('downline-player01')).getByRole('button', { name: 'Transfer' }));
    let dialog = await screen.findByTestId('transfer-dialog');
    await within(dialog).findByText('Your balance: 500.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('transfer-dialog')).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('downline-player01')).getByRole('button', { name: 'Transfer' }));
    dialog = await screen.findByTestId('transfer-dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '10');
    await user.type(within(dialog).getByLabelText('Payment password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/payment password/i);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
