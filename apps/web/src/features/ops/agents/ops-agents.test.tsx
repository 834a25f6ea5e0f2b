import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsAgents } from './ops-agents.tsx';

const node = (memberId: number, username: string, directCount: number) => ({
  memberId,
  username,
  type: 1,
  status: 'ACTIVE',
  directCount,
  teamCount: directCount,
  liveContracts: ['DIVIDEND'],
  createdAt: '2026-01-01T00:00:00Z',
});
const contract = {
  id: 11,
  kind: 'DIVIDEND',
  status: 'ACTIVE',
  payeeUsername: 'agent01',
  payerUsername: null,
  terms: { kind: 'REALTIME', profitRateBp: 100, lossRateBp: 100, minSingleBet: '1.00' },
  offeredAt: '2026-01-01T00:00:00Z',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  endReason: null,
  pendingRequest: { type: 'TERMINATION', requestedBy: 'PAYEE', waitingForMe: true },
};

describe('ops agent network', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('opens the tree level by level and answers a termination request with a reason', async () => {
    const api = mockApi({
      'GET /ops/api/agents/tree': (request) => ({
        value: request.query.get('parentId')
          ? {
              parent: { memberId: 3, username: 'agent01' },
              list: [{ ...node(9, 'player01', 0), type: 0 }],
              totalCount: 1,
            }
          : { parent: null, list: [node(3, 'agent01', 1)], totalCount: 1 },
      }),
      'GET /ops/api/contracts': () => ({
        value: { list: [contract], pageNo: 1, pageSize: 100, totalCount: 1, totalPages: 1 },
      }),
      'POST /ops/api/contracts/termination-answer': () => ({
        value: { contractId: 11, status: 'TERMINATED', endReason: 'TERMINATED' },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsAgents />, { path: '/ops/agents/network' });
    await user.click(await screen.findByRole('button', { name: /agent01/ }));
    expect(await screen.findByText('player01')).toBeInTheDocument();
    expect(screen.getByTestId('termination-count')).toHaveTextContent('1 request to end a contract waits');
    const contracts = screen.getByTestId('platform-contracts');
    await user.click(within(contracts).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByTestId('member-reason-dialog');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'agreed by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/contracts/termination-answer')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/contracts/termination-answer')[0]!.body).toEqual({
      contractId: 11,
      accept: true,
      reason: 'agreed by phone',
    });
  });
});
