import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { buildOverviewQuery, TeamOverviewPage } from '../pages/team-overview-page.tsx';

const overviewOf = (from: string, to: string) => ({
  from,
  to,
  teamSize: { all: 12, direct: 4 },
  newMembers: 2,
  activeMembers: 5,
  deposits: { amount: '1500.00', count: 3 },
  withdrawals: { amount: '200.00', count: 1 },
  rounds: 30,
  bet: '900.00',
  validBet: '880.00',
  payout: '950.00',
  teamWinLoss: '50.00',
  houseWinLoss: '-50.00',
  series: [
    {
      day: from,
      newMembers: 1,
      activeMembers: 3,
      deposits: '1000.00',
      withdrawals: '0.00',
      bet: '500.00',
      validBet: '480.00',
      payout: '600.00',
      teamWinLoss: '100.00',
    },
    {
      day: to,
      newMembers: 1,
      activeMembers: 2,
      deposits: '500.00',
      withdrawals: '200.00',
      bet: '400.00',
      validBet: '400.00',
      payout: '350.00',
      teamWinLoss: '-50.00',
    },
  ],
});

describe('team overview', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the range name for a named range and the days for a custom one', () => {
    expect(buildOverviewQuery('THIS_WEEK', { from: '2025-01-01', to: '2025-01-02' })).toEqual({ range: 'THIS_WEEK' });
    expect(buildOverviewQuery('CUSTOM', { from: '2025-01-01', to: '2025-01-02' })).toEqual({
      range: 'CUSTOM',
      from: '2025-01-01',
      to: '2025-01-02',
    });
  });

  it('asks for the chosen range, shows its figures and draws the daily chart', async () => {
    const api = mockApi({
      'GET /wps/relay/AGENT_teamOverview': (call) => ({
        value: overviewOf(call.query.get('from') ?? '2025-03-01', call.query.get('to') ?? '2025-03-02'),
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamOverviewPage />);
    expect(await screen.findByTestId('overview-teamSize')).toHaveTextContent('12');
    expect(screen.getByTestId('overview-teamSize')).toHaveTextContent('4 direct');
    expect(screen.getByTestId('overview-deposits')).toHaveTextContent('1,500.00');
    expect(screen.getByTestId('overview-deposits')).toHaveTextContent('3 times');
    expect(screen.getByTestId('overview-teamWinLoss')).toHaveTextContent('+50.00');
    expect(screen.getByRole('img', { name: 'Daily bets and team profit and loss' })).toBeInTheDocument();
    expect(screen.getByTestId('overview-chart')).toHaveTextContent('Bet');
    expect(api.callsTo('GET', '/wps/relay/AGENT_teamOverview')[0]!.query.get('range')).toBe('TODAY');

    for (const [label, range] of [
      ['Yesterday', 'YESTERDAY'],
      ['This week', 'THIS_WEEK'],
      ['This month', 'THIS_MONTH'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() =>
        expect(api.callsTo('GET', '/wps/relay/AGENT_teamOverview').at(-1)!.query.get('range')).toBe(range),
      );
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('checks a custom range before asking for it', async () => {
    const api = mockApi({
      'GET /wps/relay/AGENT_teamOverview': (call) => ({
        value: overviewOf(call.query.get('from') ?? '2025-03-01', call.query.get('to') ?? '2025-03-02'),
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamOverviewPage />);
    await screen.findByTestId('overview-teamSize');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    // Custom starts on the last 7 days, asked for at once.
    await waitFor(() =>
      expect(api.callsTo('GET', '/wps/relay/AGENT_teamOverview').at(-1)!.query.get('range')).toBe('CUSTOM'),
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2025-02-10');
    await user.clear(to);
    await user.type(to, '2025-02-01');
    const callsBefore = api.callsTo('GET', '/wps/relay/AGENT_teamOverview').length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be before the end date');
    await user.clear(from);
    await user.type(from, '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 92 days');
    expect(api.callsTo('GET', '/wps/relay/AGENT_teamOverview').length).toBe(callsBefore);

    await user.clear(from);
    await user.type(from, '2025-01-20');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const query = api.callsTo('GET', '/wps/relay/AGENT_teamOverview').at(-1)!.query;
      expect([query.get('range'), query.get('from'), query.get('to')]).toEqual(['CUSTOM', '2025-01-20', '2025-02-01']);
    });
    expect(await screen.findByTestId('overview-period')).toHaveTextContent('2025');
  });
});
