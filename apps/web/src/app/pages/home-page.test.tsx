import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../features/games/tests/game-fixtures.tsx';
import { memberInfoValue, mockApi, renderWithApp } from '../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../test/reset-stores.ts';
import { SESSION_KEYS } from '../../lib/session-storage.ts';
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

  // Issue 20: a deposit limit is offered at registration — on the home page a new account lands on, once.
  it('offers a deposit limit right after a registration, and only then', async () => {
    const calls = {
      'GET /wps/system/notices': () => ({ value: { player: [], banners: [], popup: [], promotion: [] } }),
      'GET /wps/relay/GCSGAME_hotGamesV2': never,
      'GET /wps/relay/GCSGAME_gameList': never,
      'GET /wps/relay/GCSGAME_getRankList': never,
      'GET /wps/relay/GCSGAME_gameVendor': never,
      'GET /wps/member/info': () => ({ value: memberInfoValue() }),
      'GET /wps/relay/RP_state': () => ({
        value: { limits: [], realityCheckMinutes: null, exclusion: null, canRequestReopen: false },
      }),
    };
    mockApi(calls);
    logInAs(0);
    const before = renderWithApp(<HomePage />);
    await screen.findByRole('heading', { name: 'The jackpot keeps growing' });
    expect(screen.queryByTestId('deposit-limit-offer')).not.toBeInTheDocument();
    before.unmount();

    sessionStorage.setItem(SESSION_KEYS.limitOfferAfterRegister, '1');
    const after = renderWithApp(<HomePage />);
    expect(await screen.findByTestId('deposit-limit-offer')).toHaveTextContent('Set a deposit limit');
    // Leaving the page ends the offer of this visit; the deposit page still makes it before a first deposit.
    after.unmount();
    expect(sessionStorage.getItem(SESSION_KEYS.limitOfferAfterRegister)).toBeNull();
  });
});
