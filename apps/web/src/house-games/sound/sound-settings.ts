// The player's sound settings (mute, volume, music on or off), kept in localStorage so they survive reloads and
// apply to every house game; keyed by player when the page knows who plays, otherwise one device-wide entry. The
// settings and their keys are shared with the site (@lucky/contracts/games/sound-settings): inside the site's
// sandboxed frame the page has no storage of its own, and site-settings.ts asks the site to keep them.
import type { SoundSettings } from '@lucky/contracts/games/sound-settings';

export {
  DEFAULT_SETTINGS,
  loadSettings,
  playerOfKey,
  repairSettings,
  saveSettings,
  settingsKey,
  type SoundSettings,
} from '@lucky/contracts/games/sound-settings';

/** localStorage, or nothing when the browser blocks it (reading the property itself throws in a sandbox). */
export function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** The master gain the settings ask for. */
export const masterGain = (settings: SoundSettings): number => (settings.muted ? 0 : settings.volume ** 2);
