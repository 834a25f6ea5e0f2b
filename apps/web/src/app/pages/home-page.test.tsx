import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../features/games/tests/game-fixtures.tsx';
import { mockApi, renderWithApp } from '../../test/app-harness.tsx';
import { resetApp } from '../../test/reset-stores.ts';
import { HomePage } from './home-page.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const never = () => new Promise<never>(() => {});

describe('home page', () => {
  it('leads with the game rows, before the jackpot, categories and app sections', async () => {
    mockApi({
      'GET /wps/system/notices': () => ({ value: { player: [], banners: [], popup: [], promotion: [] } }),
      'GET /wps/relay/GCSGAME_hotGamesV2': () => ({
        value: { list: [makeGame({ gameId: 1, gameName: 'Hot Dragon' })] },
      }),
      'GET /wps/relay/GCSGAME_gameList': never,
      'GET /wps/relay/GCSGAME_getRankList': never,
      'GET /wps/relay/GCSGAME_gameVendor': never,
    });
    renderWithApp(<HomePage />);
    // The first row draws its games while every call below it is still out.
    expect(await screen.findByText('Hot Dragon')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Hot games', 'New games']);
    expect(headings.indexOf('Top winners')).toBeLessThan(headings.indexOf('The jackpot keeps growing'));
  });

  it("keeps the notice line's place while the notices load, and drops it when there are none", async () => {
    let answer: (value: { value: unknown }) => void = () => {};
    mockApi({
      'GET /wps/system/notices': () => new Promise((resolve) => (answer = resolve)),
      'GET /wps/relay/GCSGAME_hotGamesV2': never,
      'GET /wps/relay/GCSGAME_gameList': never,
      'GET /wps/relay/GCSGAME_getRankList': never,
      'GET /wps/relay/GCSGAME_gameVendor': never,
    });
    const { container } = renderWithApp(<HomePage />);
    await vi.waitFor(() => expect(container.querySelector('div[aria-hidden="true"][class*="marquee"]')).not.toBeNull());
    answer({ value: { player: [], banners: [], popup: [], promotion: [] } });
    await vi.waitFor(() => expect(container.querySelector('[class*="marquee"]')).toBeNull());
  });
});
