// The building blocks every cue and every music note is made of: an oscillator or a noise burst, shaped by a gain
// envelope and an optional filter, scheduled on the audio clock. Nothing here is a recording: all sound is made
// from these parts, so the games download no audio.

/** Where and when a sound goes: its context, the bus it plays into, and its start on the audio clock (seconds). */
export type Voice = { ctx: BaseAudioContext; out: AudioNode; at: number };

export type FilterShape = {
  type: BiquadFilterType;
  /** Cut-off or centre frequency (Hz) at the start… */
  freq: number;
  /** …and at the end of the sound, when it sweeps. */
  to?: number;
  q?: number;
};

type Shape = {
  /** Seconds after the voice's start. */
  start?: number;
  /** Seconds until the sound has died away. */
  length: number;
  /** Seconds to reach the peak; short attacks click, long ones swell. */
  attack?: number;
  /** Peak gain, before the bus and master volume. */
  gain?: number;
  filter?: FilterShape;
};
export type ToneShape = Shape & {
  type?: OscillatorType;
  freq: number;
  /** The frequency the tone glides to by its end. */
  to?: number;
  detune?: number;
};
export type NoiseShape = Shape;

// An exponential ramp cannot reach 0: this is silence for the ear.
const SILENT = 0.0001;
const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

/** A gain node that rises to `peak` and decays exponentially to silence over `length`. */
function envelope(ctx: BaseAudioContext, t0: number, shape: Shape): GainNode {
  const amp = ctx.createGain();
  const attack = Math.min(shape.attack ?? 0.004, shape.length / 2);
  // Silent before t0 too: a gain's default is 1, and a source may begin a fraction of a sample before its start
  // time, which at full gain is an audible click (measured: a 0.025 hi-hat peaking at 0.77).
  amp.gain.value = 0;
  amp.gain.setValueAtTime(SILENT, t0);
  amp.gain.linearRampToValueAtTime(shape.gain ?? 0.3, t0 + attack);
  amp.gain.exponentialRampToValueAtTime(SILENT, t0 + shape.length);
  return amp;
}

/** Connects source → (filter) → envelope → voice.out, returning the node the source should feed. */
function chain(voice: Voice, t0: number, shape: Shape): AudioNode {
  const amp = envelope(voice.ctx, t0, shape);
  amp.connect(voice.out);
  if (!shape.filter) return amp;
  const filter = voice.ctx.createBiquadFilter();
  filter.type = shape.filter.type;
  filter.frequency.setValueAtTime(shape.filter.freq, t0);
  if (shape.filter.to) filter.frequency.exponentialRampToValueAtTime(shape.filter.to, t0 + shape.length);
  filter.Q.value = shape.filter.q ?? 1;
  filter.connect(amp);
  return filter;
}

/** One oscillator note with an envelope, optionally gliding and filtered. */
export function tone(voice: Voice, shape: ToneShape): void {
  const t0 = voice.at + (shape.start ?? 0);
  const osc = voice.ctx.createOscillator();
  osc.type = shape.type ?? 'sine';
  osc.frequency.setValueAtTime(shape.freq, t0);
  if (shape.to) osc.frequency.exponentialRampToValueAtTime(shape.to, t0 + shape.length);
  if (shape.detune) osc.detune.value = shape.detune;
  osc.connect(chain(voice, t0, shape));
  osc.start(t0);
  osc.stop(t0 + shape.length + 0.02);
}

/** One second of white noise per context, made once and looped by every noise burst. */
function noiseBuffer(ctx: BaseAudioContext): AudioBuffer {
  const cached = noiseBuffers.get(ctx);
  if (cached) return cached;
  const buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  noiseBuffers.set(ctx, buffer);
  return buffer;
}

/** A burst of filtered white noise: whooshes, clacks, splashes and the body of a cannon shot. */
export function noise(voice: Voice, shape: NoiseShape): void {
  const t0 = voice.at + (shape.start ?? 0);
  const source = voice.ctx.createBufferSource();
  source.buffer = noiseBuffer(voice.ctx);
  source.loop = true;
  source.connect(chain(voice, t0, shape));
  source.start(t0, Math.random() * 0.5);
  source.stop(t0 + shape.length + 0.02);
}

/** The frequency of a MIDI note number (69 = A4 = 440 Hz). */
export const hz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** Notes one after another, `gap` seconds apart, each played by `play` at its own start. */
export function arpeggio(voice: Voice, notes: number[], gap: number, play: (voice: Voice, freq: number) => void): void {
  notes.forEach((midi, index) => play({ ...voice, at: voice.at + index * gap }, hz(midi)));
}
