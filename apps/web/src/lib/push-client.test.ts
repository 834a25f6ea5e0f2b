import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, createPushClient } from './push-client.ts';

type FakeSocket = {
  url: string;
  readyState: number;
  sent: unknown[];
  send: (data: string) => void;
  close: () => void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  open: () => void;
  drop: (code?: number) => void;
  receive: (value: unknown) => void;
};

function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const socket: FakeSocket = {
      url,
      readyState: 0,
      sent: [],
      send(data) {
        socket.sent.push(JSON.parse(data));
      },
      close() {
        socket.readyState = 3;
        socket.onclose?.({} as CloseEvent);
      },
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      open() {
        socket.readyState = 1;
        socket.onopen?.({} as Event);
      },
      drop(code = 1006) {
        socket.readyState = 3;
        socket.onerror?.({} as Event);
        socket.onclose?.({ code } as CloseEvent);
      },
      receive(value) {
        socket.onmessage?.({ data: JSON.stringify(value) } as MessageEvent);
      },
    };
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket };
}

const drawEvent = { type: 'lottery.draw', gameCode: 'KENO_1M', event: 'drawn', draw: { drawId: 7 } };

describe('push client', () => {
  it('doubles the back-off up to the ceiling, with jitter in the upper half', () => {
    const fixed = { baseDelayMs: 1000, maxDelayMs: 30_000, random: () => 1 };
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay({ attempt, ...fixed }))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay({ attempt: 3, ...fixed, random: () => 0 })).toBe(2000);
  });

  it('opens one socket for every listener, sends the token and the topics, and hands events out', () => {
    const { sockets, createSocket } = fakeSockets();
    const client = createPushClient({ url: 'ws://site/wps/push', readToken: () => 'token-1', createSocket });
    const first = vi.fn();
    const second = vi.fn();
    client.subscribe({ topics: ['lottery'], onEvent: first });
    client.subscribe({ topics: ['lottery:KENO_1M'], onEvent: second });
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'subscribe', topics: ['lottery', 'lottery:KENO_1M'] },
    ]);
    sockets[0]!.receive(drawEvent);
    sockets[0]!.receive({ type: 'something.else' });
    sockets[0]!.onmessage?.({ data: 'not json' } as MessageEvent);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(drawEvent);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reconnects with back-off after a drop and tells listeners to refetch', () => {
    vi.useFakeTimers();
    try {
      const { sockets, createSocket } = fakeSockets();
      const client = createPushClient({
        url: 'ws://site/wps/push',
        readToken: () => null,
        createSocket,
        random: () => 1,
      });
      const onReconnect = vi.fn();
      client.subscribe({ topics: ['lottery'], onReconnect });
      sockets[0]!.open();
      expect(onReconnect).not.toHaveBeenCalled();
      expect(sockets[0]!.sent).toEqual([{ type: 'subscribe', topics: ['lottery'] }]);

      sockets[0]!.drop();
      vi.advanceTimersByTime(999);
      expect(sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(2);
      sockets[1]!.drop();
      vi.advanceTimersByTime(1999);
      expect(sockets).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(3);

      sockets[2]!.open();
      expect(onReconnect).toHaveBeenCalledTimes(1);
      expect(sockets[2]!.sent).toEqual([{ type: 'subscribe', topics: ['lottery'] }]);
      // A success resets the back-off.
      sockets[2]!.drop();
      vi.advanceTimersByTime(1000);
      expect(sockets).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits the longest back-off after the server refused this client (a limit or a bad message)', () => {
    vi.useFakeTimers();
    try {
      const { sockets, createSocket } = fakeSockets();
      const client = createPushClient({
        url: 'ws://site/wps/push',
        readToken: () => null,
        createSocket,
        random: () => 1,
        maxDelayMs: 30_000,
      });
      client.subscribe({ topics: ['lottery'] });
      sockets[0]!.open();
      sockets[0]!.drop(4429);
      vi.advanceTimersByTime(29_999);
      expect(sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes when the last listener leaves and does not reconnect', () => {
    vi.useFakeTimers();
    try {
      const { sockets, createSocket } = fakeSockets();
      const client = createPushClient({ url: 'ws://site/wps/push', readToken: () => null, createSocket });
      const leave = client.subscribe({ topics: ['lottery'] });
      sockets[0]!.open();
      leave();
      expect(sockets[0]!.readyState).toBe(3);
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the token on login and starts a fresh connection on logout', () => {
    const { sockets, createSocket } = fakeSockets();
    let token: string | null = null;
    const client = createPushClient({ url: 'ws://site/wps/push', readToken: () => token, createSocket });
    client.subscribe({ topics: ['lottery'] });
    sockets[0]!.open();
    token = 'token-2';
    client.refreshAuth();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
    token = null;
    client.refreshAuth();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'subscribe', topics: ['lottery'] }]);
  });

  it('sends the topics again when a listener joins or leaves an open socket, and hands sports events out', () => {
    const { sockets, createSocket } = fakeSockets();
    const client = createPushClient({ url: 'ws://site/wps/push', readToken: () => null, createSocket });
    const board = vi.fn();
    client.subscribe({ topics: ['sports:FOOTBALL'], onEvent: board });
    sockets[0]!.open();
    const leave = client.subscribe({ topics: ['sports:event:FBL-PL-s1-md3-m1', 'sports:FOOTBALL'] });
    // A listener whose topics are already held adds nothing.
    const leaveSame = client.subscribe({ topics: ['sports:FOOTBALL'] });
    leaveSame();
    leave();
    expect(sockets[0]!.sent).toEqual([
      { type: 'subscribe', topics: ['sports:FOOTBALL'] },
      { type: 'subscribe', topics: ['sports:FOOTBALL', 'sports:event:FBL-PL-s1-md3-m1'] },
      { type: 'subscribe', topics: ['sports:FOOTBALL'] },
    ]);
    const sportsEvent = { type: 'sports.event', event: 'state', sportEvent: { eventId: 'FBL-PL-s1-md3-m1' } };
    sockets[0]!.receive(sportsEvent);
    sockets[0]!.receive({ type: 'casino.spin' });
    expect(board.mock.calls).toEqual([[sportsEvent]]);
  });

  it('tells listeners whether the socket is open: on subscribe, on open and on a drop', () => {
    vi.useFakeTimers();
    try {
      const { sockets, createSocket } = fakeSockets();
      const client = createPushClient({ url: 'ws://site/wps/push', readToken: () => null, createSocket });
      const first = vi.fn();
      const late = vi.fn();
      client.subscribe({ topics: ['sports'], onConnectionChange: first });
      sockets[0]!.open();
      client.subscribe({ topics: ['sports'], onConnectionChange: late });
      sockets[0]!.drop();
      vi.advanceTimersByTime(2000);
      sockets[1]!.open();
      expect(first.mock.calls).toEqual([[false], [true], [false], [true]]);
      expect(late.mock.calls).toEqual([[true], [false], [true]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pings an open socket to keep it alive', () => {
    vi.useFakeTimers();
    try {
      const { sockets, createSocket } = fakeSockets();
      const client = createPushClient({
        url: 'ws://site/wps/push',
        readToken: () => null,
        createSocket,
        pingIntervalMs: 1000,
      });
      client.subscribe({ topics: [] });
      sockets[0]!.open();
      vi.advanceTimersByTime(2000);
      expect(sockets[0]!.sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
