// The games' background music: not recordings but rules from which music.ts improvises a quiet loop (a chord
// progression, a bass pattern, a melody that wanders over a scale). One track per slot theme and per table or sea
// game; a new game picks a track by name with `sound.music('table')`, or adds one here.
import { noise, tone, type Voice } from './synth.ts';

/** Plays one note of `seconds` at `freq` on the voice's clock. */
export type Instrument = (voice: Voice, freq: number, seconds: number) => void;

export type Track = {
  /** Beats per minute; a step is a sixteenth note. */
  tempo: number;
  /** The MIDI note the chords are built on. */
  root: number;
  /** The melody's scale, semitones above the root. */
  scale: number[];
  /** One chord per bar (semitones above the root), looping. */
  chords: number[][];
  /** Per sixteenth of a bar: the bass note as semitones above the bar's chord root, or null for a rest. */
  bass: (number | null)[];
  /** Sixteenths of a bar where the melody may play, and the chance it does. */
  melodySteps: number[];
  melodyChance: number;
  /** The melody's range, as indices into the scale over several octaves. */
  melodyRange: [low: number, high: number];
  /** Delays every off-beat eighth by this share of a sixteenth, for a shuffle feel. */
  swing: number;
  /** Sixteenths of a bar with a soft hi-hat tick. */
  hats: number[];
  melody: Instrument;
  bassVoice: Instrument;
  /** Holds the bar's chord under everything, or strikes it on the beats listed in `chordSteps`. */
  chordVoice: Instrument | null;
  chordSteps: number[];
};

const pluck: Instrument = (voice, freq, seconds) =>
  tone(voice, {
    type: 'triangle',
    freq,
    length: Math.max(0.5, seconds),
    gain: 0.09,
    filter: { type: 'lowpass', freq: freq * 5, to: freq * 1.2 },
  });

/** A twangy string: a sawtooth whose filter snaps shut, with a slight bend up into the note. */
const twang: Instrument = (voice, freq, seconds) =>
  tone(voice, {
    type: 'sawtooth',
    freq: freq * 0.97,
    to: freq,
    length: Math.max(0.35, seconds),
    gain: 0.05,
    filter: { type: 'lowpass', freq: freq * 8, to: freq * 1.5, q: 4 },
  });

const marimba: Instrument = (voice, freq) => {
  tone(voice, { freq, length: 0.3, gain: 0.1 });
  tone(voice, { freq: freq * 4, length: 0.06, gain: 0.025 });
};

const chime: Instrument = (voice, freq, seconds) => {
  tone(voice, { freq, length: Math.max(1.2, seconds), gain: 0.06, attack: 0.01 });
  tone(voice, { freq: freq * 2.76, length: 0.5, gain: 0.015 });
};

const roundBass: Instrument = (voice, freq, seconds) =>
  tone(voice, { type: 'triangle', freq, length: Math.max(0.25, seconds), gain: 0.14, attack: 0.01 });

/** A warm pad: two slightly detuned sawtooths, low-passed, swelling in and out over the bar. */
const pad: Instrument = (voice, freq, seconds) =>
  [-7, 7].forEach((detune) =>
    tone(voice, {
      type: 'sawtooth',
      freq,
      detune,
      length: seconds,
      attack: seconds * 0.4,
      gain: 0.018,
      filter: { type: 'lowpass', freq: 900 },
    }),
  );

/** An electric piano: a sine with a quieter octave and a soft attack. */
const keys: Instrument = (voice, freq, seconds) => {
  tone(voice, { freq, length: Math.max(0.6, seconds), attack: 0.01, gain: 0.03 });
  tone(voice, { freq: freq * 2, length: 0.35, attack: 0.01, gain: 0.012 });
};

/** A soft closed hi-hat. */
export const hat = (voice: Voice): void =>
  noise(voice, { length: 0.04, gain: 0.025, filter: { type: 'highpass', freq: 7000 } });

const PENTATONIC = [0, 2, 4, 7, 9];
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR_PENTATONIC = [0, 3, 5, 7, 10];
const DORIAN = [0, 2, 3, 5, 7, 9, 10];

export const TRACKS = {
  /** Lucky Dragon: a slow plucked-zither melody on the Chinese pentatonic scale. */
  'slot-lucky': {
    tempo: 80,
    root: 62,
    scale: PENTATONIC,
    chords: [
      [0, 7, 16],
      [-3, 4, 9],
      [-5, 2, 7],
      [0, 7, 14],
    ],
    bass: [0, null, null, null, null, null, null, null, 7, null, null, null, null, null, null, null],
    melodySteps: [0, 2, 4, 6, 8, 10, 12, 14],
    melodyChance: 0.55,
    melodyRange: [3, 11],
    swing: 0,
    hats: [],
    melody: pluck,
    bassVoice: roundBass,
    chordVoice: pad,
    chordSteps: [0],
  },
  /** Gold Rush 777: a shuffling western two-step with a twangy lead. */
  'slot-gold': {
    tempo: 104,
    root: 55,
    scale: PENTATONIC,
    chords: [
      [0, 4, 7],
      [5, 9, 12],
      [0, 4, 7],
      [7, 11, 14],
    ],
    bass: [0, null, null, null, 7, null, null, null, 0, null, null, null, 7, null, 5, null],
    melodySteps: [0, 2, 4, 6, 8, 10, 12, 14],
    melodyChance: 0.45,
    melodyRange: [4, 12],
    swing: 0.45,
    hats: [2, 6, 10, 14],
    melody: twang,
    bassVoice: roundBass,
    chordVoice: keys,
    chordSteps: [4, 12],
  },
  /** Fruit Fiesta: a bright, bouncy marimba over an octave-jumping bass. */
  'slot-fruit': {
    tempo: 116,
    root: 60,
    scale: MAJOR,
    chords: [
      [0, 4, 7],
      [-3, 0, 4],
      [5, 9, 12],
      [7, 11, 14],
    ],
    bass: [0, null, null, 12, null, null, 0, null, 0, null, null, 12, null, null, 7, null],
    melodySteps: [0, 3, 6, 8, 10, 12, 14],
    melodyChance: 0.6,
    melodyRange: [5, 16],
    swing: 0.2,
    hats: [0, 4, 8, 12, 14],
    melody: marimba,
    bassVoice: roundBass,
    chordVoice: null,
    chordSteps: [],
  },
  /** Card and dice tables: a late-night lounge, soft keys on a ii–V–I with a walking bass. */
  table: {
    tempo: 72,
    root: 53,
    scale: DORIAN,
    chords: [
      [2, 5, 9, 12],
      [7, 11, 14, 17],
      [0, 4, 7, 11],
      [0, 4, 7, 11],
    ],
    bass: [0, null, null, null, 7, null, null, null, 12, null, null, null, 7, null, null, null],
    melodySteps: [0, 4, 6, 8, 12],
    melodyChance: 0.3,
    melodyRange: [7, 14],
    swing: 0.35,
    hats: [4, 12],
    melody: chime,
    bassVoice: roundBass,
    chordVoice: keys,
    chordSteps: [0, 6],
  },
  /** The fish shooter: a slow underwater drift, a pad with a few chimes like bubbles. */
  sea: {
    tempo: 64,
    root: 57,
    scale: MINOR_PENTATONIC,
    chords: [
      [0, 7, 15],
      [-4, 3, 8],
      [-2, 5, 10],
      [0, 7, 12],
    ],
    bass: [0, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null],
    melodySteps: [0, 3, 6, 10, 13],
    melodyChance: 0.35,
    melodyRange: [5, 13],
    swing: 0,
    hats: [],
    melody: chime,
    bassVoice: roundBass,
    chordVoice: pad,
    chordSteps: [0],
  },
} satisfies Record<string, Track>;

export type TrackName = keyof typeof TRACKS;

// Slot titles and the track of their theme; a title not listed plays the default slot track.
const SLOT_TRACKS: Record<string, TrackName> = {
  'house-lucky-dragon': 'slot-lucky',
  'house-gold-rush-777': 'slot-gold',
  'house-fruit-fiesta': 'slot-fruit',
  // The newer titles share the three loops by mood: the East, the frontier, and bright sweets and gems.
  'house-jade-temple': 'slot-lucky',
  'house-koi-fortune-link': 'slot-lucky',
  'house-panda-jackpot': 'slot-lucky',
  'house-wild-buffalo': 'slot-gold',
  'house-sands-of-anubis': 'slot-gold',
  'house-sugar-cascade': 'slot-fruit',
  'house-starlight-gems': 'slot-fruit',
};

/** The music of a slot title: its theme's track, or the bright default. */
export const slotTrack = (titleId: string): TrackName => SLOT_TRACKS[titleId] ?? 'slot-fruit';
