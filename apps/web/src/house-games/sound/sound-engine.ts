// The games' sound: one AudioContext, made on the player's first gesture (browsers refuse to start audio before
// one), a master gain that carries mute and volume, and two buses under it, music and effects. Without Web Audio
// (an old browser, the test DOM) every call is a no-op: sound never stops a game from playing.
import { CUES, type CueDetail, type CueName } from './cues.ts';
import { createMusicPlayer, TICK_MS, type MusicPlayer } from './music.ts';
import { TRACKS, type TrackName } from './music-tracks.ts';
import { loadSettings, masterGain, saveSettings, type SoundSettings } from './sound-settings.ts';

export type AudioContextClass = new () => AudioContext;

export type SoundEngineOptions = {
  audioContextClass: AudioContextClass | undefined;
  storage: Storage | undefined;
  random?: () => number;
};

/** The music sits under the effects: its bus plays at this share of the master volume. */
export const MUSIC_LEVEL = 0.45;
/** The same cue asked for again within this many seconds is pushed back by it, so a burst becomes a rattle… */
export const CUE_GAP = 0.04;
/** …and dropped when it would start this late. */
const MAX_CUE_DELAY = 0.4;
/** Seconds for a gain change to settle: quick, but without a click. */
const GAIN_GLIDE = 0.015;

type Graph = { ctx: AudioContext; master: GainNode; music: GainNode; effects: GainNode };

export type SoundEngine = {
  /** False when the browser has no Web Audio: the page hides its sound controls. */
  readonly supported: boolean;
  settings: () => SoundSettings;
  /** Reads the stored settings of `player` (null: the device-wide ones) and applies them. */
  load: (player: string | null) => void;
  /** Makes (or resumes) the AudioContext; call it from a user gesture only. */
  unlock: () => void;
  /** Plays a named cue now; nothing before the first gesture, when muted or without Web Audio. */
  play: (cue: CueName, detail?: CueDetail) => void;
  /** Chooses the background music (null: none); it starts once sound is unlocked, unmuted and music is on. */
  music: (track: TrackName | null) => void;
  setMuted: (muted: boolean) => void;
  setVolume: (volume: number) => void;
  setMusic: (on: boolean) => void;
  /** Calls `listener` after every change of the settings; returns the unsubscribe. */
  onChange: (listener: (settings: SoundSettings) => void) => () => void;
  /** Unlocks on the first gesture on `target` and pauses while `doc` is hidden. */
  listen: (target: EventTarget, doc?: Document) => void;
  /** The AudioContext once made (for tests and for games that need the audio clock). */
  context: () => AudioContext | null;
  /** Whether the music scheduler is running now. */
  musicPlaying: () => boolean;
};

function buildGraph(Context: AudioContextClass): Graph | null {
  try {
    const ctx = new Context();
    const master = ctx.createGain();
    const music = ctx.createGain();
    const effects = ctx.createGain();
    master.gain.value = 0;
    music.connect(master);
    effects.connect(master);
    master.connect(ctx.destination);
    return { ctx, master, music, effects };
  } catch {
    return null;
  }
}

const setGain = (graph: Graph, node: GainNode, value: number) => {
  node.gain.cancelScheduledValues(graph.ctx.currentTime);
  node.gain.setTargetAtTime(value, graph.ctx.currentTime, GAIN_GLIDE);
};

/** The music's scheduler: runs while a track is chosen, sound is on and the page is visible. */
function musicLoop(random: () => number) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let playing: { track: TrackName; player: MusicPlayer } | null = null;
  return {
    update(graph: Graph | null, track: TrackName | null, wanted: boolean): void {
      if (!graph || !track || !wanted) {
        if (timer !== null) clearInterval(timer);
        timer = null;
        playing = null;
        return;
      }
      if (playing?.track !== track)
        playing = { track, player: createMusicPlayer(graph.ctx, graph.music, TRACKS[track], random) };
      playing.player.tick();
      if (timer === null) timer = setInterval(() => playing?.player.tick(), TICK_MS);
    },
    running: () => timer !== null,
  };
}

export function createSoundEngine(options: SoundEngineOptions): SoundEngine {
  const Context = options.audioContextClass;
  let graph: Graph | null = null;
  let player: string | null = null;
  let settings = loadSettings(options.storage, null);
  let track: TrackName | null = null;
  let hidden = false;
  const lastCueAt = new Map<CueName, number>();
  const listeners = new Set<(settings: SoundSettings) => void>();
  const loop = musicLoop(options.random ?? Math.random);

  const apply = () => {
    if (graph) {
      setGain(graph, graph.master, masterGain(settings));
      setGain(graph, graph.music, settings.music ? MUSIC_LEVEL : 0);
    }
    loop.update(graph, track, settings.music && !settings.muted && !hidden);
  };
  const change = (next: Partial<SoundSettings>) => {
    settings = { ...settings, ...next };
    saveSettings(options.storage, player, settings);
    apply();
    listeners.forEach((listener) => listener(settings));
  };
  const unlock = () => {
    if (!Context) return;
    if (!graph) {
      graph = buildGraph(Context);
      apply();
    }
    if (graph && graph.ctx.state === 'suspended' && !hidden) graph.ctx.resume().catch(() => undefined);
  };
  const play = (cue: CueName, detail: CueDetail = {}) => {
    if (!graph || settings.muted || hidden) return;
    const now = graph.ctx.currentTime;
    const at = Math.max(now, (lastCueAt.get(cue) ?? -1) + CUE_GAP);
    if (at - now > MAX_CUE_DELAY) return;
    lastCueAt.set(cue, at);
    try {
      CUES[cue]({ ctx: graph.ctx, out: graph.effects, at }, detail);
    } catch (error) {
      // A browser missing some node type loses that sound, never the round on screen.
      console.warn(`sound cue ${cue} failed`, error);
    }
  };
  const onVisibility = (doc: Document) => {
    hidden = doc.visibilityState === 'hidden';
    if (graph) (hidden ? graph.ctx.suspend() : graph.ctx.resume()).catch(() => undefined);
    apply();
  };

  return {
    supported: Boolean(Context),
    settings: () => settings,
    load: (who) => {
      player = who;
      settings = loadSettings(options.storage, who);
      apply();
      listeners.forEach((listener) => listener(settings));
    },
    unlock,
    play,
    music: (next) => {
      track = next;
      apply();
    },
    setMuted: (muted) => change({ muted }),
    setVolume: (volume) => change({ volume: Math.min(1, Math.max(0, volume)) }),
    setMusic: (music) => change({ music }),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen: (target, doc) => {
      for (const type of ['pointerdown', 'keydown', 'touchend'])
        target.addEventListener(type, unlock, { capture: true, passive: true });
      doc?.addEventListener('visibilitychange', () => onVisibility(doc));
    },
    context: () => graph?.ctx ?? null,
    musicPlaying: loop.running,
  };
}
