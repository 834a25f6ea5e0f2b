import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { buildTeamBetQuery, TeamBettingPage } from '../pages/team-betting-page.tsx';
import { TeamTransactionsPage } from '../pages/team-transactions-page.tsx';

const round = {
  roundId: 1,
  roundRef: 'H0123456789abcdef',
  gameId: 3,
  gameName: 'Lucky Dragon',
  vassalage: 'LUCKY_SLOTS',
  gameType: 'RNG',
  bet: '0.20',
  validBet: '0.20',
  payout: '1.60',
  winLoss: '1.40',
  status: 'SETTLED',
  time: '2025-01-02T08:00:00Z',
  settledAt: '2025-01-02T08:00:00Z',
  username: 'player01',
};

describe('team records', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves empty filters out of the team betting query', () => {
    expect(
      buildTeamBetQuery(
        { from: '2025-01-01', to: '', username: '  ', gameType: '', vassalage: '', status: '' },
        2,
        'EN',
      ),
    ).toEqual({ pageNo: 2, pageSize: 20, language: 'EN', from: '2025-01-01' });
    expect(
      buildTeamBetQuery(
        { from: '', to: '', username: ' player01 ', gameType: 'RNG', vassalage: 'X', status: 'OPEN' },
        1,
        'VI',
      ),
    ).toMatchObject({ username: 'player01', gameType: 'RNG', vassalage: 'X', status: 'OPEN' });
  });

  it('shows team rounds with the totals of the filter and searches by member and status', async () => {
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: [] }),
      'GET /wps/relay/AGENT_teamBettingRecords': () => ({
        value: {
          list: [round],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          totals: { rounds: 1, bet: '0.20', validBet: '0.20', payout: '1.60', winLoss: '1.40' },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamBettingPage />);
    const table = await screen.findByTestId('team-bets');
    expect(within(table).getByText('player01')).toBeInTheDocument();
    expect(screen.getByTestId('team-bets-totals')).toHaveTextContent('+1.40');
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.selectOptions(screen.getByLabelText('Status'), 'Settled');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const query = api.callsTo('GET', '/wps/relay/AGENT_teamBettingRecords').at(-1)!.query;
      expect([query.get('username'), query.get('status')]).toEqual(['player01', 'SETTLED']);
    });
  });

  it('shows team money movements with money in, out and net', async () => {
    const api = mockApi({
      'GET /wps/relay/AGENT_transactionDetails': () => ({
        value: {
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          totals: { income: '25.50', expense: '0.00', net: '25.50' },
          list: [
            {
              id: 5,
              time: '2025-01-02T08:00:00Z',
              username: 'w1new',
              type: 'TRANSFER',
              kind: 'TRANSFER_IN',
              amount: '25.50',
              balanceAfter: '25.50',
              memo: 'Transfer from agent01',
              reference: 'T5',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamTransactionsPage />);
    expect(await screen.findByTestId('team-tx-totals')).toHaveTextContent('Money in: 25.50');
    expect(within(screen.getByTestId('team-transactions')).getByText('+25.50')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/wps/relay/AGENT_transactionDetails').at(-1)!.query.get('type')).toBe('DEPOSIT'),
    );
  });
});
