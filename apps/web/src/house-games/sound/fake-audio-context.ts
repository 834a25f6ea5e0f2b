// A stand-in for the Web Audio API in unit tests (the test DOM has none): it builds no sound, but records every node
// made, what it is connected to, when sources start and stop, and what each parameter was set or ramped to.
import type { AudioContextClass } from './sound-engine.ts';

export class FakeParam {
  readonly events: { method: string; value: number; time: number }[] = [];
  /** The value the parameter had when its first automation event came: what it plays before that event. */
  valueBeforeEvents: number | null = null;
  constructor(public value: number) {}
  private record(method: string, value: number, time: number) {
    if (this.events.length === 0) this.valueBeforeEvents = this.value;
    this.events.push({ method, value, time });
    this.value = value;
    return this;
  }
  setValueAtTime(value: number, time: number) {
    return this.record('set', value, time);
  }
  linearRampToValueAtTime(value: number, time: number) {
    return this.record('linear', value, time);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    if (value <= 0) throw new RangeError('an exponential ramp cannot reach 0');
    return this.record('exponential', value, time);
  }
  /** Recorded as reaching its target at once: tests read where the gain is heading. */
  setTargetAtTime(value: number, time: number) {
    return this.record('target', value, time);
  }
  cancelScheduledValues() {
    return this;
  }
}

export class FakeNode {
  readonly outputs: FakeNode[] = [];
  constructor(
    readonly kind: string,
    readonly ctx: FakeAudioContext,
  ) {
    ctx.nodes.push(this);
  }
  connect(node: FakeNode) {
    this.outputs.push(node);
    return node;
  }
  disconnect() {
    this.outputs.length = 0;
  }
  /** Whether sound from this node reaches `node`, directly or through others. */
  reaches(node: FakeNode): boolean {
    return this.outputs.some((next) => next === node || next.reaches(node));
  }
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam(1);
}
class FakeFilter extends FakeNode {
  type = 'lowpass';
  readonly frequency = new FakeParam(350);
  readonly Q = new FakeParam(1);
}
export class FakeSource extends FakeNode {
  type = 'sine';
  buffer: unknown = null;
  loop = false;
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  readonly frequency = new FakeParam(440);
  readonly detune = new FakeParam(0);
  start(time = 0) {
    this.startedAt = time;
  }
  stop(time = 0) {
    this.stoppedAt = time;
  }
}

export class FakeAudioContext {
  /** Every context made since the last reset(). */
  static instances: FakeAudioContext[] = [];
  /** When set, the constructor throws it (as a browser refusing a context would). */
  static failWith: Error | null = null;
  static reset() {
    FakeAudioContext.instances = [];
    FakeAudioContext.failWith = null;
  }

  readonly nodes: FakeNode[] = [];
  readonly destination: FakeNode;
  currentTime = 0;
  sampleRate = 8000;
  state: 'running' | 'suspended' | 'closed' = 'running';

  constructor() {
    if (FakeAudioContext.failWith) throw FakeAudioContext.failWith;
    this.destination = new FakeNode('destination', this);
    FakeAudioContext.instances.push(this);
  }
  createGain() {
    return new FakeGain('gain', this);
  }
  createBiquadFilter() {
    return new FakeFilter('filter', this);
  }
  createOscillator() {
    return new FakeSource('oscillator', this);
  }
  createBufferSource() {
    return new FakeSource('buffer', this);
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.state = 'suspended';
    return Promise.resolve();
  }
  /** The oscillators and noise sources made so far. */
  sources(): FakeSource[] {
    return this.nodes.filter((node): node is FakeSource => node instanceof FakeSource);
  }
}

export const fakeAudioContextClass = FakeAudioContext as unknown as AudioContextClass;

/** A Storage in memory; `broken` makes every call throw, as a browser blocking storage does. */
export function memoryStorage(broken = false): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('storage blocked', 'SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (guard(), items.get(key) ?? null),
    setItem: (key, value) => (guard(), void items.set(key, String(value))),
    removeItem: (key) => void items.delete(key),
  };
}
