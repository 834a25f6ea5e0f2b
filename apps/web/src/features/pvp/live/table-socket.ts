/**
 * The table socket (contracts `pvp-messages.ts`, PVP_PATH): one WebSocket for the open table. On every open it
 * sends the member token, then `join` (which answers a snapshot, so a reconnect restores the table and the hand);
 * it reconnects with the push channel's back-off after a drop, waits the longest back-off after a refusal, and gives
 * up when the session is refused or another tab took over. Zod stays out of the bundle: only types are imported.
 */
import type { PvpClientMessage, PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import { backoffDelay } from '../../../lib/push-client.ts';
import type { TableConnection } from './table-state.ts';

/** PVP_PATH and PVP_CLOSE_CODES of the contract, written out so the schema module is not bundled. */
export const PVP_PATH = '/wps/pvp';
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_REPLACED = 4409;
const CLOSE_RATE_LIMITED = 4429;
const CLOSE_BAD_MESSAGE = 4400;

const SERVER_TYPES = new Set([
  'hello',
  'snapshot',
  'seat',
  'hand.started',
  'dealt',
  'acted',
  'street',
  'shown',
  'played',
  'showdown',
  'hand.ended',
  'hand.cancelled',
  'chat',
  'ok',
  'error',
  'pong',
]);

type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type TableSocketOptions = {
  url: string;
  tableId: number;
  readToken: () => string | null;
  onMessage: (message: PvpServerMessage) => void;
  onConnection: (connection: TableConnection) => void;
  createSocket?: (url: string) => SocketLike;
  baseDelayMs?: number;
  maxDelayMs?: number;
  pingIntervalMs?: number;
  random?: () => number;
};

export type TableSocket = { send: (message: PvpClientMessage) => boolean; close: () => void };

const OPEN = 1;

export function parseServerMessage(data: unknown): PvpServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { type?: unknown } | null;
    return value && typeof value.type === 'string' && SERVER_TYPES.has(value.type) ? (value as PvpServerMessage) : null;
  } catch {
    return null;
  }
}

export function openTableSocket(options: TableSocketOptions): TableSocket {
  const { url, tableId, readToken, onMessage, onConnection } = options;
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target) as SocketLike);
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  let socket: SocketLike | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let isClosed = false;

  const send = (message: PvpClientMessage): boolean => {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };
  const stopPing = () => {
    if (pingTimer !== null) clearInterval(pingTimer);
    pingTimer = null;
  };
  const retry = (delayMs: number) => {
    onConnection('reconnecting');
    retryTimer = setTimeout(connect, delayMs);
  };

  function connect() {
    retryTimer = null;
    if (isClosed) return;
    const token = readToken();
    if (!token) return onConnection('unauthenticated');
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      send({ type: 'auth', token });
      send({ type: 'join', tableId });
      onConnection('open');
      stopPing();
      pingTimer = setInterval(() => send({ type: 'ping' }), options.pingIntervalMs ?? 25_000);
    };
    current.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message) onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      stopPing();
      if (isClosed) return;
      if (event.code === CLOSE_UNAUTHENTICATED) return onConnection('unauthenticated');
      if (event.code === CLOSE_REPLACED) return onConnection('replaced');
      attempt += 1;
      const isRefusal = event.code === CLOSE_RATE_LIMITED || event.code === CLOSE_BAD_MESSAGE;
      retry(isRefusal ? maxDelayMs : backoffDelay({ attempt, baseDelayMs, maxDelayMs, random }));
    };
    current.onerror = () => {
      // onclose follows and schedules the retry.
    };
  }

  onConnection('connecting');
  connect();
  return {
    send,
    close() {
      isClosed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      stopPing();
      const current = socket;
      socket = null;
      current?.close(1000);
    },
  };
}

/** The socket's address on this site's origin. */
export function tableSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${PVP_PATH}`;
}
