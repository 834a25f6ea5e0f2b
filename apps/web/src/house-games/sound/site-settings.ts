// The sound settings' storage inside the site's frame. The sandboxed page has no localStorage (an opaque origin
// has none), so the site keeps the settings (features/games/hooks/game-frame-sound.ts): this Storage holds them in
// memory for the engine, asks the site for a player's on the first read of their key, and sends each change.
import { onSiteMessage, postToSite } from '../site-bridge.ts';
import { playerOfKey, repairSettings, settingsKey } from './sound-settings.ts';

/**
 * A Storage for the sound engine backed by the site. `onAnswer(player)` runs when the site's answer for the key
 * read last arrives, so the caller reloads those settings (before it, the engine plays the defaults).
 */
export function siteSettingsStorage(win: Window, onAnswer: (player: string | null) => void): Storage {
  const items = new Map<string, string>();
  const asked = new Set<string>();
  let lastRead: string | null = null;
  onSiteMessage((message) => {
    const key = settingsKey(message.player);
    // Not asked, or changed by the player while the answer was on its way: their choice stands.
    if (!asked.has(key) || items.has(key)) return;
    items.set(key, JSON.stringify(repairSettings(message.settings)));
    if (key === lastRead) onAnswer(message.player);
  }, win);
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => {
      lastRead = key;
      const player = playerOfKey(key);
      if (!asked.has(key) && player !== undefined) {
        asked.add(key);
        postToSite({ type: 'house:sound:load', player }, win);
      }
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      items.set(key, value);
      const player = playerOfKey(key);
      if (player !== undefined)
        postToSite({ type: 'house:sound:save', player, settings: repairSettings(JSON.parse(value)) }, win);
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
