import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsMallDesk } from './ops-mall-desk.tsx';

const text = (value: string) => ({ EN: value, CN: value, ID: value, TH: value, VI: value });
const hoodie = {
  id: 3,
  names: text('Lucky hoodie'),
  descriptions: text('A warm hoodie.'),
  imageUrl: '/assets/mall/hoodie.svg',
  kind: 'GOODS',
  pointsCost: 3000,
  cashValue: '0.00',
  stock: 50,
  isEnabled: true,
  sort: 2,
};
const redemption = {
  id: 11,
  orderNo: 'MR0011',
  itemId: 3,
  itemNames: text('Lucky hoodie'),
  itemImageUrl: '/assets/mall/hoodie.svg',
  kind: 'GOODS',
  quantity: 1,
  points: 3000,
  cashValue: '0.00',
  status: 'IN_PROCESS',
  deliveryInfo: 'Nguyen Van A, 0912345678, Hanoi',
  reason: null,
  createdAt: '2025-03-01T10:00:00Z',
  reviewedAt: null,
  username: 'player01',
  reviewedBy: null,
};
const pageOf = (list: unknown[]) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length ? 1 : 0,
});
const config = {
  betMoneyPerPoint: {
    ELOTT: '10.00',
    LOTT: '10.00',
    LIVE: '10.00',
    SPORTS: '10.00',
    FISH: '10.00',
    RNG: '10.00',
    PVP: '10.00',
    ESPORTS: '10.00',
  },
  depositMoneyPerPoint: '10.00',
  convert: { isEnabled: true, points: 100, cash: '1.00', minPoints: 100 },
  currency: 'VND',
};

describe('ops mall desk', () => {
  beforeEach(() => resetApp());
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('approves a redemption with a note and rejects another only with a reason', async () => {
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    let status = 'IN_PROCESS';
    const api = mockApi({
      'GET /ops/api/mall/redemptions': () => ({
        value: pageOf(status === 'IN_PROCESS' ? [redemption, { ...redemption, id: 12, orderNo: 'MR0012' }] : []),
      }),
      'POST /ops/api/mall/redemptions/approve': (call) => ({
        value: {
          ...redemption,
          status: 'APPROVED',
          reason: (call.body as { note?: string }).note ?? null,
          reviewedBy: 'finance',
        },
      }),
      'POST /ops/api/mall/redemptions/reject': () => ({
        status: 409,
        code: 'order.state.invalid',
        message: 'The redemption is APPROVED',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsMallDesk />, { path: '/ops' });
    const [first, second] = await screen.findAllByTestId('ops-mall-redemption-row');
    // Finance reviews redemptions only: no tabs for items or rates.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Redemptions' })).toBeInTheDocument();
    expect(within(first!).getByText('Nguyen Van A, 0912345678, Hanoi')).toBeInTheDocument();
    expect(within(first!).getByText('Lucky hoodie × 1')).toBeInTheDocument();
    expect(api.callsTo('GET', '/ops/api/mall/redemptions')[0]!.query.get('status')).toBe('IN_PROCESS');

    await user.click(within(first!).getByRole('button', { name: 'Approve' }));
    await user.type(within(first!).getByLabelText('Note (optional)'), 'Sent by courier, tracking VN123');
    await user.click(within(first!).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Redemption MR0011 is now Approved.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/mall/redemptions/approve')[0]!.body).toEqual({
      id: 11,
      note: 'Sent by courier, tracking VN123',
    });

    await user.click(within(second!).getByRole('button', { name: 'Reject' }));
    const confirm = within(second!).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(second!).getByLabelText('Reason'), 'Address outside delivery area');
    await user.click(confirm);
    expect(api.callsTo('POST', '/ops/api/mall/redemptions/reject')[0]!.body).toEqual({
      id: 12,
      reason: 'Address outside delivery area',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot change from its current status');
    expect(screen.queryByText('Redemption MR0011 is now Approved.')).not.toBeInTheDocument();

    status = 'DONE';
    await user.selectOptions(screen.getByLabelText('Status'), 'ALL');
    await waitFor(() => expect(api.callsTo('GET', '/ops/api/mall/redemptions').at(-1)!.query.get('status')).toBeNull());
  });

  it('creates a cash item and hides an item', async () => {
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
    const api = mockApi({
      'GET /ops/api/mall/redemptions': () => ({ value: pageOf([]) }),
      'GET /ops/api/mall/items': () => ({ value: { list: [hoodie], currency: 'VND' } }),
      'POST /ops/api/mall/items': (call) => ({ value: { ...hoodie, id: 4, ...(call.body as object) } }),
      'POST /ops/api/mall/items/enabled': () => ({ value: { ...hoodie, isEnabled: false } }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsMallDesk />, { path: '/ops' });
    await user.click(await screen.findByRole('tab', { name: 'Mall items' }));
    const row = await screen.findByTestId('ops-mall-item-row');
    expect(within(row).getByText('Lucky hoodie')).toBeInTheDocument();
    expect(within(row).getByText('Shown')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Hide' }));
    expect(api.callsTo('POST', '/ops/api/mall/items/enabled')[0]!.body).toEqual({ id: 3, isEnabled: false });

    await user.click(screen.getByRole('button', { name: 'New item' }));
    const form = screen.getByTestId('ops-mall-item-form');
    for (const language of ['EN', 'CN', 'ID', 'TH', 'VI']) {
      await user.type(within(form).getByLabelText(`Name (${language})`), `Voucher ${language}`);
      await user.type(within(form).getByLabelText(`Description (${language})`), `Cash ${language}`);
    }
    await user.type(within(form).getByLabelText('Image address'), '/assets/mall/voucher-50.svg');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'CASH');
    await user.type(within(form).getByLabelText('Points cost'), '5000');
    await user.type(within(form).getByLabelText('Cash value'), '50.00');
    await user.click(within(form).getByRole('button', { name: 'Save item' }));

    expect(await screen.findByText('Item saved.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/mall/items')[0]!.body).toEqual({
      names: { EN: 'Voucher EN', CN: 'Voucher CN', ID: 'Voucher ID', TH: 'Voucher TH', VI: 'Voucher VI' },
      descriptions: { EN: 'Cash EN', CN: 'Cash CN', ID: 'Cash ID', TH: 'Cash TH', VI: 'Cash VI' },
      imageUrl: '/assets/mall/voucher-50.svg',
      kind: 'CASH',
      pointsCost: 5000,
      cashValue: '50.00',
      stock: null,
      sort: 0,
      isEnabled: true,
    });
    expect(screen.queryByTestId('ops-mall-item-form')).not.toBeInTheDocument();
  });

  it('saves the points rates', async () => {
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
    const api = mockApi({
      'GET /ops/api/mall/redemptions': () => ({ value: pageOf([]) }),
      'GET /ops/api/mall/points-config': () => ({ value: config }),
      'PUT /ops/api/mall/points-config': (call) => ({ value: { ...(call.body as object), currency: 'VND' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsMallDesk />, { path: '/ops' });
    await user.click(await screen.findByRole('tab', { name: 'Points rates' }));
    const form = await screen.findByTestId('ops-points-config');
    const slots = within(form).getByLabelText('Slots');
    await user.clear(slots);
    await user.type(slots, '5.00');
    const deposit = within(form).getByLabelText('Deposits');
    await user.clear(deposit);
    await user.type(deposit, '0');
    await user.click(within(form).getByLabelText('Members may convert points to cash'));
    await user.click(within(form).getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByText('Rates saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/ops/api/mall/points-config')[0]!.body).toEqual({
      betMoneyPerPoint: { ...config.betMoneyPerPoint, RNG: '5.00' },
      depositMoneyPerPoint: '0',
      convert: { isEnabled: false, points: 100, cash: '1.00', minPoints: 100 },
    });
  });
});
