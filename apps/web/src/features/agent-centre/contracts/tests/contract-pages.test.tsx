import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../../test/reset-stores.ts';
import { ContractKindView, SalaryPage } from '../pages/contract-pages.tsx';
import { RevenuePage } from '../pages/revenue-page.tsx';
import { consolidated, contract, emptyPage } from './fixtures.ts';

const payout = {
  id: 1,
  contractId: 5,
  kind: 'DAILY_WAGE',
  payeeUsername: 'sub01',
  payerUsername: 'agent01',
  periodStart: '2026-11-20T00:00:00Z',
  periodEnd: '2026-11-21T00:00:00Z',
  base: '1801.83',
  rateBp: 200,
  amount: '36.03',
  status: 'OWED',
  teamBet: '1801.83',
  teamValidBet: '1801.83',
  teamPayout: '1500.00',
  activeMembers: null,
  createdAt: '2026-11-21T00:01:00Z',
  paidAt: null,
};

describe('contract pages', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows my contract with its tiers, the contracts I gave and the payouts on both sides', async () => {
    const api = mockApi({
      'GET /wps/member/info/funds/consolidated': () => ({ value: consolidated({ contractKinds: ['DAILY_WAGE'] }) }),
      'GET /wps/agent/contracts/held': () => ({
        value: {
          list: [
            contract({ id: 1 }),
            contract({ id: 2, status: 'TERMINATED', endReason: 'REPLACED', endsAt: '2026-11-01T00:00:00Z' }),
          ],
        },
      }),
      'GET /wps/agent/contracts/offered': () => ({
        value: {
          ...emptyPage,
          list: [
            contract({
              id: 5,
              payeeUsername: 'sub01',
              payerUsername: 'agent01',
              pendingRequest: { type: 'TERMINATION', requestedBy: 'PAYEE', waitingForMe: true },
            }),
          ],
          totalCount: 1,
          totalPages: 1,
        },
      }),
      'GET /wps/agent/contracts/payouts': (call) => ({
        value:
          call.query.get('role') === 'PAYER'
            ? {
                ...emptyPage,
                list: [payout],
                totalCount: 1,
                totalPages: 1,
                totals: { amount: '36.03', paid: '0.00', owed: '36.03' },
              }
            : { ...emptyPage, totals: { amount: '0.00', paid: '0.00', owed: '0.00' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<ContractKindView kind="DAILY_WAGE" />);
    const mine = await screen.findByTestId('contract-1');
    expect(within(mine).getByText('The platform')).toBeInTheDocument();
    expect(
      within(within(mine).getByTestId('terms'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TierMin. team bet of the dayRate', '1100.001%', '21,000.002%']);
    expect(within(mine).getByRole('button', { name: 'Request termination' })).toBeInTheDocument();
    expect(screen.getByText('1 earlier contract')).toBeInTheDocument();

    const given = await screen.findByTestId('offered-5');
    expect(given).toHaveTextContent('sub01');
    expect(given).toHaveTextContent('≥ 100.00: 1%≥ 1,000.00: 2%');
    expect(given).toHaveTextContent('Your downline asks to end this contract: accept or reject');
    expect(within(given).getByRole('button', { name: 'Agree to end' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offer a contract' })).toBeInTheDocument();

    expect(await screen.findByText('No payouts in this range')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Paid to my downline' }));
    const rows = await screen.findByTestId('payout-rows');
    expect(rows).toHaveTextContent('36.03');
    expect(within(rows).getByText('Owed')).toHaveAttribute(
      'title',
      expect.stringContaining('your wallet could not cover the payout'),
    );
    expect(screen.getByTestId('payout-totals')).toHaveTextContent('Owed36.03');
    const payerCall = api.callsTo('GET', '/wps/agent/contracts/payouts').at(-1)!;
    expect(payerCall.query.get('role')).toBe('PAYER');
    expect(payerCall.query.get('kind')).toBe('DAILY_WAGE');
  });

  it('opens the salary page on real time when that is where an offer waits', async () => {
    const api = mockApi({
      'GET /wps/member/info/funds/consolidated': () => ({
        value: consolidated({ contractKinds: [], realtimesalreqtype: 1 }),
      }),
      'GET /wps/agent/contracts/held': () => ({ value: { list: [] } }),
      'GET /wps/agent/contracts/offered': () => ({ value: emptyPage }),
      'GET /wps/agent/contracts/payouts': () => ({
        value: { ...emptyPage, totals: { amount: '0.00', paid: '0.00', owed: '0.00' } },
      }),
    });
    renderWithApp(<SalaryPage />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Real-time salary' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/wps/agent/contracts/held').at(-1)?.query.get('kind')).toBe('REALTIME'),
    );
    // Not holding the kind: no offering.
    expect(screen.queryByRole('button', { name: 'Offer a contract' })).not.toBeInTheDocument();
  });

  it('shows my income by period with totals, and refuses a backwards range', async () => {
    const columns = {
      dividend: '10.00',
      dailyWage: '3.00',
      hourly: '2.00',
      realtime: '1.00',
      salary: '6.00',
      total: '16.00',
      owed: '0.00',
    };
    const api = mockApi({
      'GET /wps/agent/revenue': () => ({
        value: {
          list: [{ period: '2026-11-20', ...columns }],
          pageNo: 1,
          pageSize: 31,
          totalCount: 1,
          totalPages: 1,
          totals: columns,
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<RevenuePage />);
    expect(await screen.findByTestId('revenue-total-total')).toHaveTextContent('16.00');
    expect(within(screen.getByTestId('revenue-rows')).getAllByRole('row')[1]).toHaveTextContent(
      '2026-11-2010.003.002.001.006.0016.000.00',
    );
    await user.selectOptions(screen.getByLabelText('Group by'), 'MONTH');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be before the end date');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('groupBy')).toBe('MONTH'));
    expect(api.calls.at(-1)!.query.get('from')).toBe('2026-01-01');
  });
});
