import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import type { AppContext } from '../../app-context.ts';
import { runTransaction } from '../../db/client.ts';
import { pvpHands, pvpTables } from '../../db/schema/pvp.ts';
import type { PvpSocket } from './pvp-connection.ts';
import type { RelayEnvelope } from './pvp-relay-wire.ts';
import { findTable } from './pvp.repository.ts';

/** One client socket on this instance, seen by the relay (pvp-relay.ts). */
export type RelayedLink = {
  id: string;
  /** The client's real socket. */
  socket: PvpSocket;
  /** The socket this instance's `openPvpConnection` reads: only the messages of tables run here reach it. */
  local: PvpSocket;
  /** The instances this socket's messages were forwarded to. */
  owners(): string[];
  /** A message from an owner for the client (its own `hello`s are dropped: the client had this instance's). */
  deliver(data: string): void;
  /** An owner closed its stand-in (a refusal, a replaced tab, a shutdown): the client's socket closes alike. */
  ownerClosed(code: number, reason: string): void;
};

type LinkInput = {
  ctx: AppContext;
  socket: PvpSocket;
  ip: string;
  self: string;
  isAlive(instance: string): Promise<boolean>;
  forward(owner: string, envelope: RelayEnvelope): void;
  onEnd(id: string): void;
  log: FastifyBaseLogger;
};

const OPEN = 1;

/** The table a client message names, and the token of an `auth` (read loosely: the connection validates it). */
function peek(text: string): { tableId?: number; token?: string } {
  try {
    const message = JSON.parse(text) as { type?: unknown; tableId?: unknown; token?: unknown };
    if (typeof message !== 'object' || message === null) return {};
    if (message.type === 'auth' && typeof message.token === 'string') return { token: message.token };
    return Number.isSafeInteger(message.tableId) ? { tableId: message.tableId as number } : {};
  } catch {
    return {};
  }
}

/**
 * Where a table runs: this instance (loaded here, or free, or its lease ran out: `ctx.pvp.open` claims it), or
 * another live one. A table whose owner is no longer present is taken over here: its running hand is cancelled
 * (nothing moved) and the lease cleared, so `ctx.pvp.open` claims it at once instead of 30 s later.
 */
async function ownerOf(input: LinkInput, tableId: number): Promise<string> {
  const { ctx, self } = input;
  if (ctx.pvp.loaded(tableId)) return self;
  const row = await findTable(ctx.database.db, tableId);
  const owner = row?.ownerInstance;
  if (!row || !owner || owner === self || !row.ownerUntil || row.ownerUntil < ctx.now()) return self;
  if (await input.isAlive(owner)) return owner;
  await takeOverTable(ctx, tableId, owner);
  input.log.warn({ tableId, deadOwner: owner }, 'pvp table taken over from an instance that is gone');
  return self;
}

export async function takeOverTable(ctx: AppContext, tableId: number, deadOwner: string): Promise<void> {
  const now = ctx.now();
  await runTransaction(ctx.database.db, async (tx) => {
    await tx
      .update(pvpHands)
      .set({ status: 'CANCELLED', endedAt: now })
      .where(and(eq(pvpHands.tableId, tableId), eq(pvpHands.status, 'RUNNING'), eq(pvpHands.ownerInstance, deadOwner)));
    await tx
      .update(pvpTables)
      .set({ ownerInstance: null, ownerUntil: null })
      .where(and(eq(pvpTables.id, tableId), eq(pvpTables.ownerInstance, deadOwner)));
  });
}

export function createRelayedSocket(input: LinkInput): RelayedLink {
  const { socket, self } = input;
  const id = randomUUID();
  const onMessage: ((data: RawData, isBinary: boolean) => void)[] = [];
  const onClose: (() => void)[] = [];
  const authorised = new Set<string>();
  /** Tables this socket's messages went to another instance for: kept while that owner lives (the relay closes the
   *  socket when it dies), so a hand's actions cost no look-up. */
  const routes = new Map<number, string>();
  let token: string | null = null;
  let queue = Promise.resolve();

  const toLocal = (data: RawData, isBinary: boolean) => {
    for (const listener of onMessage) listener(data, isBinary);
  };
  const route = async (data: RawData, isBinary: boolean) => {
    if (socket.readyState !== OPEN) return;
    const text = isBinary ? null : Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
    const seen = text === null ? {} : peek(text);
    if (seen.token) token = seen.token;
    if (seen.tableId === undefined || token === null) return toLocal(data, isBinary);
    const owner = routes.get(seen.tableId) ?? (await ownerOf(input, seen.tableId));
    if (owner === self) return toLocal(data, isBinary);
    routes.set(seen.tableId, owner);
    if (!authorised.has(owner)) {
      authorised.add(owner);
      const auth = JSON.stringify({ type: 'auth', token });
      input.forward(owner, { t: 'msg', from: self, link: id, ip: input.ip, data: auth });
    }
    input.forward(owner, { t: 'msg', from: self, link: id, ip: input.ip, data: text! });
  };

  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(() => route(data, isBinary))
      .catch((error: unknown) => {
        input.log.warn({ err: error }, 'pvp relay could not route a message; handled here');
        toLocal(data, isBinary);
      });
  });
  socket.on('close', () => {
    for (const owner of authorised) input.forward(owner, { t: 'end', from: self, link: id });
    input.onEnd(id);
    for (const listener of onClose) listener();
  });

  const local: PvpSocket = {
    get readyState() {
      return socket.readyState;
    },
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
    on: ((event: 'message' | 'close', listener: never) => {
      if (event === 'message') onMessage.push(listener);
      else onClose.push(listener);
    }) as PvpSocket['on'],
  };
  return {
    id,
    socket,
    local,
    owners: () => [...authorised],
    deliver(data) {
      if (socket.readyState !== OPEN || data.startsWith('{"type":"hello"')) return;
      socket.send(data);
    },
    ownerClosed(code, reason) {
      socket.close(code, reason);
    },
  };
}
