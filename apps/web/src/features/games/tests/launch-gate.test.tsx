import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { LaunchNotice } from '../components/launch-notice.tsx';
import { launchAccountType, useLaunchGame } from '../hooks/use-launch-game.ts';
import { makeGame, UrlProbe } from './game-fixtures.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

function PlayButton() {
  const { launch } = useLaunchGame();
  return (
    <>
      <LaunchNotice />
      <button type="button" onClick={() => launch(makeGame())}>
        Play
      </button>
      <UrlProbe />
    </>
  );
}

const GAME_URL = 'http://localhost/house/play/7?launch=abc';
const launched = () => ({
  value: { game_url: GAME_URL, game_url2: null, accountType: 1, expiresAt: '2099-01-01T00:00:00Z' },
});

describe('launch gate', () => {
  it('asks a visitor to log in and does not launch', () => {
    const api = mockApi({ 'GET /wps/game/launchGame': launched });
    renderWithApp(<PlayButton />, { path: '/gameCenter' });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(useModalStore.getState().open.login).toBe(true);
    expect(api.callsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
    expect(screen.getByTestId('url')).toHaveTextContent('/gameCenter');
  });

  it('lets a trial account play for free (accountType 0) and opens the game page', async () => {
    logInAs(4);
    const api = mockApi({ 'GET /wps/game/launchGame': launched });
    renderWithApp(<PlayButton />, { path: '/gameCenter' });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent(`/game?url=${encodeURIComponent(GAME_URL)}`),
    );
    const call = api.callsTo('GET', '/wps/game/launchGame')[0];
    expect(call?.query.get('gameId')).toBe('7');
    expect(call?.query.get('accountType')).toBe('0');
    expect(useModalStore.getState().open.dialog).toBe(false);
  });

  it('launches a real account for real money (accountType 1)', async () => {
    logInAs(0);
    const api = mockApi({ 'GET /wps/game/launchGame': launched });
    renderWithApp(<PlayButton />, { path: '/gameCenter' });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(api.callsTo('GET', '/wps/game/launchGame')).toHaveLength(1));
    expect(api.callsTo('GET', '/wps/game/launchGame')[0]?.query.get('accountType')).toBe('1');
  });

  it('shows the server suggestions when the game went into maintenance meanwhile', async () => {
    logInAs(0);
    mockApi({
      'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: [] }),
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ value: [] }),
      'GET /wps/game/launchGame': () => ({
        status: 409,
        code: 'game.maintenance',
        message: 'maintenance',
        value: { gameId: 7, suggestions: [makeGame({ gameId: 8, gameName: 'Fruit Fiesta' })] },
      }),
    });
    renderWithApp(<PlayButton />, { path: '/gameCenter' });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const notice = await screen.findByTestId('launch-notice');
    expect(notice).toHaveTextContent('Try one of these games instead');
    expect(notice).toHaveTextContent('Fruit Fiesta');
    expect(screen.getByTestId('url')).toHaveTextContent('/gameCenter');
  });

  it('shows the translated error when the launch fails otherwise', async () => {
    logInAs(0);
    mockApi({ 'GET /wps/game/launchGame': () => ({ status: 400, code: 'game.launch.failed', message: 'x' }) });
    renderWithApp(<PlayButton />, { path: '/gameCenter' });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(useModalStore.getState().open.dialog).toBe(true));
    expect(useModalStore.getState().props.dialog).toMatchObject({ title: 'Could not open the game' });
  });

  it('maps account types to the launch accountType', () => {
    expect(launchAccountType(4)).toBe(0);
    expect(launchAccountType(0)).toBe(1);
    expect(launchAccountType(1)).toBe(1);
    expect(launchAccountType(null)).toBe(1);
  });
});
