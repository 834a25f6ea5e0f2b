import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { EarnGuide } from './earn-guide.tsx';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const CONFIG = {
  betMoneyPerPoint: { RNG: '10', LIVE: '20', SPORTS: '5', ESPORTS: '5', FISH: '0' },
  depositMoneyPerPoint: '100',
  convert: { isEnabled: true, points: 100, cash: '1', minPoints: 100 },
  currency: 'USD',
};
const menu = (gameGroupCode: string, statuses: string[]) => ({
  gameGroupCode,
  labelName: gameGroupCode,
  gameMenus: statuses.map((status, index) => ({
    gameId: index + 1,
    gameCode: `${gameGroupCode}_${index}`,
    gameName: `${gameGroupCode} ${index}`,
    vassalage: 'HOUSE',
    status,
  })),
});

describe('points mall earn guide', () => {
  it('lists the rates of categories with a playable game only, and the deposit rate', async () => {
    mockApi({
      'GET /wps/relay/PTS_config': () => ({ value: CONFIG }),
      // SPORTS has only a game in maintenance; ESPORTS and FISH have none; FISH also earns nothing.
      'GET /lgw/games/game_menus': () => ({
        value: [menu('RNG', ['ACTIVE']), menu('LIVE', ['MAINTENANCE', 'ACTIVE']), menu('SPORTS', ['MAINTENANCE'])],
      }),
    });
    renderWithApp(<EarnGuide />);
    const guide = await screen.findByTestId('points-earn-guide');
    const rows = within(guide)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    // In the site's category order (GAME_CATEGORIES), whatever order the menus come in.
    expect(rows).toEqual(['Deposits', 'Live Casino', 'Slots']);
  });

  it('shows no category rate when the games cannot be read, rather than every one', async () => {
    mockApi({
      'GET /wps/relay/PTS_config': () => ({ value: CONFIG }),
      'GET /lgw/games/game_menus': () => ({ status: 500, code: 'server.error' }),
    });
    renderWithApp(<EarnGuide />);
    const guide = await screen.findByTestId('points-earn-guide');
    expect(within(guide).getAllByRole('listitem')).toHaveLength(1);
  });
});
