import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsVipDesk } from './ops-vip-desk.tsx';

const names = (name: string) => ({ EN: name, CN: name, ID: name, TH: name, VI: name });
const level = (number: number, overrides: Record<string, unknown> = {}) => ({
  level: number,
  names: names(number === 0 ? 'Member' : `Bronze ${number}`),
  depositThreshold: `${number * 1000}.00`,
  validBetThreshold: `${number * 5000}.00`,
  keepDeposit: `${number * 100}.00`,
  keepValidBet: `${number * 500}.00`,
  upgradeBonus: `${number * 10}.00`,
  monthlyBonus: `${number * 5}.00`,
  rebateRate: '0.50',
  dailyWithdrawalCount: 5,
  dailyWithdrawalAmount: '50000.00',
  members: 3 - number,
  ...overrides,
});
const payouts = {
  list: [
    {
      id: 9,
      username: 'player01',
      kind: 'UPGRADE',
      level: 1,
      period: '-',
      amount: '10.00',
      createdAt: '2025-03-01T10:00:00Z',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  totalCount: 1,
  totalPages: 1,
};

describe('ops VIP desk', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('edits a level, shows the server refusing the first try, then saves it', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /ops/api/vip/levels': () => ({ value: { list: [level(0), level(1)], currency: 'VND' } }),
      'GET /ops/api/vip/payouts': () => ({ value: payouts }),
      'POST /ops/api/vip/levels': (call) => {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            code: 'vip.level.invalid',
            message: 'Level 1 needs at least the thresholds of level 0',
          };
        }
        return { value: call.body };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<OpsVipDesk />, { path: '/ops' });
    const row = await screen.findByTestId('ops-vip-level-1');
    expect(within(row).getByText('Bronze 1')).toBeInTheDocument();
    expect(within(row).getByText('500.00')).toBeInTheDocument();
    expect(await screen.findByText('player01')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('ops-vip-form');
    expect(within(form).getByText('Edit VIP 1')).toBeInTheDocument();
    const bonus = within(form).getByLabelText('Upgrade bonus');
    await user.clear(bonus);
    await user.type(bonus, '25.00');
    await user.click(within(form).getByRole('button', { name: 'Save level' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'VIP thresholds must rise with the level, and levels must follow each other',
    );
    expect(screen.getByTestId('ops-vip-form')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText('VIP 1 saved.')).toBeInTheDocument();
    expect(screen.queryByTestId('ops-vip-form')).not.toBeInTheDocument();
    const saves = api.callsTo('POST', '/ops/api/vip/levels');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toEqual({
      level: 1,
      names: names('Bronze 1'),
      depositThreshold: '1000.00',
      validBetThreshold: '5000.00',
      keepDeposit: '100.00',
      keepValidBet: '500.00',
      upgradeBonus: '25.00',
      monthlyBonus: '5.00',
      rebateRate: '0.50',
      dailyWithdrawalCount: 5,
      dailyWithdrawalAmount: '50000.00',
    });
  });

  it('adds the next level above the highest one', async () => {
    const api = mockApi({
      'GET /ops/api/vip/levels': () => ({ value: { list: [level(0), level(1)], currency: 'VND' } }),
      'GET /ops/api/vip/payouts': () => ({ value: { ...payouts, list: [], totalCount: 0, totalPages: 0 } }),
      'POST /ops/api/vip/levels': (call) => ({ value: call.body }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsVipDesk />, { path: '/ops' });
    await user.click(await screen.findByRole('button', { name: 'Add VIP 2' }));
    const form = screen.getByTestId('ops-vip-form');
    for (const language of ['EN', 'CN', 'ID', 'TH', 'VI'])
      await user.type(within(form).getByLabelText(`Name (${language})`), `Silver ${language}`);
    await user.click(within(form).getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText('VIP 2 saved.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/vip/levels')[0]!.body).toMatchObject({
      level: 2,
      names: { EN: 'Silver EN', VI: 'Silver VI' },
      upgradeBonus: '0.00',
    });
    expect(screen.getByText('No VIP bonus paid yet.')).toBeInTheDocument();
  });
});
