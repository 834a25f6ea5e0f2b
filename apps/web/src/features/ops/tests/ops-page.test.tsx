import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { OpsPage } from '../ops-page.tsx';
import { clearOpsSession, OPS_TOKEN_KEY } from '../ops-session.ts';

const emptyPage = { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 };

describe('finance desk', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs an operator in and keeps the operator token apart from the member token', async () => {
    logInAs(0, 'member-token');
    const api = mockApi({
      'POST /ops/api/session/login': () => ({
        value: {
          token: 'op-token',
          expiresAt: '2099-01-01T00:00:00Z',
          operator: { id: 1, username: 'finance', role: 'finance' },
        },
      }),
      'GET /ops/api/deposits': () => ({ value: emptyPage }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsPage />, { path: '/ops' });
    await user.type(screen.getByLabelText('Operator username'), 'finance');
    await user.type(screen.getByLabelText('Password'), 'finance1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('ops-operator')).toHaveTextContent('finance · Finance');
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBe('op-token');
    expect(sessionStorage.getItem('token')).toBe('member-token');
    expect(await screen.findByText('Nothing in this queue')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();

    const headersOf = (path: string) => {
      const index = api.calls.findIndex((call) => call.path === path);
      return (api.fetchMock.mock.calls[index]![1] as RequestInit).headers as Record<string, string>;
    };
    expect(headersOf('/ops/api/session/login').Authorization).toBeUndefined();
    await waitFor(() => expect(api.callsTo('GET', '/ops/api/deposits')).toHaveLength(1));
    expect(headersOf('/ops/api/deposits').Authorization).toBe('Bearer op-token');
  });

  it('shows a failed login and returns to the login when the operator session ends', async () => {
    mockApi({
      'POST /ops/api/session/login': () => ({
        status: 401,
        code: 'operator.login.failed',
        message: 'Wrong operator username or password',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsPage />, { path: '/ops' });
    await user.type(screen.getByLabelText('Operator username'), 'finance');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong operator username or password');
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
  });
});
