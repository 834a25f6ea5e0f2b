import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { betType, makeDraw, makeDrawn, makeGame } from '../test/lottery-fixtures.ts';
import { LotteryRoutePage } from './lottery-route-page.tsx';

vi.mock('../../../lib/push-client.ts', () => ({
  getPushClient: () => ({ subscribe: () => () => undefined, refreshAuth: () => undefined, isConnected: () => false }),
}));

const VI_FILES = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/VI/*.json', { eager: true });
const VI_LOTTERY = VI_FILES['../../../locales/VI/lottery.json']!.default as {
  play: { liabilityNote: string };
  verify: { method: string };
};

/** Vietnamese only, with no fallback: a text missing from the VI files shows as its key, never as English. */
function createVietnameseI18n() {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(VI_FILES).map(([path, module]) => [/\/([^/]+)\.json$/.exec(path)![1]!, module.default]),
  );
  void instance.init({
    lng: 'VI',
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { VI: resources },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

const renderInVietnamese = (path: string) =>
  renderWithApp(
    <I18nextProvider i18n={createVietnameseI18n()}>
      <LotteryRoutePage />
    </I18nextProvider>,
    { path },
  );

// The server answers these in English; the page shows the visitor's language from its own locale files.
const SERVER_NOTE =
  'Each number of a draw takes bets up to a limit of what the house would pay on it; a bet over the limit is refused.';
const SERVER_METHOD = 'HMAC-SHA256(seed, streamId:cursor)';

describe('lottery texts the server answers in English', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it("the betting page shows the liability note in the visitor's language", async () => {
    mockApi({
      'GET /lgw/games/game': () => ({
        value: {
          serverTime: new Date().toISOString(),
          game: makeGame(),
          betTypes: [betType('PICK')],
          currentDraws: [makeDraw()],
          upcomingDraws: [],
          liabilityNote: SERVER_NOTE,
        },
      }),
      'GET /lgw/vn/numeros/opened/game': () => ({
        value: { gameCode: 'KENO_1M', draws: [makeDrawn(100, ['01', '02', '03'])] },
      }),
    });
    renderInVietnamese('/lottery/play?game=KENO_1M');
    expect(await screen.findByText(VI_LOTTERY.play.liabilityNote)).toBeInTheDocument();
    expect(screen.queryByText(SERVER_NOTE)).not.toBeInTheDocument();
  });

  it("the verify page explains the method in the visitor's language", async () => {
    const streamId = 'three-d-3m:20261124-0005';
    mockApi({
      'GET /lgw/draws/verify': () => ({
        value: {
          draw: makeDrawn(5, ['3', '1', '4']),
          streamId,
          recomputedSeedHash: 'a'.repeat(64),
          isSeedHashMatch: true,
          recomputed: { numbers: ['3', '1', '4'] },
          isResultMatch: true,
          method: SERVER_METHOD,
        },
      }),
    });
    renderInVietnamese('/lottery/verify?drawId=5');
    await screen.findByTestId('verify-verdict');
    expect(screen.getByText(VI_LOTTERY.verify.method.replace('{{streamId}}', streamId))).toBeInTheDocument();
    expect(screen.queryByText(SERVER_METHOD)).not.toBeInTheDocument();
  });
});
