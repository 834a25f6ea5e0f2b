// The named sound effects of the games. A game asks for one by name (`sound.play('reelStop', { index: 2 })`);
// each is a few synthesized notes and noise bursts (see synth.ts). To add one, add a name and its function here
// and a line to the README's table; the unit test plays every cue on a fake context.
import { arpeggio, hz, noise, tone, type Voice } from './synth.ts';

/** What a cue may be told: which reel or card (0-based), how many coins, how big a win. */
export type CueDetail = { index?: number; count?: number };
type Cue = (voice: Voice, detail: CueDetail) => void;

/** A soft plucked note: a triangle wave through a closing low-pass filter. */
const pluck = (voice: Voice, freq: number, length = 0.35, gain = 0.22) =>
  tone(voice, { type: 'triangle', freq, length, gain, filter: { type: 'lowpass', freq: freq * 6, to: freq * 1.5 } });

/** A bell: a sine and an inharmonic partial, which is what makes it sound struck rather than blown. */
const bell = (voice: Voice, freq: number, length = 0.9, gain = 0.16) => {
  tone(voice, { freq, length, gain });
  tone(voice, { freq: freq * 2.76, length: length * 0.45, gain: gain * 0.35 });
};

/** A brass-like note: a sawtooth whose low-pass filter opens as it swells. */
const brass = (voice: Voice, freq: number, length: number, gain = 0.12) =>
  tone(voice, {
    type: 'sawtooth',
    freq,
    length,
    attack: 0.03,
    gain,
    filter: { type: 'lowpass', freq: freq * 2, to: freq * 5, q: 2 },
  });

const spinStart: Cue = (voice) => {
  noise(voice, { length: 0.4, attack: 0.12, gain: 0.4, filter: { type: 'bandpass', freq: 350, to: 2400, q: 2 } });
  tone(voice, { type: 'triangle', freq: 180, to: 520, length: 0.3, attack: 0.05, gain: 0.14 });
};

/** A thud with a click on top; each reel a little higher, so the five stops climb. */
const reelStop: Cue = (voice, { index = 0 }) => {
  tone(voice, { freq: 150 + index * 14, to: 55, length: 0.16, gain: 0.32 });
  noise(voice, { length: 0.05, gain: 0.16, filter: { type: 'highpass', freq: 2500 + index * 300 } });
};

const coinTick = (voice: Voice, at: number, pitch: number) => {
  tone({ ...voice, at }, { type: 'square', freq: 2350 * pitch, length: 0.07, gain: 0.05 });
  tone({ ...voice, at }, { freq: 3520 * pitch, length: 0.12, gain: 0.07 });
};

/** Coins counted into the tray: `count` ticks (8 by default), slightly varied so they do not buzz. */
const coinCount: Cue = (voice, { count = 8 }) => {
  for (let i = 0; i < Math.min(count, 40); i += 1) coinTick(voice, voice.at + i * 0.065, 1 + (i % 3) * 0.04);
};

const smallWin: Cue = (voice) => arpeggio(voice, [72, 76, 79, 84], 0.08, (v, f) => pluck(v, f, 0.4, 0.2));

/** A short fanfare: a rising brass call, a held major chord, a shimmer of bells, and coins. */
const bigWin: Cue = (voice) => {
  arpeggio(voice, [60, 64, 67], 0.12, (v, f) => brass(v, f, 0.22));
  [72, 76, 79].forEach((midi) => brass({ ...voice, at: voice.at + 0.36 }, hz(midi), 1.1, 0.09));
  tone({ ...voice, at: voice.at + 0.36 }, { type: 'triangle', freq: hz(48), length: 1.1, gain: 0.18 });
  arpeggio({ ...voice, at: voice.at + 0.5 }, [84, 88, 91, 96, 91, 96], 0.07, (v, f) => bell(v, f, 0.5, 0.08));
  coinCount({ ...voice, at: voice.at + 0.6 }, { count: 12 });
};

/**
 * The progressive jackpot's fanfare (≈2.6 s): a gong, a trumpet call played twice, rising, a held chord over a
 * low drone, a long run of bells and a flood of coins. Longer and grander than bigWin, which follows it.
 */
const jackpot: Cue = (voice) => {
  tone(voice, { freq: hz(36), length: 2.4, gain: 0.16 });
  noise(voice, { length: 1.6, attack: 0.02, gain: 0.08, filter: { type: 'bandpass', freq: 900, to: 300, q: 3 } });
  [0, 0.5].forEach((start, turn) =>
    arpeggio(
      { ...voice, at: voice.at + 0.1 + start },
      [67, 67, 72, 76].map((midi) => midi + turn * 5),
      0.1,
      (v, f) => brass(v, f, 0.18, 0.11),
    ),
  );
  [72, 76, 79, 84].forEach((midi) => brass({ ...voice, at: voice.at + 1.05 }, hz(midi), 1.4, 0.06));
  tone({ ...voice, at: voice.at + 1.05 }, { type: 'triangle', freq: hz(48), length: 1.4, gain: 0.12 });
  arpeggio({ ...voice, at: voice.at + 1.15 }, [84, 88, 91, 96, 100, 103, 108], 0.06, (v, f) => bell(v, f, 0.6, 0.07));
  coinCount({ ...voice, at: voice.at + 1.3 }, { count: 20 });
};

const freeSpins: Cue = (voice) => {
  arpeggio(voice, [67, 71, 74, 79, 83, 86], 0.06, (v, f) => bell(v, f, 0.6, 0.1));
  noise(voice, { length: 0.8, attack: 0.3, gain: 0.05, filter: { type: 'highpass', freq: 5000 } });
};

const buttonClick: Cue = (voice) => {
  tone(voice, { type: 'square', freq: 1400, to: 900, length: 0.035, gain: 0.06 });
};

/** Two clay chips knocking: two band-passed clacks a few milliseconds apart. */
const chipPlace: Cue = (voice) => {
  noise(voice, { length: 0.045, gain: 0.35, filter: { type: 'bandpass', freq: 3200, q: 4 } });
  noise(voice, { start: 0.028, length: 0.04, gain: 0.22, filter: { type: 'bandpass', freq: 2600, q: 4 } });
  tone(voice, { freq: 1900, length: 0.04, gain: 0.05 });
};

/** A card sliding out of the shoe: a brief downward swish. */
const cardDeal: Cue = (voice) =>
  noise(voice, { length: 0.14, attack: 0.03, gain: 0.2, filter: { type: 'bandpass', freq: 4200, to: 1400, q: 1.5 } });

/** A card turned face up onto the felt: a snap. */
const cardFlip: Cue = (voice) => {
  noise(voice, { length: 0.05, gain: 0.15, filter: { type: 'highpass', freq: 1800 } });
  tone(voice, { freq: 420, to: 260, length: 0.05, gain: 0.08 });
};

const win: Cue = (voice) => arpeggio(voice, [76, 79, 84, 88], 0.09, (v, f) => bell(v, f, 0.8, 0.12));

/** A lost bet: two soft falling notes, gentle on purpose, since players hear it often. */
const lose: Cue = (voice) => arpeggio(voice, [64, 60], 0.14, (v, f) => pluck(v, f, 0.35, 0.1));

/** A muffled boom: a falling sine for the body, low-passed noise for the blast. */
const cannonShot: Cue = (voice) => {
  tone(voice, { freq: 160, to: 38, length: 0.35, gain: 0.5 });
  noise(voice, { length: 0.25, gain: 0.3, filter: { type: 'lowpass', freq: 2200, to: 300 } });
};

/** The net dropping into the water: a splash and a few bubbles rising. */
const netSplash: Cue = (voice) => {
  noise(voice, { length: 0.35, attack: 0.01, gain: 0.22, filter: { type: 'lowpass', freq: 3500, to: 500 } });
  [0.05, 0.12, 0.2].forEach((start, index) =>
    tone(voice, { start, freq: 500 + index * 180, to: 1100 + index * 260, length: 0.07, gain: 0.07 }),
  );
};

const fishCaught: Cue = (voice) => {
  arpeggio(voice, [79, 83, 86, 91], 0.06, (v, f) => pluck(v, f, 0.3, 0.18));
  coinCount({ ...voice, at: voice.at + 0.25 }, { count: 6 });
};

/** A boss swims in: a low horn of two detuned saws whose filter slowly opens, over a drum hit. */
const bossAppears: Cue = (voice) => {
  [hz(38), hz(38) * 1.006, hz(45)].forEach((freq) =>
    tone(voice, {
      type: 'sawtooth',
      freq,
      length: 1.6,
      attack: 0.25,
      gain: 0.1,
      filter: { type: 'lowpass', freq: 180, to: 900, q: 3 },
    }),
  );
  tone(voice, { freq: 90, to: 40, length: 0.6, gain: 0.4 });
};

export const CUES = {
  spinStart,
  reelStop,
  coinCount,
  smallWin,
  bigWin,
  jackpot,
  freeSpins,
  buttonClick,
  chipPlace,
  cardDeal,
  cardFlip,
  win,
  lose,
  cannonShot,
  netSplash,
  fishCaught,
  bossAppears,
} satisfies Record<string, Cue>;

export type CueName = keyof typeof CUES;

/** Whether `name` is a cue (for names that come from data rather than code). */
export const isCue = (name: string): name is CueName => Object.prototype.hasOwnProperty.call(CUES, name);
