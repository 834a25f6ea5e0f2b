import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAgentCentre, openMemberCentre, showDialog, useModalStore } from '../lib/modal-store.ts';
import { SESSION_KEYS } from '../lib/session-storage.ts';
import { logInAs, resetApp } from '../test/reset-stores.ts';
import { Overlays } from './overlays.tsx';
import { renderInSite, startTestI18n } from '../test/site-fixtures.tsx';

// Stand-ins that only say they are mounted: what is under test is when each overlay's chunk is loaded.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../features/auth/components/auth-modals.tsx', () => {
  loaded.add('auth');
  return { AuthModals: () => <p>auth modals</p> };
});
vi.mock('../features/member-centre/member-centre.tsx', () => {
  loaded.add('memberCentre');
  return { MemberCentre: () => <p>member centre</p> };
});
vi.mock('../features/agent-centre/agent-centre.tsx', () => {
  loaded.add('agentCentre');
  return { AgentCentre: () => <p>agent centre</p> };
});
vi.mock('../features/agent-centre/contracts/contract-requests-prompt.tsx', () => {
  loaded.add('contractPrompt');
  return { ContractRequestsPrompt: () => <p>contract prompt</p> };
});
vi.mock('../features/content/components/popup-notice.tsx', () => {
  loaded.add('popupNotice');
  return { PopupNotice: () => <p>popup notice</p> };
});

beforeAll(startTestI18n);
afterEach(() => {
  resetApp();
  window.history.replaceState(null, '', '/');
});

describe('overlays', () => {
  it('loads nothing for a visitor who opens nothing', async () => {
    renderInSite(<Overlays />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual(new Set());
    expect(
      screen.queryByText(/auth modals|member centre|agent centre|contract prompt|popup notice/),
    ).not.toBeInTheDocument();
  });

  it('mounts the auth modals when one of them opens, and keeps them mounted after it closes', async () => {
    renderInSite(<Overlays />);
    act(() => useModalStore.getState().show('login'));
    expect(await screen.findByText('auth modals')).toBeInTheDocument();
    act(() => useModalStore.getState().hide('login'));
    expect(screen.getByText('auth modals')).toBeInTheDocument();
  });

  it('mounts the auth modals for any dialog, and at once for a password change still pending after a reload', async () => {
    renderInSite(<Overlays />);
    act(() => showDialog({ message: 'Hello' }));
    expect(await screen.findByText('auth modals')).toBeInTheDocument();
    resetApp();

    sessionStorage.setItem(SESSION_KEYS.passwordChangePending, '1');
    logInAs(0);
    renderInSite(<Overlays />);
    expect(await screen.findByText('auth modals')).toBeInTheDocument();
  });

  it('mounts the member and agent centres when they open', async () => {
    renderInSite(<Overlays />);
    act(() => openMemberCentre('withdraw'));
    expect(await screen.findByText('member centre')).toBeInTheDocument();
    expect(screen.queryByText('agent centre')).not.toBeInTheDocument();
    act(() => openAgentCentre());
    expect(await screen.findByText('agent centre')).toBeInTheDocument();
  });

  it('mounts the member centre at once on the way back from a payment gateway', async () => {
    window.history.replaceState(null, '', '/?page=depositv2&orderNo=D123');
    renderInSite(<Overlays />);
    expect(await screen.findByText('member centre')).toBeInTheDocument();
  });

  it('prompts agents only about their contracts', async () => {
    logInAs(0);
    const { unmount } = renderInSite(<Overlays />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('contract prompt')).not.toBeInTheDocument();
    unmount();
    logInAs(1);
    renderInSite(<Overlays />);
    expect(await screen.findByText('contract prompt')).toBeInTheDocument();
  });

  it('mounts the after-login notice once the login sequence flags it and closes its modals', async () => {
    renderInSite(<Overlays />);
    act(() => useModalStore.getState().show('login'));
    await screen.findByText('auth modals');
    expect(screen.queryByText('popup notice')).not.toBeInTheDocument();
    logInAs(0);
    sessionStorage.setItem(SESSION_KEYS.afterLoginModal, '1');
    act(() => useModalStore.getState().hide('login'));
    expect(await screen.findByText('popup notice')).toBeInTheDocument();
  });
});
