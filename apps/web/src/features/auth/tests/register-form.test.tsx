import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  loginValue,
  makeRegisterSettings,
  makeStatus,
  memberInfoValue,
  mockApi,
  renderWithApp,
} from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

const settings = makeRegisterSettings({
  email: { shown: true, required: false, patternId: 4, minLength: 5, maxLength: 50 },
  // Equal bounds: the message names a single number.
  qqNum: { shown: true, required: true, patternId: 7, minLength: 9, maxLength: 9 },
  affiliateCode: { shown: true, required: false, patternId: 15, minLength: 1, maxLength: 20 },
});

function openRegister(path = '/register') {
  const api = mockApi({
    'GET /wps/system/setting/register': () => ({ value: settings }),
    'GET /wps/agent/affiliate': (call) =>
      call.query.get('code') === 'AG001'
        ? { value: { code: 'AG001', valid: true } }
        : { status: 400, success: false, code: 'affiliate.invalid', message: 'Invalid invitation code' },
    'PUT /wps/member/register': () => ({ value: loginValue({ userName: 'newplayer1' }) }),
    'GET /wps/member/info': () => ({ value: memberInfoValue({ account: 'newplayer1' }) }),
  });
  renderWithApp(<AuthModals />, { path, status: makeStatus({ register: settings }) });
  act(() => useModalStore.getState().show('register'));
  return api;
}

describe('register form validation through the shared rule builder', () => {
  beforeEach(resetApp);
  afterEach(() => vi.unstubAllGlobals());

  it('words required, pattern, single-length and mismatch messages from the rule builder', async () => {
    const api = openRegister();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('QQ cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are at least 18 years old')).toBeInTheDocument();
    expect(screen.getByText('Please read and agree to the user protocol')).toBeInTheDocument();
    // E-mail is shown but optional: empty is fine.
    expect(screen.queryByText('E-mail cannot be empty')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), '1abc');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#124');
    await user.type(screen.getByLabelText('QQ'), '12345');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Must start with a letter and contain only letters and digits, 6 - 16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Only digits, 9 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirmation password is not correct.')).toBeInTheDocument();
    expect(screen.getByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it('checks the invitation code, registers with the page context and logs in', async () => {
    const api = openRegister('/register?a=BAD1');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Invitation code');
    expect(code).toHaveValue('BAD1');

    await user.type(screen.getByLabelText('Username'), 'newplayer1');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#123');
    await user.type(screen.getByLabelText('QQ'), '123456789');
    await user.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    await user.click(screen.getByRole('checkbox', { name: /user protocol/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByTestId('dialog');
    expect(dialog).toHaveTextContent('Invalid invitation code');
    expect(api.callsTo('PUT', '/wps/member/register')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await user.clear(code);
    await user.type(code, 'AG001');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo('PUT', '/wps/member/register')).toHaveLength(1));
    expect(api.callsTo('PUT', '/wps/member/register')[0].body).toMatchObject({
      username: 'newplayer1',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      qqNum: '123456789',
      affiliateCode: 'AG001',
      domain: location.host,
      registerUrl: location.href,
      registerMethod: 'WEB',
      ageConfirmed: true,
      termsAccepted: true,
      login: true,
    });
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-1'));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(useModalStore.getState().open.register).toBe(false);
    expect(api.callsTo('GET', '/wps/member/info')).toHaveLength(1);
  });
});
