import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { BankBindForm } from '../components/wallet/bank-bind-form.tsx';
import { PaymentPasswordForm } from '../components/wallet/payment-password-form.tsx';
import { TransferUplinePage } from '../pages/transfer-upline-page.tsx';

const upline = {
  uplineUsername: 'agent01',
  uplineNickname: null,
  available: '500.00',
  minAmount: '10.00',
  maxAmount: '1000.00',
  hasPaymentPassword: true,
};

describe('wallet forms', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });

  it('checks a transfer to the upline against the limits and the available money, then sends it', async () => {
    const api = mockApi({
      'GET /wps/transfer/upline': () => ({ value: upline }),
      'POST /wps/transfer/upline': () => ({
        value: {
          id: 1,
          amount: '20.00',
          currency: 'VND',
          toUsername: 'agent01',
          remark: null,
          createdAt: '2025-01-01T00:00:00Z',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<TransferUplinePage />);
    const amount = await screen.findByLabelText('Transfer amount');
    await user.type(amount, '600');
    await user.type(screen.getByLabelText('Payment password'), 'pay123');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount is more than you can use');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.callsTo('POST', '/wps/transfer/upline')).toHaveLength(1));
    expect(api.callsTo('POST', '/wps/transfer/upline')[0]!.body).toMatchObject({
      amount: '20',
      paymentPassword: 'pay123',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() => expect(screen.getByLabelText('Transfer amount')).toHaveValue(''));
    // The fields are the shared TransferFields, outside register: the contract schema still refuses them empty.
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(api.callsTo('POST', '/wps/transfer/upline')).toHaveLength(1);
  });

  it('refuses a short or mismatched payment password before sending', async () => {
    const api = mockApi({ 'POST /wps/member/payment-password': () => ({ value: null }) });
    const user = userEvent.setup();
    renderWithApp(<PaymentPasswordForm />);
    await user.type(screen.getByLabelText('Payment password'), '123');
    await user.type(screen.getByLabelText('Confirm payment password'), '123');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 6 characters');
    expect(api.callsTo('POST', '/wps/member/payment-password')).toHaveLength(0);
    await user.type(screen.getByLabelText('Payment password'), '456');
    await user.type(screen.getByLabelText('Confirm payment password'), '789');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords do not match');
    expect(api.callsTo('POST', '/wps/member/payment-password')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    await waitFor(() => expect(api.callsTo('POST', '/wps/member/payment-password')).toHaveLength(1));
    expect(api.callsTo('POST', '/wps/member/payment-password')[0]!.body).toEqual({
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('binds an account in the registered payee name and refuses a bad account number', async () => {
    const api = mockApi({
      'POST /wps/member/bank-accounts': () => ({
        value: { id: 9, bankName: 'ACB', accountNumber: '****7890', accountName: 'Nguyen Van A', createdAt: '' },
      }),
    });
    let done = 0;
    const user = userEvent.setup();
    renderWithApp(<BankBindForm banks={['ACB', 'Lucky Bank']} payeeName="Nguyen Van A" onDone={() => (done += 1)} />);
    expect(screen.getByLabelText('Account holder')).toHaveValue('Nguyen Van A');
    await user.type(screen.getByLabelText('Account number'), '12ab');
    await user.type(screen.getByLabelText('Payment password'), 'pay123');
    await user.click(screen.getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account number is 6 to 34 digits');
    expect(api.callsTo('POST', '/wps/member/bank-accounts')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), ' 1234567890 ');
    await user.selectOptions(screen.getByLabelText('Bank'), 'Lucky Bank');
    await user.click(screen.getByRole('button', { name: 'Bind account' }));
    await waitFor(() => expect(done).toBe(1));
    expect(api.callsTo('POST', '/wps/member/bank-accounts')[0]!.body).toEqual({
      bankName: 'Lucky Bank',
      accountNumber: '1234567890',
      paymentPassword: 'pay123',
    });
  });
});
