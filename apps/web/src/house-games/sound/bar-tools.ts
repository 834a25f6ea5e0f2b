// The game's top-bar tools (their markup is written by the server's house-page.ts): the rules button, the sound
// controls (mute, volume, music) and the full-screen toggle. Native buttons and a range input, so a keyboard works
// them as it works any form; the pressed state is aria-pressed, which the stylesheet also uses for the icons.
import { t } from '../i18n/translate.ts';
import type { SoundEngine } from './sound-engine.ts';
import type { SoundSettings } from './sound-settings.ts';

type FullscreenDocument = Document & {
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
type FullscreenElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };

const find = <T extends HTMLElement>(doc: Document, id: string): T | null => doc.getElementById(id) as T | null;

function showSettings(doc: Document, settings: SoundSettings): void {
  const mute = find<HTMLButtonElement>(doc, 'sound-toggle');
  const volume = find<HTMLInputElement>(doc, 'volume');
  const music = find<HTMLButtonElement>(doc, 'music-toggle');
  if (mute) {
    mute.setAttribute('aria-pressed', String(settings.muted));
    mute.title = t(settings.muted ? 'sound.off' : 'sound.on');
  }
  if (volume) {
    volume.value = String(Math.round(settings.volume * 100));
    volume.setAttribute(
      'aria-valuetext',
      t(settings.muted ? 'sound.volumeMuted' : 'sound.volume', { percent: Math.round(settings.volume * 100) }),
    );
  }
  if (music) {
    music.setAttribute('aria-pressed', String(settings.music));
    music.title = t(settings.music ? 'music.on' : 'music.off');
  }
}

/** Mute, volume and music, kept in step with the engine's settings; hidden without Web Audio. */
export function wireSoundTools(doc: Document, engine: SoundEngine): void {
  const group = find(doc, 'sound-tools');
  if (!group || !engine.supported) return;
  group.hidden = false;
  engine.onChange((settings) => showSettings(doc, settings));
  showSettings(doc, engine.settings());
  find(doc, 'sound-toggle')?.addEventListener('click', () => {
    const unmuting = engine.settings().muted;
    engine.setMuted(!unmuting);
    if (unmuting) engine.play('buttonClick');
  });
  const volume = find<HTMLInputElement>(doc, 'volume');
  volume?.addEventListener('input', () => {
    const level = Number(volume.value) / 100;
    // Moving the slider of a muted game to any level above zero means the player wants to hear it.
    if (level > 0 && engine.settings().muted) engine.setMuted(false);
    engine.setVolume(level);
  });
  // A click at the new level when the slider is let go, so the player hears what they chose.
  volume?.addEventListener('change', () => engine.play('buttonClick'));
  find(doc, 'music-toggle')?.addEventListener('click', () => engine.setMusic(!engine.settings().music));
}

const fullscreenElement = (doc: FullscreenDocument): Element | null =>
  doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;

/** The full-screen toggle, shown only where the browser (and the iframe's `allow`) lets the page go full screen. */
export function wireFullscreen(doc: Document): void {
  const button = find<HTMLButtonElement>(doc, 'fullscreen');
  const fsDoc = doc as FullscreenDocument;
  if (!button || !(fsDoc.fullscreenEnabled || fsDoc.webkitFullscreenEnabled)) return;
  button.hidden = false;
  const show = () => {
    const on = Boolean(fullscreenElement(fsDoc));
    button.setAttribute('aria-pressed', String(on));
    button.title = t(on ? 'fullscreen.leave' : 'fullscreen.enter');
  };
  button.addEventListener('click', () => {
    const root = doc.documentElement as FullscreenElement;
    const request = fullscreenElement(fsDoc)
      ? (fsDoc.exitFullscreen?.bind(fsDoc) ?? fsDoc.webkitExitFullscreen?.bind(fsDoc))
      : (root.requestFullscreen?.bind(root) ?? root.webkitRequestFullscreen?.bind(root));
    // Called at once, inside the click: browsers allow full screen only during a gesture. A refusal (a policy, an
    // old browser) leaves the page as it was, and the button keeps showing the real state.
    let pending: Promise<void> | void;
    try {
      pending = request?.();
    } catch {
      pending = undefined;
    }
    Promise.resolve(pending)
      .catch(() => undefined)
      .finally(show);
  });
  doc.addEventListener('fullscreenchange', show);
  doc.addEventListener('webkitfullscreenchange', show);
  show();
}

/** The rules button: opens the paytable panel and brings it into view, however far below the game it is. */
export function wireRulesButton(doc: Document): void {
  const button = find<HTMLButtonElement>(doc, 'rules-open');
  const panel = find<HTMLDetailsElement>(doc, 'paytable-panel');
  if (!button || !panel) return;
  button.addEventListener('click', () => {
    panel.open = true;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    panel.querySelector('summary')?.focus({ preventScroll: true });
  });
}

/**
 * A panel under the game (paytable, provably fair) opened from its summary scrolls the page just enough to show it
 * whole: on a short frame (1366×768) it opens below the fold. One taller than the frame scrolls inside itself
 * (house.css caps it at the frame's height).
 */
export function wirePanels(doc: Document): void {
  doc.querySelectorAll<HTMLDetailsElement>('.panels > details').forEach((panel) =>
    panel.addEventListener('toggle', () => {
      if (!panel.open) return;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
    }),
  );
}

/** Every tool of the bar. */
export function wireBarTools(doc: Document, engine: SoundEngine): void {
  wireRulesButton(doc);
  wirePanels(doc);
  wireSoundTools(doc, engine);
  wireFullscreen(doc);
}
