import { describe, expect, it } from 'vitest';
import { memoryStorage } from './fake-audio-context.ts';
import { DEFAULT_SETTINGS, loadSettings, masterGain, saveSettings, settingsKey } from './sound-settings.ts';

describe('sound settings', () => {
  it('starts from the defaults when nothing is stored', () => {
    expect(loadSettings(memoryStorage(), 'member-7')).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(undefined, null)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps each player’s settings apart from the others and from the device-wide entry', () => {
    const storage = memoryStorage();
    saveSettings(storage, 'member-7', { muted: true, volume: 0.3, music: false });
    saveSettings(storage, null, { muted: false, volume: 0.9, music: true });
    expect(loadSettings(storage, 'member-7')).toEqual({ muted: true, volume: 0.3, music: false });
    expect(loadSettings(storage, 'member-8')).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(storage, null)).toEqual({ muted: false, volume: 0.9, music: true });
    expect(storage.getItem(settingsKey('member-7'))).toBe('{"muted":true,"volume":0.3,"music":false}');
    expect(settingsKey('member-7')).not.toBe(settingsKey(null));
  });

  it('repairs a damaged or hand-edited entry field by field', () => {
    const storage = memoryStorage();
    storage.setItem(settingsKey('a'), '{not json');
    expect(loadSettings(storage, 'a')).toEqual(DEFAULT_SETTINGS);
    storage.setItem(settingsKey('b'), JSON.stringify({ muted: 'yes', volume: 7, music: false }));
    expect(loadSettings(storage, 'b')).toEqual({ muted: false, volume: 1, music: false });
    storage.setItem(settingsKey('c'), JSON.stringify({ muted: true, volume: 'loud' }));
    expect(loadSettings(storage, 'c')).toEqual({ muted: true, volume: DEFAULT_SETTINGS.volume, music: true });
  });

  it('plays on with the defaults when the browser blocks storage', () => {
    const blocked = memoryStorage(true);
    expect(() => saveSettings(blocked, 'a', { muted: true, volume: 0.1, music: true })).not.toThrow();
    expect(loadSettings(blocked, 'a')).toEqual(DEFAULT_SETTINGS);
  });

  it('turns mute and volume into the master gain (silent when muted, the volume squared otherwise)', () => {
    expect(masterGain({ muted: true, volume: 1, music: true })).toBe(0);
    expect(masterGain({ muted: false, volume: 0.5, music: true })).toBe(0.25);
    expect(masterGain({ muted: false, volume: 0, music: true })).toBe(0);
    expect(masterGain({ muted: false, volume: 1, music: false })).toBe(1);
  });
});
