import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireBarTools } from './bar-tools.ts';
import { FakeAudioContext, fakeAudioContextClass, memoryStorage } from './fake-audio-context.ts';
import { createSoundEngine } from './sound-engine.ts';
import { settingsKey } from './sound-settings.ts';

// The ids and attributes house-page.ts writes into the game's bar (icons left out).
const BAR = `<header class="bar"><div class="tools" role="group" aria-label="Game options">
<button id="rules-open" type="button" aria-controls="paytable-panel">Rules</button>
<span id="sound-tools" hidden>
<button id="sound-toggle" type="button" aria-label="Mute" aria-pressed="false"></button>
<input id="volume" type="range" min="0" max="100" step="5" value="60" aria-label="Volume">
<button id="music-toggle" type="button" aria-label="Music" aria-pressed="true"></button>
</span>
<button id="fullscreen" type="button" aria-label="Full screen" aria-pressed="false" hidden></button></div></header>
<section class="panels"><details id="paytable-panel"><summary>Paytable &amp; rules</summary><div id="paytable"></div></details>
<details id="fair-panel"><summary>Provably fair</summary><p>Every round is drawn from…</p></details></section>`;

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const slider = () => byLabel('Volume') as HTMLInputElement;

function setUp(supported = true) {
  document.body.innerHTML = BAR;
  const storage = memoryStorage();
  const engine = createSoundEngine({ audioContextClass: supported ? fakeAudioContextClass : undefined, storage });
  wireBarTools(document, engine);
  return { engine, storage };
}

function slide(value: number) {
  slider().value = String(value);
  slider().dispatchEvent(new Event('input'));
  slider().dispatchEvent(new Event('change'));
}

function setFullscreenSupport(enabled: boolean) {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
}

beforeEach(() => FakeAudioContext.reset());
afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  document.body.innerHTML = '';
});

describe('the bar tools', () => {
  it('shows the sound controls with the stored settings, and hides them without Web Audio', () => {
    setUp();
    expect(document.getElementById('sound-tools')!.hidden).toBe(false);
    expect(byLabel('Mute').getAttribute('aria-pressed')).toBe('false');
    expect(slider().value).toBe('60');
    expect(slider().getAttribute('aria-valuetext')).toBe('60%');
    setUp(false);
    expect(document.getElementById('sound-tools')!.hidden).toBe(true);
  });

  it('mutes and unmutes from the button, and remembers it', () => {
    const { engine, storage } = setUp();
    byLabel('Mute').click();
    expect(engine.settings().muted).toBe(true);
    expect(byLabel('Mute').getAttribute('aria-pressed')).toBe('true');
    expect(slider().getAttribute('aria-valuetext')).toBe('60%, muted');
    expect(JSON.parse(storage.getItem(settingsKey(null))!).muted).toBe(true);
    byLabel('Mute').click();
    expect(engine.settings().muted).toBe(false);
    expect(byLabel('Mute').getAttribute('aria-pressed')).toBe('false');
  });

  it('sets the volume from the slider, unmuting a muted game when it is raised', () => {
    const { engine, storage } = setUp();
    slide(25);
    expect(engine.settings().volume).toBe(0.25);
    expect(JSON.parse(storage.getItem(settingsKey(null))!).volume).toBe(0.25);
    engine.setMuted(true);
    slide(0);
    expect(engine.settings().muted).toBe(true);
    slide(40);
    expect(engine.settings()).toMatchObject({ muted: false, volume: 0.4 });
    expect(slider().getAttribute('aria-valuetext')).toBe('40%');
  });

  it('previews the chosen level with a click once the sound is unlocked', () => {
    const { engine } = setUp();
    engine.unlock();
    const ctx = FakeAudioContext.instances[0];
    const before = ctx.sources().length;
    slide(80);
    expect(ctx.sources().length).toBeGreaterThan(before);
  });

  it('switches the music on and off', () => {
    const { engine } = setUp();
    byLabel('Music').click();
    expect(engine.settings().music).toBe(false);
    expect(byLabel('Music').getAttribute('aria-pressed')).toBe('false');
    byLabel('Music').click();
    expect(engine.settings().music).toBe(true);
  });

  it('hides the full-screen toggle where the page may not go full screen', () => {
    setFullscreenSupport(false);
    setUp();
    expect(byLabel('Full screen').hidden).toBe(true);
  });

  it('asks the browser for full screen on the whole page, and to leave it once there', async () => {
    setFullscreenSupport(true);
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    setUp();
    const button = byLabel('Full screen') as HTMLButtonElement;
    expect(button.hidden).toBe(false);
    button.click();
    expect(request).toHaveBeenCalledTimes(1);
    const exit = vi.fn(() => Promise.resolve());
    document.exitFullscreen = exit;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => document.documentElement });
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(exit).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('survives a browser that refuses full screen', async () => {
    setFullscreenSupport(true);
    document.documentElement.requestFullscreen = vi.fn(() => Promise.reject(new TypeError('not allowed')));
    setUp();
    const button = byLabel('Full screen') as HTMLButtonElement;
    button.click();
    await Promise.resolve();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the paytable and rules from the bar and brings them into view', () => {
    setUp();
    const panel = document.getElementById('paytable-panel') as HTMLDetailsElement;
    const scrolled = vi.fn();
    panel.scrollIntoView = scrolled;
    expect(panel.open).toBe(false);
    document.getElementById('rules-open')!.click();
    expect(panel.open).toBe(true);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(document.activeElement).toBe(panel.querySelector('summary'));
  });

  it('brings a panel opened from its summary whole into view, and leaves the page still when one closes', async () => {
    setUp();
    const panel = document.getElementById('fair-panel') as HTMLDetailsElement;
    const scrolled = vi.fn();
    panel.scrollIntoView = scrolled;
    const toggled = () =>
      new Promise<void>((resolve) => panel.addEventListener('toggle', () => resolve(), { once: true }));
    let next = toggled();
    panel.open = true;
    await next;
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
    next = toggled();
    panel.open = false;
    await next;
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
