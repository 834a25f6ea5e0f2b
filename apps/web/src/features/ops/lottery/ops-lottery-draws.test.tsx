import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { fakeLotteryDesk } from './lottery-test-fixtures.ts';
import { OpsLottery } from './ops-lottery.tsx';

async function openMonitor(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<OpsLottery />, { path: '/ops' });
  await user.click(await screen.findByRole('tab', { name: 'Draw monitor' }));
  return screen.findByTestId('lottery-draws');
}

describe('lottery desk: draws', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the next draws with countdown and totals, and shows a draw's exposure per number against the cap", async () => {
    const api = fakeLotteryDesk();
    const user = userEvent.setup();
    const table = await openMonitor(user);
    expect(api.callsTo('GET', '/ops/api/lottery/draws')[0]!.query.get('status')).toBe('SCHEDULED');
    const row = within(table).getByText('20261124-0517').closest('tr')!;
    expect(row).toHaveTextContent('Selling');
    expect(row).toHaveTextContent(/Draw in 0:5\d/);
    expect(row).toHaveTextContent('1,500.00');

    await user.click(within(row).getByRole('button', { name: '20261124-0517' }));
    const exposure = await screen.findByTestId('lottery-exposure-table');
    const rows = within(exposure).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('07')).toBeInTheDocument();
    expect(rows[0]).not.toHaveTextContent('PICK:07');
    expect(rows[0]).toHaveTextContent('PICK');
    expect(rows[0]).toHaveTextContent('85,000.00');
    expect(rows[0]).toHaveTextContent('100,000.00');
    expect(rows[0]).toHaveTextContent('85.0%');
    expect(rows[1]).toHaveTextContent('3.6%');
    expect(api.callsTo('GET', '/ops/api/lottery/draws/exposure')[0]!.query.get('drawId')).toBe('41');
    expect(screen.getByTestId('lottery-exposure')).toHaveTextContent(
      'Bets 3 · players 2 · stakes 1,500.00 · payout 0.00',
    );
  });

  it('voids a draw only with a reason, after a warning, and says what was refunded', async () => {
    const api = fakeLotteryDesk();
    const user = userEvent.setup();
    const table = await openMonitor(user);
    await user.click(within(table).getByRole('button', { name: '20261124-0517' }));
    const panel = await screen.findByTestId('lottery-exposure');
    await user.click(await within(panel).findByRole('button', { name: 'Void draw' }));

    const dialog = await screen.findByTestId('lottery-void');
    expect(dialog).toHaveTextContent('Every bet on this draw is refunded — bets: 3, players: 2, stakes: 1,500.00.');
    const confirm = within(dialog).getByRole('button', { name: 'Void and refund' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'ok');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), ' — results feed failed');
    await user.click(confirm);

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Draw 20261124-0517 voided. Bets refunded: 3, 1,500.00 in total.',
    );
    expect(screen.queryByTestId('lottery-void')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/lottery/draws/void')[0]!.body).toEqual({
      drawId: 41,
      reason: 'ok — results feed failed',
    });
    // Refetched: the draw is voided, shows its reason and offers no second void.
    expect(await within(panel).findByTestId('lottery-void-reason')).toHaveTextContent('ok — results feed failed');
    expect(within(panel).queryByRole('button', { name: 'Void draw' })).not.toBeInTheDocument();
  });

  it('shows a refused void in the dialog', async () => {
    fakeLotteryDesk({
      'POST /ops/api/lottery/draws/void': () => ({ status: 409, code: 'lottery.draw.settled', message: 'settled' }),
    });
    const user = userEvent.setup();
    const table = await openMonitor(user);
    await user.click(within(table).getByRole('button', { name: '20261124-0517' }));
    await user.click(
      await within(await screen.findByTestId('lottery-exposure')).findByRole('button', { name: 'Void draw' }),
    );
    const dialog = await screen.findByTestId('lottery-void');
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed down');
    await user.click(within(dialog).getByRole('button', { name: 'Void and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This draw is settled or already voided');
  });

  it('logs results with the seed hash, the revealed seed and a link to the public verify page', async () => {
    fakeLotteryDesk();
    const user = userEvent.setup();
    renderWithApp(<OpsLottery />, { path: '/ops' });
    await user.click(await screen.findByRole('tab', { name: 'Results and seeds' }));
    const log = await screen.findByTestId('lottery-results-log');
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(2));
    const row = within(log).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('20261124-0516');
    expect(row).toHaveTextContent('03');
    expect(row).toHaveTextContent('ab'.repeat(32));
    expect(row).toHaveTextContent('cd'.repeat(32));
    expect(row).toHaveTextContent('House draw');
    expect(within(row).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/lottery/verify?drawId=40');
  });
});
