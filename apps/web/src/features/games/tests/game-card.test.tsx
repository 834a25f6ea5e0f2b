import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { GameCard } from '../components/game-card.tsx';
import { LaunchNotice } from '../components/launch-notice.tsx';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { makeGame, VENDOR_LANES } from './game-fixtures.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const heart = () => screen.getByRole('button', { name: /favourites/ });

/** A card wired to the real launch hook, as the lists use it. */
function LaunchableCard({ game }: { game: ReturnType<typeof makeGame> }) {
  const { launch } = useLaunchGame();
  return (
    <>
      <LaunchNotice />
      <GameCard game={game} onLaunch={launch} />
    </>
  );
}

describe('game card', () => {
  it('shows name, vendor, hot badge and RTP', async () => {
    mockApi({ 'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }) });
    renderWithApp(<GameCard game={makeGame({ isNew: 1 })} onLaunch={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Lucky Dragon' })).toBeInTheDocument();
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('RTP 96.14%')).toBeInTheDocument();
    expect(await screen.findByText('Lucky Slots')).toBeInTheDocument();
  });

  it('opens the login popup when a visitor presses the heart, without calling the API', () => {
    const api = mockApi({ 'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }) });
    renderWithApp(<GameCard game={makeGame()} onLaunch={() => {}} />);
    fireEvent.click(heart());
    expect(useModalStore.getState().open.login).toBe(true);
    expect(api.callsTo('POST', '/wps/relay/MCSFE_addFavoriteGame')).toHaveLength(0);
  });

  it('fills the heart at once and keeps it when the server agrees', async () => {
    logInAs(0);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }),
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ value: [3] }),
      'POST /wps/relay/MCSFE_addFavoriteGame': async () => {
        await answered;
        return { value: [3, 7] };
      },
    });
    renderWithApp(<GameCard game={makeGame()} onLaunch={() => {}} />);
    await waitFor(() => expect(api.callsTo('GET', '/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(1));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart());
    // Optimistic: pressed before the server has answered.
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST', '/wps/relay/MCSFE_addFavoriteGame')[0]?.body).toEqual({ gameId: 7 });
    await act(async () => release());
    await waitFor(() => expect(heart()).toHaveAccessibleName('Remove Lucky Dragon from favourites'));
  });

  it('puts the heart back when removing fails', async () => {
    logInAs(0);
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }),
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ value: [7] }),
      'POST /wps/relay/MCSFE_removeFavoriteGame': () => ({ status: 500, code: 'unknown.error', message: 'boom' }),
    });
    renderWithApp(<GameCard game={makeGame()} onLaunch={() => {}} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart());
    await waitFor(() => expect(api.callsTo('POST', '/wps/relay/MCSFE_removeFavoriteGame')).toHaveLength(1));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('labels a game under maintenance and, when pressed, says so and suggests playable games instead of launching', async () => {
    logInAs(0);
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }),
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ value: [] }),
      'GET /wps/relay/GCSGAME_gameList': () => ({
        value: {
          content: [
            makeGame({ status: 'MAINTENANCE' }),
            makeGame({ gameId: 8, gameName: 'Gold Rush 777' }),
            makeGame({ gameId: 9, gameName: 'Broken Slot', status: 'MAINTENANCE' }),
          ],
          pageNo: 1,
          pageSize: 20,
          totalCount: 3,
          totalPages: 1,
          suggestions: [],
        },
      }),
    });
    renderWithApp(<LaunchableCard game={makeGame({ status: 'MAINTENANCE' })} />);
    expect(screen.getByText('Under maintenance')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Lucky Dragon is under maintenance' }));
    const notice = await screen.findByTestId('launch-notice');
    expect(notice).toHaveTextContent('Lucky Dragon is under maintenance');
    await waitFor(() => expect(notice).toHaveTextContent('Gold Rush 777'));
    expect(notice).not.toHaveTextContent('Broken Slot');
    expect(api.callsTo('GET', '/wps/relay/GCSGAME_gameList')[0]?.query.get('gameType')).toBe('RNG');
    expect(api.callsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
  });
});
