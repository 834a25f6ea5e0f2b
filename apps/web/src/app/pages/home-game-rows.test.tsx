import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../features/games/tests/game-fixtures.tsx';
import { mockApi, renderWithApp } from '../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../test/reset-stores.ts';
import { HomeGameRows } from './home-game-rows.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const page = (content: unknown[]) => ({
  content,
  pageNo: 1,
  pageSize: 12,
  totalCount: content.length,
  totalPages: 1,
  suggestions: [],
});
const recentPage = (list: unknown[]) => ({ list, pageNum: 1, totalPages: 1, totalCount: list.length });

/** The home rows' calls; `recent` answers the member's recently played games. */
function homeApi({ recent = [] as unknown[], hold = false } = {}) {
  // A held answer never arrives: the rows stay in their loading state.
  const wait = <T,>(value: T) => (hold ? new Promise<T>(() => {}) : value);
  return mockApi({
    'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: [] }),
    'GET /wps/relay/GCSGAME_hotGamesV2': () =>
      wait({ value: { list: [makeGame({ gameId: 1, gameName: 'Hot Dragon' })] } }),
    'GET /wps/relay/GCSGAME_gameList': () =>
      wait({ value: page([makeGame({ gameId: 2, gameName: 'Fresh Koi', isNew: 1 })]) }),
    'GET /wps/relay/GCSGAME_getRankList': () => wait({ value: { list: [] } }),
    'GET /wps/relay/GCS_recentGame': () => wait({ value: recentPage(recent) }),
  });
}

describe('home game rows', () => {
  it('keeps each row one tile tall with skeleton tiles while its games load', () => {
    homeApi({ hold: true });
    renderWithApp(<HomeGameRows />);
    for (const id of ['hot', 'new']) {
      const row = screen.getByTestId(`home-row-${id}`);
      expect(within(row).getByTestId('home-row-skeleton').children.length).toBeGreaterThan(4);
      expect(within(row).queryAllByTestId('game-card')).toHaveLength(0);
    }
  });

  it('shows the hot and new games as tiles with their see-all links, and the winners board', async () => {
    const api = homeApi();
    renderWithApp(<HomeGameRows />);
    const hot = screen.getByRole('region', { name: 'Hot games' });
    expect(await within(hot).findByText('Hot Dragon')).toBeInTheDocument();
    expect(within(hot).getByRole('link', { name: 'See all: Hot games' })).toHaveAttribute('href', '/hot');
    const fresh = screen.getByRole('region', { name: 'New games' });
    expect(await within(fresh).findByText('Fresh Koi')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'See all: New games' })).toHaveAttribute('href', '/new');
    expect(api.callsTo('GET', '/wps/relay/GCSGAME_gameList')[0]!.query.get('isNew')).toBe('1');
    expect(screen.getByRole('complementary', { name: 'Top winners' })).toBeInTheDocument();
  });

  it('has no recently played row for a visitor, and asks nothing about it', async () => {
    const api = homeApi({ recent: [makeGame({ gameId: 3, gameName: 'Played Before' })] });
    renderWithApp(<HomeGameRows />);
    expect(await screen.findByText('Hot Dragon')).toBeInTheDocument();
    expect(screen.queryByTestId('home-row-recent')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/wps/relay/GCS_recentGame')).toHaveLength(0);
  });

  it('shows a member the games they played, and no row when they have played none', async () => {
    logInAs(0);
    homeApi({ recent: [makeGame({ gameId: 3, gameName: 'Played Before' })] });
    const { unmount } = renderWithApp(<HomeGameRows />);
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByText('Played Before')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'See all: Recently played' })).toHaveAttribute('href', '/recent');
    unmount();

    homeApi({ recent: [] });
    renderWithApp(<HomeGameRows />);
    expect(await screen.findByText('Hot Dragon')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('home-row-recent')).not.toBeInTheDocument());
  });
});
