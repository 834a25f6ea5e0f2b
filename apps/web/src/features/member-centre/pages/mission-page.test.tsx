import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { MissionPage } from './mission-page.tsx';

const NOW = '2025-03-10T21:00:00.000Z';
const mission = (overrides: Record<string, unknown>) => ({
  id: 1,
  title: 'Lucky Start',
  description: 'Spin any slot game 3 times today.',
  period: 'DAILY',
  metric: 'ROUNDS',
  gameCategory: 'RNG',
  target: '3',
  progress: '3',
  rewardAmount: '1.00',
  status: 'CLAIMABLE',
  periodKey: '2025-03-10',
  periodEndsAt: '2025-03-11T00:00:00.000Z',
  endsAt: null,
  claimedAt: null,
  ...overrides,
});
const list = (claimed: boolean) => ({
  serverTime: NOW,
  claimableCount: claimed ? 0 : 1,
  list: [
    mission(claimed ? { status: 'CLAIMED', claimedAt: NOW } : {}),
    mission({
      id: 2,
      title: 'Daily Warm-up',
      description: 'Reach 100.00 in valid bets today.',
      metric: 'VALID_BET',
      gameCategory: null,
      target: '100.00',
      progress: '25.00',
      rewardAmount: '5.00',
      status: 'IN_PROGRESS',
    }),
    mission({
      id: 3,
      title: 'Weekly High Roller',
      period: 'WEEKLY',
      metric: 'VALID_BET',
      gameCategory: null,
      target: '2000.00',
      progress: '2000.00',
      rewardAmount: '50.00',
      status: 'CLAIMED',
      periodKey: '2025-W11',
      periodEndsAt: '2025-03-17T00:00:00.000Z',
    }),
  ],
});

describe('mission activity page', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
    vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows daily missions with progress, the reset countdown, and claims in place', async () => {
    let claimed = false;
    const api = mockApi({
      'GET /wps/relay/MCS2_missionList': () => ({ value: list(claimed) }),
      'POST /wps/relay/MCS2_claimMission': () => {
        claimed = true;
        return { value: { mission: mission({ status: 'CLAIMED' }), amount: '1.00' } };
      },
      'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: '101.00' } }),
    });
    renderWithApp(<MissionPage />);
    const cards = await screen.findAllByTestId('mission-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lucky Start',
      'Daily Warm-up',
    ]);
    expect(screen.getByRole('tab', { name: 'Daily missions (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('mission-countdown')).toHaveTextContent('Resets in 03:00:00');
    expect(screen.getByTestId('mission-ready-count')).toHaveTextContent('Ready to claim: 1');
    expect(within(cards[0]!).getByText('Slot games only')).toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('mission-progress')).toHaveTextContent('25.00 / 100.00');
    expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(cards[1]!).queryByTestId('mission-claim')).toBeNull();

    await userEvent.setup().click(within(cards[0]!).getByTestId('mission-claim'));
    expect(api.callsTo('POST', '/wps/relay/MCS2_claimMission')[0]!.body).toEqual({ missionId: 1 });
    expect(await screen.findByTestId('mission-claimed')).toHaveTextContent(
      '1.00 from “Lucky Start” has been added to your wallet.',
    );
    await waitFor(() => expect(screen.getAllByTestId('mission-card')[0]).toHaveAttribute('data-status', 'CLAIMED'));
    expect(screen.queryByTestId('mission-claim')).toBeNull();
  });

  it('switches to weekly missions and shows a refused claim with its translated reason', async () => {
    mockApi({
      'GET /wps/relay/MCS2_missionList': () => ({ value: list(false) }),
      'POST /wps/relay/MCS2_claimMission': () => ({ status: 409, code: 'mission.expired', message: 'ended' }),
    });
    renderWithApp(<MissionPage />);
    await screen.findAllByTestId('mission-card');
    await userEvent.setup().click(screen.getByTestId('mission-claim'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mission has ended; its rewards can no longer be claimed',
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Weekly missions' }));
    const [weekly] = screen.getAllByTestId('mission-card');
    expect(within(weekly!).getByRole('heading')).toHaveTextContent('Weekly High Roller');
    expect(within(weekly!).getByTestId('mission-state')).toHaveTextContent('Claimed');
    expect(screen.getByTestId('mission-countdown')).toHaveTextContent('Resets in 6d 03:00:00');
  });

  it('says so when no mission is running', async () => {
    mockApi({ 'GET /wps/relay/MCS2_missionList': () => ({ value: { list: [], claimableCount: 0, serverTime: NOW } }) });
    renderWithApp(<MissionPage />);
    expect(await screen.findByText('No missions are running right now')).toBeInTheDocument();
  });
});
