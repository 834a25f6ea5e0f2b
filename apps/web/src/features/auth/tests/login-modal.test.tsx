import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { loginValue, memberInfoValue, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

const captchaRequired = { status: 401, success: false, code: 'login.captcha.required', message: 'Please enter the captcha', value: { captchaRequired: true } };

function openLogin() {
  renderWithApp(<AuthModals />, { path: '/vip' });
  act(() => useModalStore.getState().show('login'));
}

describe('login modal', () => {
  beforeEach(resetApp);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for a captcha after a login.captcha.required failure and shows the message', async () => {
    const api = mockApi({
      'POST /wps/session/login': () => captchaRequired,
      'GET /wps/captcha': () => ({ value: 'iVBORw0KGgo=' }),
      'GET /wps/system/setting/register': () => ({ status: 500, success: false }),
    });
    openLogin();
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), '  player01 ');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(await screen.findByAltText('Captcha image')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('Please enter the captcha', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/session/login')[0].body).toEqual({ type: 'username', username: 'player01', password: 'wrong-pass' });
    expect(api.callsTo('GET', '/wps/captcha')).toHaveLength(1);

    // The captcha is now required before the form is sent again.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Captcha cannot be empty')).toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/session/login')).toHaveLength(1);
  });

  it('refreshes the captcha at most once per second', async () => {
    const api = mockApi({
      'POST /wps/session/login': () => captchaRequired,
      'GET /wps/captcha': () => ({ value: 'iVBORw0KGgo=' }),
    });
    openLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByAltText('Captcha image');
    expect(api.callsTo('GET', '/wps/captcha')).toHaveLength(1);

    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    const refresh = screen.getByRole('button', { name: 'Click to refresh' });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    now.mockReturnValue(1_000_900);
    fireEvent.click(refresh);
    await waitFor(() => expect(api.callsTo('GET', '/wps/captcha')).toHaveLength(2));
    now.mockReturnValue(1_001_000);
    fireEvent.click(refresh);
    await waitFor(() => expect(api.callsTo('GET', '/wps/captcha')).toHaveLength(3));
    now.mockRestore();
  });

  it('remember me stores the user name and password in cookies, and unticking clears them', async () => {
    mockApi({
      'POST /wps/session/login': () => ({ value: loginValue() }),
      'GET /wps/member/info': () => ({ value: memberInfoValue() }),
    });
    openLogin();
    const user = userEvent.setup();
    const remember = screen.getByRole('checkbox', { name: 'Remember password' });
    expect(remember).not.toBeChecked();
    await user.click(remember);
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-1'));
    expect(document.cookie).toContain('rememberUserName=player01');
    expect(document.cookie).toContain('rememberPassword=Secret%23123');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(useModalStore.getState().open.login).toBe(false);

    // Next visit: the form is prefilled, and unticking forgets the values at once.
    act(() => useModalStore.getState().show('login'));
    expect(await screen.findByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(document.cookie).not.toContain('rememberUserName');
    expect(document.cookie).not.toContain('rememberPassword');
  });

  it('opens the forced change-password modal when the server requires it', async () => {
    mockApi({ 'POST /wps/session/login': () => ({ value: loginValue({ mustChangePassword: true, passwordExpired: true }) }) });
    openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), '{secret}'.replace(/[{}]/g, (c) => `${c}${c}`));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const modal = await screen.findByTestId('change-password-modal');
    expect(sessionStorage.getItem('cpw')).toBe('1');
    expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();
    // The old password is known from the login form, so it is not asked again; the modal cannot be dismissed.
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    expect(modal.querySelector('button[aria-label="Close"]')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('change-password-modal')).toBeInTheDocument();
  });
});
