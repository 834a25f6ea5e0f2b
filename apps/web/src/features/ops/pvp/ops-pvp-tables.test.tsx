import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { renderDesk } from '../tests/render-desk.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsPvp } from './ops-pvp.tsx';
import { fakePvpDesk } from './pvp-test-fixtures.ts';

describe('card rooms desk: tables and their terms', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a tab of the desk for admins only', async () => {
    fakePvpDesk();
    const user = userEvent.setup();
    const { unmount } = renderDesk();
    await user.click(await screen.findByRole('link', { name: 'Card rooms' }));
    expect(await screen.findByTestId('ops-pvp')).toHaveAccessibleName('Card rooms desk');
    unmount();
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    renderDesk();
    await screen.findByRole('link', { name: 'Deposits' });
    expect(screen.queryByRole('link', { name: 'Card rooms' })).not.toBeInTheDocument();
  });

  it('lists every table with its stakes, rake, buy-in, seats, chips, status and instance', async () => {
    fakePvpDesk();
    renderWithApp(<OpsPvp />, { path: '/ops' });
    const table = await screen.findByTestId('pvp-tables');
    const row = within(table).getByTestId('pvp-table-1');
    expect(row).toHaveTextContent("Saigon 0.50/1Texas Hold'em · NL100");
    expect(row).toHaveTextContent('0.50 / 1.00');
    expect(row).toHaveTextContent('5% · cap 3.00');
    expect(row).toHaveTextContent('20.00 – 100.00');
    expect(row).toHaveTextContent('2 / 6');
    expect(row).toHaveTextContent('99.80');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('7f3c9a12');
    expect(within(table).getByTestId('pvp-table-2')).toHaveTextContent('practice');
  });

  it('creates a table from the form, with the rake as a percentage and the reason', async () => {
    const api = fakePvpDesk();
    const user = userEvent.setup();
    renderWithApp(<OpsPvp />, { path: '/ops' });
    await user.click(await screen.findByRole('button', { name: 'New table' }));
    const dialog = await screen.findByTestId('pvp-table-form');
    await user.type(within(dialog).getByLabelText('Table'), 'Hanoi 1/2');
    await user.type(within(dialog).getByLabelText('Stake level'), 'NL200');
    for (const [label, value] of [
      ['Small blind', '1.00'],
      ['Big blind', '2.00'],
      ['Rake (% of the pot)', '4.5'],
      ['Rake cap per hand', '6.00'],
      ['Minimum buy-in', '40.00'],
      ['Maximum buy-in', '200.00'],
    ]) {
      await user.clear(within(dialog).getByLabelText(label!));
      await user.type(within(dialog).getByLabelText(label!), value!);
    }
    await user.type(within(dialog).getByLabelText('Reason'), 'Evening traffic');
    await user.click(within(dialog).getByRole('button', { name: 'Create table' }));
    expect(await screen.findByTestId('pvp-table-done')).toHaveTextContent('Hanoi 1/2 saved.');
    expect(api.callsTo('POST', '/ops/api/pvp/tables')[0]!.body).toEqual({
      game: 'HOLDEM',
      name: 'Hanoi 1/2',
      stakeLevel: 'NL200',
      smallBlind: '1.00',
      bigBlind: '2.00',
      rakeBp: 450,
      rakeCap: '6.00',
      minBuyIn: '40.00',
      maxBuyIn: '200.00',
      seats: 6,
      turnSeconds: 15,
      practice: false,
      botSeats: 0,
      status: 'CLOSED',
      freeChat: false,
      reason: 'Evening traffic',
    });
    expect(await within(screen.getByTestId('pvp-tables')).findByTestId('pvp-table-3')).toHaveTextContent('Hanoi 1/2');
  });

  it('refuses terms the server would refuse before sending them, in its own words', async () => {
    const api = fakePvpDesk();
    const user = userEvent.setup();
    renderWithApp(<OpsPvp />, { path: '/ops' });
    const row = await screen.findByTestId('pvp-table-1');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('pvp-table-form');
    expect(within(dialog).getByLabelText('Game')).toBeDisabled();
    expect(within(dialog).queryByLabelText('Seats')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Small blind'));
    await user.type(within(dialog).getByLabelText('Small blind'), '5.00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Raise the blinds');
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The small blind must be above 0 and at most the big blind.',
    );
    expect(api.callsTo('PUT', '/ops/api/pvp/tables')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Small blind'));
    await user.type(within(dialog).getByLabelText('Small blind'), '0.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(api.callsTo('PUT', '/ops/api/pvp/tables')).toHaveLength(1));
    expect(api.callsTo('PUT', '/ops/api/pvp/tables')[0]!.body).toMatchObject({
      tableId: 1,
      smallBlind: '0.25',
      bigBlind: '1.00',
      rakeBp: 500,
      reason: 'Raise the blinds',
    });
    expect(await within(screen.getByTestId('pvp-table-1')).findByText('0.25 / 1.00')).toBeInTheDocument();
  });

  it('closes a table only with a reason, saying what happens to the seated players', async () => {
    const api = fakePvpDesk();
    const user = userEvent.setup();
    renderWithApp(<OpsPvp />, { path: '/ops' });
    const row = await screen.findByTestId('pvp-table-1');
    await user.click(within(row).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByTestId('pvp-status-dialog');
    expect(dialog).toHaveAccessibleName('Close Saigon 0.50/1?');
    expect(dialog).toHaveTextContent('then the 2 seated players are stood up, their chips back in their wallets');
    const confirm = within(dialog).getByRole('button', { name: 'Close the table' });
    await user.type(within(dialog).getByLabelText('Reason'), 'ok');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), ' — dealer check');
    await user.click(confirm);
    expect(await screen.findByTestId('pvp-table-done')).toHaveTextContent('Saigon 0.50/1 is closed.');
    expect(api.callsTo('POST', '/ops/api/pvp/tables/status')[0]!.body).toEqual({
      tableId: 1,
      status: 'CLOSED',
      reason: 'ok — dealer check',
    });
    expect(await within(screen.getByTestId('pvp-table-1')).findByRole('button', { name: 'Open' })).toBeInTheDocument();
  });

  it('keeps a refused change in its dialog with the server’s words', async () => {
    fakePvpDesk({
      'POST /ops/api/pvp/tables/status': () => ({
        status: 409,
        code: 'pvp.table.closed',
        message: 'This game has no table runtime yet',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsPvp />, { path: '/ops' });
    const row = await screen.findByTestId('pvp-table-1');
    await user.click(within(row).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByTestId('pvp-status-dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Close the table' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This table is closed; pick another one');
  });
});
