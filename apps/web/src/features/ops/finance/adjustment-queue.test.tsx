import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsAdjustmentQueue } from './adjustment-queue.tsx';

const adjustment = (id: number, requestedBy: string) => ({
  id,
  memberId: 7,
  username: 'player01',
  kind: 'GOODWILL',
  direction: 'CREDIT',
  amount: '5000.00',
  turnoverMultiple: 0,
  reason: 'VIP complaint',
  status: 'PENDING',
  requestedBy,
  decidedBy: null,
  decisionReason: null,
  transferId: null,
  createdAt: '2026-01-01T00:00:00Z',
  decidedAt: null,
});

describe('ops adjustment queue', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('shows the totals, leaves one’s own request alone, and asks before approving', async () => {
    const api = mockApi({
      'GET /ops/api/adjustments': () => ({
        value: {
          list: [adjustment(1, 'finance'), adjustment(2, 'admin')],
          pageNo: 1,
          pageSize: 20,
          totalCount: 2,
          totalPages: 1,
          totals: { credit: '10000.00', debit: '0.00', count: 2 },
        },
      }),
      'POST /ops/api/adjustments/approve': () => ({ value: { ...adjustment(1, 'finance'), status: 'POSTED' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsAdjustmentQueue />, { path: '/ops/money/adjustments' });
    expect(await screen.findByTestId('adjustment-totals')).toHaveTextContent('2 adjustments: credits 10,000.00');
    const rows = within(screen.getByTestId('adjustment-queue')).getAllByRole('row');
    expect(within(rows[2]!).getByText('Yours: another operator decides')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByTestId('member-reason-dialog');
    expect(dialog).toHaveTextContent('+5,000.00 moves on player01');
    expect(api.callsTo('POST', '/ops/api/adjustments/approve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/adjustments/approve')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/adjustments/approve')[0]!.body).toEqual({ adjustmentId: 1 });
  });
});
