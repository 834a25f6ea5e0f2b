import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsPvp } from './ops-pvp.tsx';
import { fakePvpDesk, HAND_ID, makeHandDetail, makeNiuNiuDetail } from './pvp-test-fixtures.ts';

async function openPart(user: ReturnType<typeof userEvent.setup>, name: string) {
  renderWithApp(<OpsPvp />, { path: '/ops' });
  await user.click(await screen.findByRole('tab', { name }));
}

describe('card rooms desk: live tables, hands and reports', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows a live table's seats with accounts, states and chips, its running hand and today's figures", async () => {
    const api = fakePvpDesk();
    const user = userEvent.setup();
    await openPart(user, 'Live tables');
    const card = await screen.findByTestId('pvp-live-1');
    expect(card).toHaveTextContent(`Hand in progress${HAND_ID}`);
    expect(card).toHaveTextContent('Hands today (UTC)14');
    expect(card).toHaveTextContent('Rake today1.40');
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1Lucky DemodemoIn the hand51.20');
    expect(rows[1]).toHaveTextContent('4player01Folded48.60');

    await user.click(within(card).getByRole('button', { name: "This table's hands" }));
    expect(await screen.findByTestId('pvp-hands-scope')).toHaveTextContent('Hands of table 1');
    expect(api.callsTo('GET', '/ops/api/pvp/hands').at(-1)!.query.get('tableId')).toBe('1');
  });

  it("finds a member's hands and opens one with its players, board, shown hands and verified reveal", async () => {
    const api = fakePvpDesk();
    const user = userEvent.setup();
    await openPart(user, 'Hand history');
    await user.type(screen.getByLabelText('Member or hand id'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByTestId('pvp-hands');
    expect(api.callsTo('GET', '/ops/api/pvp/hands')[0]!.query.get('member')).toBe('demo');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Ended');
    expect(row).toHaveTextContent('+0.90');

    await user.click(within(table).getByRole('button', { name: HAND_ID }));
    const dialog = await screen.findByTestId('pvp-hand-detail');
    expect(dialog).toHaveAccessibleName(`Hand ${HAND_ID}`);
    const players = within(dialog).getByTestId('pvp-hand-players');
    expect(within(players).getAllByRole('row')[1]).toHaveTextContent(
      'Lucky DemodemoA♥A♣Three of a kind1.001.90+0.900.05',
    );
    expect(within(players).getAllByRole('row')[2]).toHaveTextContent('-1.00');
    expect(dialog).toHaveTextContent('BoardA♠K♦7♥2♣10♠');
    expect(within(dialog).getByTestId('pvp-hand-verify')).toHaveTextContent(
      'Verified: the revealed seeds give this deck',
    );
  });

  it('searches a hand by its id, says a failed verification plainly, and names an unknown member', async () => {
    const api = fakePvpDesk({ 'GET /ops/api/pvp/hand': () => ({ value: makeHandDetail(false) }) });
    const user = userEvent.setup();
    await openPart(user, 'Hand history');
    await user.type(screen.getByLabelText('Member or hand id'), HAND_ID);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByTestId('pvp-hands');
    expect(api.callsTo('GET', '/ops/api/pvp/hands')[0]!.query.get('handId')).toBe(HAND_ID);
    await user.click(within(table).getByRole('button', { name: HAND_ID }));
    expect(await screen.findByTestId('pvp-hand-verify')).toHaveTextContent(
      'Not verified: The deck does not match the commitment',
    );
    await user.click(within(screen.getByTestId('pvp-hand-detail')).getByRole('button', { name: /close/i }));

    await user.clear(screen.getByLabelText('Member or hand id'));
    await user.type(screen.getByLabelText('Member or hand id'), 'ghost');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Username/Email does not exist', { exact: false })).toBeInTheDocument();
  });

  it("shows a Niu-Niu hand's banker and each seat's five cards with their reading", async () => {
    fakePvpDesk({ 'GET /ops/api/pvp/hand': () => ({ value: makeNiuNiuDetail() }) });
    const user = userEvent.setup();
    await openPart(user, 'Hand history');
    await user.type(screen.getByLabelText('Member or hand id'), HAND_ID);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(within(await screen.findByTestId('pvp-hands')).getByRole('button', { name: HAND_ID }));
    const dialog = await screen.findByTestId('pvp-hand-detail');
    expect(await within(dialog).findByText('Banker')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('BankerSeat 1');
    expect(dialog).not.toHaveTextContent('Board');
    const rows = within(within(dialog).getByTestId('pvp-hand-players')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2♣3♦5♥4♠6♣Bull-bull · Banker');
    expect(rows[2]).toHaveTextContent('K♣Q♦J♥10♠K♠Five face cards');
  });

  it('reports the rake by day and by agent with totals, for the chosen days', async () => {
    const api = fakePvpDesk();
    const user = userEvent.setup();
    await openPart(user, 'Rake report');
    const days = await screen.findByTestId('pvp-rake-days');
    expect(within(days).getAllByRole('row')[2]).toHaveTextContent('2026-11-251431.40');
    expect(within(days).getAllByRole('row').at(-1)).toHaveTextContent('Total1431.40');
    const agents = screen.getByTestId('pvp-rake-agents');
    expect(within(agents).getAllByRole('row')[1]).toHaveTextContent('agent011420.90');
    expect(within(agents).getAllByRole('row')[2]).toHaveTextContent('No agent (house members)910.50');
    const first = api.callsTo('GET', '/ops/api/pvp/rake')[0]!.query;
    expect(Date.parse(first.get('to')!) - Date.parse(first.get('from')!)).toBe(6 * 86_400_000);
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const last = api.callsTo('GET', '/ops/api/pvp/rake').at(-1)!.query;
    expect(last.get('from')).toBe(last.get('to'));
  });

  it('lists collusion hints with their links and chip flow, and opens the pair’s shared hands', async () => {
    const api = fakePvpDesk();
    const user = userEvent.setup();
    await openPart(user, 'Collusion hints');
    const table = await screen.findByTestId('pvp-collusion');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('demo (Lucky Demo) ↔ player01');
    expect(row).toHaveTextContent('address 10.77.0.1');
    expect(row).toHaveTextContent('1 browser');
    expect(row).toHaveTextContent('-3.20');
    expect(row).toHaveTextContent('28');
    expect(api.callsTo('GET', '/ops/api/pvp/collusion')[0]!.query.get('minHands')).toBe('5');

    await user.click(within(row!).getByRole('button', { name: 'Their hands' }));
    expect(await screen.findByTestId('pvp-hands-scope')).toHaveTextContent('Hands demo and player01 both played');
    const search = api.callsTo('GET', '/ops/api/pvp/hands').at(-1)!.query;
    expect([search.get('member'), search.get('withMember')]).toEqual(['demo', 'player01']);
  });
});
