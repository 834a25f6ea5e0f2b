import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext, fakeAudioContextClass, FakeNode, memoryStorage } from './fake-audio-context.ts';
import { CUE_GAP, createSoundEngine, MUSIC_LEVEL } from './sound-engine.ts';
import { saveSettings, settingsKey } from './sound-settings.ts';

type FakeGainNode = FakeNode & { gain: { value: number } };

/** The engine's three gains, found by how they are wired: master → destination, music and effects → master. */
function buses(ctx: FakeAudioContext) {
  const gains = ctx.nodes.filter((node) => node.kind === 'gain') as FakeGainNode[];
  const master = gains.find((node) => node.outputs.includes(ctx.destination))!;
  const [music, effects] = gains.filter((node) => node.outputs.includes(master));
  return { master, music, effects };
}

function setUp(storage = memoryStorage()) {
  const engine = createSoundEngine({ audioContextClass: fakeAudioContextClass, storage, random: () => 0.5 });
  const target = new EventTarget();
  engine.listen(target, document);
  return { engine, storage, target, gesture: () => target.dispatchEvent(new Event('pointerdown')) };
}

beforeEach(() => FakeAudioContext.reset());
afterEach(() => vi.useRealTimers());

describe('sound engine', () => {
  it('makes no AudioContext before the first gesture, and one only, whatever is asked before', () => {
    const { engine, gesture, target } = setUp();
    engine.music('slot-lucky');
    engine.play('spinStart');
    engine.setVolume(0.8);
    expect(FakeAudioContext.instances).toHaveLength(0);
    expect(engine.context()).toBeNull();
    gesture();
    target.dispatchEvent(new Event('keydown'));
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(engine.context()).toBe(FakeAudioContext.instances[0]);
  });

  it('is silent and never throws without Web Audio, or when the browser refuses a context', () => {
    const none = createSoundEngine({ audioContextClass: undefined, storage: undefined });
    expect(none.supported).toBe(false);
    expect(() => {
      none.unlock();
      none.play('bigWin');
      none.music('sea');
      none.setMuted(true);
    }).not.toThrow();
    FakeAudioContext.failWith = new Error('NotAllowedError');
    const refused = setUp();
    expect(() => {
      refused.gesture();
      refused.engine.play('reelStop', { index: 1 });
    }).not.toThrow();
    expect(refused.engine.context()).toBeNull();
  });

  it('puts mute and volume on the master gain and remembers them', () => {
    const { engine, gesture, storage } = setUp();
    gesture();
    const { master } = buses(FakeAudioContext.instances[0]);
    expect(master.gain.value).toBeCloseTo(0.36);
    engine.setVolume(0.5);
    expect(master.gain.value).toBeCloseTo(0.25);
    engine.setMuted(true);
    expect(master.gain.value).toBe(0);
    engine.setVolume(2);
    expect(engine.settings().volume).toBe(1);
    expect(JSON.parse(storage.getItem(settingsKey(null))!)).toEqual({ muted: true, volume: 1, music: true });
    engine.setMuted(false);
    expect(master.gain.value).toBe(1);
  });

  it("applies the player's own stored settings, and stores changes under that player", () => {
    const storage = memoryStorage();
    saveSettings(storage, 'member-42', { muted: false, volume: 0.2, music: false });
    const { engine, gesture } = setUp(storage);
    engine.load('member-42');
    gesture();
    const { master, music } = buses(FakeAudioContext.instances[0]);
    expect(master.gain.value).toBeCloseTo(0.04);
    expect(music.gain.value).toBe(0);
    engine.setMusic(true);
    expect(music.gain.value).toBe(MUSIC_LEVEL);
    expect(JSON.parse(storage.getItem(settingsKey('member-42'))!).music).toBe(true);
    expect(storage.getItem(settingsKey(null))).toBeNull();
  });

  it('plays a cue into the effects bus, and nothing while muted', () => {
    const { engine, gesture } = setUp();
    gesture();
    const ctx = FakeAudioContext.instances[0];
    const { effects, music } = buses(ctx);
    engine.play('cannonShot');
    const made = ctx.sources();
    expect(made.length).toBeGreaterThan(0);
    made.forEach((source) => {
      expect(source.reaches(effects)).toBe(true);
      expect(source.reaches(music)).toBe(false);
    });
    engine.setMuted(true);
    engine.play('cannonShot');
    expect(ctx.sources()).toHaveLength(made.length);
  });

  it('spreads a burst of one cue into a quick rattle and drops what would come too late', () => {
    const { engine, gesture } = setUp();
    gesture();
    const ctx = FakeAudioContext.instances[0];
    ctx.currentTime = 3;
    for (let reel = 0; reel < 20; reel += 1) engine.play('buttonClick');
    const starts = ctx.sources().map((source) => source.startedAt!);
    expect(starts[0]).toBe(3);
    expect(starts[1]).toBeCloseTo(3 + CUE_GAP);
    expect(starts.length).toBeLessThan(20);
    expect(Math.max(...starts)).toBeLessThanOrEqual(3.4);
    engine.play('chipPlace');
    expect(ctx.sources().at(-1)!.startedAt).toBe(3);
  });

  it('runs the music only once unlocked, unmuted, switched on and visible', () => {
    vi.useFakeTimers();
    const { engine, gesture } = setUp();
    engine.music('table');
    expect(engine.musicPlaying()).toBe(false);
    gesture();
    expect(engine.musicPlaying()).toBe(true);
    const ctx = FakeAudioContext.instances[0];
    const { music } = buses(ctx);
    const before = ctx.sources().length;
    // Two seconds of the audio clock, the scheduler looking every 80 ms as it does in a browser.
    for (let step = 0; step < 25; step += 1) {
      ctx.currentTime += 0.08;
      vi.advanceTimersByTime(80);
    }
    expect(ctx.sources().length).toBeGreaterThan(before);
    ctx.sources().forEach((source) => expect(source.reaches(music)).toBe(true));
    engine.setMusic(false);
    expect(engine.musicPlaying()).toBe(false);
    engine.setMusic(true);
    engine.setMuted(true);
    expect(engine.musicPlaying()).toBe(false);
    engine.setMuted(false);
    engine.music(null);
    expect(engine.musicPlaying()).toBe(false);
  });

  it('suspends the audio and the music while the page is hidden', () => {
    vi.useFakeTimers();
    const { engine, gesture } = setUp();
    engine.music('sea');
    gesture();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeAudioContext.instances[0].state).toBe('suspended');
    expect(engine.musicPlaying()).toBe(false);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeAudioContext.instances[0].state).toBe('running');
    expect(engine.musicPlaying()).toBe(true);
    visibility.mockRestore();
  });
});
