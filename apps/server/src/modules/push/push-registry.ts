import type { PushEvent } from '@lucky/contracts/common/push';
import type { FastifyBaseLogger } from 'fastify';
import { PUSH_CLOSE_CODES, PUSH_LIMITS } from './push-limits.ts';

/** The part of a `ws` WebSocket the hub uses (tests hand in fakes). */
export type PushSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'pong', listener: () => void): unknown;
};

/** One socket of this instance: where it comes from, whose it is once authenticated, what it listens to. */
export type PushClient = {
  readonly socket: PushSocket;
  readonly ip: string;
  memberId: number | null;
  sessionId: number | null;
  topics: Set<string>;
  /** Auth messages received so far. */
  auths: number;
  /** Cleared at each heartbeat ping, set by the pong (or any message); still clear at the next ping = dead. */
  isAlive: boolean;
};

export type BindResult = 'bound' | 'full' | 'closed';

/** WebSocket.OPEN; `ws` itself is not imported here (it is @fastify/websocket's dependency at run time). */
const OPEN = 1;

/**
 * Who is connected to this instance: the sockets, indexed by topic, member and address. `whenEmpty` runs when the
 * last socket leaves (closing waits for it).
 */
function createClientIndex(whenEmpty: () => void) {
  const clients = new Set<PushClient>();
  const byTopic = new Map<string, Set<PushClient>>();
  const byMember = new Map<number, Set<PushClient>>();
  const socketsPerIp = new Map<string, number>();

  /** The socket is a guest again (it stays open and keeps its topics). */
  function releaseMember(client: PushClient): void {
    if (client.memberId !== null) removeFrom(byMember, client.memberId, client);
    client.memberId = null;
    client.sessionId = null;
  }

  return {
    clients,
    countSocketsOfIp: (ip: string): number => socketsPerIp.get(ip) ?? 0,

    add(client: PushClient): void {
      clients.add(client);
      socketsPerIp.set(client.ip, (socketsPerIp.get(client.ip) ?? 0) + 1);
    },

    detach(client: PushClient): void {
      if (!clients.delete(client)) return;
      for (const topic of client.topics) removeFrom(byTopic, topic, client);
      if (client.memberId !== null) removeFrom(byMember, client.memberId, client);
      const left = (socketsPerIp.get(client.ip) ?? 1) - 1;
      if (left > 0) socketsPerIp.set(client.ip, left);
      else socketsPerIp.delete(client.ip);
      if (clients.size === 0) whenEmpty();
    },

    /** Replaces the socket's topics: the client always sends its whole list (there is no unsubscribe). */
    subscribeTopics(client: PushClient, topics: readonly string[]): void {
      if (!clients.has(client)) return;
      for (const topic of client.topics) removeFrom(byTopic, topic, client);
      client.topics = new Set(topics);
      for (const topic of client.topics) addTo(byTopic, topic, client);
    },

    bindMember(client: PushClient, { memberId, sessionId }: { memberId: number; sessionId: number }): BindResult {
      if (!clients.has(client)) return 'closed';
      if (client.memberId !== memberId) {
        if ((byMember.get(memberId)?.size ?? 0) >= PUSH_LIMITS.socketsPerMember) return 'full';
        if (client.memberId !== null) removeFrom(byMember, client.memberId, client);
        addTo(byMember, memberId, client);
      }
      client.memberId = memberId;
      client.sessionId = sessionId;
      return 'bound';
    },

    releaseMember,

    clientsOfMember: (memberId: number): Iterable<PushClient> => byMember.get(memberId) ?? [],

    /** Each socket once, however many of the topics it holds. */
    clientsOfTopics(topics: readonly string[]): Set<PushClient> {
      const recipients = new Set<PushClient>();
      for (const topic of topics) for (const client of byTopic.get(topic) ?? []) recipients.add(client);
      return recipients;
    },
  };
}

function sendToAll(log: FastifyBaseLogger, recipients: Iterable<PushClient>, event: PushEvent): void {
  const text = JSON.stringify(event);
  for (const client of recipients) {
    const { socket } = client;
    if (socket.readyState !== OPEN) continue;
    if (socket.bufferedAmount > PUSH_LIMITS.maxBufferedBytes) {
      log.info({ ip: client.ip }, 'push socket dropped: it does not read what it is sent');
      socket.terminate();
      continue;
    }
    socket.send(text);
  }
}

/** Pings every socket each `heartbeatMs`; one that has not answered the previous ping is dead and dropped. */
function startHeartbeat(clients: Set<PushClient>, heartbeatMs: number): NodeJS.Timeout {
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.isAlive) {
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      if (client.socket.readyState === OPEN) client.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  return heartbeat;
}

/** This instance's sockets, indexed by topic, member and address, with the heartbeat that drops dead ones. */
export function createPushRegistry({
  log,
  now,
  heartbeatMs = PUSH_LIMITS.heartbeatMs,
}: {
  log: FastifyBaseLogger;
  now: () => Date;
  heartbeatMs?: number;
}) {
  let isClosing = false;
  let onDrained: (() => void) | null = null;
  const index = createClientIndex(() => onDrained?.());
  const { clients } = index;
  const heartbeat = startHeartbeat(clients, heartbeatMs);

  return {
    countSocketsOfIp: index.countSocketsOfIp,

    attachSocket({ socket, ip }: { socket: PushSocket; ip: string }): PushClient | null {
      if (isClosing) {
        socket.close(PUSH_CLOSE_CODES.GOING_AWAY, 'server shutting down');
        return null;
      }
      if (index.countSocketsOfIp(ip) >= PUSH_LIMITS.socketsPerIp) {
        socket.close(PUSH_CLOSE_CODES.TOO_MANY, 'too many sockets from this address');
        return null;
      }
      const client: PushClient = {
        socket,
        ip,
        memberId: null,
        sessionId: null,
        topics: new Set(),
        auths: 0,
        isAlive: true,
      };
      index.add(client);
      socket.on('close', () => index.detach(client));
      socket.on('pong', () => {
        client.isAlive = true;
      });
      return client;
    },

    subscribeTopics: index.subscribeTopics,
    bindMember: index.bindMember,
    releaseMember: index.releaseMember,

    unbindMemberSessions(memberId: number, keepSessionId: number | null): void {
      for (const client of [...index.clientsOfMember(memberId)]) {
        if (client.sessionId === keepSessionId) continue;
        index.releaseMember(client);
        sendToAll(log, [client], { type: 'hello', serverTime: now().toISOString(), isMember: false });
      }
    },

    sendEvent: (client: PushClient, event: PushEvent): void => sendToAll(log, [client], event),
    sendToTopics: (topics: readonly string[], event: PushEvent): void =>
      sendToAll(log, index.clientsOfTopics(topics), event),
    sendToMember: (memberId: number, event: PushEvent): void => sendToAll(log, index.clientsOfMember(memberId), event),

    async close(): Promise<void> {
      isClosing = true;
      clearInterval(heartbeat);
      if (clients.size === 0) return;
      const drained = new Promise<void>((resolve) => {
        onDrained = resolve;
      });
      for (const client of clients) client.socket.close(PUSH_CLOSE_CODES.GOING_AWAY, 'server shutting down');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        drained,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, PUSH_LIMITS.closeGraceMs);
        }),
      ]);
      clearTimeout(timer);
      for (const client of clients) client.socket.terminate();
    },
  };
}

function addTo<K>(index: Map<K, Set<PushClient>>, key: K, client: PushClient): void {
  const set = index.get(key);
  if (set) set.add(client);
  else index.set(key, new Set([client]));
}

function removeFrom<K>(index: Map<K, Set<PushClient>>, key: K, client: PushClient): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}
