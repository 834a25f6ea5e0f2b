import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../features/games/tests/game-fixtures.tsx';
import { mockApi, renderWithApp, type ApiCall } from '../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../test/reset-stores.ts';
import { RouteEntryContext } from '../routing/route-entry-context.tsx';
import { findRoute } from '../routing/route-table.ts';
import { GameCategoryPage } from './game-category-page.tsx';
import { GameCentrePage } from './game-centre-page.tsx';
import { FavoritePage } from './my-games-page.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const LANES = [
  {
    gameCategory: 'LIVE',
    vendors: [{ vassalage: 'HOUSE_LIVE', displayName: 'Lucky Live', isHot: 0, status: 'ACTIVE' }],
  },
  {
    gameCategory: 'RNG',
    vendors: [
      { vassalage: 'HOUSE_SLOTS', displayName: 'Lucky Slots', isHot: 1, status: 'ACTIVE' },
      { vassalage: 'OTHER_SLOTS', displayName: 'Other Slots', isHot: 0, status: 'ACTIVE' },
    ],
  },
];

const list = (call: ApiCall) => ({
  value: {
    content: [makeGame({ gameName: `Game of ${call.query.get('vassalage') ?? 'all'}` })],
    pageNo: 1,
    pageSize: 20,
    totalCount: 1,
    totalPages: 1,
    suggestions: [],
  },
});

const catalogue = () =>
  mockApi({
    'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: LANES }),
    'GET /wps/relay/GCSGAME_getVassGameType': () => ({ value: [] }),
    'GET /wps/relay/GCSGAME_gameList': list,
    'GET /wps/system/banners': () => ({ value: [] }),
    'GET /wps/relay/GCSGAME_getRankList': () => ({
      value: {
        list: [
          {
            rank: 1,
            userName: 'de***mo',
            gameId: 7,
            gameName: 'Lucky Dragon',
            vassalage: 'HOUSE_SLOTS',
            winAmount: '1250.50',
            time: '2025-01-01T00:00:00Z',
          },
        ],
      },
    }),
  });

const lastListQuery = (api: ReturnType<typeof catalogue>) =>
  api.callsTo('GET', '/wps/relay/GCSGAME_gameList').at(-1)?.query;

describe('/rng', () => {
  it('has a tab per vendor, shows the vendor of ?page= and the jackpot strip when there is no banner', async () => {
    const api = catalogue();
    renderWithApp(
      <RouteEntryContext.Provider value={findRoute('/rng')}>
        <GameCategoryPage />
      </RouteEntryContext.Provider>,
      { path: '/rng?page=OTHER_SLOTS' },
    );
    expect(await screen.findByRole('tab', { name: 'Other Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Game of OTHER_SLOTS')).toBeInTheDocument();
    expect(lastListQuery(api)?.get('gameType')).toBe('RNG');
    expect(await screen.findByText('Progressive jackpot')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Lucky Slots' }));
    expect(await screen.findByText('Game of HOUSE_SLOTS')).toBeInTheDocument();
  });
});

describe('/gameCenter', () => {
  it('lists every game for ALL, narrows to a vendor when its card is pressed, and shows the winners board', async () => {
    const api = catalogue();
    renderWithApp(<GameCentrePage />, { path: '/gameCenter?gameType=ALL' });
    expect(await screen.findByText('Game of all')).toBeInTheDocument();
    expect(lastListQuery(api)?.has('gameType')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Other Slots/ }));
    expect(await screen.findByText('Game of OTHER_SLOTS')).toBeInTheDocument();
    const board = screen.getByRole('complementary', { name: 'Top winners' });
    await waitFor(() => expect(within(board).getByText('de***mo')).toBeInTheDocument());
    expect(board).toHaveTextContent('1,250.50');
  });
});

describe('/favorite', () => {
  it('pages the favourites 20 at a time', async () => {
    logInAs(0);
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: LANES }),
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ value: [7] }),
      'GET /wps/relay/MCSFE_getFavoriteGamesList': (call) => ({
        value: {
          content: [makeGame({ gameName: `Favourite page ${call.query.get('pageNo')}` })],
          pageNum: Number(call.query.get('pageNo')),
          totalPages: 3,
          totalCount: 41,
        },
      }),
    });
    renderWithApp(<FavoritePage />, { path: '/favorite' });
    expect(await screen.findByText('Favourite page 1')).toBeInTheDocument();
    expect(screen.getByText('41 games')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Favourite page 2')).toBeInTheDocument();
    expect(api.callsTo('GET', '/wps/relay/MCSFE_getFavoriteGamesList').at(-1)?.query.get('pageSize')).toBe('20');
  });
});
