import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../../test/reset-stores.ts';
import { renderDesk } from '../tests/render-desk.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { fakeLotteryDesk } from './lottery-test-fixtures.ts';

const asAdmin = () => storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });

async function openGame(user: ReturnType<typeof userEvent.setup>, name: string) {
  renderDesk();
  await user.click(await screen.findByRole('link', { name: 'Lottery' }));
  const table = await screen.findByTestId('lottery-games');
  const row = within(table).getByText(name).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Details' }));
  return screen.findByTestId('lottery-game-detail');
}

describe('lottery desk: games', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is in the menu for admins only', async () => {
    fakeLotteryDesk();
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    renderDesk();
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lottery' })).not.toBeInTheDocument();
  });

  it('lists the games and switches one to maintenance after confirmation', async () => {
    const api = fakeLotteryDesk();
    asAdmin();
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('link', { name: 'Lottery' }));
    const table = await screen.findByTestId('lottery-games');
    expect(within(table).getByText('Every 1 min')).toBeInTheDocument();
    expect(within(table).getByText('Fixed draw times')).toBeInTheDocument();

    await user.selectOptions(within(table).getByLabelText('Status of Miền Bắc'), 'MAINTENANCE');
    const dialog = await screen.findByTestId('lottery-confirm');
    expect(dialog).toHaveTextContent('Status: On → Maintenance');
    expect(api.callsTo('PUT', '/ops/api/lottery/games')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByTestId('lottery-saved')).toHaveTextContent('Miền Bắc is now Maintenance');
    expect(api.callsTo('PUT', '/ops/api/lottery/games')[0]!.body).toEqual({ gameCode: 'VN_MB', status: 'MAINTENANCE' });
    expect(within(screen.getByTestId('lottery-games')).getByLabelText('Status of Miền Bắc')).toHaveValue('MAINTENANCE');
  });

  it('saves limits: the changed default row and a new bet type row, confirmed first', async () => {
    const api = fakeLotteryDesk();
    asAdmin();
    const user = userEvent.setup();
    const detail = await openGame(user, 'Miền Bắc');
    const limits = within(detail).getByTestId('lottery-limits');
    expect(within(limits).getByRole('button', { name: 'Save limits' })).toBeDisabled();

    const max = within(limits).getByLabelText('Max stake · * Default');
    await user.clear(max);
    await user.type(max, '2000.00');
    await user.selectOptions(within(limits).getByLabelText('Bet type with its own limits'), 'de');
    await user.click(within(limits).getByRole('button', { name: 'Add row' }));
    const cap = within(limits).getByLabelText('Liability cap · de');
    expect(cap).toHaveValue('50000.00');
    await user.clear(cap);
    await user.type(cap, '30000');
    await user.click(within(limits).getByRole('button', { name: 'Save limits' }));

    const dialog = await screen.findByTestId('lottery-confirm');
    expect(dialog).toHaveTextContent('* Default: stake 1.00 – 2,000.00, cap 50,000.00');
    expect(dialog).toHaveTextContent('de: stake 1.00 – 2,000.00, cap 30,000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByTestId('lottery-saved')).toHaveTextContent('Limits of Miền Bắc saved');
    expect(api.callsTo('PUT', '/ops/api/lottery/games')[0]!.body).toEqual({
      gameCode: 'VN_MB',
      limits: {
        '*': { minStake: '1.00', maxStake: '2000.00', liabilityCap: '50000.00' },
        de: { minStake: '1.00', maxStake: '2000.00', liabilityCap: '30000' },
      },
    });
    // The editor starts again from what was saved: the new row is there and nothing is pending.
    const saved = within(screen.getByTestId('lottery-game-detail')).getByTestId('lottery-limits');
    expect(within(saved).getByLabelText('Liability cap · de')).toHaveValue('30000');
    expect(within(saved).getByRole('button', { name: 'Save limits' })).toBeDisabled();
  });

  it("keeps the dialog open with the server's reason when limits are refused", async () => {
    fakeLotteryDesk({
      'PUT /ops/api/lottery/games': () => ({
        status: 400,
        code: 'request.invalid',
        message: 'lo-2: need 0 < min stake ≤ max stake ≤ liability cap',
      }),
    });
    asAdmin();
    const user = userEvent.setup();
    const detail = await openGame(user, 'Miền Bắc');
    const min = within(detail).getByLabelText('Min stake · lo-2');
    await user.clear(min);
    await user.type(min, '900');
    await user.click(within(detail).getByRole('button', { name: 'Save limits' }));
    const dialog = await screen.findByTestId('lottery-confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The request is invalid');
    expect(alert).toHaveTextContent('Server: lo-2: need 0 < min stake ≤ max stake ≤ liability cap');
    expect(screen.queryByTestId('lottery-saved')).not.toBeInTheDocument();
  });

  it('shows odds in force with RTP and sends new odds merged with the saved overrides', async () => {
    const api = fakeLotteryDesk();
    asAdmin();
    const user = userEvent.setup();
    const detail = await openGame(user, 'Miền Bắc');
    const odds = within(detail).getByTestId('lottery-odds');
    const deRow = within(odds).getByText('de').closest('tr')!;
    expect(deRow).toHaveTextContent('99000');
    expect(deRow).toHaveTextContent('×99');
    expect(deRow).toHaveTextContent('99.0%');
    expect(within(odds).getByText('lo-2').closest('tr')).toHaveTextContent('override');

    await user.type(within(odds).getByLabelText('New odds of de'), '95000');
    await user.click(within(odds).getByRole('button', { name: 'Save odds' }));
    const dialog = await screen.findByTestId('lottery-confirm');
    expect(dialog).toHaveTextContent('de: 99000 → 95000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/ops/api/lottery/games')).toHaveLength(1));
    expect(api.callsTo('PUT', '/ops/api/lottery/games')[0]!.body).toEqual({
      gameCode: 'VN_MB',
      oddsOverrides: { 'lo-2': 80000, de: 95000 },
    });
  });

  it('shows why the server refused new odds', async () => {
    fakeLotteryDesk({
      'PUT /ops/api/lottery/games': () => ({
        status: 400,
        code: 'lottery.odds.invalid',
        message: 'odds pick.2 must list 3 values, one per hit count 0 to 2',
      }),
    });
    asAdmin();
    const user = userEvent.setup();
    const detail = await openGame(user, 'Keno 1 minute');
    await user.type(within(detail).getByLabelText('New odds of pick.2'), '0, 1000');
    await user.click(within(detail).getByRole('button', { name: 'Save odds' }));
    const dialog = await screen.findByTestId('lottery-confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The server refused these odds.');
    expect(alert).toHaveTextContent('odds pick.2 must list 3 values');
  });
});
