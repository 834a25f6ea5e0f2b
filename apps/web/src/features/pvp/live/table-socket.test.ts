import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTableSocket, parseServerMessage } from './table-socket.ts';

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function open(token: string | null = 'member-token') {
  const connections: string[] = [];
  const messages: unknown[] = [];
  const socket = openTableSocket({
    url: 'ws://site/wps/pvp',
    tableId: 7,
    readToken: () => token,
    onMessage: (message) => messages.push(message),
    onConnection: (connection) => connections.push(connection),
    createSocket: (url) => new FakeSocket(url),
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    random: () => 0.5,
  });
  return { socket, connections, messages };
}

describe('the table socket', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the member token first, then joins the table, on every open', () => {
    const { connections } = open();
    FakeSocket.made[0]!.open();
    expect(FakeSocket.made[0]!.sent).toEqual([
      { type: 'auth', token: 'member-token' },
      { type: 'join', tableId: 7 },
    ]);
    expect(connections).toEqual(['connecting', 'open']);
  });

  it('reconnects after a drop with a growing back-off and joins again (the snapshot restores the hand)', () => {
    const { connections } = open();
    FakeSocket.made[0]!.open();
    FakeSocket.made[0]!.drop(1006);
    expect(connections.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(749);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.drop(1006);
    vi.advanceTimersByTime(1499);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.made[2]!.open();
    expect(FakeSocket.made[2]!.sent).toEqual([
      { type: 'auth', token: 'member-token' },
      { type: 'join', tableId: 7 },
    ]);
  });

  it('gives up on a refused session and on a table taken over by another tab', () => {
    const refused = open();
    FakeSocket.made[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(refused.connections.at(-1)).toBe('unauthenticated');
    const replaced = open();
    FakeSocket.made[1]!.drop(4409);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(replaced.connections.at(-1)).toBe('replaced');
  });

  it('waits the longest back-off after being rate limited, and opens nothing without a token', () => {
    open();
    FakeSocket.made[0]!.drop(4429);
    vi.advanceTimersByTime(29_999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    const visitor = open(null);
    expect(FakeSocket.made).toHaveLength(2);
    expect(visitor.connections.at(-1)).toBe('unauthenticated');
  });

  it('pings while open, stops on close, and passes on only messages of the protocol', () => {
    const { socket, messages } = open();
    const fake = FakeSocket.made[0]!;
    fake.open();
    vi.advanceTimersByTime(25_000);
    expect(fake.sent.at(-1)).toEqual({ type: 'ping' });
    fake.onmessage?.({ data: JSON.stringify({ type: 'pong', serverTime: '2026-11-25T08:00:00Z' }) } as MessageEvent);
    fake.onmessage?.({ data: JSON.stringify({ type: 'sports.event' }) } as MessageEvent);
    fake.onmessage?.({ data: 'not json' } as MessageEvent);
    expect(messages).toEqual([{ type: 'pong', serverTime: '2026-11-25T08:00:00Z' }]);
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(parseServerMessage(42)).toBeNull();
  });
});
