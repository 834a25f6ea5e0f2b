import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAgentCentre } from '../../../lib/modal-store.ts';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { AgentCentre } from '../agent-centre.tsx';
import { AGENT_MENU } from '../agent-menu.ts';
import { AGENT_PAGES } from '../agent-pages.tsx';

const emptyPage = { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 };
const zeroBets = { rounds: 0, bet: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' };
const overview = {
  from: '2025-01-01',
  to: '2025-01-01',
  teamSize: { all: 3, direct: 2 },
  newMembers: 1,
  activeMembers: 2,
  deposits: { amount: '100.00', count: 1 },
  withdrawals: { amount: '0.00', count: 0 },
  rounds: 4,
  bet: '40.00',
  validBet: '40.00',
  payout: '30.00',
  teamWinLoss: '-10.00',
  houseWinLoss: '10.00',
  series: [],
};

describe('agent centre page registry', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has an entry for every menu page key, the flagged contract pages included', () => {
    for (const item of AGENT_MENU) expect(Object.keys(AGENT_PAGES), item.page).toContain(item.page);
  });

  it('opens on the overview and shows the page chosen in the menu', async () => {
    const api = mockApi({
      'GET /wps/relay/AGENT_teamOverview': () => ({ value: overview }),
      'GET /wps/relay/AGENT_announcement': () => ({
        value: [
          {
            id: 1,
            audience: 'AGENT',
            title: 'New commission rules',
            content: 'Rates change on Monday.',
            startsAt: '2025-01-01T00:00:00Z',
            endsAt: null,
          },
          {
            id: 2,
            audience: 'ALL',
            title: 'Site maintenance',
            content: 'Short break at night.',
            startsAt: '2025-01-01T00:00:00Z',
            endsAt: null,
          },
        ],
      }),
      'GET /wps/relay/AGENT_downlineList': () => ({ value: emptyPage }),
    });
    const user = userEvent.setup();
    renderWithApp(<AgentCentre />);
    act(() => openAgentCentre());
    expect(await screen.findByTestId('overview-teamSize')).toHaveTextContent('3');
    const menu = within(screen.getByRole('navigation', { name: 'Agent centre menu' }));

    await user.click(menu.getByRole('button', { name: 'Announcement' }));
    await user.click(await screen.findByRole('button', { name: /New commission rules/ }));
    expect(screen.getByText('Rates change on Monday.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agents' }));
    expect(screen.queryByText('Site maintenance')).not.toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Team Management' }));
    expect(await screen.findByText('No downline accounts found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/wps/relay/AGENT_downlineList')[0]!.query.get('scope')).toBe('DIRECT');
  });

  it('shows the team reports with their totals', async () => {
    const api = mockApi({
      'GET /wps/relay/AGENT_teamOverview': () => ({ value: overview }),
      'GET /wps/relay/AGENT_profitAndLoss': () => ({
        value: {
          ...emptyPage,
          totalCount: 1,
          totalPages: 1,
          from: '2025-01-01',
          to: '2025-01-07',
          totals: { ...zeroBets, rounds: 2, bet: '20.00', winLoss: '-5.00' },
          list: [
            {
              memberId: 9,
              username: 'player01',
              type: 0,
              level: 1,
              teamMembers: null,
              rounds: 2,
              bet: '20.00',
              validBet: '20.00',
              payout: '15.00',
              winLoss: '-5.00',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<AgentCentre />);
    act(() => openAgentCentre('palStatementsAgentCopy'));
    expect(await screen.findByTestId('team-profit-totals')).toHaveTextContent('-5.00');
    await user.click(screen.getByRole('checkbox', { name: /Direct downline only/ }));
    expect(api.callsTo('GET', '/wps/relay/AGENT_profitAndLoss').at(-1)!.query.get('scope')).toBe('DIRECT');
    await user.click(screen.getByRole('button', { name: /Win\/loss/ }));
    const last = api.callsTo('GET', '/wps/relay/AGENT_profitAndLoss').at(-1)!.query;
    expect([last.get('sort'), last.get('order')]).toEqual(['winLoss', 'desc']);
  });
});
