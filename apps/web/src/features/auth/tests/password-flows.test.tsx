import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { loginValue, memberInfoValue, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

describe('password flows', () => {
  beforeEach(resetApp);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('forgot by e-mail: sends the link, tells the player and closes', async () => {
    const api = mockApi({ 'POST /wps/member/password/email': () => ({ value: null }) });
    renderWithApp(<AuthModals />);
    act(() => useModalStore.getState().show('forgotPassword'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('E-mail'), 'player01@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // Neutral: the server answers the same whether or not the username and e-mail match.
    expect(await screen.findByTestId('dialog')).toHaveTextContent(
      'If the username and e-mail match an account, we have sent a password reset link to that e-mail.',
    );
    expect(useModalStore.getState().open.forgotPassword).toBe(false);
    expect(api.callsTo('POST', '/wps/member/password/email')[0].body).toEqual({
      username: 'player01',
      email: 'player01@example.com',
    });
  });

  it('forgot by mobile: code with countdown, reset, then logs in with the new password', async () => {
    const api = mockApi({
      'POST /wps/verification/sms/noLogin': () => ({ value: { expiredMinutes: 2 } }),
      'POST /wps/member/password/verification': () => ({ value: { userName: 'player01' } }),
      'POST /wps/session/login': () => ({ value: loginValue() }),
      'GET /wps/member/info': () => ({ value: memberInfoValue() }),
    });
    renderWithApp(<AuthModals />, { path: '/promotions' });
    act(() => useModalStore.getState().show('forgotPassword'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'By mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120s' })).toBeDisabled();
    expect(api.callsTo('POST', '/wps/verification/sms/noLogin')[0].body).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '84',
      purpose: 'RESET_PASSWORD',
    });

    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Better#2025');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better#2025');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-1'));
    expect(api.callsTo('POST', '/wps/session/login')[0].body).toEqual({
      type: 'username',
      username: 'player01',
      password: 'Better#2025',
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(useModalStore.getState().open.forgotPassword).toBe(false);
  });

  it('an sms send failure opens a warning that says the real wait', async () => {
    mockApi({
      'POST /wps/verification/sms/noLogin': () => ({
        status: 429,
        success: false,
        code: 'rate.limited',
        message: 'Too many requests, please try again after 5 minutes.',
        value: { retryAfterSeconds: 125 },
      }),
    });
    renderWithApp(<AuthModals />);
    act(() => useModalStore.getState().show('forgotPassword'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'By mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('dialog')).toHaveTextContent(
      'Too many requests, please try again after 3 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('change password from My Account: checks the confirmation, changes, logs in again and clears cpw', async () => {
    logInAs(0, 'old-token');
    sessionStorage.setItem('cpw', '1');
    const api = mockApi({
      'POST /wps/member/password': () => ({ value: null }),
      'POST /wps/session/login': () => ({ value: loginValue({ token: 'new-token' }) }),
      'GET /wps/member/info': () => ({ value: memberInfoValue() }),
    });
    renderWithApp(<AuthModals />, { path: '/vip' });
    act(() => useModalStore.getState().show('changePassword', { forced: true, userName: 'player01' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'Old#2024');
    await user.type(screen.getByLabelText('New password'), 'Better#2025');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better#2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Confirmation password is not correct.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Better#2025');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new-token'));
    expect(api.callsTo('POST', '/wps/member/password')[0].body).toEqual({
      oldPassword: 'Old#2024',
      newPassword: 'Better#2025',
      confirmNewPassword: 'Better#2025',
    });
    expect(sessionStorage.getItem('cpw')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(useModalStore.getState().open.changePassword).toBe(false);
  });
});
