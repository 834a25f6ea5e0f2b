import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { renderDesk } from '../tests/render-desk.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';

const FIRST_SECRET = 'a1'.repeat(32);
const SECOND_SECRET = 'b2'.repeat(32);

type Vendor = {
  code: string;
  displayName: string;
  category: string;
  status: string;
  isHot: boolean;
  sort: number;
  walletEnabled: boolean;
  allowedIps: string[];
  hasSecret: boolean;
  secretSetAt: string | null;
  previousSecretValidUntil: string | null;
  games: number;
};

/** A small server: created vendors join the list (never with their secret), rotation answers a new secret once. */
function fakeVendors() {
  const vendors: Vendor[] = [
    {
      code: 'HOUSE_SLOTS',
      displayName: 'Lucky Slots',
      category: 'RNG',
      status: 'ACTIVE',
      isHot: true,
      sort: 1,
      walletEnabled: true,
      allowedIps: [],
      hasSecret: true,
      secretSetAt: '2026-01-01T00:00:00Z',
      previousSecretValidUntil: null,
      games: 3,
    },
  ];
  return mockApi({
    'GET /ops/api/deposits': () => ({ value: { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 } }),
    'GET /ops/api/vendors': () => ({ value: vendors }),
    'POST /ops/api/vendors': (call) => {
      const body = call.body as Vendor;
      const vendor: Vendor = {
        ...body,
        hasSecret: true,
        secretSetAt: '2026-02-01T00:00:00Z',
        previousSecretValidUntil: null,
        games: 0,
      };
      vendors.push(vendor);
      return { value: { vendor, walletSecret: FIRST_SECRET } };
    },
    'PUT /ops/api/vendors': (call) => {
      const body = call.body as Partial<Vendor> & { code: string };
      const vendor = vendors.find((row) => row.code === body.code)!;
      Object.assign(vendor, Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'reason')));
      return { value: vendor };
    },
    'POST /ops/api/vendors/rotate-secret': (call) => {
      const vendor = vendors.find((row) => row.code === (call.body as { code: string }).code)!;
      vendor.previousSecretValidUntil = '2026-02-02T00:00:00Z';
      return { value: { vendor, walletSecret: SECOND_SECRET } };
    },
  });
}

describe('finance desk vendors section', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown to admins only', async () => {
    fakeVendors();
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    renderDesk();
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vendors' })).not.toBeInTheDocument();
  });

  it("shows a new vendor's secret once: until it is stored, and never again after", async () => {
    const api = fakeVendors();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('link', { name: 'Vendors' }));
    expect(within(await screen.findByTestId('ops-vendor-access')).getByText('Lucky Slots')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New vendor' }));
    const form = screen.getByTestId('vendor-form');
    await user.type(within(form).getByLabelText('Code'), 'acme_live');
    await user.type(within(form).getByLabelText('Name'), 'Acme Live');
    await user.selectOptions(within(form).getByLabelText('Category'), 'LIVE');
    await user.type(within(form).getByLabelText('Allowed addresses'), '203.0.113.0/24{Enter}2001:db8::/32');
    await user.click(within(form).getByRole('button', { name: 'Create vendor' }));

    const reveal = await screen.findByTestId('vendor-secret');
    expect(within(reveal).getByText(FIRST_SECRET)).toBeInTheDocument();
    expect(reveal).toHaveTextContent('It is shown only this once');
    expect(api.callsTo('POST', '/ops/api/vendors')[0]!.body).toMatchObject({
      code: 'ACME_LIVE',
      displayName: 'Acme Live',
      category: 'LIVE',
      walletEnabled: true,
      allowedIps: ['203.0.113.0/24', '2001:db8::/32'],
    });
    // The list refetched after the creation shows the vendor, not its secret.
    const table = await screen.findByTestId('ops-vendor-access');
    await waitFor(() => expect(within(table).getByText('Acme Live')).toBeInTheDocument());
    expect(table).not.toHaveTextContent(FIRST_SECRET);

    await user.click(within(reveal).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByTestId('vendor-secret')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(FIRST_SECRET);
    // Leaving the section and coming back does not bring it back either.
    await user.click(screen.getByRole('link', { name: 'Games' }));
    await user.click(screen.getByRole('link', { name: 'Vendors' }));
    await screen.findByTestId('ops-vendor-access');
    expect(document.body).not.toHaveTextContent(FIRST_SECRET);
  });

  it('rotates a secret, showing the new one once with when the old one stops, and switches the wallet off', async () => {
    const api = fakeVendors();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('link', { name: 'Vendors' }));
    const table = await screen.findByTestId('ops-vendor-access');

    await user.click(within(table).getByRole('button', { name: 'Rotate secret' }));
    const rotate = screen.getByTestId('vendor-rotate');
    await user.type(within(rotate).getByLabelText('Old secret keeps working for (hours)'), '2');
    await user.type(within(rotate).getByLabelText('Reason (optional, for the audit log)'), 'Yearly');
    await user.click(within(rotate).getByRole('button', { name: 'Make new secret' }));
    const reveal = await screen.findByTestId('vendor-secret');
    expect(within(reveal).getByText(SECOND_SECRET)).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/vendors/rotate-secret')[0]!.body).toEqual({
      code: 'HOUSE_SLOTS',
      graceHours: 2,
      reason: 'Yearly',
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('ops-vendor-access')).getByText(/Old secret works until/)).toBeInTheDocument(),
    );
    await user.click(within(reveal).getByRole('button', { name: 'I have stored it' }));
    expect(document.body).not.toHaveTextContent(SECOND_SECRET);

    await user.click(
      within(screen.getByTestId('ops-vendor-access')).getByRole('button', { name: 'Switch wallet off' }),
    );
    expect(
      await within(screen.getByTestId('ops-vendor-access')).findByRole('button', { name: 'Switch wallet on' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/ops/api/vendors')[0]!.body).toEqual({ code: 'HOUSE_SLOTS', walletEnabled: false });
  });
});
