import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { WithdrawalQueue } from '../finance/withdrawal-queue.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsRiskQueue } from './risk-queue.tsx';

const withdrawal = (orderNo: string, firstApprovedBy: string | null) => ({
  orderNo,
  memberId: 7,
  username: 'player01',
  amount: '8000.00',
  currency: 'VND',
  status: 'PENDING',
  bankName: 'ACB',
  accountNumber: '12345678',
  accountName: 'Player One',
  reason: null,
  payoutReference: null,
  paidAt: null,
  receiptDueAt: null,
  receipt: null,
  proofIds: [],
  refundAmount: null,
  reviewedBy: firstApprovedBy,
  firstApprovedBy,
  firstApprovedAt: firstApprovedBy ? '2026-01-01T00:05:00Z' : null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const ring = [
  { memberId: 11, username: 'ring1', status: 'ACTIVE' },
  { memberId: 12, username: 'ring2', status: 'DISABLED' },
];

describe('the risk desk', () => {
  beforeEach(() => resetApp());
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('withdrawals: totals, a first approval waits for another operator, approving asks first, the risk panel', async () => {
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    const api = mockApi({
      'GET /ops/api/withdrawals': () => ({
        value: {
          list: [withdrawal('W1', 'admin'), withdrawal('W2', 'finance')],
          pageNo: 1,
          pageSize: 20,
          totalCount: 2,
          totalPages: 1,
          totals: { count: 2, amount: '16000.00' },
        },
      }),
      'POST /ops/api/withdrawals/approve': () => ({ value: { ...withdrawal('W1', 'admin'), status: 'APPROVED' } }),
      'GET /ops/api/withdrawals/risk': () => ({
        value: {
          orderNo: 'W1',
          since: null,
          deposits: { count: 1, amount: '1000.00' },
          bets: { count: 3, stake: '900.00', payout: '8900.00' },
          winLoss: '8000.00',
          flags: [
            { kind: 'SHARED_BANK_ACCOUNT', value: '12345678', promotionId: null, promotionTitle: null, members: ring },
          ],
          sameBankAccount: [ring[1]],
          secondApprovalAbove: '5000.00',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<WithdrawalQueue />, { path: '/ops/money/withdrawals' });
    expect(await screen.findByTestId('withdrawal-totals')).toHaveTextContent('Withdrawals: 2 · total 16,000.00');
    const own = screen.getByText('You gave the first approval: another operator must approve');
    expect(own.closest('tr')).toHaveAttribute('data-order', 'W2');
    const first = screen.getAllByRole('row').find((row) => row.getAttribute('data-order') === 'W1')!;
    expect(first).toHaveTextContent('First approval by admin: waits for a second operator');
    await user.click(within(first).getByRole('button', { name: 'Second approval' }));
    const dialog = await screen.findByTestId('member-reason-dialog');
    expect(dialog).toHaveTextContent('admin gave the first approval');
    expect(api.callsTo('POST', '/ops/api/withdrawals/approve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/withdrawals/approve')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/withdrawals/approve')[0]!.body).toEqual({ orderNo: 'W1' });

    await user.click(within(first).getByRole('button', { name: 'Risk' }));
    const panel = await screen.findByTestId('withdrawal-risk-panel');
    expect(within(panel).getByTestId('withdrawal-risk-winloss')).toHaveTextContent('+8,000.00 (member won)');
    expect(within(panel).getByTestId('withdrawal-risk-bank-shared')).toHaveTextContent('ring2 (locked)');
    expect(within(panel).getAllByTestId('risk-member-link')[0]).toHaveAttribute('href', '/ops/members/12');
  });

  it('risk queue: counts per kind, members as deep links, blacklisting a shared value asks for a reason', async () => {
    storeOpsSession('op-token', { id: 3, username: 'risk', role: 'risk' });
    const api = mockApi({
      'GET /ops/api/risk/flags': () => ({
        value: {
          list: [{ kind: 'SHARED_IP', value: '198.51.100.7', promotionId: null, promotionTitle: null, members: ring }],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          totals: { SHARED_IP: 1, SHARED_DEVICE: 4, SHARED_BANK_ACCOUNT: 0, PROMOTION_ABUSE: 0, REFERRAL_RING: 2 },
        },
      }),
      'POST /ops/api/risk/blacklist': () => ({
        value: {
          id: 1,
          kind: 'IP',
          value: '198.51.100.7',
          reason: 'ring',
          createdBy: 'risk',
          createdAt: '2026-01-01T00:00:00Z',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsRiskQueue />, { path: '/ops/risk' });
    expect(await screen.findByRole('tab', { name: 'Shared device (4)' })).toBeInTheDocument();
    const table = await screen.findByTestId('risk-queue');
    expect(within(table).getByRole('link', { name: 'ring1' })).toHaveAttribute('href', '/ops/members/11');
    await user.click(within(table).getByRole('button', { name: 'Blacklist' }));
    const dialog = await screen.findByTestId('member-reason-dialog');
    expect(dialog).toHaveTextContent('Address 198.51.100.7, shared by 2 accounts');
    await user.type(within(dialog).getByRole('textbox'), 'one person, many accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/risk/blacklist')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/risk/blacklist')[0]!.body).toEqual({
      kind: 'IP',
      value: '198.51.100.7',
      reason: 'one person, many accounts',
    });
  });
});
