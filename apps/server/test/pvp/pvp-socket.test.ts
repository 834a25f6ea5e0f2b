import { PVP_CLOSE_CODES, PVP_PATH, type PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPvpSocketRegistry } from '../../src/modules/pvp/pvp-connection.ts';
import { PVP_LIMITS } from '../../src/modules/pvp/pvp-limits.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { authedClient, connectClient, requestId, roomsFor, TEST_LIMITS } from './pvp-kit.ts';

describe('the PVP table socket', () => {
  let t: TestApp;
  let token: string;
  let tableId: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = await t.login('demo', 'demo1234');
    tableId = (await roomsFor(t)).find((room) => room.stakeLevel === 'NL100')!.roomId;
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('asks for a login first, and closes on a bad token, a message that is not JSON or one too big', async () => {
    const guest = connectClient(t);
    expect((await guest.waitFor('hello')).isMember).toBe(false);
    guest.send({ type: 'join', tableId });
    expect((await guest.waitFor('error')).code).toBe('pvp.auth.required');
    guest.send({ type: 'ping' });
    await guest.waitFor('pong');
    guest.send({ type: 'auth', token: 'x'.repeat(40) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guest.socket.closedWith).toBe(PVP_CLOSE_CODES.unauthenticated);

    const notJson = connectClient(t);
    notJson.send('{"type":');
    expect(notJson.socket.closedWith).toBe(PVP_CLOSE_CODES.badMessage);
    const tooBig = connectClient(t);
    tooBig.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(PVP_LIMITS.maxMessageBytes) }));
    expect(tooBig.socket.closedWith).toBe(1009);
  });

  it('answers every refused message with an error code and the request id', async () => {
    const client = await authedClient(t, token);
    const sit = { type: 'sit', tableId, seatNo: 1, buyIn: '30.00', requestId: requestId('sit') };
    const refusals: [Record<string, unknown>, string][] = [
      [{ type: 'dance' }, 'pvp.message.invalid'],
      [{ ...sit, seatNo: 12 }, 'pvp.message.invalid'],
      [{ ...sit, seatNo: 7 }, 'pvp.seat.invalid'],
      [{ ...sit, buyIn: 'lots' }, 'pvp.message.invalid'],
      [{ ...sit, buyIn: '30.001' }, 'amount.invalid'],
      [{ ...sit, tableId: 999_999 }, 'pvp.table.not.found'],
      [{ type: 'topUp', tableId, amount: '5.00', requestId: requestId('top') }, 'pvp.seat.none'],
      [{ type: 'chat', tableId, message: { kind: 'text', id: 'free text' } }, 'pvp.message.invalid'],
      [{ type: 'seed', tableId, seed: 'has space' }, 'pvp.message.invalid'],
      [
        { type: 'action', tableId, handId: `${tableId}-000001`, action: 'CHECK', requestId: 'act-1234' },
        'pvp.hand.stale',
      ],
    ];
    for (const [message, code] of refusals) {
      client.send(message);
      const error = await client.waitFor('error');
      expect(error.code, JSON.stringify(message)).toBe(code);
      if (typeof message.requestId === 'string' && code !== 'pvp.message.invalid')
        expect(error.requestId).toBe(message.requestId);
    }
    expect(client.socket.closedWith).toBeNull();
  });

  it('shares fixed chat phrases, limits chat and messages, and keeps one socket per member', async () => {
    const registry = createPvpSocketRegistry();
    const first = await authedClient(t, token, registry);
    first.send({ type: 'join', tableId });
    await first.waitFor('snapshot');
    first.send({ type: 'chat', tableId, message: { kind: 'phrase', id: 'good.luck' } });
    expect((await first.waitFor('chat')).message).toEqual({ kind: 'phrase', id: 'good.luck' });
    for (let line = 0; line < PVP_LIMITS.chatPerWindow; line += 1)
      first.send({ type: 'chat', tableId, message: { kind: 'emoji', id: 'clap' } });
    expect((await first.waitFor('error')).code).toBe('rate.limited');

    const second = await authedClient(t, token, registry);
    expect(first.socket.closedWith).toBe(PVP_CLOSE_CODES.replaced);
    const limited = connectClient(t, registry, PVP_LIMITS);
    for (let count = 0; count <= PVP_LIMITS.messagesPerWindow; count += 1) limited.send({ type: 'ping' });
    expect(limited.socket.closedWith).toBe(PVP_CLOSE_CODES.rateLimited);
    second.close();
  });

  it('closes the socket once its session has ended (a logout)', async () => {
    const session = await t.login('player02', 'player1234');
    const client = connectClient(t, createPvpSocketRegistry(), { ...TEST_LIMITS, sessionCheckMs: 30 });
    client.send({ type: 'auth', token: session });
    await client.waitFor('hello', (message) => message.isMember);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(client.socket.closedWith).toBeNull();
    expect((await t.call('sessionLogout', { token: session })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(client.socket.closedWith).toBe(PVP_CLOSE_CODES.unauthenticated);
  });

  it('serves the table over a real WebSocket at /wps/pvp', async () => {
    expect((await t.app.inject({ method: 'GET', url: PVP_PATH })).statusCode).toBe(400);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${PVP_PATH}`;
    const ws = new WebSocket(url);
    const messages: PvpServerMessage[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as PvpServerMessage));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const waitFor = async (type: string) => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const found = messages.find((message) => message.type === type);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no ${type}`);
    };
    await waitFor('hello');
    ws.send(JSON.stringify({ type: 'auth', token }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    ws.send(JSON.stringify({ type: 'join', tableId }));
    const snapshot = (await waitFor('snapshot')) as Extract<PvpServerMessage, { type: 'snapshot' }>;
    expect(snapshot.table.room.roomId).toBe(tableId);
    expect(snapshot.table.seats).toHaveLength(6);
    expect(snapshot.table.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    ws.close();
  });
});
