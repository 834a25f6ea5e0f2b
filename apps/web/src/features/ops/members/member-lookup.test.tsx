import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { MemberLookup } from './member-lookup.tsx';

const member = {
  memberId: 7,
  username: 'demo',
  type: 0,
  status: 'ACTIVE',
  payeeName: null,
  uplineUsername: null,
  currency: 'VND',
  balance: '100.00',
  held: '0.00',
  available: '100.00',
  recent: [],
  bankAccounts: [],
};

describe('ops member lookup', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'finance', role: 'finance' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('finds a member on submit and credits them only once the amount and reason are valid', async () => {
    const api = mockApi({
      'GET /ops/api/members/lookup': () => ({ value: member }),
      'POST /ops/api/members/adjust': () => ({
        value: {
          id: 3,
          memberId: 7,
          username: 'demo',
          kind: 'CORRECTION',
          direction: 'CREDIT',
          amount: '25.50',
          turnoverMultiple: 0,
          reason: 'Goodwill',
          status: 'POSTED',
          requestedBy: 'finance',
          decidedBy: null,
          decisionReason: null,
          transferId: 1,
          createdAt: '2026-01-01T00:00:00Z',
          decidedAt: '2026-01-01T00:00:00Z',
          balanceAfter: '125.50',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<MemberLookup />, { path: '/ops' });
    const lookup = screen.getByRole('button', { name: 'Look up' });
    expect(lookup).toBeDisabled();
    await user.type(screen.getByLabelText('Member username'), ' demo ');
    expect(api.callsTo('GET', '/ops/api/members/lookup')).toHaveLength(0);
    await user.click(lookup);
    expect(await screen.findByTestId('ops-member')).toBeInTheDocument();
    expect(api.callsTo('GET', '/ops/api/members/lookup')[0]!.query.get('username')).toBe('demo');

    const form = screen.getByRole('form', { name: 'Manual adjustment' });
    const apply = within(form).getByRole('button', { name: 'Apply adjustment' });
    await user.type(within(form).getByLabelText('Amount'), '25.505');
    await user.type(within(form).getByLabelText('Reason (required)'), 'Goodwill');
    expect(apply).toBeDisabled();
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '25.50');
    await user.click(apply);
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/members/adjust')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/members/adjust')[0]!.body).toMatchObject({
      username: 'demo',
      direction: 'CREDIT',
      amount: '25.50',
      reason: 'Goodwill',
    });
    expect(await within(form).findByRole('status')).toHaveTextContent('Done.');
    expect(within(form).getByLabelText('Amount')).toHaveValue('');
  });
});
