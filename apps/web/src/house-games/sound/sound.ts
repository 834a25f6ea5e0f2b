// The page's one sound engine. Games import `sound` and call `sound.play('reelStop', { index })` or
// `sound.music('table')`; the play page calls installSound once, which loads the player's settings and waits for
// the first gesture. Until then (and on the verify page, which never installs it) every call is silent.
import { createSoundEngine, type AudioContextClass } from './sound-engine.ts';
import { siteSettingsStorage } from './site-settings.ts';
import { storageOf } from './sound-settings.ts';

type AudioWindow = Window & { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };

/** The browser's AudioContext (or Safari's older prefixed one), if it has Web Audio at all. */
export const audioContextClassOf = (win: Window): AudioContextClass | undefined =>
  (win as AudioWindow).AudioContext ?? (win as AudioWindow).webkitAudioContext;

/**
 * Where the settings live: the page's localStorage when it has one; inside the site's sandboxed frame (an opaque
 * origin has none) the site's, through site-settings.ts; the answer reloads the player's settings.
 */
const settingsStorage = (win: Window): Storage =>
  storageOf(win) ?? siteSettingsStorage(win, (player) => sound.load(player));

export const sound = createSoundEngine({
  audioContextClass: audioContextClassOf(window),
  storage: settingsStorage(window),
});

/** Loads the settings of `player` (null: the device-wide ones) and unlocks the audio on the first gesture. */
export function installSound(player: string | null): void {
  sound.load(player);
  sound.listen(window, window.document);
}
