import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { ContractGrantForm } from './contract-grant-form.tsx';

const granted = {
  id: 21,
  kind: 'DAILY_WAGE',
  status: 'ACTIVE',
  payeeUsername: 'agent01',
  payerUsername: null,
  terms: { kind: 'DAILY_WAGE', tiers: [{ minBet: '1000.00', rateBp: 150 }] },
  offeredAt: '2026-01-01T00:00:00Z',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  endReason: null,
  pendingRequest: null,
};

async function fillDailyWage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Agent username'), 'agent01');
  await user.selectOptions(screen.getByLabelText('Contract'), 'DAILY_WAGE');
  await user.clear(screen.getByLabelText('Minimum team bet of the day, tier 1'));
  await user.type(screen.getByLabelText('Minimum team bet of the day, tier 1'), '1000.00');
  await user.type(screen.getByLabelText('Rate (%), tier 1'), '1.5');
  await user.click(screen.getByRole('button', { name: 'Review and grant' }));
}

describe('granting a platform contract from the desk', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('says what is wrong before anything is sent', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithApp(<ContractGrantForm />, { path: '/ops/agents/network' });
    await user.type(screen.getByLabelText('Rate (%), tier 1'), '120');
    await user.click(screen.getByRole('button', { name: 'Review and grant' }));
    const problems = screen.getByTestId('grant-problems');
    expect(problems).toHaveTextContent("Enter the agent's username.");
    expect(problems).toHaveTextContent('Tier 1: the rate must be a percentage between 0 and 100');
    expect(api.callsTo('POST', '/ops/api/contracts/grant')).toHaveLength(0);
  });

  it('grants after the confirmation with a reason, in basis points', async () => {
    const api = mockApi({ 'POST /ops/api/contracts/grant': () => ({ value: granted }) });
    const user = userEvent.setup();
    renderWithApp(<ContractGrantForm />, { path: '/ops/agents/network' });
    await fillDailyWage(user);
    const dialog = await screen.findByTestId('member-reason-dialog');
    expect(dialog).toHaveTextContent('Grant agent01 a Daily wage contract?');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'new partner');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/contracts/grant')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/contracts/grant')[0]!.body).toEqual({
      username: 'agent01',
      terms: { kind: 'DAILY_WAGE', tiers: [{ minBet: '1000.00', rateBp: 150 }] },
      reason: 'new partner',
      confirm: false,
    });
    expect(await screen.findByText('agent01 now holds the Daily wage contract.')).toHaveAttribute('role', 'status');
  });

  it('lists the downline contracts a lower grant ends and grants again with confirm', async () => {
    let calls = 0;
    const api = mockApi({
      'POST /ops/api/contracts/grant': () => {
        calls += 1;
        if (calls > 1) return { value: granted };
        return {
          code: 'contract.lower.rate',
          status: 409,
          value: { affected: [{ contractId: 5, kind: 'DAILY_WAGE', payeeUsername: 'sub01' }] },
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ContractGrantForm />, { path: '/ops/agents/network' });
    await fillDailyWage(user);
    const dialog = await screen.findByTestId('member-reason-dialog');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'lower terms');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByTestId('grant-affected')).toHaveTextContent("sub01's Daily wage contract");
    await user.click(within(dialog).getByRole('button', { name: 'Grant and end them' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/contracts/grant')).toHaveLength(2));
    expect(api.callsTo('POST', '/ops/api/contracts/grant')[1]!.body).toMatchObject({ confirm: true });
  });
});
