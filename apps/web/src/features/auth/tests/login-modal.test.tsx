import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { loginValue, memberInfoValue, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

const captchaRequired = {
  status: 401,
  success: false,
  code: 'login.captcha.required',
  message: 'Please enter the captcha',
  value: { captchaRequired: true },
};

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
    expect(api.callsTo('POST', '/wps/session/login')[0].body).toEqual({
      type: 'username',
      username: 'player01',
      password: 'wrong-pass',
      rememberMe: false,
    });
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

  it('remember me never keeps the password: the server remembers the device, and the form logs in with the password left empty', async () => {
    let remembered: { userName: string } | null = null;
    const api = mockApi({
      'GET /wps/session/remembered': () => ({ value: remembered }),
      'POST /wps/session/login': (call) => {
        if ((call.body as { rememberMe?: boolean }).rememberMe) remembered = { userName: 'player01' };
        return { value: loginValue() };
      },
      'POST /wps/session/login/remembered': () => ({ value: loginValue({ token: 'token-2' }) }),
      'DELETE /wps/session/remembered': () => {
        remembered = null;
        return { value: null };
      },
      'GET /wps/member/info': () => ({ value: memberInfoValue() }),
    });
    openLogin();
    const user = userEvent.setup();
    const remember = await screen.findByRole('checkbox', { name: 'Remember me on this device' });
    expect(remember).not.toBeChecked();
    await user.click(remember);
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-1'));
    expect(api.callsTo('POST', '/wps/session/login')[0].body).toEqual({
      type: 'username',
      username: 'player01',
      password: 'Secret#123',
      rememberMe: true,
    });
    // Nothing of the password (nor the old cookies) is left in the browser.
    expect(document.cookie).not.toMatch(/Secret|rememberPassword|rememberUserName/);
    expect(JSON.stringify({ ...localStorage })).not.toContain('Secret');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Secret');
    await waitFor(() => expect(useModalStore.getState().open.login).toBe(false));

    // Next visit: the remembered name is filled in, the password stays empty and the device logs in.
    act(() => useSessionStore.getState().clear());
    act(() => useModalStore.getState().show('login'));
    expect(await screen.findByTestId('remembered-device')).toHaveTextContent('player01 is remembered on this device');
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('player01'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log in as player01' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-2'));
    expect(api.callsTo('POST', '/wps/session/login/remembered')).toHaveLength(1);
    expect(api.callsTo('POST', '/wps/session/login')).toHaveLength(1);

    // Unticking forgets the device on the server at once.
    act(() => useSessionStore.getState().clear());
    act(() => useModalStore.getState().show('login'));
    const box = await screen.findByRole('checkbox', { name: 'Remember me on this device' });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    await waitFor(() => expect(api.callsTo('DELETE', '/wps/session/remembered')).toHaveLength(1));
    expect(screen.queryByTestId('remembered-device')).not.toBeInTheDocument();
  });

  it('a device the server no longer remembers asks for the password again', async () => {
    let remembered: { userName: string } | null = { userName: 'player01' };
    const api = mockApi({
      'GET /wps/session/remembered': () => ({ value: remembered }),
      'POST /wps/session/login/remembered': () => {
        remembered = null;
        return {
          status: 401,
          success: false,
          code: 'remember.invalid',
          message: 'This device is no longer remembered, please log in with your password',
        };
      },
      'POST /wps/session/login': () => ({
        status: 401,
        success: false,
        code: 'login.failed',
        message: 'The username or password is incorrect',
        value: { captchaRequired: false },
      }),
    });
    openLogin();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('player01'));
    await user.click(screen.getByRole('button', { name: 'Log in as player01' }));
    expect(
      await screen.findByText('This device is no longer remembered, please log in with your password', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('remembered-device')).not.toBeInTheDocument());
    // Nothing is remembered any more: the box is unticked and the password is required again.
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The username or password is incorrect', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/session/login')[0].body).toMatchObject({
      username: 'player01',
      password: 'wrong-pass',
      rememberMe: false,
    });
  });

  it('removes the cookies of the old remember me, which held the password, when the site loads', () => {
    document.cookie = 'rememberUserName=player01; path=/';
    document.cookie = 'rememberPassword=Secret%23123; path=/';
    mockApi({});
    renderWithApp(<AuthModals />);
    expect(document.cookie).not.toContain('rememberPassword');
    expect(document.cookie).not.toContain('rememberUserName');
  });

  it('opens the forced change-password modal when the server requires it', async () => {
    mockApi({
      'POST /wps/session/login': () => ({ value: loginValue({ mustChangePassword: true, passwordExpired: true }) }),
    });
    openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(
      screen.getByLabelText('Password'),
      '{secret}'.replace(/[{}]/g, (c) => `${c}${c}`),
    );
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
