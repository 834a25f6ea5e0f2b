import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../../test/reset-stores.ts';
import { useModalStore, type DialogProps } from '../../../../lib/modal-store.ts';
import { ContractActions } from '../components/contract-actions.tsx';
import { contract } from './fixtures.ts';

const offerForMe = (kind: 'DAILY_WAGE' | 'DIVIDEND' | 'HOURLY' | 'REALTIME') =>
  contract({
    id: 7,
    kind,
    status: 'OFFERED',
    payeeUsername: 'sub01',
    payerUsername: 'agent01',
    startsAt: null,
    pendingRequest: { type: 'NEW', requestedBy: 'PAYER', waitingForMe: true },
  });

describe('contract actions', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['DAILY_WAGE', '/wps/relay/MCS2_processDailySalContract'],
    ['DIVIDEND', '/wps/relay/MCS2_processDividendReq'],
    ['HOURLY', '/wps/relay/MCS2_processContractHourSalary'],
    ['REALTIME', '/wps/relay/MCSFE_processRealTimeSalaryContract'],
  ] as const)('answers a %s offer with its own process call', async (kind, path) => {
    const api = mockApi({
      [`POST ${path}`]: () => ({ value: { ...offerForMe(kind), status: 'ACTIVE', pendingRequest: null } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ContractActions contract={offerForMe(kind)} side="PAYEE" />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', path)).toHaveLength(1));
    expect(api.callsTo('POST', path)[0]!.body).toEqual({ contractId: 7, action: 'ACCEPT', confirm: false });
  });

  it('rejects an offer, and shows a refusal', async () => {
    const api = mockApi({
      'POST /wps/relay/MCS2_processDailySalContract': () => ({
        status: 409,
        code: 'contract.state.invalid',
        message: 'x',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<ContractActions contract={offerForMe('DAILY_WAGE')} side="PAYEE" />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This contract cannot change from its current status');
    expect(api.calls[0]!.body).toEqual({ contractId: 7, action: 'REJECT', confirm: false });
  });

  it('says what happened after a rejection of an offer and of a termination request', async () => {
    mockApi({
      'POST /wps/relay/MCS2_processDailySalContract': () => ({
        value: { ...offerForMe('DAILY_WAGE'), status: 'REJECTED' },
      }),
      'POST /wps/relay/MCS2_processContractHourSalary': () => ({ value: contract({ id: 9, kind: 'HOURLY' }) }),
    });
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<ContractActions contract={offerForMe('DAILY_WAGE')} side="PAYEE" />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect((useModalStore.getState().props.dialog as DialogProps | undefined)?.message).toBe(
        'You rejected the Daily wage contract offer from agent01.',
      ),
    );
    unmount();
    useModalStore.getState().hide('dialog');
    const asked = contract({
      id: 9,
      kind: 'HOURLY',
      payeeUsername: 'sub01',
      payerUsername: 'agent01',
      pendingRequest: { type: 'TERMINATION', requestedBy: 'PAYEE', waitingForMe: true },
    });
    renderWithApp(<ContractActions contract={asked} side="PAYER" />);
    await user.click(screen.getAllByRole('button')[1]!);
    await waitFor(() =>
      expect((useModalStore.getState().props.dialog as DialogProps | undefined)?.message).toBe(
        'You refused to end the Hourly salary contract with sub01; it stays live.',
      ),
    );
  });

  it('warns when accepting ends downline contracts and proceeds with confirm', async () => {
    const api = mockApi({
      'POST /wps/relay/MCS2_processDailySalContract': (call) =>
        (call.body as { confirm: boolean }).confirm
          ? { value: { ...offerForMe('DAILY_WAGE'), status: 'ACTIVE', pendingRequest: null } }
          : {
              status: 409,
              code: 'contract.lower.rate',
              message: 'x',
              value: { affected: [{ contractId: 9, kind: 'DAILY_WAGE', payeeUsername: 'sub02' }] },
            },
    });
    const user = userEvent.setup();
    renderWithApp(<ContractActions contract={offerForMe('DAILY_WAGE')} side="PAYEE" />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const warning = await screen.findByTestId('lower-rate-warning');
    expect(warning).toHaveTextContent('#9 Daily wage of sub02');
    await user.click(within(warning).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(screen.queryByTestId('lower-rate-warning')).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.body)).toEqual([
      { contractId: 7, action: 'ACCEPT', confirm: false },
      { contractId: 7, action: 'ACCEPT', confirm: true },
    ]);
    // Answering the side that accepts: the warning says "end now" there, and a message says what happened.
    expect(warning).toHaveTextContent('If you proceed, these contracts end now');
    const told = useModalStore.getState().props.dialog as DialogProps;
    expect(told.message).toBe('You accepted the Daily wage contract from agent01. It is live now.');
  });

  it("asks to end a live contract only after confirming, and answers the other side's request", async () => {
    const api = mockApi({
      'POST /wps/agent/contracts/terminate': () => ({ value: contract({ id: 8 }) }),
      'POST /wps/relay/MCS2_processDividendReq': () => ({ value: contract({ id: 8 }) }),
    });
    const user = userEvent.setup();
    const live = contract({ id: 8, payeeUsername: 'sub01', payerUsername: 'agent01' });
    const { unmount } = renderWithApp(<ContractActions contract={live} side="PAYER" />);
    await user.click(screen.getByRole('button', { name: 'Request termination' }));
    expect(api.calls).toHaveLength(0);
    const dialog = useModalStore.getState().props.dialog as DialogProps;
    expect(dialog.message).toBe('Ask to end this contract? It ends when the other side accepts.');
    dialog.onConfirm!();
    await waitFor(() => expect(api.callsTo('POST', '/wps/agent/contracts/terminate')).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({ contractId: 8 });
    unmount();

    // The downline asked to end it: the upline agrees with the kind's process call; no second request button.
    const asked = {
      ...live,
      kind: 'DIVIDEND' as const,
      pendingRequest: { type: 'TERMINATION' as const, requestedBy: 'PAYEE' as const, waitingForMe: true },
    };
    renderWithApp(<ContractActions contract={asked} side="PAYER" />);
    expect(screen.queryByRole('button', { name: 'Request termination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agree to end' }));
    await waitFor(() => expect(api.callsTo('POST', '/wps/relay/MCS2_processDividendReq')).toHaveLength(1));
    expect(api.callsTo('POST', '/wps/relay/MCS2_processDividendReq')[0]!.body).toEqual({
      contractId: 8,
      action: 'ACCEPT',
      confirm: false,
    });
  });

  it('lets the offerer withdraw a pending offer and shows nothing to do while waiting', () => {
    mockApi({});
    const pending = {
      ...offerForMe('HOURLY'),
      pendingRequest: { type: 'NEW' as const, requestedBy: 'PAYER' as const, waitingForMe: false },
    };
    renderWithApp(<ContractActions contract={pending} side="PAYER" />);
    expect(screen.getByRole('button', { name: 'Withdraw offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request termination' })).not.toBeInTheDocument();
  });
});
