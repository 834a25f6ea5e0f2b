import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsSportsbook } from './ops-sportsbook.tsx';
import { fakeSportsDesk } from './sportsbook-test-fixtures.ts';

const LIVE_TEAMS = 'Ashford United – Brookside Rovers';

async function openEvent(user: ReturnType<typeof userEvent.setup>, status = 'LIVE') {
  renderWithApp(<OpsSportsbook />, { path: '/ops' });
  if (status !== 'LIVE') await user.selectOptions(await screen.findByLabelText('Status'), status);
  const table = await screen.findByTestId('sports-events');
  await user.click(within(table).getAllByRole('button', { name: LIVE_TEAMS })[0]!);
  return screen.findByTestId('sports-event');
}

describe('sportsbook desk: event monitor', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
    // As Chromium does now: scrollIntoView answers a promise (an effect returning it broke the event panel).
    Element.prototype.scrollIntoView = () => Promise.resolve() as never;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('opens on the events in play, one row each with its money and suspensions, and filters by sport and competition', async () => {
    const api = fakeSportsDesk();
    const user = userEvent.setup();
    renderWithApp(<OpsSportsbook />, { path: '/ops' });
    const table = await screen.findByTestId('sports-events');
    expect(api.callsTo('GET', '/ops/api/sports/events')[0]!.query.get('status')).toBe('LIVE');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(LIVE_TEAMS);
    expect(rows[0]).toHaveTextContent('Football · Premier Virtual League · round 3');
    expect(rows[0]).toHaveTextContent('In play');
    expect(rows[0]).toHaveTextContent('2 – 1');
    expect(rows[0]).toHaveTextContent('1,500.00');
    expect(rows[0]).toHaveTextContent('Correct score');

    await user.selectOptions(screen.getByLabelText('Sport'), 'FOOTBALL');
    await user.selectOptions(screen.getByLabelText('Competition'), 'FB-1');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(within(screen.getByTestId('sports-events')).getAllByRole('row')).toHaveLength(3));
    const last = api.callsTo('GET', '/ops/api/sports/events').at(-1)!.query;
    expect([last.get('sport'), last.get('competitionCode'), last.get('status'), last.get('pageNo')]).toEqual([
      'FOOTBALL',
      'FB-1',
      null,
      '1',
    ]);
  });

  it("shows an event's liability per selection against the cap and suspends a market with a reason", async () => {
    const api = fakeSportsDesk();
    const user = userEvent.setup();
    const panel = await openEvent(user);
    const market = await within(panel).findByTestId('sports-market-FT_1X2');
    const [header, home, draw] = within(market).getAllByRole('row');
    expect(header).toHaveTextContent('1X2cap 200,000.00');
    expect(home).toHaveTextContent('Ashford United');
    expect(home).toHaveTextContent('170,000.00');
    expect(home).toHaveTextContent('85.0%');
    expect(draw).toHaveTextContent('Draw');
    expect(api.callsTo('GET', '/ops/api/sports/liability')[0]!.query.get('eventId')).toBe('FB-1-s1-r3-m1');

    await user.click(within(market).getByRole('button', { name: 'Suspend · 1X2' }));
    const dialog = await screen.findByTestId('sports-suspend');
    expect(dialog).toHaveAccessibleName(`Suspend 1X2 of ${LIVE_TEAMS}?`);
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Odds feed check');
    await user.click(confirm);
    expect(await within(panel).findByTestId('sports-event-done')).toHaveTextContent('1X2 suspended');
    expect(api.callsTo('POST', '/ops/api/sports/markets/suspend')[0]!.body).toEqual({
      eventId: 'FB-1-s1-r3-m1',
      marketKey: 'FT_1X2',
      suspended: true,
      reason: 'Odds feed check',
    });
    expect(await within(market).findByRole('button', { name: 'Resume · 1X2' })).toBeInTheDocument();
  });

  it('resumes a market without bets the desk suspended, and suspends another market of the board', async () => {
    const api = fakeSportsDesk();
    const user = userEvent.setup();
    const panel = await openEvent(user);
    const others = await within(panel).findByTestId('sports-other-markets');
    await user.click(within(others).getByRole('button', { name: 'Resume · Correct score' }));
    const resume = await screen.findByTestId('sports-suspend');
    await user.type(within(resume).getByLabelText('Reason'), 'Checked');
    await user.click(within(resume).getByRole('button', { name: 'Resume' }));
    expect(await within(panel).findByTestId('sports-event-done')).toHaveTextContent('Correct score resumed');

    await waitFor(() => expect(within(others).getByLabelText('Another market')).toHaveValue('FT_OU:2.5'));
    await user.selectOptions(within(others).getByLabelText('Another market'), 'FT_CS');
    await user.click(within(others).getByRole('button', { name: 'Suspend it' }));
    const suspend = await screen.findByTestId('sports-suspend');
    await user.type(within(suspend).getByLabelText('Reason'), 'Too many late bets');
    await user.click(within(suspend).getByRole('button', { name: 'Suspend' }));
    await within(panel).findByText('Correct score suspended');
    expect(api.callsTo('POST', '/ops/api/sports/markets/suspend').map((call) => call.body)).toEqual([
      { eventId: 'FB-1-s1-r3-m1', marketKey: 'FT_CS', suspended: false, reason: 'Checked' },
      { eventId: 'FB-1-s1-r3-m1', marketKey: 'FT_CS', suspended: true, reason: 'Too many late bets' },
    ]);
  });

  it('voids an event only with a reason, after a warning, and says how many bets were refunded', async () => {
    const api = fakeSportsDesk();
    const user = userEvent.setup();
    const panel = await openEvent(user);
    await user.click(await within(panel).findByRole('button', { name: 'Void event' }));
    const dialog = await screen.findByTestId('sports-void');
    expect(dialog).toHaveTextContent('Bets on it: 3, players: 2, stakes: 1,500.00. This cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Void and refund' });
    await user.type(within(dialog).getByLabelText('Reason'), 'ok');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), ' — simulation fault');
    await user.click(confirm);

    expect(await within(panel).findByTestId('sports-event-done')).toHaveTextContent(
      'Event voided. Bets with a leg on it: 3 (3 legs void); refunded so far: 1,500.00.',
    );
    expect(screen.queryByTestId('sports-void')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/sports/events/void')[0]!.body).toEqual({
      eventId: 'FB-1-s1-r3-m1',
      reason: 'ok — simulation fault',
    });
    // Refetched: voided, with its reason, nothing left to suspend or void, the seed kept back.
    expect(await within(panel).findByTestId('sports-void-reason')).toHaveTextContent('ok — simulation fault');
    expect(within(panel).queryByRole('button', { name: 'Void event' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Suspend whole event' })).not.toBeInTheDocument();
    expect(within(panel).getByTestId('sports-seeds')).toHaveTextContent('Not revealed: the event was voided');
  });

  it('keeps a refused void in the dialog', async () => {
    fakeSportsDesk({
      'POST /ops/api/sports/events/void': () => ({ status: 409, code: 'sports.event.settled', message: 'settled' }),
    });
    const user = userEvent.setup();
    const panel = await openEvent(user);
    await user.click(await within(panel).findByRole('button', { name: 'Void event' }));
    const dialog = await screen.findByTestId('sports-void');
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed lost');
    await user.click(within(dialog).getByRole('button', { name: 'Void and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This event is already settled or voided');
  });

  it('logs the seed hash before the end and the seed after it, verified by the replay', async () => {
    const api = fakeSportsDesk();
    const user = userEvent.setup();
    const live = await openEvent(user);
    const liveSeeds = within(live).getByTestId('sports-seeds');
    expect(liveSeeds).toHaveTextContent('ab'.repeat(32));
    expect(liveSeeds).toHaveTextContent('Revealed after the end');
    expect(within(liveSeeds).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'SETTLED');
    await waitFor(() => expect(within(screen.getByTestId('sports-events')).getAllByRole('row')).toHaveLength(2));
    await user.click(within(screen.getByTestId('sports-events')).getByRole('button', { name: LIVE_TEAMS }));
    const seeds = await within(await screen.findByTestId('sports-event')).findByTestId('sports-seeds');
    await waitFor(() => expect(seeds).toHaveTextContent('cd'.repeat(32)));
    expect(within(seeds).getByRole('link', { name: "Players' results page" })).toHaveAttribute(
      'href',
      '/sports?sport=FOOTBALL&tab=results',
    );
    await user.click(within(seeds).getByRole('button', { name: 'Verify' }));
    const replay = await within(seeds).findByTestId('sports-replay');
    expect(replay).toHaveTextContent('Hash of the seed: matches');
    expect(replay).toHaveTextContent('Timeline replayed (14 entries): matches');
    expect(api.callsTo('GET', '/lgw/sports/events/verify')[0]!.query.get('eventId')).toBe('FB-1-s1-r2-m1');
  });
});
