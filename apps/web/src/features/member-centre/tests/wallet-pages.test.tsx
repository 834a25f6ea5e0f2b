import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { DepositPage } from '../pages/deposit-page.tsx';
import { buildTransactionQuery, TransactionHistoryPage } from '../pages/transaction-history-page.tsx';
import { WithdrawPage } from '../pages/withdraw-page.tsx';

const emptyPage = { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 };
const methods = {
  currency: 'VND',
  currencySymbol: '₫',
  methods: [
    {
      code: 'BANK',
      name: 'Bank transfer',
      channel: 'MANUAL_BANK',
      minAmount: '10.00',
      maxAmount: '5000.00',
      bankAccount: { bankName: 'Lucky Bank', accountName: 'Lucky Star Ltd', accountNumber: '123456789', branch: null },
    },
    {
      code: 'SANDBOX',
      name: 'Sandbox gateway',
      channel: 'GATEWAY',
      minAmount: '50.00',
      maxAmount: '20000.00',
      bankAccount: null,
    },
  ],
};
const settings = (overrides: Record<string, unknown> = {}) => ({
  currency: 'VND',
  currencySymbol: '₫',
  minAmount: '100.00',
  maxAmount: '10000.00',
  dailyMaxCount: 5,
  dailyMaxAmount: '50000.00',
  usedTodayCount: 0,
  usedTodayAmount: '0.00',
  withdrawable: '1000.00',
  autoReceiptMinutes: 60,
  banks: ['Lucky Bank'],
  maxBankAccounts: 3,
  hasPaymentPassword: true,
  payeeName: 'Nguyen Van A',
  bankAccounts: [
    {
      id: 7,
      bankName: 'Lucky Bank',
      accountNumber: '****6789',
      accountName: 'Nguyen Van A',
      createdAt: '2025-01-01T00:00:00Z',
    },
  ],
  ...overrides,
});
const paidWithdrawal = {
  orderNo: 'W100',
  amount: '300.00',
  currency: 'VND',
  status: 'PAID',
  bankName: 'Lucky Bank',
  accountNumber: '****6789',
  accountName: 'Nguyen Van A',
  reason: null,
  payoutReference: 'PAY-1',
  paidAt: '2025-01-01T10:00:00Z',
  receiptDueAt: '2025-01-01T11:00:00Z',
  receipt: null,
  refundAmount: null,
  createdAt: '2025-01-01T09:00:00Z',
  updatedAt: '2025-01-01T10:00:00Z',
};

describe('wallet pages', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the deposit amount against the method minimum and maximum before sending', async () => {
    const api = mockApi({
      'GET /wps/deposit/methods': () => ({ value: methods }),
      'GET /wps/deposit/orders': () => ({ value: emptyPage }),
      'POST /wps/deposit/orders': (call) => ({
        value: { orderNo: 'D1', status: 'PENDING', paymentUrl: null, ...(call.body as object) },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<DepositPage />);
    expect(await screen.findByText('Lucky Bank')).toBeInTheDocument();
    expect(screen.getByText('123456789')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '5');
    await user.type(screen.getByLabelText('Transfer reference'), 'REF-1');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum amount is ₫ 10.00');
    await user.clear(amount);
    await user.type(amount, '5000.01');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum amount is ₫ 5,000.00');
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(api.callsTo('POST', '/wps/deposit/orders')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(api.callsTo('POST', '/wps/deposit/orders')).toHaveLength(1));
    expect(api.callsTo('POST', '/wps/deposit/orders')[0]!.body).toMatchObject({
      methodCode: 'BANK',
      amount: '250',
      reference: 'REF-1',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });

    // The gateway method has its own limits.
    await user.click(screen.getByRole('radio', { name: /Sandbox gateway/ }));
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum amount is ₫ 50.00');
  });

  it('requests a withdrawal with the payment password and refreshes the balance', async () => {
    const api = mockApi({
      'GET /wps/withdrawal/settings': () => ({ value: settings() }),
      'GET /wps/withdrawal/orders': () => ({ value: emptyPage }),
      'POST /wps/withdrawal/orders': () => ({ value: { ...paidWithdrawal, orderNo: 'W200', status: 'PENDING' } }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<WithdrawPage />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(await screen.findByLabelText('Withdrawal amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your payment password');
    expect(api.callsTo('POST', '/wps/withdrawal/orders')).toHaveLength(0);

    await user.type(screen.getByLabelText('Payment password'), 'pay123');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdrawal W200 was requested and is in review.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/withdrawal/orders')[0]!.body).toMatchObject({
      amount: '300',
      bankAccountId: 7,
      paymentPassword: 'pay123',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['walletBalance'] });
  });

  it('asks for a payment password first when the member has none', async () => {
    mockApi({
      'GET /wps/withdrawal/settings': () => ({ value: settings({ hasPaymentPassword: false, bankAccounts: [] }) }),
      'GET /wps/withdrawal/orders': () => ({ value: emptyPage }),
    });
    renderWithApp(<WithdrawPage />);
    expect(await screen.findByRole('heading', { name: 'Set a payment password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm payment password')).toBeInTheDocument();
  });

  it('confirms a partial receipt with a proof image and refuses other file types', async () => {
    const api = mockApi({
      'GET /wps/withdrawal/settings': () => ({ value: settings() }),
      'GET /wps/withdrawal/orders': () => ({
        value: { ...emptyPage, list: [paidWithdrawal], totalCount: 1, totalPages: 1 },
      }),
      'POST /wps/withdrawal/orders/receipt': (call) => ({
        value: { ...paidWithdrawal, status: 'DISPUTED', ...(call.body as object) },
      }),
    });
    const uploads: FormData[] = [];
    const jsonFetch = api.fetchMock;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/wps/withdrawal/proofs') {
        uploads.push(init?.body as FormData);
        return new Response(JSON.stringify({ success: true, value: [{ proofId: 41, mime: 'image/png', size: 4 }] }), {
          status: 200,
        });
      }
      return jsonFetch(input, init);
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<WithdrawPage />);
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    const form = screen.getByTestId('receipt-form');
    expect(within(form).getByText(/will not be refunded/)).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Partly received'));
    await user.type(within(form).getByLabelText('Received amount'), '200');
    await user.type(within(form).getByLabelText('Remaining amount'), '100');

    const proofs = within(form).getByLabelText(/Proof images/);
    await user.upload(proofs, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Images must be png or jpg');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(proofs, big);
    expect(within(form).getByRole('alert')).toHaveTextContent('Each image may be at most 5 MB');
    await user.upload(proofs, new File(['\x89PNG'], 'proof.png', { type: 'image/png' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send confirmation' }));
    await waitFor(() => expect(api.callsTo('POST', '/wps/withdrawal/orders/receipt')).toHaveLength(1));
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('file') as File).name).toBe('proof.png');
    expect(api.callsTo('POST', '/wps/withdrawal/orders/receipt')[0]!.body).toEqual({
      orderNo: 'W100',
      type: 'PARTIAL',
      receivedAmount: '200',
      remainingAmount: '100',
      proofIds: [41],
    });
  });

  it('builds the account-record query from the type and date filters', async () => {
    expect(buildTransactionQuery({ type: '', from: '', to: '' }, 1)).toEqual({ pageNo: 1, pageSize: 20 });
    expect(buildTransactionQuery({ type: 'DEPOSIT', from: '2025-01-01', to: '2025-01-31' }, 3)).toEqual({
      pageNo: 3,
      pageSize: 20,
      type: 'DEPOSIT',
      from: '2025-01-01',
      to: '2025-01-31',
    });

    const api = mockApi({
      'GET /wps/wallet/transactions': () => ({
        value: { ...emptyPage, totals: { income: '0.00', expense: '0.00', net: '0.00' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<TransactionHistoryPage />);
    expect(await screen.findByText('No records for this filter')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'WITHDRAWAL');
    await user.type(screen.getByLabelText('From'), '2025-02-01');
    await user.type(screen.getByLabelText('To'), '2025-02-10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/wps/wallet/transactions')).toHaveLength(2));
    const query = api.callsTo('GET', '/wps/wallet/transactions')[1]!.query;
    expect(Object.fromEntries(query)).toEqual({
      pageNo: '1',
      pageSize: '20',
      type: 'WITHDRAWAL',
      from: '2025-02-01',
      to: '2025-02-10',
    });
  });
});
