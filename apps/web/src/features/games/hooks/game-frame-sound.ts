// The site's half of the house games' sound settings: the frame has no storage (opaque origin), so the site keeps
// them in its own localStorage, under the same keys the game pages used while they shared the site's origin.
import type { FrameMessage, SiteMessage } from '@lucky/contracts/games/game-frame';
import { loadSettings, playerOfKey, saveSettings, settingsKey } from '@lucky/contracts/games/sound-settings';

/**
 * At most this many players' settings per device: a frame names its player, so a page gone wrong could otherwise
 * fill the site's storage with made-up players. A new player past the limit replaces an old one.
 */
export const MAX_SOUND_PLAYERS = 16;

function makeRoom(storage: Storage, key: string): void {
  if (storage.getItem(key) !== null) return;
  const players: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const stored = storage.key(index);
    if (stored && playerOfKey(stored)) players.push(stored);
  }
  players.slice(0, Math.max(0, players.length - MAX_SOUND_PLAYERS + 1)).forEach((old) => storage.removeItem(old));
}

/** The site's localStorage, or nothing when the browser blocks it (reading the property itself can throw). */
export function siteStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Does what a sound message asks; the answer to post back to the frame, if it asks for one. */
export function answerSoundMessage(message: FrameMessage, storage: Storage | undefined): SiteMessage | null {
  if (message.type === 'house:sound:load')
    return { type: 'house:sound:value', player: message.player, settings: loadSettings(storage, message.player) };
  if (message.type === 'house:sound:save' && storage) {
    try {
      if (message.player) makeRoom(storage, settingsKey(message.player));
    } catch {
      // A blocked storage: saveSettings below ignores it too.
    }
    saveSettings(storage, message.player, message.settings);
  }
  return null;
}
