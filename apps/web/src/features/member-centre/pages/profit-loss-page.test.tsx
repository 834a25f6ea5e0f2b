import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { barHeights, chartDays } from '../components/records/daily-chart.tsx';
import { ProfitLossPage } from './profit-loss-page.tsx';

const sums = (bet: string, payout: string, winLoss: string, rounds: number) => ({
  bet,
  validBet: bet,
  payout,
  winLoss,
  rounds,
});
const report = {
  byDay: [
    { day: '2025-03-08', ...sums('10.00', '25.00', '15.00', 4) },
    { day: '2025-03-09', ...sums('20.00', '5.00', '-15.00', 3) },
    { day: '2025-03-10', ...sums('4.00', '4.00', '0.00', 1) },
  ],
  byCategory: [
    { gameType: 'LIVE', ...sums('14.00', '9.00', '-5.00', 2) },
    { gameType: 'RNG', ...sums('20.00', '25.00', '5.00', 6) },
  ],
  total: sums('34.00', '34.00', '0.00', 8),
};
const empty = { byDay: [], byCategory: [], total: sums('0.00', '0.00', '0.00', 0) };

describe('profit and loss page', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
    vi.useFakeTimers({ now: new Date('2025-03-10T15:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scales bars to the largest daily swing', () => {
    expect(barHeights([{ winLoss: '15.00' }, { winLoss: '-30.00' }, { winLoss: '0.00' }])).toEqual([0.5, -1, 0]);
    expect(barHeights([{ winLoss: '0.00' }])).toEqual([0]);
    // Days without rounds are drawn as empty days of the range.
    expect(chartDays(report.byDay, { from: '2025-03-07', to: '2025-03-10' })).toEqual([
      { day: '2025-03-07', winLoss: '0.00' },
      { day: '2025-03-08', winLoss: '15.00' },
      { day: '2025-03-09', winLoss: '-15.00' },
      { day: '2025-03-10', winLoss: '0.00' },
    ]);
    expect(chartDays(report.byDay, { from: '', to: '2025-03-10' })).toHaveLength(3);
  });

  it('shows the summary, the daily chart and tables by day and category', async () => {
    const api = mockApi({ 'GET /wps/relay/personalProfit': () => ({ value: report }) });
    renderWithApp(<ProfitLossPage />);
    const summary = await screen.findByTestId('pnl-summary');
    expect(Object.fromEntries(api.callsTo('GET', '/wps/relay/personalProfit')[0]!.query)).toEqual({
      from: '2025-03-04',
      to: '2025-03-10',
    });
    expect(within(summary).getAllByText('34.00')).toHaveLength(3);
    expect(screen.getByTestId('pnl-total-winloss')).toHaveTextContent('0.00');
    expect(within(summary).getByText('8 rounds')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: 'Daily win/loss chart' });
    // Seven days are drawn (the last 7 days); only the two with a win or a loss have a bar.
    expect(chart.querySelectorAll('text')).toHaveLength(7);
    const bars = chart.querySelectorAll('rect');
    expect([...bars].map((bar) => bar.getAttribute('data-day'))).toEqual(['2025-03-08', '2025-03-09']);
    expect(bars[0]!.getAttribute('class')).toMatch(/barPlus/);
    expect(bars[1]!.getAttribute('class')).toMatch(/barMinus/);
    expect(Number(bars[0]!.getAttribute('height'))).toBeCloseTo(Number(bars[1]!.getAttribute('height')));
    expect(bars[1]!.querySelector('title')).toHaveTextContent('2025-03-09: -15.00');

    const days = within(screen.getByTestId('pnl-days')).getAllByRole('row');
    expect(within(days[1]!).getByText('+15.00').className).toMatch(/plus/);
    expect(within(days[2]!).getByText('-15.00').className).toMatch(/minus/);
    const categories = within(screen.getByTestId('pnl-categories'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstChild?.textContent);
    expect(categories).toEqual(['Live Casino', 'Slots']);
  });

  it('asks again for a quick range and says when nothing was settled', async () => {
    const api = mockApi({
      'GET /wps/relay/personalProfit': (call) => ({ value: call.query.get('from') === '2025-03-10' ? empty : report }),
    });
    const user = userEvent.setup();
    renderWithApp(<ProfitLossPage />);
    await screen.findByTestId('pnl-chart');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('No settled bets in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('pnl-chart')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/wps/relay/personalProfit').at(-1)!.query.get('to')).toBe('2025-03-10'),
    );
  });
});
