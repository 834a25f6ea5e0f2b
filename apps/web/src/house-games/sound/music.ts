// Plays a track (music-tracks.ts) as an endless improvisation: a look-ahead scheduler puts the next sixteenths on
// the audio clock a little before they are due, so timer jitter never reaches the ear. The melody is a random walk
// over the track's scale that leans on chord tones on the beat; only decoration, so Math.random is fine here.
import { hz, type Voice } from './synth.ts';
import { hat, type Track } from './music-tracks.ts';

/** How far ahead (seconds) notes are put on the audio clock, and how often (ms) the scheduler looks. */
export const LOOK_AHEAD = 0.25;
export const TICK_MS = 80;
const STEPS_PER_BAR = 16;

export type MusicPlayer = {
  /** Schedules every step due before the audio clock's time + LOOK_AHEAD. */
  tick: () => void;
};

type Position = { step: number; at: number; melodyIndex: number };

/** Semitones above the root of the scale's `index`-th note, counting on through the octaves above. */
const semitonesOf = (scale: number[], index: number): number =>
  scale[index % scale.length] + 12 * Math.floor(index / scale.length);

/** The index of the scale note nearest to `semitones` above the root (within four octaves). */
function nearestIndex(scale: number[], semitones: number): number {
  let best = 0;
  for (let index = 1; index < scale.length * 4; index += 1)
    if (Math.abs(semitonesOf(scale, index) - semitones) < Math.abs(semitonesOf(scale, best) - semitones)) best = index;
  return best;
}

const pitchOf = (track: Track, index: number): number => track.root - 12 + semitonesOf(track.scale, index);

/** The melody's next scale index: a step or two from the last, pulled to a chord tone on the beat. */
function nextMelodyIndex(track: Track, last: number, chord: number[], onBeat: boolean, random: () => number): number {
  const [low, high] = track.melodyRange;
  const moved = Math.min(high, Math.max(low, last + Math.round((random() - 0.5) * 4)));
  if (!onBeat) return moved;
  // A chord tone in the octave nearest to where the melody is.
  const pitchClass = ((chord[Math.floor(random() * chord.length)] % 12) + 12) % 12;
  const here = semitonesOf(track.scale, moved);
  const chordTone = pitchClass + 12 * Math.round((here - pitchClass) / 12);
  const target = nearestIndex(track.scale, chordTone);
  return Math.min(high, Math.max(low, target));
}

function playStep(track: Track, voice: Voice, position: Position, random: () => number): void {
  const sixteenth = 60 / track.tempo / 4;
  const inBar = position.step % STEPS_PER_BAR;
  const chord = track.chords[Math.floor(position.step / STEPS_PER_BAR) % track.chords.length];
  const bass = track.bass[inBar];
  if (bass !== null && bass !== undefined) track.bassVoice(voice, hz(track.root - 24 + chord[0] + bass), sixteenth * 3);
  if (track.chordVoice && track.chordSteps.includes(inBar)) {
    const held = track.chordSteps.length === 1 ? sixteenth * STEPS_PER_BAR : sixteenth * 4;
    chord.forEach((note) => track.chordVoice?.(voice, hz(track.root + note - 12), held));
  }
  if (track.hats.includes(inBar)) hat(voice);
  if (track.melodySteps.includes(inBar) && random() < track.melodyChance) {
    position.melodyIndex = nextMelodyIndex(track, position.melodyIndex, chord, inBar % 4 === 0, random);
    track.melody(voice, hz(pitchOf(track, position.melodyIndex) + 12), sixteenth * 2);
  }
}

/** A player of `track` into `out`, starting on the next tick; the caller runs tick() every TICK_MS. */
export function createMusicPlayer(
  ctx: BaseAudioContext,
  out: AudioNode,
  track: Track,
  random: () => number = Math.random,
): MusicPlayer {
  const sixteenth = 60 / track.tempo / 4;
  const position: Position = { step: 0, at: ctx.currentTime + 0.05, melodyIndex: track.melodyRange[0] + 2 };
  return {
    tick: () => {
      // After a pause (a hidden tab, a suspended context) start again from now rather than catch up in a burst.
      if (position.at < ctx.currentTime - LOOK_AHEAD) position.at = ctx.currentTime + 0.05;
      while (position.at < ctx.currentTime + LOOK_AHEAD) {
        const swung = position.step % 4 === 2 ? track.swing * sixteenth : 0;
        playStep(track, { ctx, out, at: position.at + swung }, position, random);
        position.step += 1;
        position.at += sixteenth;
      }
    },
  };
}
