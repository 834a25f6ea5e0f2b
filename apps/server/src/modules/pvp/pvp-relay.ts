import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  createPvpSocketRegistry,
  openPvpConnection,
  type PvpSocket,
  type PvpSocketRegistry,
} from './pvp-connection.ts';
import { createRelayedSocket, type RelayedLink } from './pvp-relay-link.ts';
import {
  channelOf,
  createRemoteSocket,
  parseEnvelope,
  presenceKey,
  PRESENCE_MS,
  RELAY_MOVED_CODE,
  type RelayEnvelope,
  type Remote,
} from './pvp-relay-wire.ts';

/**
 * Card tables across instances (README, "Several instances"). A table runs on one instance (its lease in
 * `pvp_tables`); a player's table socket may land on any instance behind the load balancer. When a message names a
 * table another live instance runs, the socket's instance forwards it through Redis to the owner, which runs it on a
 * stand-in socket of its own (the same `openPvpConnection`, authenticated by the player's token) and sends the
 * answers back the same way. Which instances are alive is Redis presence (`lucky:pvp:alive:<instance>`, renewed
 * every second, gone 3 s after an instance dies): a table whose owner is gone is taken over by the next instance a
 * player reaches (its running hand cancelled, nothing moved: chips move only at a hand's end), and sockets routed
 * to a dead owner are closed with 1012 so the client reconnects and rejoins, now at the table's new home.
 */
export type PvpRelay = {
  /** The socket handed to `openPvpConnection`: messages for tables run elsewhere are forwarded, not handled here. */
  wrap(socket: PvpSocket, ip: string): PvpSocket;
  close(): Promise<void>;
};

const PRESENCE_RENEW_MS = 1000;

/** What the relay of one instance keeps: its Redis connections, its clients' links, the owners' stand-ins. */
type RelayState = {
  ctx: AppContext;
  log: FastifyBaseLogger;
  self: string;
  publisher: Redis;
  links: Map<string, RelayedLink>;
  remotes: Map<string, Remote>;
  registries: Map<string, PvpSocketRegistry>;
  send(to: string, envelope: RelayEnvelope): void;
  isAlive(instance: string): Promise<boolean>;
};

/** The owner's side: a stand-in socket for a client of `origin`, run by this instance's own connection code. */
function openRemote(state: RelayState, origin: string, link: string, ip: string): Remote {
  const key = `${origin}/${link}`;
  const remote = createRemoteSocket(origin, {
    send: (data) => state.send(origin, { t: 'out', link, data }),
    close: (code, reason) => {
      state.remotes.delete(key);
      state.send(origin, { t: 'close', link, code, reason });
    },
  });
  state.remotes.set(key, remote);
  let registry = state.registries.get(origin);
  if (!registry) state.registries.set(origin, (registry = createPvpSocketRegistry()));
  openPvpConnection({ ctx: state.ctx, registry, socket: remote.socket, ip, log: state.log });
  return remote;
}

/** One envelope from Redis: to a stand-in (owner side) or to a client's link (proxy side). */
function receive(state: RelayState, envelope: RelayEnvelope): void {
  if (envelope.t === 'msg') {
    const key = `${envelope.from}/${envelope.link}`;
    const remote = state.remotes.get(key) ?? openRemote(state, envelope.from, envelope.link, envelope.ip);
    return remote.emitMessage(envelope.data);
  }
  if (envelope.t === 'end') {
    const key = `${envelope.from}/${envelope.link}`;
    const remote = state.remotes.get(key);
    state.remotes.delete(key);
    return remote?.emitClose();
  }
  const link = state.links.get(envelope.link);
  if (envelope.t === 'out') return link?.deliver(envelope.data);
  link?.ownerClosed(envelope.code, envelope.reason);
}

/** Links routed to an owner that is gone close (the client reconnects); stand-ins of a gone client's instance too. */
async function sweepDead(state: RelayState): Promise<void> {
  const instances = new Set<string>();
  for (const link of state.links.values()) for (const owner of link.owners()) instances.add(owner);
  for (const remote of state.remotes.values()) instances.add(remote.origin);
  const dead = new Set<string>();
  for (const instance of instances) if (!(await state.isAlive(instance))) dead.add(instance);
  if (dead.size === 0) return;
  for (const link of state.links.values())
    if (link.owners().some((owner) => dead.has(owner)))
      link.socket.close(RELAY_MOVED_CODE, 'the table moved to another server; reconnect');
  for (const [key, remote] of state.remotes)
    if (dead.has(remote.origin)) {
      state.remotes.delete(key);
      remote.emitClose();
    }
}

/** Shutdown: every stand-in and every client link is closed with the reconnect hint; the presence goes at once. */
async function closeRelay(state: RelayState, subscriber: Redis): Promise<void> {
  for (const [key, remote] of state.remotes) {
    state.remotes.delete(key);
    const link = key.slice(remote.origin.length + 1);
    state.send(remote.origin, { t: 'close', link, code: RELAY_MOVED_CODE, reason: 'the server is restarting' });
    remote.emitClose();
  }
  for (const link of state.links.values()) link.socket.close(RELAY_MOVED_CODE, 'the server is restarting; reconnect');
  await state.publisher.del(presenceKey(state.self)).catch(() => undefined);
  subscriber.disconnect();
  await state.publisher.quit().catch(() => state.publisher.disconnect());
}

export function createPvpRelay(input: { ctx: AppContext; redisUrl: string; log: FastifyBaseLogger }): PvpRelay {
  const { ctx, log } = input;
  const self = ctx.pvp.instance;
  const publisher = new Redis(input.redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(input.redisUrl, { maxRetriesPerRequest: null });
  const onError = (error: Error) => log.warn({ err: error }, 'pvp relay redis error');
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const state: RelayState = {
    ctx,
    log,
    self,
    publisher,
    links: new Map(),
    remotes: new Map(),
    registries: new Map(),
    send: (to, envelope) => void publisher.publish(channelOf(to), JSON.stringify(envelope)).catch(onError),
    isAlive: async (instance) => instance === self || (await publisher.exists(presenceKey(instance))) === 1,
  };
  const renewPresence = () => publisher.set(presenceKey(self), '1', 'PX', PRESENCE_MS).catch(onError);
  void renewPresence();
  subscriber.on('message', (_channel: string, text: string) => {
    const envelope = parseEnvelope(text);
    if (envelope) receive(state, envelope);
    else log.warn('an unreadable pvp relay envelope came through Redis');
  });
  const subscribed = subscriber.subscribe(channelOf(self)).catch(onError);
  let closed = false;
  const timer = setInterval(() => {
    if (closed) return;
    void renewPresence();
    sweepDead(state).catch(onError);
  }, PRESENCE_RENEW_MS);
  timer.unref();

  return {
    wrap(socket, ip) {
      const link = createRelayedSocket({
        ctx,
        socket,
        ip,
        self,
        isAlive: state.isAlive,
        forward: state.send,
        onEnd: (id) => state.links.delete(id),
        log,
      });
      state.links.set(link.id, link);
      return link.local;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await subscribed;
      await closeRelay(state, subscriber);
    },
  };
}
