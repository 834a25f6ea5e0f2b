import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PvpClientMessage, PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import type { PvpRoom, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { encryptPayload } from '../../src/lib/payload-crypto.ts';
import { PVP_LEASE_MS } from '../../src/modules/pvp/pvp-rooms.ts';
import { checkLedgerInvariants } from '../../src/modules/wallet/ledger-invariants.ts';

/**
 * Slow (a minute or more: the dead server's table lease must run out) and PostgreSQL only. The real server runs as a
 * child process; two members sit at a Hold'em table over real WebSockets and a hand is dealt, with the blinds and a
 * raise in the pot; the server is killed with SIGKILL and started again. By the module README ("Table runtime", "A
 * dead instance") the hand is cancelled and every chip is back in front of its player: nothing moved at the kill,
 * the new server takes the table once the lease ran out, the players see the hand as cancelled, stand up with their
 * whole buy-in, and the ledger's invariants hold.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUY_IN = '20.00';

type Socket = { ws: WebSocket; inbox: PvpServerMessage[]; send(message: PvpClientMessage): void };

describe.skipIf(!process.env.TEST_DATABASE_URL)('a card-room server killed mid-hand, on postgres', () => {
  const name = `lucky_pvp_kill_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lucky-pvp-kill-'));
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/postgres');
  url.pathname = `/${name}`;
  // The pvp helper's port range (9700–9799).
  const port = 9700 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  let database: Database;
  const sockets: Socket[] = [];

  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  async function startServer(): Promise<void> {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        WEB_DIST: '/nonexistent',
        REDIS_URL: '',
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // A fresh database is migrated and seeded first; on a busy machine that takes a while.
    await until(async () => (await fetch(`${base}/wps/system/status`).catch(() => null))?.ok === true, 180_000);
  }

  async function login(username: string, password: string): Promise<string> {
    const status = await (await fetch(`${base}/wps/system/status`)).json();
    const { keyId, publicKey } = status.value.encryption;
    const body = encryptPayload(publicKey, keyId, JSON.stringify({ type: 'username', username, password }));
    const response = await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', encryption: 'RSA-OAEP-256+A256GCM' },
    });
    return (await response.json()).value.token as string;
  }

  async function connect(token: string): Promise<Socket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/wps/pvp`);
    const socket: Socket = { ws, inbox: [], send: (message) => ws.send(JSON.stringify(message)) };
    ws.on('message', (data) => socket.inbox.push(JSON.parse(String(data)) as PvpServerMessage));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    socket.send({ type: 'auth', token });
    await next(socket, 'hello', (message) => message.isMember);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    server?.kill('SIGKILL');
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cancels the hand, returns every chip of it and keeps the ledger sound', async () => {
    await startServer();
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const db = database.db;
    const tokens = [await login('player01', 'player1234'), await login('player02', 'player1234')];
    const rooms = (await (await fetch(`${base}/wps/relay/GLS2_roomList`)).json()).value.rooms as PvpRoom[];
    const tableId = rooms.find((room) => room.game === 'HOLDEM' && room.stakeLevel === 'NL20')!.roomId;
    const money = async () => moneyOf(db, tableId);
    const before = await money();

    const players = [await connect(tokens[0]!), await connect(tokens[1]!)];
    for (const [seatNo, player] of players.entries()) {
      player.send({ type: 'join', tableId });
      await next(player, 'snapshot');
      player.send({ type: 'sit', tableId, seatNo, buyIn: BUY_IN, requestId: `sit-seat-${seatNo}` });
      await next(player, 'ok');
    }
    // The server deals on its own timer; the first to act raises, so the pot holds the blinds and a raise.
    const started = await next(players[0]!, 'hand.started');
    const views = await Promise.all(players.map((player) => snapshotOf(player, tableId)));
    const actor = views.findIndex((view) => view.viewerSeat === view.hand!.toActSeat);
    players[actor]!.send({
      type: 'action',
      tableId,
      handId: started.handId,
      action: 'RAISE',
      amount: '1.00',
      requestId: 'raise-seat-1',
    });
    await next(players[actor]!, 'ok');
    const midHand = await snapshotOf(players[0]!, tableId);
    expect(midHand.hand!.handId).toBe(started.handId);
    // Heads-up, the button posts the small blind and acts first: its raise to 1.00 and the big blind's 0.20.
    expect(midHand.hand!.part.game === 'HOLDEM' && midHand.hand!.part.potTotal).toBe('1.20');
    const seated = await money();
    expect(seated.wallets).toBe(before.wallets - 4000n);
    expect(seated.table).toBe(4000n);

    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    for (const player of players) player.ws.terminate();
    // Killed mid-hand: the hand is left RUNNING under the dead instance, and no chip of it moved.
    expect(await handStatus(db, started.handId)).toBe('RUNNING');
    expect(await money()).toEqual(seated);

    await startServer();
    const back = [await connect(tokens[0]!), await connect(tokens[1]!)];
    // The dead server's table lease must run out before the new one may take the table (pvp.table.elsewhere).
    const view = await until(async () => {
      back[0]!.send({ type: 'join', tableId });
      const answer = await next(back[0]!, ['snapshot', 'error']);
      if (answer.type === 'error') expect(answer.code).toBe('pvp.table.elsewhere');
      return answer.type === 'snapshot' && answer.table.lastHands[0]?.handId === started.handId ? answer.table : null;
    }, PVP_LEASE_MS + 20_000);
    expect(view.lastHands[0]).toMatchObject({ handId: started.handId, status: 'CANCELLED', reveal: null });
    expect(view.seats.slice(0, 2).map((seat) => seat.chips)).toEqual([BUY_IN, BUY_IN]);
    expect(await handStatus(db, started.handId)).toBe('CANCELLED');
    expect(await money()).toEqual(seated);

    // Both stand up (after any hand the new server dealt meanwhile): wallets + table + rake are what they were.
    for (const [index, player] of back.entries()) {
      player.send({ type: 'join', tableId });
      await next(player, 'snapshot');
      player.send({ type: 'leave', tableId, requestId: `leave-seat-${index}` });
      await next(player, 'ok', undefined, 60_000);
    }
    const after = await money();
    expect(after.table).toBe(0n);
    expect(after.wallets + after.rake).toBe(before.wallets + before.rake);
    expect((await checkLedgerInvariants(db)).violations).toEqual([]);
  }, 480_000);
});

/** The two members' wallets, the table's account and the rake account, in minor units. */
async function moneyOf(db: Database['db'], tableId: number) {
  const [row] = await queryRows<{ wallets: string; tables: string; rake: string; seats: string }>(
    db,
    sql`select
      (select coalesce(sum(a.balance), 0)::text from ledger_accounts a join members m on m.id = a.member_id
        where a.kind = 'MEMBER_WALLET' and m.username in ('player01', 'player02')) as wallets,
      (select coalesce(sum(balance), 0)::text from ledger_accounts
        where kind like 'HOUSE_PVP_%' and kind not like 'HOUSE_PVP_RAKE%') as tables,
      (select coalesce(sum(balance), 0)::text from ledger_accounts where kind like 'HOUSE_PVP_RAKE%') as rake,
      (select coalesce(sum(chips), 0)::text from pvp_seats where table_id = ${tableId}) as seats`,
  );
  // The tables' accounts (one shard per table) hold exactly the seats' chips: only this table is played here.
  expect(row!.tables).toBe(row!.seats);
  return { wallets: BigInt(row!.wallets), table: BigInt(row!.seats), rake: BigInt(row!.rake) };
}

async function handStatus(db: Database['db'], handId: string): Promise<string> {
  const [row] = await queryRows<{ status: string }>(db, sql`select status from pvp_hands where id = ${handId}`);
  return row!.status;
}

async function snapshotOf(socket: Socket, tableId: number): Promise<PvpTableSnapshot> {
  socket.send({ type: 'join', tableId });
  return (await next(socket, 'snapshot')).table;
}

/** The next message of a type (taken from the inbox), within a deadline. */
async function next<T extends PvpServerMessage['type']>(
  socket: Socket,
  types: T | T[],
  match: (message: Extract<PvpServerMessage, { type: T }>) => boolean = () => true,
  withinMs = 20_000,
): Promise<Extract<PvpServerMessage, { type: T }>> {
  const wanted = new Set<string>(Array.isArray(types) ? types : [types]);
  let found: Extract<PvpServerMessage, { type: T }> | undefined;
  await until(async () => {
    const refusal = wanted.has('error') ? undefined : socket.inbox.find((message) => message.type === 'error');
    if (refusal) throw new Error(`refused: ${JSON.stringify(refusal)}`);
    const index = socket.inbox.findIndex((message) => wanted.has(message.type) && match(message as never));
    if (index >= 0) found = socket.inbox.splice(index, 1)[0] as never;
    return found !== undefined;
  }, withinMs);
  return found!;
}

/** Polls until `check` answers something truthy; fails after `withinMs` (every wait here is bounded). */
async function until<T>(check: () => Promise<T | null | false>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`gave up after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
