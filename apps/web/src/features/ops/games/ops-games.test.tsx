import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { renderDesk } from '../tests/render-desk.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';

type Status = 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';

/** A small server: vendor and game statuses that the switch calls change, so refetches show the change. */
function fakeCatalogue() {
  const vendors = [
    {
      code: 'HOUSE_SLOTS',
      displayName: 'Lucky Slots',
      category: 'RNG',
      status: 'ACTIVE' as Status,
      isHot: true,
      games: { total: 2, active: 2, maintenance: 0, disabled: 0 },
    },
    {
      code: 'HOUSE_FISH',
      displayName: 'Lucky Fishing',
      category: 'FISH',
      status: 'ACTIVE' as Status,
      isHot: false,
      games: { total: 1, active: 1, maintenance: 0, disabled: 0 },
    },
  ];
  const games = [
    {
      id: 1,
      vendorCode: 'HOUSE_SLOTS',
      gameCode: 'LUCKY_DRAGON',
      name: 'Lucky Dragon',
      category: 'RNG',
      status: 'ACTIVE' as Status,
      isHot: true,
      engineKind: 'SLOT',
    },
    {
      id: 2,
      vendorCode: 'HOUSE_SLOTS',
      gameCode: 'GOLD_RUSH_777',
      name: 'Gold Rush 777',
      category: 'RNG',
      status: 'ACTIVE' as Status,
      isHot: false,
      engineKind: 'SLOT',
    },
  ];
  return mockApi({
    'GET /ops/api/deposits': () => ({ value: { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 } }),
    'GET /ops/api/games/vendors': () => ({ value: vendors }),
    'GET /ops/api/games': (call) => {
      const search = call.query.get('search')?.toLowerCase();
      const list = games.filter(
        (game) =>
          game.vendorCode === call.query.get('vendorCode') && (!search || game.name.toLowerCase().includes(search)),
      );
      return { value: { list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: list.length ? 1 : 0 } };
    },
    'POST /ops/api/games/vendors/status': (call) => {
      const body = call.body as { vendorCode: string; status: Status };
      const vendor = vendors.find((row) => row.code === body.vendorCode)!;
      vendor.status = body.status;
      return { value: vendor };
    },
    'POST /ops/api/games/status': (call) => {
      const body = call.body as { gameId: number; status: Status };
      if (body.gameId === 2 && body.status === 'DISABLED')
        return { status: 404, code: 'game.not.found', message: 'No such game' };
      const game = games.find((row) => row.id === body.gameId)!;
      game.status = body.status;
      return { value: game };
    },
  });
}

describe('finance desk games section', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown to admins only', async () => {
    fakeCatalogue();
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    renderDesk();
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('switches a vendor and a game with a reason, refreshes the lists, and shows a refusal', async () => {
    const api = fakeCatalogue();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('link', { name: 'Games' }));
    const vendors = await screen.findByTestId('ops-vendors');
    expect(within(vendors).getByText('Lucky Slots')).toBeInTheDocument();
    expect(within(vendors).getByText('Slots')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason for changes (optional)'), 'Vendor upgrade');
    await user.selectOptions(screen.getByLabelText('Status of Lucky Slots'), 'MAINTENANCE');
    expect(await screen.findByText('Lucky Slots is now Maintenance')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/games/vendors/status')[0]!.body).toEqual({
      vendorCode: 'HOUSE_SLOTS',
      status: 'MAINTENANCE',
      reason: 'Vendor upgrade',
    });
    await waitFor(() => expect(api.callsTo('GET', '/ops/api/games/vendors')).toHaveLength(2));
    expect(screen.getByLabelText('Status of Lucky Slots')).toHaveValue('MAINTENANCE');

    await user.click(within(vendors).getAllByRole('button', { name: 'Games' })[0]!);
    const games = await screen.findByTestId('ops-games');
    expect(within(games).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByLabelText('Name or code'), 'gold');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(within(screen.getByTestId('ops-games')).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('GET', '/ops/api/games').at(-1)!.query.get('search')).toBe('gold');

    await user.selectOptions(screen.getByLabelText('Status of game Gold Rush 777'), 'DISABLED');
    expect(await screen.findByRole('alert')).toHaveTextContent('No such game');
    // The refused change is not shown as done: the list is refetched and still says Active.
    await waitFor(() => expect(screen.getByLabelText('Status of game Gold Rush 777')).toHaveValue('ACTIVE'));

    await user.selectOptions(screen.getByLabelText('Status of game Gold Rush 777'), 'MAINTENANCE');
    expect(await screen.findByText('Gold Rush 777 is now Maintenance')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/games/status').at(-1)!.body).toEqual({
      gameId: 2,
      status: 'MAINTENANCE',
      reason: 'Vendor upgrade',
    });
    expect(screen.getByLabelText('Status of game Gold Rush 777')).toHaveValue('MAINTENANCE');
  });
});
