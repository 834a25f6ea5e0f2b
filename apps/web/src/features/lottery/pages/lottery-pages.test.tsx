import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { betType, makeDraw, makeDrawn, makeGame, makeMenuGame } from '../test/lottery-fixtures.ts';
import { LotteryRoutePage } from './lottery-route-page.tsx';

vi.mock('../../../lib/push-client.ts', () => ({
  getPushClient: () => ({ subscribe: () => () => undefined, refreshAuth: () => undefined, isConnected: () => false }),
}));

const MB = {
  gameCode: 'VN_MB',
  kind: 'VN' as const,
  variant: 'MB',
  prizeMode: 'Lott' as const,
  category: 'LOTT' as const,
  labelName: 'Miền Bắc',
  intervalMinutes: null,
};
const MN = { ...MB, gameCode: 'VN_MN', variant: 'MN', labelName: 'Miền Nam' };

const menu = () => ({
  value: {
    serverTime: new Date().toISOString(),
    gameMenus: [
      {
        gameGroupCode: 'KENO',
        labelName: 'Keno',
        prizeMode: 'Elott',
        games: [makeMenuGame({}, { lastDraw: makeDrawn(99, ['01', '05', '09']) })],
      },
      { gameGroupCode: 'VN', labelName: 'Xổ số', prizeMode: 'Lott', games: [makeMenuGame(MB), makeMenuGame(MN)] },
      {
        gameGroupCode: 'FOURD',
        labelName: '4D',
        prizeMode: 'SEA',
        games: [
          makeMenuGame({ gameCode: 'FOURD', kind: 'FOUR_D', category: 'LOTT', labelName: '4D', intervalMinutes: null }),
        ],
      },
    ],
  },
});

const board = (special: string) => [
  { prize: 'g8', numbers: ['42'] },
  { prize: 'g1', numbers: ['12345'] },
  { prize: 'special', numbers: [special] },
];

describe('lottery pages', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('/lottery lists the games by category, each card with its countdown, last result and game link', async () => {
    mockApi({ 'GET /lgw/vn/games/game_menu': menu });
    renderWithApp(<LotteryRoutePage />, { path: '/lottery' });
    const cards = await screen.findAllByTestId('lottery-game-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Keno 1 minute',
      'Miền Bắc',
      'Miền Nam',
      '4D',
    ]);
    expect(screen.getByRole('heading', { name: 'E-Lottery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lottery', level: 2 })).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('draw-countdown')).toHaveTextContent(/Closes in00:00:2\d/);
    expect(within(cards[0]!).getByTestId('result-balls')).toHaveTextContent('010509');
    expect(cards[0]).toHaveAttribute('href', '/lottery/play?game=KENO_1M');
    expect(cards[1]).toHaveAttribute('href', '/vnlottery?region=MB');
  });

  it('/elott shows one category at a time as tabs', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /lgw/vn/games/game_menu': menu });
    renderWithApp(<LotteryRoutePage />, { path: '/elott' });
    expect(await screen.findAllByTestId('lottery-game-card')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(await screen.findAllByTestId('lottery-game-card')).toHaveLength(3);
  });

  it("/vnlottery shows the region's board with a column per station, and its betting", async () => {
    const api = mockApi({
      'GET /lgw/vn/games/game_menu': menu,
      'GET /lotto/lgw/games/opened/numero': () => ({
        value: {
          draws: [
            makeDrawn(1, ['42'], {
              gameCode: 'VN_MN',
              station: 'HCM',
              stationName: 'TP. Hồ Chí Minh',
              result: { numbers: ['42'], board: board('123456') },
            }),
            makeDrawn(2, ['17'], {
              gameCode: 'VN_MN',
              station: 'DT',
              stationName: 'Đồng Tháp',
              result: { numbers: ['17'], board: board('654321') },
            }),
            makeDrawn(3, ['99'], { gameCode: 'VN_MB', result: { numbers: ['99'], board: board('11111') } }),
          ],
        },
      }),
      'GET /lgw/games/game': () => ({
        value: {
          serverTime: new Date().toISOString(),
          game: makeGame(MN),
          betTypes: [betType('lo-2')],
          upcomingDraws: [],
          liabilityNote: '',
          currentDraws: [
            makeDraw({ drawId: 11, gameCode: 'VN_MN', stationName: 'Cà Mau' }),
            makeDraw({ drawId: 12, gameCode: 'VN_MN', stationName: 'TP. Hồ Chí Minh' }),
          ],
        },
      }),
      'GET /lgw/vn/numeros/opened/game': () => ({ value: { gameCode: 'VN_MN', draws: [] } }),
    });
    renderWithApp(<LotteryRoutePage />, { path: '/vnlottery?region=MN' });
    const table = await screen.findByTestId('vn-board');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Prize', 'TP. Hồ Chí Minh', 'Đồng Tháp']);
    expect(within(table).getByRole('row', { name: /Special/ })).toHaveTextContent('123456654321');
    expect(screen.getByRole('tab', { name: 'Southern (Miền Nam)' })).toHaveAttribute('aria-selected', 'true');
    // Two stations on sale: a tab each, and no chase across them.
    expect(await screen.findByRole('tab', { name: 'Cà Mau' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Chasing is not offered here: each station draws on its own.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/lgw/games/game')[0]!.query.get('gameCode')).toBe('VN_MN');
  });

  it('/lottery/verify shows the seed, the hash and whether the numbers match', async () => {
    mockApi({
      'GET /lgw/draws/verify': () => ({
        value: {
          draw: makeDrawn(5, ['3', '1', '4']),
          streamId: 'three-d-3m:20261124-0005',
          recomputedSeedHash: 'a'.repeat(64),
          isSeedHashMatch: true,
          recomputed: { numbers: ['3', '1', '4'] },
          isResultMatch: true,
          method: 'HMAC-SHA256(seed, streamId:cursor)',
        },
      }),
    });
    renderWithApp(<LotteryRoutePage />, { path: '/lottery/verify?drawId=5' });
    expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Verified');
    expect(screen.getByText('seed-5')).toBeInTheDocument();
    expect(screen.getByText('three-d-3m:20261124-0005')).toBeInTheDocument();
  });
});
