import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { PendingQueues } from '../layout/pending-queues.tsx';
import { OpsPage } from '../ops-page.tsx';
import { clearOpsSession, OPS_TOKEN_KEY, storeOpsSession } from '../ops-session.ts';

const emptyPage = { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 };
const pageOf = (totalCount: number) => ({ ...emptyPage, totalCount, totalPages: totalCount > 0 ? 1 : 0 });
const signedIn = (role: string) => ({
  token: 'op-token',
  expiresAt: '2099-01-01T00:00:00Z',
  operator: { id: 1, username: role, role },
});
/** The desk as the route table mounts it: /ops and everything below. */
const renderDesk = (path = '/ops') =>
  renderWithApp(
    <Routes>
      <Route path="ops/*" element={<OpsPage />} />
    </Routes>,
    { path },
  );
const queues = {
  'GET /ops/api/deposits': () => ({ value: pageOf(3) }),
  'GET /ops/api/withdrawals': () => ({ value: pageOf(2) }),
  'GET /ops/api/promotions/applications': () => ({ value: pageOf(0) }),
  'GET /ops/api/mall/redemptions': () => ({ value: pageOf(1) }),
  'GET /ops/api/feedback': () => ({ value: pageOf(4) }),
};

describe('the back office', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs an operator in, keeps the operator token apart, and opens on the pending queues', async () => {
    logInAs(0, 'member-token');
    const api = mockApi({ 'POST /ops/api/session/login': () => ({ value: signedIn('finance') }), ...queues });
    const user = userEvent.setup();
    renderDesk();
    await user.type(screen.getByLabelText('Operator username'), 'finance');
    await user.type(screen.getByLabelText('Password'), 'finance1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('ops-operator')).toHaveTextContent('finance · Finance');
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBe('op-token');
    expect(sessionStorage.getItem('token')).toBe('member-token');
    const headersOf = (path: string) => {
      const index = api.calls.findIndex((call) => call.path === path);
      return (api.fetchMock.mock.calls[index]![1] as RequestInit).headers as Record<string, string>;
    };
    expect(headersOf('/ops/api/session/login').Authorization).toBeUndefined();
    await user.click(within(screen.getByTestId('ops-nav')).getByRole('link', { name: 'Deposits' }));
    await waitFor(() => expect(api.callsTo('GET', '/ops/api/deposits').length).toBeGreaterThan(0));
    expect(headersOf('/ops/api/deposits').Authorization).toBe('Bearer op-token');
  });

  it('counts what waits in each queue the role works, until the reports dashboard replaces it', async () => {
    storeOpsSession('op-token', signedIn('finance').operator as never);
    const api = mockApi({ ...queues });
    renderWithApp(<PendingQueues role="finance" />);
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByTestId('ops-pending-withdrawals')).toHaveTextContent('2');
    expect(screen.getByTestId('ops-pending-feedback')).toHaveTextContent('4');
    expect(screen.getByTestId('ops-pending-redemptions')).toHaveTextContent('1');
    expect(api.callsTo('GET', '/ops/api/deposits')[0]!.query.get('status')).toBe('PENDING');
    expect(api.callsTo('GET', '/ops/api/deposits')[0]!.query.get('pageSize')).toBe('1');
    // Support works feedback only.
    renderWithApp(<PendingQueues role="support" />);
    expect(screen.getAllByTestId('ops-pending-feedback')).toHaveLength(2);
    expect(screen.getAllByTestId('ops-pending-deposits')).toHaveLength(1);
  });

  it('shows each role only its desks, grouped, and opens a section at its own address', async () => {
    storeOpsSession('op-token', signedIn('finance').operator as never);
    mockApi({ ...queues });
    const user = userEvent.setup();
    renderDesk();
    const nav = await screen.findByTestId('ops-nav');
    expect(within(nav).getByRole('group', { name: 'Money' })).toBeInTheDocument();
    expect(within(nav).queryByRole('group', { name: 'Operators' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Content' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Withdrawals' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/ops/money/withdrawals'));
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the admin the operators group, and a role a clear page for an address it may not open', async () => {
    storeOpsSession('op-token', signedIn('support').operator as never);
    mockApi({ ...queues });
    renderDesk('/ops/operators/audit');
    expect(await screen.findByText('This page does not exist or your role cannot open it')).toBeInTheDocument();
    const nav = screen.getByTestId('ops-nav');
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toBeInTheDocument();
    expect(within(nav).queryByRole('group', { name: 'Money' })).not.toBeInTheDocument();
  });

  it('asks for the authenticator code when two-factor is set up, and sends it', async () => {
    const api = mockApi({
      'POST /ops/api/session/login': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? { value: signedIn('admin') }
          : { status: 401, code: 'operator.totp.required', message: 'code' },
      ...queues,
    });
    const user = userEvent.setup();
    renderDesk();
    await user.type(screen.getByLabelText('Operator username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Authenticator code');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('ops-operator')).toHaveTextContent('admin · Admin');
    expect(api.callsTo('POST', '/ops/api/session/login').map((call) => call.body)).toEqual([
      { username: 'admin', password: 'admin1234' },
      { username: 'admin', password: 'admin1234', code: '123456' },
    ]);
  });

  it('walks an operator who must set up two-factor through the QR code and signs in with the first code', async () => {
    const api = mockApi({
      'POST /ops/api/session/login': () => ({ status: 401, code: 'operator.totp.enrolment.required', message: 'x' }),
      'POST /ops/api/session/totp/start': () => ({
        value: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Lucky:ops.alice?secret=JBSWY3DPEHPK3PXP' },
      }),
      'POST /ops/api/session/totp/confirm': () => ({ value: signedIn('support') }),
      ...queues,
    });
    const user = userEvent.setup();
    renderDesk();
    await user.type(screen.getByLabelText('Operator username'), 'ops.alice');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('ops-totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authenticator code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByTestId('ops-operator')).toHaveTextContent('support · Support');
    expect(api.callsTo('POST', '/ops/api/session/totp/start')).toHaveLength(1);
    expect(api.callsTo('POST', '/ops/api/session/totp/confirm')[0]!.body).toEqual({
      username: 'ops.alice',
      password: 'long-enough-1',
      code: '654321',
    });
  });

  it('returns to the login and says why when the same operator signed in elsewhere', async () => {
    storeOpsSession('op-token', signedIn('finance').operator as never);
    mockApi({
      'GET /ops/api/deposits': () => ({ status: 401, code: 'operator.session.superseded', message: 'x' }),
      'GET /ops/api/withdrawals': () => ({ value: pageOf(0) }),
    });
    renderDesk('/ops/money/deposits');
    expect(await screen.findByTestId('ops-session-ended')).toHaveTextContent(
      'Your operator session ended because the same operator signed in elsewhere',
    );
    expect(screen.getByLabelText('Operator username')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull());
  });
});
