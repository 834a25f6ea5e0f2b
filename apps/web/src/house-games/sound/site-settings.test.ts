import { describe, expect, it, vi } from 'vitest';
import { siteSettingsStorage } from './site-settings.ts';
import { createSoundEngine } from './sound-engine.ts';
import { DEFAULT_SETTINGS, settingsKey } from './sound-settings.ts';

const PLAYER = '0123456789abcdef';

/** A sandboxed page's window inside the site's frame: its own events, and the site's window as its parent. */
function framedWindow() {
  const site = { postMessage: vi.fn() };
  const win = Object.assign(new EventTarget(), { parent: site, location: { origin: 'https://lucky.example' } });
  const answer = (data: unknown, source: unknown = site) =>
    win.dispatchEvent(new MessageEvent('message', { data, source: source as Window }));
  return { win: win as unknown as Window, sent: site.postMessage, answer };
}

describe('sound settings inside the site’s frame', () => {
  it('asks the site for a player’s settings once, and applies its answer', () => {
    const { win, sent, answer } = framedWindow();
    const engine = createSoundEngine({
      audioContextClass: undefined,
      storage: siteSettingsStorage(win, (player) => engine.load(player)),
    });
    engine.load(PLAYER);
    engine.load(PLAYER);
    expect(engine.settings()).toEqual(DEFAULT_SETTINGS);
    const asks = sent.mock.calls.filter(([message]) => message.type === 'house:sound:load');
    expect(asks).toEqual([
      [{ type: 'house:sound:load', player: null }, 'https://lucky.example'],
      [{ type: 'house:sound:load', player: PLAYER }, 'https://lucky.example'],
    ]);
    const stored = { muted: true, volume: 0.2, music: false };
    answer({ type: 'house:sound:value', player: PLAYER, settings: stored });
    expect(engine.settings()).toEqual(stored);
  });

  it('sends each change to the site, and ignores answers from other windows or after the player chose', () => {
    const { win, sent, answer } = framedWindow();
    const storage = siteSettingsStorage(win, () => undefined);
    const engine = createSoundEngine({ audioContextClass: undefined, storage });
    engine.load(PLAYER);
    answer({ type: 'house:sound:value', player: PLAYER, settings: { muted: true, volume: 1, music: true } }, win);
    expect(storage.getItem(settingsKey(PLAYER))).toBeNull();
    engine.setVolume(0.5);
    expect(sent).toHaveBeenLastCalledWith(
      { type: 'house:sound:save', player: PLAYER, settings: { ...DEFAULT_SETTINGS, volume: 0.5 } },
      'https://lucky.example',
    );
    answer({ type: 'house:sound:value', player: PLAYER, settings: { muted: true, volume: 1, music: true } });
    expect(engine.settings().volume).toBe(0.5);
  });

  it('keeps working in memory on a page opened on its own (no site to ask)', () => {
    const win = Object.assign(new EventTarget(), {
      location: { origin: 'https://lucky.example' },
    }) as unknown as Window;
    (win as { parent: Window }).parent = win;
    const engine = createSoundEngine({
      audioContextClass: undefined,
      storage: siteSettingsStorage(win, () => undefined),
    });
    engine.load(PLAYER);
    engine.setMuted(true);
    engine.load(PLAYER);
    expect(engine.settings().muted).toBe(true);
  });
});
