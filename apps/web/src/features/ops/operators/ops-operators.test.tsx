import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { LoginHistory } from './login-history.tsx';
import { OpsOperators } from './ops-operators.tsx';

const operator = (id: number, username: string, overrides: Record<string, unknown> = {}) => ({
  id,
  username,
  role: 'finance',
  status: 'ACTIVE',
  totpEnrolled: false,
  totpRequired: true,
  allowedIps: [],
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('the operators desk', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists operators with labels, creates one with its allow list, and refuses a bad address before sending', async () => {
    const list = [
      operator(1, 'admin', { role: 'admin', totpEnrolled: true }),
      operator(2, 'ops.bob', { allowedIps: ['10.0.0.0/8'] }),
    ];
    const api = mockApi({
      'GET /ops/api/operators': () => ({ value: list }),
      'POST /ops/api/operators': ({ body }) => {
        const created = operator(3, (body as { username: string }).username, body as Record<string, unknown>);
        list.push(created);
        return { value: created };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<OpsOperators />);
    const bob = await screen.findByTestId('ops-operator-row-ops.bob');
    expect(within(bob).getByText('Finance')).toBeInTheDocument();
    expect(within(bob).getByText('Due at next sign-in')).toBeInTheDocument();
    expect(within(bob).getByText('10.0.0.0/8')).toBeInTheDocument();
    expect(within(screen.getByTestId('ops-operator-row-admin')).getByText('Set up')).toBeInTheDocument();

    await user.click(screen.getByTestId('ops-operator-new'));
    const form = screen.getByTestId('ops-operator-form');
    await user.type(within(form).getByLabelText('Username'), 'ops.carol');
    await user.type(within(form).getByLabelText('Password'), 'long-enough-1');
    await user.selectOptions(within(form).getByLabelText('Role'), 'risk');
    await user.type(within(form).getByLabelText('Allowed addresses'), 'not-an-address');
    await user.type(within(form).getByLabelText('Reason'), 'New risk analyst');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(api.callsTo('POST', '/ops/api/operators')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Allowed addresses'));
    await user.type(within(form).getByLabelText('Allowed addresses'), '203.0.113.7{enter}10.1.0.0/16');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByTestId('ops-operator-row-ops.carol')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/operators')[0]!.body).toEqual({
      username: 'ops.carol',
      password: 'long-enough-1',
      role: 'risk',
      allowedIps: ['203.0.113.7', '10.1.0.0/16'],
      totpRequired: true,
      reason: 'New risk analyst',
    });
  });

  it('changes a role and disables an operator with a reason, and resets a lost second factor after asking', async () => {
    const list = [operator(2, 'ops.bob', { totpEnrolled: true })];
    const api = mockApi({
      'GET /ops/api/operators': () => ({ value: list }),
      'POST /ops/api/operators/update': ({ body }) => ({ value: { ...list[0], ...(body as object) } }),
      'POST /ops/api/operators/reset-totp': () => ({ value: { ...list[0], totpEnrolled: false } }),
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    renderWithApp(<OpsOperators />);
    await user.click(
      within(await screen.findByTestId('ops-operator-row-ops.bob')).getByRole('button', { name: 'Change' }),
    );
    const form = screen.getByTestId('ops-operator-form');
    await user.selectOptions(within(form).getByLabelText('Role'), 'support');
    await user.selectOptions(within(form).getByLabelText('Status'), 'DISABLED');
    await user.type(within(form).getByLabelText('Reason'), 'Left the company');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('ops-operator-new')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/operators/update')[0]!.body).toEqual({
      operatorId: 2,
      role: 'support',
      status: 'DISABLED',
      allowedIps: [],
      totpRequired: true,
      reason: 'Left the company',
    });

    await user.click(within(screen.getByTestId('ops-operator-row-ops.bob')).getByRole('button', { name: 'Change' }));
    const again = screen.getByTestId('ops-operator-form');
    await user.type(within(again).getByLabelText('Reason'), 'Lost phone');
    await user.click(within(again).getByRole('button', { name: 'Reset two-factor' }));
    expect(confirm).toHaveBeenCalled();
    expect(api.callsTo('POST', '/ops/api/operators/reset-totp')[0]!.body).toEqual({
      operatorId: 2,
      reason: 'Lost phone',
    });
  });

  it('shows the login history with its results in words, filtered by operator', async () => {
    const api = mockApi({
      'GET /ops/api/operators': () => ({ value: [operator(2, 'ops.bob')] }),
      'GET /ops/api/operators/logins': () => ({
        value: {
          list: [
            {
              id: 5,
              operatorId: 2,
              username: 'ops.bob',
              outcome: 'BAD_CODE',
              ip: '10.0.0.9',
              userAgent: 'Firefox',
              createdAt: '2026-01-02T10:00:00Z',
            },
          ],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<LoginHistory />, { path: '/ops/operators/logins' });
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'ops.bob' });
    await user.selectOptions(screen.getByLabelText('Operator'), '2');
    expect(await screen.findByTestId('path')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.callsTo('GET', '/ops/api/operators/logins').at(-1)!.query.get('operatorId')).toBe('2'),
    );
  });
});
