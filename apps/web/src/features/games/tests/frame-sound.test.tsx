import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, settingsKey } from '@lucky/contracts/games/sound-settings';
import { answerSoundMessage, MAX_SOUND_PLAYERS } from '../hooks/game-frame-sound.ts';
import { useGameBalanceSync } from '../hooks/use-game-balance-sync.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const PLAYER = '0123456789abcdef';

/** A storage the browser blocks: every call throws. */
const blocked = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('storage blocked', 'SecurityError');
  },
});

const player = (index: number) => index.toString(16).padStart(16, '0');

describe('the site keeps the house games’ sound settings', () => {
  it('answers a load with the stored settings of that player, or the defaults', () => {
    const storage = window.localStorage;
    const settings = { muted: true, volume: 0.25, music: false };
    expect(answerSoundMessage({ type: 'house:sound:save', player: PLAYER, settings }, storage)).toBeNull();
    expect(storage.getItem(settingsKey(PLAYER))).toBe(JSON.stringify(settings));
    expect(answerSoundMessage({ type: 'house:sound:load', player: PLAYER }, storage)).toEqual({
      type: 'house:sound:value',
      player: PLAYER,
      settings,
    });
    expect(answerSoundMessage({ type: 'house:sound:load', player: null }, storage)?.settings).toEqual(DEFAULT_SETTINGS);
    // A blocked storage: the defaults, and no throw.
    expect(answerSoundMessage({ type: 'house:sound:load', player: PLAYER }, blocked)?.settings).toEqual(
      DEFAULT_SETTINGS,
    );
    expect(() => answerSoundMessage({ type: 'house:sound:save', player: PLAYER, settings }, blocked)).not.toThrow();
  });

  it('keeps at most MAX_SOUND_PLAYERS players, whatever the frame names', () => {
    const storage = window.localStorage;
    storage.setItem('site-token', 'kept');
    for (let index = 0; index < MAX_SOUND_PLAYERS * 3; index += 1)
      answerSoundMessage({ type: 'house:sound:save', player: player(index), settings: DEFAULT_SETTINGS }, storage);
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(keys.filter((key) => key?.startsWith('house-sound:'))).toHaveLength(MAX_SOUND_PLAYERS);
    expect(storage.getItem(settingsKey(player(MAX_SOUND_PLAYERS * 3 - 1)))).not.toBeNull();
    expect(storage.getItem('site-token')).toBe('kept');
  });
});

function Frame() {
  const ref = useRef<HTMLIFrameElement>(null);
  useGameBalanceSync(ref);
  return <iframe ref={ref} title="game" />;
}

describe('the game frame’s sound messages', () => {
  function setup() {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Frame />
      </QueryClientProvider>,
    );
    const frameWindow = { postMessage: vi.fn() } as unknown as Window;
    Object.defineProperty(document.querySelector('iframe')!, 'contentWindow', {
      value: frameWindow,
      configurable: true,
    });
    const post = (data: unknown, source: Window = frameWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source }));
    return { post, answers: vi.mocked(frameWindow.postMessage) };
  }

  it('stores a save in the site’s localStorage and answers a load to the frame’s window only', () => {
    const { post, answers } = setup();
    const settings = { muted: false, volume: 0.4, music: false };
    post({ type: 'house:sound:save', player: PLAYER, settings });
    expect(JSON.parse(window.localStorage.getItem(settingsKey(PLAYER)) ?? 'null')).toEqual(settings);
    post({ type: 'house:sound:load', player: PLAYER });
    expect(answers).toHaveBeenCalledWith({ type: 'house:sound:value', player: PLAYER, settings }, '*');
  });

  it('refuses a key or settings outside the schema, and messages from any other window', () => {
    const { post, answers } = setup();
    post({ type: 'house:sound:save', player: 'token', settings: DEFAULT_SETTINGS });
    post({ type: 'house:sound:save', player: PLAYER, settings: { ...DEFAULT_SETTINGS, volume: 5 } });
    post({ type: 'house:sound:save', player: PLAYER, settings: { ...DEFAULT_SETTINGS, extra: 'x'.repeat(1000) } });
    post({ type: 'house:sound:save', player: PLAYER, settings: DEFAULT_SETTINGS }, window);
    post({ type: 'house:sound:load', player: PLAYER }, window);
    expect(window.localStorage.length).toBe(0);
    expect(answers).not.toHaveBeenCalled();
  });
});
