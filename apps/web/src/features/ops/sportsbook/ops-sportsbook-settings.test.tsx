import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../../test/reset-stores.ts';
import { renderDesk } from '../tests/render-desk.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { fakeSportsDesk } from './sportsbook-test-fixtures.ts';

const asAdmin = () => storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  renderDesk();
  await user.click(await screen.findByRole('link', { name: 'Sportsbook' }));
  await user.click(await screen.findByRole('tab', { name: 'Margins and limits' }));
  return screen.findByTestId('sports-limits');
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('sportsbook desk: settings', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is in the menu for admins only', async () => {
    fakeSportsDesk();
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    renderDesk();
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sportsbook' })).not.toBeInTheDocument();
  });

  it("shows a sport's defaults and market rows, and saves a market's margin and stake after confirmation", async () => {
    const api = fakeSportsDesk();
    asAdmin();
    const user = userEvent.setup();
    const table = await openSettings(user);
    expect(rowOf(table, 'Sport defaults')).toHaveTextContent('5.0%');
    expect(rowOf(table, 'Asian handicap')).toHaveTextContent('own row');
    expect(rowOf(table, 'Asian handicap')).toHaveTextContent('2,000.00');
    expect(rowOf(table, '1X2')).toHaveTextContent('sport defaults');

    await user.click(within(rowOf(table, '1X2')).getByRole('button', { name: /Edit/ }));
    const editor = await screen.findByTestId('sports-limits-editor');
    expect(editor).toHaveAccessibleName('Football · 1X2');
    await user.clear(within(editor).getByLabelText('Margin (%)'));
    await user.type(within(editor).getByLabelText('Margin (%)'), '6.5');
    await user.clear(within(editor).getByLabelText('Max stake'));
    await user.type(within(editor).getByLabelText('Max stake'), '3000');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));

    const dialog = await screen.findByTestId('sports-confirm');
    expect(dialog).toHaveTextContent('Margin: 5.0% → 6.5%');
    expect(dialog).toHaveTextContent('Max stake: 5,000.00 → 3,000.00');
    expect(dialog).not.toHaveTextContent('Min stake');
    expect(dialog).toHaveTextContent('It gets a row of its own');
    expect(api.callsTo('PUT', '/ops/api/sports/settings')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));

    expect(await screen.findByTestId('sports-saved')).toHaveTextContent('Football · 1X2 saved');
    expect(api.callsTo('PUT', '/ops/api/sports/settings')[0]!.body).toEqual({
      sport: 'FOOTBALL',
      marketType: 'FT_1X2',
      margin: 0.065,
      minStake: '1.00',
      maxStake: '3000',
      maxPayout: '50000.00',
      liabilityCap: '200000.00',
      resetOverride: false,
    });
    const saved = rowOf(screen.getByTestId('sports-limits'), '1X2');
    expect(saved).toHaveTextContent('6.5%');
    expect(saved).toHaveTextContent('own row');
    expect(screen.queryByTestId('sports-limits-editor')).not.toBeInTheDocument();
    // The change is in the latest-changes list, read from the audit log.
    const audit = screen.getByTestId('sports-settings-audit');
    await waitFor(() => expect(audit).toHaveTextContent('Football · 1X2'));
    expect(audit).toHaveTextContent('margin 6.5%');
  });

  it('refuses stakes out of order and malformed values before anything is sent', async () => {
    const api = fakeSportsDesk();
    asAdmin();
    const user = userEvent.setup();
    const table = await openSettings(user);
    await user.click(within(rowOf(table, 'Sport defaults')).getByRole('button', { name: /Edit/ }));
    const editor = await screen.findByTestId('sports-limits-editor');
    const review = within(editor).getByRole('button', { name: 'Review changes' });

    await user.clear(within(editor).getByLabelText('Min stake'));
    await user.type(within(editor).getByLabelText('Min stake'), '6000');
    await user.click(review);
    expect(await within(editor).findByText('The minimum stake cannot be above the maximum stake')).toBeInTheDocument();

    await user.clear(within(editor).getByLabelText('Min stake'));
    await user.type(within(editor).getByLabelText('Min stake'), '1');
    await user.clear(within(editor).getByLabelText('Max payout'));
    await user.type(within(editor).getByLabelText('Max payout'), '100');
    await user.click(review);
    expect(await within(editor).findByText('The maximum payout cannot be below the maximum stake')).toBeInTheDocument();

    await user.clear(within(editor).getByLabelText('Max payout'));
    await user.type(within(editor).getByLabelText('Max payout'), 'lots');
    await user.clear(within(editor).getByLabelText('Margin (%)'));
    await user.type(within(editor).getByLabelText('Margin (%)'), '60');
    await user.click(review);
    expect(await within(editor).findByText('Enter an amount such as 10 or 10.50')).toBeInTheDocument();
    expect(within(editor).getByText('Enter a percentage from 0 to 50, such as 5 or 4.5')).toBeInTheDocument();

    expect(screen.queryByTestId('sports-confirm')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/ops/api/sports/settings')).toHaveLength(0);
  });

  it("saves the whole book's bet delay, and resets a market's own row", async () => {
    const api = fakeSportsDesk();
    asAdmin();
    const user = userEvent.setup();
    const table = await openSettings(user);
    const book = screen.getByTestId('sports-book-settings');
    await user.clear(within(book).getByLabelText('In-play bet delay (seconds)'));
    await user.type(within(book).getByLabelText('In-play bet delay (seconds)'), '5');
    await user.click(within(book).getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByTestId('sports-confirm');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['In-play bet delay: 3 s → 5 s']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByTestId('sports-saved')).toHaveTextContent("The whole book's settings are saved");
    expect(api.callsTo('PUT', '/ops/api/sports/settings')[0]!.body).toEqual({
      cashOutMargin: 0.05,
      betDelaySeconds: 5,
      parlayMaxPayout: '100000.00',
      resetOverride: false,
    });

    await user.click(within(rowOf(table, 'Asian handicap')).getByRole('button', { name: /Reset/ }));
    const reset = await screen.findByTestId('sports-confirm');
    expect(reset).toHaveTextContent('Reset Football · Asian handicap?');
    await user.click(within(reset).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByTestId('sports-saved')).toHaveTextContent(
      'Football · Asian handicap follows the sport defaults again',
    );
    expect(api.callsTo('PUT', '/ops/api/sports/settings')[1]!.body).toEqual({
      sport: 'FOOTBALL',
      marketType: 'FT_AH',
      resetOverride: true,
    });
    expect(rowOf(screen.getByTestId('sports-limits'), 'Asian handicap')).toHaveTextContent('sport defaults');
  });

  it("keeps a server refusal in the confirmation with the server's words", async () => {
    fakeSportsDesk({
      'PUT /ops/api/sports/settings': () => ({
        status: 400,
        code: 'sports.settings.invalid',
        message: 'Stakes must satisfy 0 < min ≤ max ≤ maximum payout',
      }),
    });
    asAdmin();
    const user = userEvent.setup();
    await openSettings(user);
    const book = screen.getByTestId('sports-book-settings');
    await user.clear(within(book).getByLabelText('Cash-out margin (%)'));
    await user.type(within(book).getByLabelText('Cash-out margin (%)'), '7');
    await user.click(within(book).getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByTestId('sports-confirm');
    expect(dialog).toHaveTextContent('Cash-out margin: 5.0% → 7.0%');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('These sportsbook settings are not valid');
    expect(alert).toHaveTextContent('Server: Stakes must satisfy 0 < min ≤ max ≤ maximum payout');
  });
});
