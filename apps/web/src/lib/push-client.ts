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
const KNOWN_EVENTS = new Set(['hello', 'lottery.draw', 'wallet.balance', 'pong']);

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

export function createPushClient(options: PushClientOptions): PushClient {
  const {
    url,
    readToken,
    createSocket = (target) => new WebSocket(target) as SocketLike,
    baseDelayMs = 1000,
    maxDelayMs = 30_000,
    pingIntervalMs = 25_000,
    random = Math.random,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  const listeners = new Set<PushListener>();
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let pingTimer: unknown = null;
  let attempt = 0;
  let hasConnectedBefore = false;
  let sentToken: string | null = null;

  const send = (message: PushClientMessage) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  const stopPing = () => {
    if (pingTimer !== null) clearTimer(pingTimer);
    pingTimer = null;
  };
  const schedulePing = () => {
    stopPing();
    pingTimer = setTimer(() => {
      pingTimer = null;
      if (socket?.readyState !== OPEN) return;
      send({ type: 'ping' });
      schedulePing();
    }, pingIntervalMs);
  };
  const topics = () => [...new Set([...listeners].flatMap((listener) => listener.topics))];

  const connect = () => {
    timer = null;
    if (listeners.size === 0) return;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      const isReconnect = hasConnectedBefore;
      hasConnectedBefore = true;
      attempt = 0;
      sentToken = readToken();
      if (sentToken) send({ type: 'auth', token: sentToken });
      const wanted = topics();
      if (wanted.length > 0) send({ type: 'subscribe', topics: wanted });
      schedulePing();
      if (isReconnect) for (const listener of [...listeners]) listener.onReconnect?.();
    };
    current.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (event) for (const listener of [...listeners]) listener.onEvent?.(event);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      stopPing();
      // A refusal of this client (a limit, a bad message) is not retried at once: it waits the longest back-off.
      scheduleReconnect(event?.code === undefined || TRANSIENT_CLOSE_CODES.has(event.code) ? null : maxDelayMs);
    };
    current.onerror = () => {
      // onclose follows and schedules the retry.
    };
  };

  const scheduleReconnect = (delayMs: number | null) => {
    if (listeners.size === 0 || timer !== null) return;
    attempt += 1;
    timer = setTimer(connect, delayMs ?? backoffDelay({ attempt, baseDelayMs, maxDelayMs, random }));
  };

  const disconnect = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    stopPing();
    const current = socket;
    socket = null;
    if (current) current.close();
    attempt = 0;
    hasConnectedBefore = false;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!socket && timer === null) connect();
      else if (socket?.readyState === OPEN && listener.topics.length > 0) send({ type: 'subscribe', topics: topics() });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) disconnect();
      };
    },
    refreshAuth() {
      const token = readToken();
      if (token === sentToken) return;
      if (token && socket?.readyState === OPEN) {
        sentToken = token;
        send({ type: 'auth', token });
        return;
      }
      // A socket cannot drop its member: logging out (or switching member) starts a fresh connection.
      if (socket) {
        const current = socket;
        socket = null;
        stopPing();
        current.close();
        hasConnectedBefore = true;
        connect();
      }
    },
    isConnected: () => socket?.readyState === OPEN,
  };
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
