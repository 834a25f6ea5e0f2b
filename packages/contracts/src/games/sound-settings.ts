// The house games' sound settings (mute, volume, music on or off) and how they are stored: shared by the game pages
// (apps/web/src/house-games/sound) and the site, which keeps them for the pages since the pages run sandboxed with
// an opaque origin and have no storage of their own (apps/web/src/features/games/hooks/game-frame-sound.ts).
// No DOM or schema library here: the game pages' bundle imports it.

export type SoundSettings = {
  muted: boolean;
  /** 0 to 1, as the slider shows it; the gain applied is its square, which the ear hears as even steps. */
  volume: number;
  /** Background music, switched separately from the effects. */
  music: boolean;
};

/** What the settings are read from and written to: localStorage, or a stand-in with the same two calls. */
export type SettingsStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };

export const DEFAULT_SETTINGS: SoundSettings = { muted: false, volume: 0.6, music: true };

const PREFIX = 'house-sound';

/** The storage key: one per player when `player` is known, else the device-wide one. */
export const settingsKey = (player: string | null): string => (player ? `${PREFIX}:${player}` : PREFIX);

/** The player a storage key belongs to (null: the device-wide entry); undefined when it is no settings key. */
export function playerOfKey(key: string): string | null | undefined {
  if (key === PREFIX) return null;
  return key.startsWith(`${PREFIX}:`) && key.length > PREFIX.length + 1 ? key.slice(PREFIX.length + 1) : undefined;
}

const clampVolume = (volume: unknown): number =>
  typeof volume === 'number' && Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_SETTINGS.volume;

/** Settings from anything (a stored entry, a message): each field kept when valid, else its default. */
export function repairSettings(value: unknown): SoundSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<SoundSettings>;
  return {
    muted: typeof stored.muted === 'boolean' ? stored.muted : DEFAULT_SETTINGS.muted,
    volume: clampVolume(stored.volume),
    music: typeof stored.music === 'boolean' ? stored.music : DEFAULT_SETTINGS.music,
  };
}

/** The stored settings of `player`, or the defaults when none are stored, storage is blocked or the entry is junk. */
export function loadSettings(storage: SettingsStorage | undefined, player: string | null): SoundSettings {
  let raw: string | null = null;
  try {
    raw = storage ? storage.getItem(settingsKey(player)) : null;
  } catch {
    // Storage can be blocked (privacy settings, a sandbox): the defaults still play.
  }
  if (!raw) return { ...DEFAULT_SETTINGS };
  try {
    return repairSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Stores `settings` for `player`; a full or blocked storage only means they are not remembered. */
export function saveSettings(
  storage: SettingsStorage | undefined,
  player: string | null,
  settings: SoundSettings,
): void {
  try {
    storage?.setItem(settingsKey(player), JSON.stringify(settings));
  } catch {
    // Nothing to do: the settings still apply to this page.
  }
}
