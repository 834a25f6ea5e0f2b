/**
 * The push channel (packages/contracts/src/common/push.ts): one WebSocket per browser tab, opened when the first
 * listener arrives and closed when the last leaves. It sends the member token (to get its own balance events) and
 * the topics the listeners want, reconnects with exponential back-off, and tells listeners when a connection came
 * back, so they refetch what they show (events are not replayed). Only types come from the contracts: zod stays
 * out of the browser bundle.
 */
import type { PushClientMessage, PushEvent } from '@lucky/contracts/common/push';
import { useSessionStore } from './session-store.ts';

/** PUSH_PATH of the contract, written out so the schema module is not bundled. */
export const PUSH_PATH = '/wps/push';

export type PushListener = {
  topics: readonly string[];
  onEvent?: (event: PushEvent) => void;
  /** A connection that had dropped is open again: anything shown may be stale. */
  onReconnect?: () => void;
  /**
   * The socket opened (true) or dropped (false); told at once on subscribe too. A page may poll slowly while it
   * is open and events arrive, and faster while it is not.
   */
  onConnectionChange?: (isConnected: boolean) => void;
};

type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type PushClientOptions = {
  url: string;
  readToken: () => string | null;
  createSocket?: (url: string) => SocketLike;
  /** Back-off before reconnect attempt n (1, 2, …): doubles from baseDelayMs up to maxDelayMs, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A ping this often keeps idle proxies from closing the socket. */
  pingIntervalMs?: number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

const OPEN = 1;
/** Going away, abnormal drop, server error: the server expects a reconnect with back-off (modules/push/README.md). */
const TRANSIENT_CLOSE_CODES = new Set([1000, 1001, 1005, 1006, 1011, 1012, 1013]);
const KNOWN_EVENTS = new Set(['hello', 'lottery.draw', 'sports.event', 'pvp.room', 'wallet.balance', 'pong']);

export function backoffDelay({
  attempt,
  baseDelayMs,
  maxDelayMs,
  random,
}: {
  attempt: number;
  baseDelayMs: number;
  maxDelayMs: number;
  random: () => number;
}): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  // Half fixed, half random: tabs that lost the same server do not all come back in the same millisecond.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function parseEvent(data: unknown): PushEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { type?: unknown };
    return value && typeof value.type === 'string' && KNOWN_EVENTS.has(value.type) ? (value as PushEvent) : null;
  } catch {
    return null;
  }
}

export type PushClient = {
  subscribe: (listener: PushListener) => () => void;
  /** Sends the token again (login) or reconnects without it (logout). */
  refreshAuth: () => void;
  isConnected: () => boolean;
};

type Timers = Required<Pick<PushClientOptions, 'setTimer' | 'clearTimer'>>;
type ConnectionOptions = Required<Omit<PushClientOptions, 'pingIntervalMs'>> & Timers;

/** A ping every intervalMs while the socket is open, so idle proxies do not close it. */
function createPinger({ setTimer, clearTimer }: Timers, intervalMs: number, ping: () => boolean) {
  let pingTimer: unknown = null;
  const stop = () => {
    if (pingTimer !== null) clearTimer(pingTimer);
    pingTimer = null;
  };
  const start = () => {
    stop();
    pingTimer = setTimer(() => {
      pingTimer = null;
      if (ping()) start();
    }, intervalMs);
  };
  return { start, stop };
}

/** What the connection knows between events; refreshAuth reads and resets it too. */
type ConnectionState = {
  socket: SocketLike | null;
  timer: unknown;
  attempt: number;
  hasConnectedBefore: boolean;
  sentToken: string | null;
};

/**
 * The socket's life: open it while there are listeners, send the token and topics on open, tell listeners about a
 * reconnect, retry with back-off after a drop (a refusal waits the longest back-off), and close it on demand.
 */
function createConnection(options: ConnectionOptions, listeners: Set<PushListener>, pingIntervalMs: number) {
  const { url, readToken, createSocket, baseDelayMs, maxDelayMs, random, setTimer, clearTimer } = options;
  const state: ConnectionState = { socket: null, timer: null, attempt: 0, hasConnectedBefore: false, sentToken: null };
  const send = (message: PushClientMessage) => {
    if (state.socket && state.socket.readyState === OPEN) state.socket.send(JSON.stringify(message));
  };
  const pinger = createPinger({ setTimer, clearTimer }, pingIntervalMs, () => {
    if (state.socket?.readyState !== OPEN) return false;
    send({ type: 'ping' });
    return true;
  });
  const topics = () => [...new Set([...listeners].flatMap((listener) => listener.topics))];

  const scheduleReconnect = (delayMs: number | null) => {
    if (listeners.size === 0 || state.timer !== null) return;
    state.attempt += 1;
    state.timer = setTimer(
      connect,
      delayMs ?? backoffDelay({ attempt: state.attempt, baseDelayMs, maxDelayMs, random }),
    );
  };
  const onOpen = () => {
    const isReconnect = state.hasConnectedBefore;
    state.hasConnectedBefore = true;
    state.attempt = 0;
    state.sentToken = readToken();
    if (state.sentToken) send({ type: 'auth', token: state.sentToken });
    const wanted = topics();
    if (wanted.length > 0) send({ type: 'subscribe', topics: wanted });
    pinger.start();
    for (const listener of [...listeners]) listener.onConnectionChange?.(true);
    if (isReconnect) for (const listener of [...listeners]) listener.onReconnect?.();
  };
  const tellDropped = () => {
    for (const listener of [...listeners]) listener.onConnectionChange?.(false);
  };
  function connect() {
    state.timer = null;
    if (listeners.size === 0) return;
    const current = createSocket(url);
    state.socket = current;
    current.onopen = () => {
      if (state.socket === current) onOpen();
    };
    current.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (event) for (const listener of [...listeners]) listener.onEvent?.(event);
    };
    current.onclose = (event) => {
      if (state.socket !== current) return;
      state.socket = null;
      pinger.stop();
      tellDropped();
      // A refusal of this client (a limit, a bad message) is not retried at once: it waits the longest back-off.
      scheduleReconnect(event?.code === undefined || TRANSIENT_CLOSE_CODES.has(event.code) ? null : maxDelayMs);
    };
    current.onerror = () => {
      // onclose follows and schedules the retry.
    };
  }
  const disconnect = () => {
    if (state.timer !== null) clearTimer(state.timer);
    state.timer = null;
    pinger.stop();
    const current = state.socket;
    state.socket = null;
    if (current) current.close();
    state.attempt = 0;
    state.hasConnectedBefore = false;
  };
  return { state, send, topics, connect, disconnect, stopPing: pinger.stop, tellDropped };
}

export function createPushClient(options: PushClientOptions): PushClient {
  const listeners = new Set<PushListener>();
  const connection = createConnection(
    {
      createSocket: (target) => new WebSocket(target) as SocketLike,
      baseDelayMs: 1000,
      maxDelayMs: 30_000,
      random: Math.random,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...withoutUndefined(options),
    },
    listeners,
    options.pingIntervalMs ?? 25_000,
  );
  const { state, send, topics, connect, disconnect } = connection;

  return {
    subscribe(listener) {
      const before = topics();
      listeners.add(listener);
      const isOpen = state.socket?.readyState === OPEN;
      if (!state.socket && state.timer === null) connect();
      else if (isOpen && topics().length !== before.length) send({ type: 'subscribe', topics: topics() });
      listener.onConnectionChange?.(isOpen);
      return () => {
        const held = topics().length;
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) return disconnect();
        // Topics only this listener wanted are dropped, so the server stops sending what nobody here shows.
        const left = topics();
        if (state.socket?.readyState === OPEN && left.length !== held) send({ type: 'subscribe', topics: left });
      };
    },
    refreshAuth() {
      const token = options.readToken();
      if (token === state.sentToken) return;
      if (token && state.socket?.readyState === OPEN) {
        state.sentToken = token;
        send({ type: 'auth', token });
        return;
      }
      // A socket cannot drop its member: logging out (or switching member) starts a fresh connection.
      if (state.socket) {
        const current = state.socket;
        state.socket = null;
        connection.stopPing();
        connection.tellDropped();
        current.close();
        state.hasConnectedBefore = true;
        connect();
      }
    },
    isConnected: () => state.socket?.readyState === OPEN,
  };
}

/** The options actually given, so an explicit undefined keeps the default as destructuring defaults did. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

let shared: PushClient | null = null;

/** The tab's one push client, on this site's origin; it follows login and logout. */
export function getPushClient(): PushClient {
  if (!shared) {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const client = createPushClient({
      url: `${scheme}://${window.location.host}${PUSH_PATH}`,
      readToken: () => useSessionStore.getState().token,
    });
    useSessionStore.subscribe((state, previous) => {
      if (state.token !== previous.token) client.refreshAuth();
    });
    shared = client;
  }
  return shared;
}
