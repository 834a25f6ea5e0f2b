import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { AuditLog } from './audit-log.tsx';
import { snapshotLines } from './audit-values.ts';

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  operator: 'finance',
  action: 'MEMBER_ADJUST',
  targetType: 'MEMBER',
  targetId: 'player02',
  reason: 'Goodwill, a lost round',
  before: { balance: '20000', held: '0' },
  after: { balance: '21234', transferId: 77, direction: 'CREDIT', amount: '1234' },
  ip: '10.0.0.1',
  createdAt: '2026-01-02T10:00:00Z',
  ...overrides,
});
const page = (list: unknown[], totalCount = list.length) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount,
  totalPages: Math.ceil(totalCount / 20),
});

describe('the audit log', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('formats amounts: minor units the server wrote as their strings, decimal strings as they are', () => {
    const format = { language: 'EN', scale: 2 };
    expect(snapshotLines({ balance: '1234567', held: '0', transferId: 77 }, format)).toEqual([
      'balance: 12,345.67',
      'held: 0.00',
      'transfer id: 77',
    ]);
    expect(snapshotLines({ amount: '-5', rewardAmount: '18.50' }, format)).toEqual([
      'amount: -0.05',
      'reward amount: 18.50',
    ]);
    expect(snapshotLines(null, format)).toBeNull();
    const words = { ...format, words: { yes: 'Yes', no: 'No' } };
    expect(snapshotLines({ totpRequired: true, allowedIps: [], roles: ['a', 'b'] }, words)).toEqual([
      'totp required: Yes',
      'allowed ips: -',
      'roles: a, b',
    ]);
  });

  it('shows actions and targets as words, filters by operator, action, target and date, and exports the filter', async () => {
    const api = mockApi({
      'GET /ops/api/audit': ({ query }: ApiCall) =>
        query.get('action') === 'OPERATOR_CREATE'
          ? { value: page([entry(2, { action: 'OPERATOR_CREATE', targetType: 'OPERATOR', targetId: 'ops.bob' })]) }
          : { value: page([entry(1)]) },
    });
    let exported = '';
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          void blob.text().then((text) => (exported = text));
          return 'blob:audit';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AuditLog />, { path: '/ops/operators/audit' });
    const table = await screen.findByTestId('ops-audit');
    expect(within(table).getByText('Balance adjusted')).toBeInTheDocument();
    expect(within(table).getByText('Member')).toBeInTheDocument();
    expect(within(table).getByText('amount: 12.34')).toBeInTheDocument();
    expect(within(table).getByText('balance: 200.00')).toBeInTheDocument();

    const filters = screen.getByTestId('ops-audit-filters');
    await user.type(within(filters).getByLabelText('Operator'), 'admin');
    await user.selectOptions(within(filters).getByLabelText('Action'), 'OPERATOR_CREATE');
    await user.selectOptions(within(filters).getByLabelText('Target'), 'OPERATOR');
    await user.type(within(filters).getByLabelText('From'), '2026-01-01');
    await user.click(within(filters).getByRole('button', { name: 'Filter' }));
    expect(await within(screen.getByTestId('ops-audit')).findByText('Operator created')).toBeInTheDocument();
    const last = api.callsTo('GET', '/ops/api/audit').at(-1)!.query;
    expect(Object.fromEntries(last)).toMatchObject({
      operator: 'admin',
      action: 'OPERATOR_CREATE',
      targetType: 'OPERATOR',
      from: '2026-01-01',
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/ops/operators/audit');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(exported).toContain('Operator created'));
    const [header, row] = exported.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Time,Operator,Address,Action,Target,Target id,Reason,Before,After');
    expect(row).toContain('finance,10.0.0.1,Operator created,Operator,ops.bob');
    expect(api.callsTo('GET', '/ops/api/audit').at(-1)!.query.get('pageSize')).toBe('100');
  });
});
