import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../../test/reset-stores.ts';
import { useModalStore, type CentreProps, type DialogProps } from '../../../../lib/modal-store.ts';
import { useAgentFlags } from '../../agent-menu.ts';
import { ContractRequestsPrompt, resetAnnounced, waitingRequests } from '../contract-requests-prompt.tsx';
import { consolidated } from './fixtures.ts';

const FUNDS = 'GET /wps/member/info/funds/consolidated';

describe('useAgentFlags', () => {
  beforeEach(() => {
    resetApp();
    resetAnnounced();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the pages of the kinds held and of waiting offers, from the consolidated call', async () => {
    const api = mockApi({
      [FUNDS]: () => ({
        value: consolidated({ contractKinds: ['DIVIDEND'], contracthoursalreq: 1, realtimesalreqtype: 2 }),
      }),
    });
    logInAs(1);
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useAgentFlags());
      return null;
    }
    renderWithApp(<Probe />);
    await waitFor(() => expect(seen.at(-1)).toEqual({ enableCt: true, salary: false, hourSalary: true }));
    expect(seen[0]).toEqual({ enableCt: false, salary: false, hourSalary: false });
    expect(api.callsTo('GET', '/wps/member/info/funds/consolidated')).toHaveLength(1);
  });

  it('shows Daily Salary for a real-time salary alone, and asks nothing of a visitor', async () => {
    const api = mockApi({ [FUNDS]: () => ({ value: consolidated({ contractKinds: ['REALTIME'] }) }) });
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useAgentFlags());
      return null;
    }
    const { unmount } = renderWithApp(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    expect(seen.at(-1)).toEqual({ enableCt: false, salary: false, hourSalary: false });
    unmount();
    logInAs(1);
    renderWithApp(<Probe />);
    await waitFor(() => expect(seen.at(-1)).toEqual({ enableCt: false, salary: true, hourSalary: false }));
  });
});

describe('contract requests prompt', () => {
  beforeEach(() => {
    resetApp();
    resetAnnounced();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the flags in order: 1 an offer, 2 a termination request', () => {
    expect(waitingRequests(consolidated({ divtypereq: 2, dailysalreqtype: 1 }))).toEqual([
      { kind: 'DAILY_WAGE', type: 'offer', key: 'DAILY_WAGE:offer' },
      { kind: 'DIVIDEND', type: 'termination', key: 'DIVIDEND:termination' },
    ]);
    expect(waitingRequests(consolidated())).toEqual([]);
  });

  it('lists every waiting request in one prompt, announced once, opening the agent centre on the first', async () => {
    mockApi({
      [FUNDS]: () => ({
        value: consolidated({ dailysalreqtype: 1, contracthoursalreq: 2, contractKinds: ['HOURLY'] }),
      }),
    });
    logInAs(1);
    renderWithApp(<ContractRequestsPrompt />);
    await waitFor(() => expect(useModalStore.getState().open.dialog).toBe(true));
    const first = useModalStore.getState().props.dialog as DialogProps;
    expect(first.title).toBe('2 contract requests are waiting');
    expect(first.message).toBe(
      '• You have a new Daily wage contract offer from your upline.\n• You are asked to end a Hourly salary contract.',
    );
    expect(first.confirmText).toBe('View');
    // Another dialog taking the slot does not lose the announcement.
    useModalStore.getState().show('dialog', { message: 'Welcome' });
    useModalStore.getState().hide('dialog');
    await waitFor(() =>
      expect((useModalStore.getState().props.dialog as DialogProps | undefined)?.message).toBe(first.message),
    );
    const again = useModalStore.getState().props.dialog as DialogProps;
    useModalStore.getState().hide('dialog');
    again.onConfirm!();
    expect(useModalStore.getState().open.agentCentre).toBe(true);
    expect(useModalStore.getState().props.agentCentre as CentreProps).toEqual({ page: 'salary' });
    useModalStore.getState().hide('agentCentre');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Both were announced: nothing is repeated.
    expect(useModalStore.getState().open.dialog).toBe(false);
  });

  it('announces a single waiting request with its own title', async () => {
    mockApi({ [FUNDS]: () => ({ value: consolidated({ contracthoursalreq: 2, contractKinds: ['HOURLY'] }) }) });
    logInAs(1);
    renderWithApp(<ContractRequestsPrompt />);
    await waitFor(() => expect(useModalStore.getState().open.dialog).toBe(true));
    const only = useModalStore.getState().props.dialog as DialogProps;
    expect(only.title).toBe('Termination request');
    expect(only.message).toBe('You are asked to end a Hourly salary contract.');
    useModalStore.getState().hide('dialog');
    only.onConfirm!();
    expect(useModalStore.getState().props.agentCentre as CentreProps).toEqual({ page: 'hourSalary' });
  });

  it('says nothing without a waiting request or to a non-agent', async () => {
    const api = mockApi({ [FUNDS]: () => ({ value: consolidated({ dailysalreqtype: 1 }) }) });
    logInAs(0);
    const { unmount } = renderWithApp(<ContractRequestsPrompt />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useModalStore.getState().open.dialog).toBe(false);
    unmount();

    mockApi({ [FUNDS]: () => ({ value: consolidated() }) });
    logInAs(1, 'token-2');
    renderWithApp(<ContractRequestsPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useModalStore.getState().open.dialog).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
