// The player's sound settings (mute, volume, music on or off), kept in localStorage so they survive reloads and
// apply to every house game. Keyed by player when the page knows who plays; otherwise one device-wide entry.

export type SoundSettings = {
  muted: boolean;
  /** 0 to 1, as the slider shows it; the gain applied is its square, which the ear hears as even steps. */
  volume: number;
  /** Background music, switched separately from the effects. */
  music: boolean;
};

export const DEFAULT_SETTINGS: SoundSettings = { muted: false, volume: 0.6, music: true };

const PREFIX = 'house-sound';

/** The storage key: one per player when `player` is known, else the device-wide one. */
export const settingsKey = (player: string | null): string => (player ? `${PREFIX}:${player}` : PREFIX);

const clampVolume = (volume: unknown): number =>
  typeof volume === 'number' && Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_SETTINGS.volume;

/** The stored settings of `player`, or the defaults when none are stored, storage is blocked or the entry is junk. */
export function loadSettings(storage: Storage | undefined, player: string | null): SoundSettings {
  let raw: string | null = null;
  try {
    raw = storage ? storage.getItem(settingsKey(player)) : null;
  } catch {
    // Storage can be blocked (privacy settings, a sandbox): the defaults still play.
  }
  if (!raw) return { ...DEFAULT_SETTINGS };
  try {
    const stored = JSON.parse(raw) as Partial<SoundSettings>;
    return {
      muted: typeof stored.muted === 'boolean' ? stored.muted : DEFAULT_SETTINGS.muted,
      volume: clampVolume(stored.volume),
      music: typeof stored.music === 'boolean' ? stored.music : DEFAULT_SETTINGS.music,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Stores `settings` for `player`; a full or blocked storage only means they are not remembered. */
export function saveSettings(storage: Storage | undefined, player: string | null, settings: SoundSettings): void {
  try {
    storage?.setItem(settingsKey(player), JSON.stringify(settings));
  } catch {
    // Nothing to do: the settings still apply to this page.
  }
}

/** The master gain the settings ask for. */
export const masterGain = (settings: SoundSettings): number => (settings.muted ? 0 : settings.volume ** 2);
