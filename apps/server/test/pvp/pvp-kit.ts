import { randomBytes } from 'node:crypto';
import type { PvpClientMessage, PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import type { PvpRoom, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { and, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts } from '../../src/db/schema/ledger.ts';
import { pvpSeats } from '../../src/db/schema/pvp.ts';
import { createPvpSocketRegistry, openPvpConnection, type PvpSocket } from '../../src/modules/pvp/pvp-connection.ts';
import { PVP_LIMITS, type PvpLimits } from '../../src/modules/pvp/pvp-limits.ts';
import { HAND_PAUSE_MS } from '../../src/modules/pvp/table-hand-end.ts';
import type { TestApp } from '../test-app.ts';

/**
 * A table client for the tests: the real connection handler (openPvpConnection) on a stand-in socket, so every
 * message goes through the schema, the limits and the table runtime exactly as over the network.
 */
export type TableClient = {
  socket: PvpSocket & { closedWith: number | null };
  received: PvpServerMessage[];
  send(message: PvpClientMessage | Record<string, unknown> | string): void;
  waitFor<T extends PvpServerMessage['type']>(
    type: T,
    match?: (message: Extract<PvpServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<PvpServerMessage, { type: T }>>;
  /** The `ok` or `error` that answers a request id. */
  answerTo(requestId: string): Promise<Extract<PvpServerMessage, { type: 'ok' | 'error' }>>;
  /** Sends `join` and answers the snapshot it brings (a fresh view of the table). */
  snapshot(tableId: number): Promise<PvpTableSnapshot>;
  close(): void;
};

/** The tests drive whole hands through one socket in a second: a budget no player needs (the limits test uses the real one). */
export const TEST_LIMITS: PvpLimits = { ...PVP_LIMITS, messagesPerWindow: 100_000 };

export function connectClient(
  t: TestApp,
  registry = createPvpSocketRegistry(),
  limits: PvpLimits = TEST_LIMITS,
): TableClient {
  const listeners = { message: [] as ((data: Buffer, isBinary: boolean) => void)[], close: [] as (() => void)[] };
  const received: PvpServerMessage[] = [];
  const socket = {
    readyState: 1,
    closedWith: null as number | null,
    send(data: string) {
      received.push(JSON.parse(data) as PvpServerMessage);
    },
    close(code?: number) {
      if (socket.readyState !== 1) return;
      socket.readyState = 3;
      socket.closedWith = code ?? 1000;
      for (const listener of listeners.close) listener();
    },
    on(event: 'message' | 'close', listener: never) {
      (listeners[event] as unknown[]).push(listener);
    },
  };
  openPvpConnection({ ctx: t.ctx, registry, socket: socket as PvpSocket, ip: '10.17.0.1', log: t.app.log, limits });
  const client: TableClient = {
    socket: socket as TableClient['socket'],
    received,
    send(message) {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      for (const listener of listeners.message) listener(Buffer.from(text), false);
    },
    async waitFor(type, match = () => true) {
      const seen = new Set<PvpServerMessage>();
      for (let attempt = 0; attempt < 400; attempt += 1) {
        const found = received.find(
          (message) => message.type === type && !seen.has(message) && match(message as never),
        );
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found as never;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`no ${type} message; received ${JSON.stringify(received.map((message) => message.type))}`);
    },
    async answerTo(id) {
      for (let attempt = 0; attempt < 400; attempt += 1) {
        const found = received.find(
          (message) => (message.type === 'ok' || message.type === 'error') && message.requestId === id,
        );
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found as Extract<PvpServerMessage, { type: 'ok' | 'error' }>;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`no answer to ${id}`);
    },
    async snapshot(tableId) {
      received.splice(0, received.length, ...received.filter((message) => message.type !== 'snapshot'));
      client.send({ type: 'join', tableId });
      return (await client.waitFor('snapshot')).table;
    },
    close: () => socket.close(1000),
  };
  return client;
}

export async function authedClient(
  t: TestApp,
  token: string,
  registry = createPvpSocketRegistry(),
  limits: PvpLimits = TEST_LIMITS,
) {
  const client = connectClient(t, registry, limits);
  await client.waitFor('hello');
  client.send({ type: 'auth', token });
  await client.waitFor('hello', (message) => message.isMember);
  return client;
}

export const requestId = (prefix = 'req') => `${prefix}-${randomBytes(6).toString('hex')}`;

export async function roomsFor(t: TestApp, token?: string): Promise<PvpRoom[]> {
  const response = await t.call('pvpRoomList', token ? { token } : {});
  expect(response.statusCode).toBe(200);
  return response.json().value.rooms as PvpRoom[];
}

/** Moves the clock past the pause between hands and runs the tables' timers: the next hand starts. */
export async function dealNextHand(t: TestApp): Promise<void> {
  t.clock.advance(HAND_PAUSE_MS + 1);
  await t.ctx.pvp.tick();
}

export const toMinor = (money: string) => Math.round(Number(money) * 100);

export async function walletOf(t: TestApp, token: string): Promise<number> {
  return toMinor((await t.call('walletBalance', { token })).json().value.sumBalance as string);
}

/** The table accounts hold exactly the chips of the seats (the card rooms' sub-ledger agrees with the ledger). */
export async function expectTableAccountsMatchSeats(t: TestApp): Promise<void> {
  const db = t.ctx.database.db;
  const [accounts] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(and(like(ledgerAccounts.kind, 'HOUSE_PVP_%'), sql`${ledgerAccounts.kind} not like 'HOUSE_PVP_RAKE%'`));
  const [seats] = await db.select({ total: sql<string>`coalesce(sum(${pvpSeats.chips}), 0)::text` }).from(pvpSeats);
  expect(accounts!.total).toBe(seats!.total);
}

export async function rakeAccountBalance(t: TestApp): Promise<number> {
  const [row] = await t.ctx.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'HOUSE_PVP_RAKE'));
  return Number(row?.balance ?? 0n);
}

/** The viewer's Hold'em choices in a snapshot (null when it is not its turn, or the hand is not Hold'em). */
export function holdemLegal(view: PvpTableSnapshot) {
  const part = view.hand?.part;
  return part?.game === 'HOLDEM' ? part.legalActions : null;
}

/**
 * Plays the running hand to its end by checking, or calling when checking is not offered: each client acts when
 * the snapshot says it is its turn. Answers the `hand.ended` message the first client saw.
 */
export async function checkDown(tableId: number, clients: TableClient[]) {
  for (let moves = 0; moves < 40; moves += 1) {
    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    const hand = views[0]!.hand;
    if (!hand) break;
    const index = views.findIndex((view) => view.viewerSeat === hand.toActSeat);
    const legal = holdemLegal(views[index]!)!;
    clients[index]!.send({
      type: 'action',
      tableId,
      handId: hand.handId,
      action: legal.canCheck ? 'CHECK' : 'CALL',
      requestId: requestId('act'),
    });
    await clients[index]!.waitFor('ok');
  }
  return clients[0]!.waitFor('hand.ended');
}

const PASSWORDS: Record<string, string> = { demo: 'demo1234' };

/**
 * The tests' preamble: the demo members log in, each opens a table socket, the room `pick` chooses is found in the
 * room list, and (with `sit`) each takes seat index × `seatSpacing` with the buy-in. Passwords are the demo seed's.
 */
export async function membersAtTable(
  t: TestApp,
  input: {
    usernames: readonly string[];
    pick: (room: PvpRoom) => boolean;
    sit?: { buyIn: string; seatSpacing: number };
  },
) {
  const tokens: string[] = [];
  for (const username of input.usernames) tokens.push(await t.login(username, PASSWORDS[username] ?? 'player1234'));
  const clients: TableClient[] = [];
  for (const token of tokens) clients.push(await authedClient(t, token));
  const room = (await roomsFor(t)).find(input.pick)!;
  const tableId = room.roomId;
  if (input.sit)
    for (const [index, client] of clients.entries()) {
      const seatNo = index * input.sit.seatSpacing;
      client.send({ type: 'sit', tableId, seatNo, buyIn: input.sit.buyIn, requestId: requestId('sit') });
      await client.waitFor('ok');
    }
  return { tokens, clients, room, tableId };
}
