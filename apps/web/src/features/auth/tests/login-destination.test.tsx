import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGuestOnlyPath } from '../../../app/routing/route-table.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { loginValue, memberInfoValue, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

/** Logs in through the modal opened on `path` and answers where the member ends up. */
async function logInFrom(path: string): Promise<string | null> {
  mockApi({
    'POST /wps/session/login': () => ({ value: loginValue() }),
    'GET /wps/member/info': () => ({ value: memberInfoValue() }),
  });
  renderWithApp(<AuthModals />, { path });
  act(() => useModalStore.getState().show('login'));
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'player01');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(useSessionStore.getState().token).toBe('token-1'));
  await waitFor(() => expect(useModalStore.getState().open.login).toBe(false));
  return screen.getByTestId('path').textContent;
}

describe('where a login lands', () => {
  beforeEach(resetApp);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays on the lottery slip the visitor was on, query string and all', async () => {
    expect(await logInFrom('/lottery/play?game=KENO_1M')).toBe('/lottery/play?game=KENO_1M');
  });

  it('stays on the Vietnamese lottery with its region', async () => {
    expect(await logInFrom('/vnlottery?region=MN')).toBe('/vnlottery?region=MN');
  });

  it('goes home from the guest-only login page', async () => {
    expect(await logInFrom('/login')).toBe('/');
  });

  it('counts only the login and register pages as guest-only', () => {
    for (const path of ['/login', '/register', '/register.html', '/LOGIN/']) expect(isGuestOnlyPath(path)).toBe(true);
    for (const path of ['/', '/lottery/play', '/vnlottery', '/promotions', '/vip', '/gameCenter', '/unknown']) expect(isGuestOnlyPath(path)).toBe(false);
  });
});
