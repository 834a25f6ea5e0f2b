import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

/** The server's refusal of a login during a cool-off or self-exclusion (responsible play, issue 20). */
const excluded = (kind: 'COOL_OFF' | 'SELF_EXCLUSION', until: string | null) => ({
  status: 403,
  success: false,
  code: 'account.excluded',
  message: 'This account is on a cool-off or self-exclusion until the date shown',
  value: { kind, until },
});

async function refusedLogin(answer: ReturnType<typeof excluded>): Promise<HTMLElement> {
  mockApi({ 'POST /wps/session/login': () => answer });
  renderWithApp(<AuthModals />, { path: '/' });
  act(() => useModalStore.getState().show('login'));
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'player01');
  await user.type(screen.getByLabelText('Password'), 'player1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('alert');
}

describe('login refused during a cool-off or self-exclusion', () => {
  beforeEach(resetApp);
  afterEach(() => vi.unstubAllGlobals());

  it('says until when a cool-off runs, in the reader’s format and time zone', async () => {
    const until = '2026-11-27T09:30:00.000Z';
    const alert = await refusedLogin(excluded('COOL_OFF', until));
    expect(alert).toHaveTextContent(
      `Your cool-off is running: you can log in again from ${formatDateTime(until, 'EN')}.`,
    );
  });

  it('says until when a self-exclusion runs', async () => {
    const until = '2027-05-27T09:30:00.000Z';
    const alert = await refusedLogin(excluded('SELF_EXCLUSION', until));
    expect(alert).toHaveTextContent(
      `You have excluded yourself from play until ${formatDateTime(until, 'EN')}; you can log in again from then.`,
    );
  });

  it('says a permanent self-exclusion is permanent', async () => {
    const alert = await refusedLogin(excluded('SELF_EXCLUSION', null));
    expect(alert).toHaveTextContent('You have excluded yourself from play permanently');
  });
});
