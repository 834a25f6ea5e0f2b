import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { MemberManageDialog } from '../components/member-manage-dialog.tsx';
import { StatementPage } from '../pages/statement-page.tsx';

const detail = (status: string, actions: unknown[] = []) => ({
  id: 31,
  username: 'deep01',
  nickname: null,
  type: 0,
  status,
  chain: ['sub01'],
  level: 2,
  balance: '12.50',
  passwordResetPending: false,
  createdAt: '2026-01-01T08:00:00Z',
  lastLoginAt: null,
  directCount: 0,
  totals: { deposits: '100.00', withdrawals: '50.00', bet: '20.00', payout: '30.00' },
  actions,
});

const figures = (overrides: Record<string, string>) => ({
  deposits: '0.00',
  withdrawals: '0.00',
  bet: '0.00',
  payout: '0.00',
  bonuses: '0.00',
  rebates: '0.00',
  contractPayouts: '0.00',
  commission: '0.00',
  netResult: '0.00',
  ...overrides,
});

describe('agent network tools', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('locks a downline member after a reason, then shows the new state and the history', async () => {
    let locked = false;
    const api = mockApi({
      'GET /wps/relay/AGENT_memberDetail': () => ({
        value: locked
          ? detail('DISABLED', [
              { action: 'LOCK', agent: 'agent01', reason: 'chargeback', time: '2026-03-18T10:00:00Z' },
            ])
          : detail('ACTIVE'),
      }),
      'POST /wps/relay/AGENT_memberAction': () => {
        locked = true;
        return { value: { username: 'deep01', action: 'LOCK', status: 'DISABLED' } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MemberManageDialog username="deep01" onClose={() => {}} />);
    const dialog = await screen.findByTestId('member-manage-dialog');
    expect(await within(dialog).findByText('Level 2: under sub01')).toBeInTheDocument();
    expect(within(dialog).getByText('No agent has changed this account yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    const confirm = within(dialog).getByTestId('member-action-confirm');
    expect(confirm).toHaveTextContent('deep01 is logged out everywhere');
    const send = within(confirm).getByRole('button', { name: 'Lock the account' });
    expect(send).toBeDisabled();
    await user.type(within(confirm).getByLabelText('Reason (kept in the record)'), 'chargeback');
    await user.click(send);
    await waitFor(() => expect(api.callsTo('POST', '/wps/relay/AGENT_memberAction')).toHaveLength(1));
    expect(api.callsTo('POST', '/wps/relay/AGENT_memberAction')[0]!.body).toEqual({
      username: 'deep01',
      action: 'LOCK',
      reason: 'chargeback',
    });
    expect(await within(dialog).findByText('deep01 is locked.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('member-history')).toHaveTextContent('chargeback');
  });

  it('shows a refusal of the server and changes nothing', async () => {
    mockApi({
      'GET /wps/relay/AGENT_memberDetail': () => ({ value: detail('ACTIVE') }),
      'POST /wps/relay/AGENT_memberAction': () => ({ status: 404, code: 'member.not.found' }),
    });
    const user = userEvent.setup();
    renderWithApp(<MemberManageDialog username="deep01" onClose={() => {}} />);
    const dialog = await screen.findByTestId('member-manage-dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Reset password' }));
    await user.type(within(dialog).getByLabelText('Reason (kept in the record)'), 'asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Reset the password' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('shows the statement per member with the team total, and its CSV holds the same figures', async () => {
    const api = mockApi({
      'GET /wps/relay/AGENT_statement': () => ({
        value: {
          from: '2026-03-12',
          to: '2026-03-18',
          list: [
            {
              username: 'deep01',
              type: 0,
              level: 2,
              ...figures({ bet: '20.00', payout: '30.00', netResult: '-10.00' }),
            },
            {
              username: 'player01',
              type: 0,
              level: 1,
              ...figures({ deposits: '100.00', bet: '10.00', netResult: '10.00' }),
            },
          ],
          totals: figures({ deposits: '100.00', bet: '30.00', payout: '30.00', netResult: '0.00' }),
        },
      }),
    });
    renderWithApp(<StatementPage />);
    const table = await screen.findByTestId('agent-statement');
    expect(within(table).getByText('deep01')).toBeInTheDocument();
    expect(screen.getByTestId('agent-statement-totals')).toHaveTextContent('Team total');
    expect(api.callsTo('GET', '/wps/relay/AGENT_statement')[0]!.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    let saved: Blob | null = null;
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:statement';
    };
    URL.revokeObjectURL = () => {};
    // The download link's click would navigate this shared test window to the blob's address (and the files after
    // this one would run on it), so the click saves nothing here.
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = () => undefined;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    HTMLAnchorElement.prototype.click = click;
    const lines = (await saved!.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Member,Level,Deposits,Withdrawals,Bets,Payouts,Bonuses,Rebates,Contract payouts,Commission,Net result',
      'deep01,2,0.00,0.00,20.00,30.00,0.00,0.00,0.00,0.00,-10.00',
      'player01,1,100.00,0.00,10.00,0.00,0.00,0.00,0.00,0.00,10.00',
      'Team total,,100.00,0.00,30.00,30.00,0.00,0.00,0.00,0.00,0.00',
    ]);
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });
});
