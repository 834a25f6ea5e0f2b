import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';
import { useLogout } from '../hooks/use-logout.ts';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Leave
    </button>
  );
}

describe('logout', () => {
  beforeEach(resetApp);
  afterEach(() => vi.unstubAllGlobals());

  it('confirms, ends the session, keeps only merchant values and goes home', async () => {
    logInAs(1);
    sessionStorage.setItem('merchant', 'lucky');
    sessionStorage.setItem('cpw', '1');
    sessionStorage.setItem('publicityClosed', '1');
    localStorage.setItem('publicityClosed', '1');
    const api = mockApi({ 'DELETE /wps/session/logout': () => ({ value: null }) });
    const { queryClient } = renderWithApp(
      <>
        <LogoutButton />
        <AuthModals />
      </>,
      { path: '/vip' },
    );
    queryClient.setQueryData(['member', 'info', 'token-1'], { account: 'player01' });
    queryClient.setQueryData(['systemStatus'], { status: 0 });
    act(() => useModalStore.getState().show('agentCentre', { page: 'agentTeamOverview' }));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('Are you sure you want to log out?');
    expect(api.callsTo('DELETE', '/wps/session/logout')).toHaveLength(0);
    await user.click(within(screen.getByTestId('dialog')).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(api.callsTo('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ token: null, accountType: null, isLoggedIn: false });
    expect({ ...sessionStorage }).toEqual({ merchant: 'lucky' });
    expect(localStorage.getItem('publicityClosed')).toBeNull();
    expect(useModalStore.getState().open.agentCentre).toBe(false);
    expect(queryClient.getQueryData(['member', 'info', 'token-1'])).toBeUndefined();
    expect(queryClient.getQueryData(['systemStatus'])).toEqual({ status: 0 });
  });
});
