import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { FilteredGames } from '../components/filtered-games.tsx';
import { makeGame, VENDOR_LANES } from './game-fixtures.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

/** 45 games, answered 20 a page like the server. */
function pagedList(call: ApiCall) {
  const pageNo = Number(call.query.get('pageNo'));
  const all = Array.from({ length: 45 }, (_, index) => makeGame({ gameId: index + 1, gameName: `Game ${index + 1}` }));
  return {
    value: {
      content: all.slice((pageNo - 1) * 20, pageNo * 20),
      pageNo,
      pageSize: 20,
      totalCount: 45,
      totalPages: 3,
      suggestions: [],
    },
  };
}

const classifies = [
  {
    vassalage: 'HOUSE_SLOTS',
    displayName: 'Lucky Slots',
    gameType: 'RNG',
    gameClassifies: ['VIDEO_SLOT', 'CLASSIC_SLOT'],
  },
];

describe('filtered game list', () => {
  it('sends the filters as gameList fields (the name once typing settles) and starts again at page 1', async () => {
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }),
      'GET /wps/relay/GCSGAME_getVassGameType': () => ({ value: classifies }),
      'GET /wps/relay/GCSGAME_gameList': pagedList,
    });
    renderWithApp(<FilteredGames category="RNG" vassalage="HOUSE_SLOTS" />);
    expect(await screen.findByText('45 games')).toBeInTheDocument();
    const first = api.callsTo('GET', '/wps/relay/GCSGAME_gameList')[0]!;
    expect(Object.fromEntries(first.query)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'HOUSE_SLOTS',
      pageNo: '1',
      pageSize: '20',
      clientType: '3',
    });

    fireEvent.change(await screen.findByRole('combobox', { name: 'Game type' }), { target: { value: 'CLASSIC_SLOT' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum bet' }), { target: { value: '0.50' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum lines' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games by name' }), { target: { value: 'drag' } });
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/wps/relay/GCSGAME_gameList').some((call) => call.query.get('gameName') === 'drag'),
      ).toBe(true),
    );
    const last = api.callsTo('GET', '/wps/relay/GCSGAME_gameList').at(-1)!;
    expect(Object.fromEntries(last.query)).toMatchObject({
      gameName: 'drag',
      gameClassify: 'CLASSIC_SLOT',
      minBet: '0.50',
      minLineNum: '20',
      pageNo: '1',
    });
    // Typing is debounced: no request for a half-typed name.
    expect(api.callsTo('GET', '/wps/relay/GCSGAME_gameList').filter((call) => call.query.has('gameName'))).toHaveLength(
      1,
    );
  });

  it('loads the next page with "load more" until the last one', async () => {
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }),
      'GET /wps/relay/GCSGAME_getVassGameType': () => ({ value: classifies }),
      'GET /wps/relay/GCSGAME_gameList': pagedList,
    });
    renderWithApp(<FilteredGames category="ALL" vassalage={null} />);
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(20));
    expect(api.callsTo('GET', '/wps/relay/GCSGAME_gameList')[0]!.query.has('gameType')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more games' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/wps/relay/GCSGAME_gameList').map((call) => call.query.get('pageNo'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('shows the suggestions the server sends when the chosen vendor is in maintenance', async () => {
    mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }),
      'GET /wps/relay/GCSGAME_getVassGameType': () => ({ value: classifies }),
      'GET /wps/relay/GCSGAME_gameList': () => ({
        value: {
          content: [makeGame({ status: 'MAINTENANCE' })],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          suggestions: [makeGame({ gameId: 30, gameName: 'Ocean Hunter', vassalage: 'HOUSE_FISH' })],
        },
      }),
    });
    renderWithApp(<FilteredGames category="RNG" vassalage="HOUSE_SLOTS" />);
    const box = await screen.findByTestId('vendor-suggestions');
    expect(box).toHaveTextContent('This provider is under maintenance');
    expect(box).toHaveTextContent('Ocean Hunter');
  });
});
