// The page's one sound engine. Games import `sound` and call `sound.play('reelStop', { index })` or
// `sound.music('table')`; the play page calls installSound once, which loads the player's settings and waits for
// the first gesture. Until then (and on the verify page, which never installs it) every call is silent.
import { createSoundEngine, type AudioContextClass } from './sound-engine.ts';

type AudioWindow = Window & { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };

/** The browser's AudioContext (or Safari's older prefixed one), if it has Web Audio at all. */
export const audioContextClassOf = (win: Window): AudioContextClass | undefined =>
  (win as AudioWindow).AudioContext ?? (win as AudioWindow).webkitAudioContext;

/** localStorage, or nothing when the browser blocks it (reading the property itself can throw). */
export function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

export const sound = createSoundEngine({ audioContextClass: audioContextClassOf(window), storage: storageOf(window) });

/** Loads the settings of `player` (null: the device-wide ones) and unlocks the audio on the first gesture. */
export function installSound(player: string | null): void {
  sound.load(player);
  sound.listen(window, window.document);
}
