import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { diffConfig } from './config-diff.ts';
import { OpsSettings } from './ops-settings.tsx';

const CONFIG = {
  siteName: 'Lucky Star',
  maintenance: [] as unknown[],
  withdrawal: {
    minAmount: '10',
    maxAmount: '20000',
    dailyMaxCount: 5,
    dailyMaxAmount: '50000',
    autoReceiptMinutes: 60,
    maxBankAccounts: 3,
    banks: ['Lucky Demo Bank'],
  },
  transfers: { minAmount: '1', maxAmount: '100000', downline: 'ANY_DEPTH' },
  regionRules: { allowCountries: [], denyCountries: ['KP'], allowCidrs: [], denyCidrs: [] },
  modules: { FREEPLAY3: true, VIP3: true },
  languages: { supported: ['EN', 'VI'], default: 'EN' },
};

function fakeSettings() {
  let config: Record<string, unknown> = structuredClone(CONFIG);
  const audit: unknown[] = [];
  return mockApi({
    'GET /ops/api/merchant-config': () => ({ value: config }),
    'PUT /ops/api/merchant-config': (call: ApiCall) => {
      const body = call.body as { config: Record<string, unknown>; reason: string };
      audit.unshift({
        id: audit.length + 1,
        operator: 'admin',
        action: 'MERCHANT_CONFIG_UPDATE',
        targetType: 'MERCHANT',
        targetId: 'demo',
        reason: body.reason,
        before: config,
        after: body.config,
        ip: null,
        createdAt: '2026-11-25T10:00:00.000Z',
      });
      config = body.config;
      return { value: config };
    },
    'GET /ops/api/audit': () => ({
      value: { list: audit, pageNo: 1, pageSize: 10, totalCount: audit.length, totalPages: 1 },
    }),
  });
}

describe('site settings desk', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a maintenance window, refuses an end before its start, previews the change and saves it with a reason', async () => {
    const api = fakeSettings();
    const user = userEvent.setup();
    renderWithApp(<OpsSettings />, { path: '/ops/settings/site' });
    await user.click(await screen.findByRole('button', { name: 'Add a window' }));
    const start = screen.getByLabelText('Start');
    const end = screen.getByLabelText('End');
    await user.clear(start);
    await user.type(start, '2026-12-01T10:00');
    await user.type(end, '2026-12-01T09:00');
    await user.type(screen.getByLabelText('Reason shown to visitors'), 'upgrade');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findByText('The end must come after the start')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-preview')).toBeNull();

    await user.clear(end);
    await user.type(end, '2026-12-01T12:00');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    const preview = await screen.findByTestId('settings-preview');
    expect(preview).toHaveTextContent('3 settings change:');
    expect(preview).toHaveTextContent('maintenance.0.reason: — → "upgrade"');
    expect(preview).toHaveTextContent(`maintenance.0.end: — → "${new Date('2026-12-01T12:00').toISOString()}"`);
    const save = within(preview).getByRole('button', { name: 'Save the change' });
    expect(save).toBeDisabled();
    await user.type(within(preview).getByLabelText('Reason (kept in the audit log)'), 'planned upgrade');
    await user.click(save);
    expect(await screen.findByTestId('settings-saved')).toHaveTextContent('Saved.');
    const [put] = api.callsTo('PUT', '/ops/api/merchant-config');
    const body = put!.body as { config: typeof CONFIG; reason: string };
    expect(body.reason).toBe('planned upgrade');
    expect(body.config.maintenance).toEqual([
      {
        start: new Date('2026-12-01T10:00').toISOString(),
        end: new Date('2026-12-01T12:00').toISOString(),
        reason: 'upgrade',
      },
    ]);
    // Everything else is sent back as it was.
    expect(body.config.withdrawal).toEqual(CONFIG.withdrawal);
    expect(await screen.findByTestId('settings-audit')).toHaveTextContent('planned upgrade');
  });

  it('refuses limits whose most is below their least, and keeps what the form does not edit', async () => {
    const api = fakeSettings();
    const user = userEvent.setup();
    renderWithApp(<OpsSettings />, { path: '/ops/settings/site' });
    await user.click(await screen.findByRole('tab', { name: 'Withdrawal and transfer limits' }));
    const withdrawal = screen.getByRole('group', { name: 'Withdrawals' });
    const most = within(withdrawal).getByLabelText('Most per order');
    await user.clear(most);
    await user.type(most, '5');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findByText('The most must not be below the least')).toBeInTheDocument();
    await user.clear(most);
    await user.type(most, 'lots');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findByText('An amount such as 100.00')).toBeInTheDocument();
    await user.clear(most);
    await user.type(most, '30000');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    const preview = await screen.findByTestId('settings-preview');
    expect(within(preview).getAllByRole('listitem')).toHaveLength(1);
    expect(preview).toHaveTextContent('withdrawal.maxAmount: "20000" → "30000"');
    await user.type(within(preview).getByLabelText('Reason (kept in the audit log)'), 'bigger payouts');
    await user.click(within(preview).getByRole('button', { name: 'Save the change' }));
    await screen.findByTestId('settings-saved');
    const body = api.callsTo('PUT', '/ops/api/merchant-config')[0]!.body as { config: typeof CONFIG };
    expect(body.config.withdrawal).toEqual({ ...CONFIG.withdrawal, maxAmount: '30000' });
  });

  it('refuses a default language that is not offered and bad country codes', async () => {
    fakeSettings();
    const user = userEvent.setup();
    renderWithApp(<OpsSettings />, { path: '/ops/settings/site' });
    await user.click(await screen.findByRole('tab', { name: 'Languages' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findByText('The default must be one of the languages offered')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Region rules' }));
    await user.type(screen.getByLabelText('Allowed countries'), 'vietnam');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findByText('Two-letter country codes such as VN')).toBeInTheDocument();
  });

  it('lists each changed setting of two versions', () => {
    expect(diffConfig({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { b: 2, c: [1, 2] }, e: true })).toEqual([
      { path: 'a.b', before: '1', after: '2' },
      { path: 'd', before: '"x"', after: '—' },
      { path: 'e', before: '—', after: 'true' },
    ]);
  });
});
