import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsMissions } from './ops-missions.tsx';

const mission = {
  id: 4,
  title: { EN: 'Lucky Start', VI: 'Khởi Đầu May Mắn' },
  description: { EN: 'Spin any slot game 3 times today.' },
  period: 'DAILY',
  metric: 'ROUNDS',
  gameCategory: 'RNG',
  target: '3',
  rewardAmount: '1.00',
  enabled: true,
  sort: 0,
  startsAt: null,
  endsAt: null,
  claimCount: 2,
  paidAmount: '2.00',
  updatedAt: '2025-03-10T00:00:00Z',
};
const rules = [
  {
    kind: 'FIRST_DEPOSIT',
    threshold: '100.00',
    rewardAmount: '10.00',
    enabled: true,
    paidCount: 0,
    paidAmount: '0.00',
  },
];

describe('ops missions desk', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('lists missions, creates one with its texts and goal, and switches one off', async () => {
    const api = mockApi({
      'GET /ops/api/missions': () => ({ value: [mission] }),
      'GET /ops/api/referral/rules': () => ({ value: rules }),
      'POST /ops/api/missions/create': (call) => ({ value: { ...mission, id: 5, ...(call.body as object) } }),
      'POST /ops/api/missions/status': () => ({ value: { ...mission, enabled: false } }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsMissions />, { path: '/ops' });
    const row = await screen.findByTestId('ops-mission-row');
    expect(within(row).getByText('Rounds played 3 · Slot')).toBeInTheDocument();
    expect(within(row).getByText('2.00')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(api.callsTo('POST', '/ops/api/missions/status')[0]!.body).toEqual({ id: 4, enabled: false });

    await user.click(screen.getByRole('button', { name: 'New mission' }));
    const form = screen.getByTestId('ops-mission-form');
    await user.type(within(form).getByLabelText('Title (EN)'), 'Weekend spinner');
    await user.type(within(form).getByLabelText('Description (EN)'), 'Play 50 rounds this week.');
    await user.selectOptions(within(form).getByLabelText('Period'), 'WEEKLY');
    await user.selectOptions(within(form).getByLabelText('Metric'), 'ROUNDS');
    await user.type(within(form).getByLabelText('Target'), '50');
    await user.type(within(form).getByLabelText('Reward amount'), '8.00');
    await user.click(within(form).getByRole('button', { name: 'Save mission' }));
    expect(api.callsTo('POST', '/ops/api/missions/create')[0]!.body).toEqual({
      title: { EN: 'Weekend spinner' },
      description: { EN: 'Play 50 rounds this week.' },
      period: 'WEEKLY',
      metric: 'ROUNDS',
      gameCategory: null,
      target: '50',
      rewardAmount: '8.00',
      sort: 0,
      startsAt: null,
      endsAt: null,
    });
    expect(await screen.findByText('First deposit')).toBeInTheDocument();
  });
});
