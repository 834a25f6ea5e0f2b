import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../features/games/tests/game-fixtures.tsx';
import { mockApi, renderWithApp } from '../../test/app-harness.tsx';
import { resetApp } from '../../test/reset-stores.ts';
import { RouteEntryContext } from '../routing/route-entry-context.tsx';
import { findRoute, NOT_FOUND_ROUTE } from '../routing/route-table.ts';
import { GameCategoryPage } from './game-category-page.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const LANES = [
  {
    gameCategory: 'RNG',
    vendors: [{ vassalage: 'HOUSE_SLOTS', displayName: 'Lucky Slots', isHot: 1, status: 'ACTIVE' }],
  },
];

function catalogue() {
  return mockApi({
    'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: LANES }),
    'GET /wps/relay/GCSGAME_hotGamesV2': () => ({ value: { list: [makeGame({ gameId: 1, gameName: 'Hot Dragon' })] } }),
    'GET /wps/relay/GCSGAME_gameList': (call) => ({
      value: {
        content: [
          makeGame({ gameId: 2, gameName: call.query.get('isNew') === '1' ? 'Fresh Koi' : 'Any game', isNew: 1 }),
        ],
        pageNo: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
        suggestions: [],
      },
    }),
    'GET /wps/relay/GCSGAME_getVassGameType': () => ({ value: [] }),
  });
}

const renderRoute = (path: string) =>
  renderWithApp(
    <RouteEntryContext.Provider value={findRoute(path)}>
      <GameCategoryPage />
    </RouteEntryContext.Provider>,
    { path },
  );

describe('the navigation map routes', () => {
  it('answers /hot and /new with category pages instead of 404', () => {
    for (const path of ['/hot', '/new', '/HOT/']) {
      expect(findRoute(path)).not.toBe(NOT_FOUND_ROUTE);
      expect(findRoute(path)).toMatchObject({ page: 'gameCategory', frame: { header: true, sideMenu: true } });
    }
    expect(findRoute('/hot').categories).toEqual(findRoute('/hotgame').categories);
    expect(findRoute('/new').categories).toEqual(['NEW']);
  });

  it('hands /cockfight, /sports and /esports to the sportsbook page, keeping their navigation category', () => {
    expect(findRoute('/cockfight')).toMatchObject({ page: 'sportsbook', categories: ['COCKFIGHT'] });
    expect(findRoute('/Cockfight/')).toMatchObject({ page: 'sportsbook' });
    expect(findRoute('/sports')).toMatchObject({ page: 'sportsbook', categories: ['SPORTS'] });
    expect(findRoute('/esports')).toMatchObject({ page: 'sportsbook', categories: ['ESPORTS'] });
  });

  it('/hot lists the hot games of every vendor', async () => {
    const api = catalogue();
    renderRoute('/hot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot games' })).toBeInTheDocument();
    expect(await screen.findByText('Hot Dragon')).toBeInTheDocument();
    expect(api.callsTo('GET', '/wps/relay/GCSGAME_hotGamesV2')[0]!.query.get('vassalage')).toBeNull();
  });

  it('/new lists the games flagged new', async () => {
    const api = catalogue();
    renderRoute('/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New games' })).toBeInTheDocument();
    expect(await screen.findByText('Fresh Koi')).toBeInTheDocument();
    expect(api.callsTo('GET', '/wps/relay/GCSGAME_gameList')[0]!.query.get('isNew')).toBe('1');
  });
});
