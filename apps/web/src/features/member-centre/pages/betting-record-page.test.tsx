import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { matchQuickRange, quickRange } from '../../../lib/day-range.ts';
import { vendorsFor } from '../../../components/report/game-filters.tsx';
import { BettingRecordPage, buildBetQuery } from './betting-record-page.tsx';

const NOW = new Date('2025-03-10T15:00:00Z');
const lanes = [
  {
    gameCategory: 'RNG',
    vendors: [{ vassalage: 'HOUSE_SLOTS', displayName: 'Lucky Slots', isHot: 1, status: 'ACTIVE' }],
  },
  {
    gameCategory: 'LIVE',
    vendors: [{ vassalage: 'HOUSE_LIVE', displayName: 'Lucky Live', isHot: 0, status: 'ACTIVE' }],
  },
];
const round = (overrides: Record<string, unknown>) => ({
  roundId: 1,
  roundRef: 'Habc',
  gameId: 7,
  gameName: 'Lucky Dragon',
  vassalage: 'HOUSE_SLOTS',
  gameType: 'RNG',
  bet: '2.00',
  validBet: '2.00',
  payout: '5.00',
  winLoss: '3.00',
  status: 'SETTLED',
  time: '2025-03-10T10:00:00Z',
  settledAt: '2025-03-10T10:00:01Z',
  ...overrides,
});
const records = (list: unknown[], totals: Record<string, unknown>, totalPages = 1) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages,
  totals: { bet: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00', rounds: 0, ...totals },
});

describe('betting record page', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('computes quick ranges as UTC days', () => {
    expect(quickRange('today', NOW)).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(quickRange('yesterday', NOW)).toEqual({ from: '2025-03-09', to: '2025-03-09' });
    expect(quickRange('last7', NOW)).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(quickRange('last30', NOW)).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(matchQuickRange({ from: '2025-03-04', to: '2025-03-10' }, NOW)).toBe('last7');
    expect(matchQuickRange({ from: '2025-03-01', to: '2025-03-10' }, NOW)).toBeNull();
    expect(buildBetQuery({ from: '', to: '2025-03-10', gameType: '', vassalage: '', status: '' }, 2, 'EN')).toEqual({
      pageNo: 2,
      pageSize: 20,
      language: 'EN',
      to: '2025-03-10',
    });
    expect(vendorsFor(lanes as never, 'LIVE').map((vendor) => vendor.vassalage)).toEqual(['HOUSE_LIVE']);
    expect(vendorsFor(lanes as never, '')).toHaveLength(2);
  });

  it('lists rounds with coloured win/loss and totals, and filters by range, category, vendor and status', async () => {
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: lanes }),
      'GET /wps/relay/personalHistoryCopy': (call) =>
        call.query.get('status') === 'REFUNDED'
          ? { value: records([], {}) }
          : {
              value: records(
                [
                  round({}),
                  round({ roundId: 2, roundRef: 'Hdef', payout: '0.00', winLoss: '-2.00' }),
                  round({
                    roundId: 3,
                    roundRef: 'Hghi',
                    status: 'OPEN',
                    payout: '0.00',
                    winLoss: '0.00',
                    validBet: '0.00',
                  }),
                ],
                { bet: '6.00', validBet: '4.00', payout: '5.00', winLoss: '1.00', rounds: 3 },
                3,
              ),
            },
    });
    const user = userEvent.setup();
    renderWithApp(<BettingRecordPage />);
    const table = await screen.findByTestId('bet-records');
    expect(api.callsTo('GET', '/wps/relay/personalHistoryCopy')[0]!.query.get('from')).toBe('2025-03-04');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Lucky Slots')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Habc')).toBeInTheDocument();
    const winLoss = within(table).getAllByTestId('bet-winloss');
    expect(winLoss.map((cell) => cell.textContent)).toEqual(['+3.00', '-2.00', '0.00']);
    expect(winLoss[0]!.className).toMatch(/plus/);
    expect(winLoss[1]!.className).toMatch(/minus/);
    expect(winLoss[2]!.className).not.toMatch(/plus|minus/);
    expect(within(rows[3]!).getByText('In progress')).toBeInTheDocument();
    expect(screen.getByTestId('bet-totals')).toHaveTextContent('Total: 3 counted rounds of 3');
    expect(screen.getByTestId('bet-totals')).toHaveTextContent('+1.00');
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeInTheDocument();

    // The vendor list follows the chosen category.
    await user.selectOptions(screen.getByLabelText('Category'), 'LIVE');
    expect(
      within(screen.getByLabelText('Provider'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All providers', 'Lucky Live']);
    await user.selectOptions(screen.getByLabelText('Provider'), 'HOUSE_LIVE');
    await user.selectOptions(screen.getByLabelText('Status'), 'REFUNDED');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No bets for this filter')).toBeInTheDocument();
    const last = api.callsTo('GET', '/wps/relay/personalHistoryCopy').at(-1)!.query;
    expect(Object.fromEntries(last)).toMatchObject({
      gameType: 'LIVE',
      vassalage: 'HOUSE_LIVE',
      status: 'REFUNDED',
      from: '2025-03-04',
      to: '2025-03-10',
      pageNo: '1',
    });

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/wps/relay/personalHistoryCopy').at(-1)!.query.get('from')).toBe('2025-03-09'),
    );
    expect(api.callsTo('GET', '/wps/relay/personalHistoryCopy').at(-1)!.query.get('to')).toBe('2025-03-09');
  });

  it('refuses a start date after the end date without asking the server', async () => {
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: lanes }),
      'GET /wps/relay/personalHistoryCopy': () => ({ value: records([], {}) }),
    });
    const user = userEvent.setup();
    renderWithApp(<BettingRecordPage />);
    await screen.findByText('No bets for this filter');
    const calls = api.callsTo('GET', '/wps/relay/personalHistoryCopy').length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-03-20');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be before the end date');
    expect(api.callsTo('GET', '/wps/relay/personalHistoryCopy')).toHaveLength(calls);
  });
});
