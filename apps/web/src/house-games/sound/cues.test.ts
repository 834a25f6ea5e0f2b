import { beforeEach, describe, expect, it } from 'vitest';
import { CUES, isCue, type CueName } from './cues.ts';
import { FakeAudioContext, FakeNode, type FakeParam } from './fake-audio-context.ts';
import { createMusicPlayer } from './music.ts';
import { slotTrack, TRACKS, type TrackName } from './music-tracks.ts';

/** A fresh fake context and a bus node standing for the engine's effects or music bus. */
function stage() {
  const ctx = new FakeAudioContext();
  const bus = new FakeNode('bus', ctx);
  return { ctx, bus, asContext: ctx as unknown as BaseAudioContext, asBus: bus as unknown as AudioNode };
}

beforeEach(() => FakeAudioContext.reset());

describe('sound cues', () => {
  it('has every cue the games and the brief name', () => {
    const names: CueName[] = [
      'spinStart',
      'reelStop',
      'smallWin',
      'bigWin',
      'coinCount',
      'buttonClick',
      'chipPlace',
      'cardDeal',
      'cardFlip',
      'win',
      'lose',
      'cannonShot',
      'fishCaught',
      'netSplash',
      'bossAppears',
      'freeSpins',
      'jackpot',
    ];
    expect(Object.keys(CUES).sort()).toEqual([...names].sort());
    names.forEach((name) => expect(isCue(name)).toBe(true));
    expect(isCue('explosion')).toBe(false);
    expect(isCue('toString')).toBe(false);
  });

  it.each(Object.keys(CUES) as CueName[])('%s makes sound that starts on time, ends, and reaches the bus', (name) => {
    const { ctx, bus, asContext, asBus } = stage();
    CUES[name]({ ctx: asContext, out: asBus, at: 5 }, { index: 2, count: 4 });
    const sources = ctx.sources();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.reaches(bus)).toBe(true);
      expect(source.startedAt).toBeGreaterThanOrEqual(5);
      expect(source.stoppedAt).toBeGreaterThan(source.startedAt!);
      // No cue should ring on: a few seconds at most.
      expect(source.stoppedAt).toBeLessThan(5 + 3);
    }
    // Every envelope is silent until its note starts (a gain's default of 1 would click).
    const envelopes = ctx.nodes.filter((node) => node.kind === 'gain') as (FakeNode & { gain: FakeParam })[];
    expect(envelopes.length).toBeGreaterThan(0);
    envelopes.forEach((node) => expect(node.gain.valueBeforeEvents).toBe(0));
  });

  it('counts as many coins as asked, and pitches each reel stop a little higher', () => {
    const coins = stage();
    CUES.coinCount({ ctx: coins.asContext, out: coins.asBus, at: 0 }, { count: 5 });
    expect(new Set(coins.ctx.sources().map((source) => source.startedAt)).size).toBe(5);
    const pitch = (index: number) => {
      const reel = stage();
      CUES.reelStop({ ctx: reel.asContext, out: reel.asBus, at: 0 }, { index });
      return reel.ctx.sources().find((source) => source.kind === 'oscillator')!.frequency.events[0].value;
    };
    expect(pitch(4)).toBeGreaterThan(pitch(0));
  });
});

describe('music', () => {
  it.each(Object.keys(TRACKS) as TrackName[])('%s plays notes in time order into the music bus', (name) => {
    const { ctx, bus, asContext, asBus } = stage();
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const player = createMusicPlayer(asContext, asBus, TRACKS[name], random);
    for (let second = 0; second <= 16; second += 0.1) {
      ctx.currentTime = second;
      player.tick();
    }
    const starts = ctx.sources().map((source) => source.startedAt!);
    // Sixteen seconds of even the sparsest track hold dozens of notes, none scheduled in the past.
    expect(starts.length).toBeGreaterThan(20);
    expect(Math.max(...starts)).toBeLessThan(16 + 0.5);
    ctx.sources().forEach((source) => expect(source.reaches(bus)).toBe(true));
    const pitches = ctx
      .sources()
      .filter((source) => source.kind === 'oscillator')
      .map((source) => source.frequency.events[0].value);
    // Audible and sane: from a low bass to a high bell partial.
    expect(Math.min(...pitches)).toBeGreaterThan(30);
    expect(Math.max(...pitches)).toBeLessThan(12_000);
  });

  it('starts again from now after a pause instead of catching up in a burst', () => {
    const { ctx, asContext, asBus } = stage();
    // A low draw: every melody step plays, so the seconds after the pause cannot be silent by chance.
    const player = createMusicPlayer(asContext, asBus, TRACKS['slot-fruit'], () => 0.1);
    const playFor = (from: number, seconds: number) => {
      const before = ctx.sources().length;
      for (let time = from; time < from + seconds; time += 0.08) {
        ctx.currentTime = time;
        player.tick();
      }
      return ctx.sources().slice(before);
    };
    const first = playFor(0, 2);
    const late = playFor(600, 2);
    expect(late.length).toBeGreaterThan(0);
    late.forEach((source) => expect(source.startedAt).toBeGreaterThanOrEqual(600));
    // Ten minutes missed would be thousands of notes; after the pause it is the same two seconds' worth.
    expect(late.length).toBeLessThan(first.length * 1.5);
  });

  it('gives each slot theme its own track and a default to titles it does not know', () => {
    expect(slotTrack('house-lucky-dragon')).toBe('slot-lucky');
    expect(slotTrack('house-gold-rush-777')).toBe('slot-gold');
    expect(slotTrack('house-fruit-fiesta')).toBe('slot-fruit');
    expect(slotTrack('house-new-title')).toBe('slot-fruit');
  });
});
