import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { clearSession, SESSION_KEYS } from '../../../lib/session-storage.ts';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { PopupNotice } from './popup-notice.tsx';

const notice = (id: number, title: string) => ({
  id,
  type: 'PU',
  title,
  content: `${title} details`,
  execution: 'B',
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: null,
});

function mockPopups() {
  return mockApi({
    'GET /wps/system/notices': () => ({
      value: {
        player: [],
        banners: [],
        promotion: [],
        popup: [notice(1, 'Scheduled upgrade'), notice(2, 'Weekend rebate')],
      },
    }),
  });
}

describe('login pop-up notice', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('stays away from visitors and never asks for notices', () => {
    const api = mockPopups();
    renderWithApp(<PopupNotice />);
    expect(screen.queryByTestId('popup-notice')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows every PU notice after login, once per browser session, even across a logout', async () => {
    mockPopups();
    sessionStorage.setItem(SESSION_KEYS.afterLoginModal, '1');
    const { unmount } = renderWithApp(<PopupNotice />);
    const popup = await screen.findByTestId('popup-notice');
    expect(popup).toHaveTextContent('Scheduled upgrade');
    expect(popup).toHaveTextContent('1 of 2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('popup-notice')).toHaveTextContent('Weekend rebate details');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('popup-notice')).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.afterLoginModal)).toBeNull();
    unmount();

    // Logout clears the session storage but keeps the dismissal; the next login does not bring it back.
    clearSession();
    sessionStorage.setItem(SESSION_KEYS.afterLoginModal, '1');
    renderWithApp(<PopupNotice />);
    act(() => useModalStore.getState().hide('login'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('popup-notice')).toBeNull();
  });

  it('opens when a login finishes while the page is shown, and Escape dismisses it', async () => {
    mockPopups();
    renderWithApp(<PopupNotice />);
    expect(screen.queryByTestId('popup-notice')).toBeNull();
    // The login sequence sets the flag, then closes its modals.
    act(() => {
      sessionStorage.setItem(SESSION_KEYS.afterLoginModal, '1');
      useModalStore.getState().hide('login');
    });
    expect(await screen.findByTestId('popup-notice')).toHaveTextContent('Scheduled upgrade');
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('popup-notice')).toBeNull());
    expect(sessionStorage.getItem('popupNoticeSeen')).toBe('1');
  });
});
