import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsMemberRoute } from './member-page.tsx';
import { OpsMemberSearch } from './member-search.tsx';

const row = {
  memberId: 7,
  username: 'player01',
  nickname: null,
  payeeName: 'Lan Nguyen',
  type: 0,
  status: 'DISABLED',
  vipLevel: 2,
  uplineUsername: 'agent01',
  balance: '200.00',
  createdAt: '2026-01-01T00:00:00Z',
  lastLoginAt: null,
  matched: 'NAME',
};
const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 });
const detail = {
  memberId: 7,
  username: 'player01',
  nickname: null,
  payeeName: 'Lan Nguyen',
  email: null,
  mobile: null,
  type: 0,
  status: 'ACTIVE',
  vipLevel: 2,
  agentChain: [{ memberId: 3, username: 'agent01', type: 1 }],
  downlineCount: 0,
  registerIp: '10.0.0.1',
  createdAt: '2026-01-01T00:00:00Z',
  lastLoginAt: null,
  hasPaymentPassword: true,
  liveSessions: 1,
  currency: 'USD',
  balance: '200.00',
  held: '0.00',
  available: '200.00',
  turnoverRequired: '0.00',
  totals: { deposits: '100.00', withdrawals: '0.00', bonuses: '0.00' },
  bankAccounts: [],
  tags: ['watch'],
  notes: [],
};

describe('ops member desk', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'finance', role: 'finance' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('searches members by part of a name and shows labels, not codes', async () => {
    const api = mockApi({ 'GET /ops/api/members/search': () => ({ value: page([row]) }) });
    const user = userEvent.setup();
    renderWithApp(<OpsMemberSearch />, { path: '/ops/members' });
    await user.type(screen.getByLabelText('Search'), ' lan ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/ops/api/members/search').at(-1)!.query.get('q')).toBe('lan'));
    const table = await screen.findByTestId('member-list');
    expect(within(table).getByRole('link', { name: 'player01' })).toHaveAttribute('href', '/ops/members/7');
    expect(within(table).getByText('Locked')).toBeInTheDocument();
    expect(within(table).getByText('Name', { selector: 'td' })).toBeInTheDocument();
  });

  it('opens the 360 page by its address and locks the member with a reason', async () => {
    const api = mockApi({
      'GET /ops/api/members/detail': () => ({ value: detail }),
      'GET /ops/api/members/records': () => ({
        value: {
          ...page([
            { time: '2026-01-02T00:00:00Z', kind: 'DEPOSIT', amount: '100.00', balanceAfter: '200.00', memo: null },
          ]),
          columns: [
            { key: 'time', type: 'time' },
            { key: 'kind', type: 'code' },
            { key: 'amount', type: 'money' },
          ],
        },
      }),
      'POST /ops/api/members/action': () => ({ value: { memberId: 7, status: 'DISABLED', action: 'LOCK' } }),
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/ops/members/:memberId" element={<OpsMemberRoute />} />
      </Routes>,
      { path: '/ops/members/7' },
    );
    expect(await screen.findByRole('heading', { name: 'Member player01' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/ops/api/members/detail')[0]!.query.get('memberId')).toBe('7');
    expect(screen.getByRole('link', { name: 'agent01' })).toHaveAttribute('href', '/ops/members/3');
    expect(await screen.findByText('Deposit')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audit trail' }));
    await waitFor(() => expect(api.callsTo('GET', '/ops/api/members/records').at(-1)!.query.get('kind')).toBe('AUDIT'));

    await user.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByTestId('member-reason-dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Lock' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'chargeback fraud');
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/members/action')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/members/action')[0]!.body).toEqual({
      memberId: 7,
      action: 'LOCK',
      reason: 'chargeback fraud',
    });
    // Closing is for administrators only; finance does not see it.
    expect(screen.queryByRole('button', { name: 'Close account' })).not.toBeInTheDocument();
  });
});
