import type { EndpointName } from '@lucky/contracts/endpoint-table';
import type { OpsPvpTable } from '@lucky/contracts/pvp/pvp-ops-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { authedClient, checkDown, dealNextHand, requestId, roomsFor, toMinor, walletOf } from './pvp-kit.ts';
import { ROW_REFRESH_MS } from '../../src/modules/pvp/table-hand-end.ts';

const DESK_CALLS: EndpointName[] = [
  'opsPvpTables',
  'opsPvpTableCreate',
  'opsPvpTableUpdate',
  'opsPvpTableStatus',
  'opsPvpLiveTables',
  'opsPvpHands',
  'opsPvpHandDetail',
  'opsPvpRakeReport',
  'opsPvpCollusion',
];

const NEW_TABLE = {
  game: 'HOLDEM',
  name: 'Desk Test 2/4',
  stakeLevel: 'NL400',
  smallBlind: '2.00',
  bigBlind: '4.00',
  rakeBp: 450,
  rakeCap: '8.00',
  minBuyIn: '80.00',
  maxBuyIn: '400.00',
  seats: 6,
  reason: 'A higher stake for the evening',
};

describe.each(TEST_DATABASES)('the PVP desk: tables and their terms on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finance: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    finance = await t.opsLogin('finance', 'finance1234');
  });
  afterAll(async () => t.close());

  const tables = async () => (await t.call('opsPvpTables', { token: admin })).json().value.list as OpsPvpTable[];
  const audit = async (action: string) =>
    (await t.call('opsAuditLog', { token: admin, query: { action } })).json().value.list as {
      targetId: string;
      reason: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];

  it('is closed to finance on every call', async () => {
    for (const name of DESK_CALLS) {
      const response = await t.call(name, { token: finance, body: name.startsWith('opsPvpTable') ? {} : undefined });
      expect([name, response.statusCode, response.json().code]).toEqual([name, 403, 'operator.forbidden']);
    }
  });

  it('lists the demo tables with their terms, seats, status and chips', async () => {
    const list = await tables();
    const nl100 = list.find((table) => table.stakeLevel === 'NL100' && !table.practice)!;
    expect(nl100).toMatchObject({
      game: 'HOLDEM',
      smallBlind: '0.50',
      bigBlind: '1.00',
      ante: null,
      rakeBp: 500,
      status: 'OPEN',
      ownerInstance: null,
      playersSeated: 0,
      chipsOnTable: '0.00',
    });
    expect(list.some((table) => table.practice)).toBe(true);
    const filtered = (await t.call('opsPvpTables', { token: admin, query: { status: 'CLOSED' } })).json().value.list;
    expect(filtered).toEqual([]);
  });

  it('refuses tables no hand could be dealt at, with a 400 naming the field', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['smallBlind', { smallBlind: '5.00' }],
      ['minBuyIn', { minBuyIn: '500.00' }],
      ['minBuyIn', { minBuyIn: '20.00' }],
      ['rakeBp', { rakeBp: 5000 }],
      ['botSeats', { botSeats: 2 }],
      ['seats', { seats: 12 }],
      ['reason', { reason: '' }],
      ['bigBlind', { bigBlind: 'lots' }],
    ];
    for (const [field, change] of bad) {
      const response = await t.call('opsPvpTableCreate', { token: admin, body: { ...NEW_TABLE, ...change } });
      expect([field, response.statusCode, response.json().code]).toEqual([field, 400, 'request.invalid']);
      expect(response.body).toContain(field);
    }
    // More decimals than the currency has (2): refused, not rounded.
    const fine = await t.call('opsPvpTableCreate', { token: admin, body: { ...NEW_TABLE, bigBlind: '4.001' } });
    expect([fine.statusCode, fine.json().code]).toEqual([400, 'request.invalid']);
    // (Every game has its table runtime now, so none is refused for want of one: RUNNING_PVP_GAMES.)
    expect((await tables()).some((table) => table.name === NEW_TABLE.name)).toBe(false);
  });

  it('creates a table closed, opens it, changes its terms and closes it, each audited with its reason', async () => {
    const created = (await t.call('opsPvpTableCreate', { token: admin, body: NEW_TABLE })).json().value as OpsPvpTable;
    expect(created).toMatchObject({ name: NEW_TABLE.name, status: 'CLOSED', bigBlind: '4.00', rakeCap: '8.00' });
    const id = created.tableId;
    expect((await audit('pvp.table.create')).find((entry) => entry.targetId === String(id))).toMatchObject({
      reason: NEW_TABLE.reason,
      before: null,
      after: { stakeLevel: 'NL400', bigBlind: '4.00', status: 'CLOSED' },
    });
    expect((await roomsFor(t)).find((room) => room.roomId === id)!.status).toBe('CLOSED');

    const opened = await t.call('opsPvpTableStatus', {
      token: admin,
      body: { tableId: id, status: 'OPEN', reason: 'Checked the terms' },
    });
    expect(opened.json().value.status).toBe('OPEN');
    expect((await audit('pvp.table.open'))[0]).toMatchObject({ targetId: String(id), after: { status: 'OPEN' } });

    const change = {
      ...NEW_TABLE,
      tableId: id,
      smallBlind: '1.00',
      bigBlind: '2.00',
      minBuyIn: '40.00',
      turnSeconds: 20,
    };
    const updated = await t.call('opsPvpTableUpdate', {
      token: admin,
      body: { ...change, rakeBp: 300, reason: 'Busier at lower blinds' },
    });
    expect(updated.json().value).toMatchObject({ bigBlind: '2.00', minBuyIn: '40.00', rakeBp: 300, turnSeconds: 20 });
    const [changed] = await audit('pvp.table.update');
    expect(changed).toMatchObject({
      targetId: String(id),
      reason: 'Busier at lower blinds',
      before: { bigBlind: '4.00', rakeBp: 450, minBuyIn: '80.00' },
      after: { bigBlind: '2.00', rakeBp: 300, minBuyIn: '40.00' },
    });
    // The players' room list reads the new terms (the table is not running anywhere yet).
    expect((await roomsFor(t)).find((room) => room.roomId === id)).toMatchObject({ bigBlind: '2.00', rakeBp: 300 });

    const refusals = [
      { ...change, reason: 'x' },
      { ...change, game: 'NIUNIU', ante: '1.00' },
      { ...change, minBuyIn: '500.00' },
    ];
    for (const body of refusals) {
      const response = await t.call('opsPvpTableUpdate', { token: admin, body });
      expect(response.statusCode).toBe(400);
    }
    const missing = await t.call('opsPvpTableUpdate', { token: admin, body: { ...change, tableId: 99_999 } });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'pvp.table.not.found']);

    await t.call('opsPvpTableStatus', {
      token: admin,
      body: { tableId: id, status: 'CLOSED', reason: 'End of night' },
    });
    expect((await audit('pvp.table.close'))[0]).toMatchObject({
      before: { status: 'OPEN' },
      after: { status: 'CLOSED' },
    });
    // Closing twice changes nothing and logs nothing.
    await t.call('opsPvpTableStatus', { token: admin, body: { tableId: id, status: 'CLOSED', reason: 'Again' } });
    expect(await audit('pvp.table.close')).toHaveLength(1);

    // A member cannot sit at the closed table: the runtime reads the status when it loads the table.
    const member = await authedClient(t, await t.login('demo', 'demo1234'));
    member.send({ type: 'sit', tableId: id, seatNo: 0, buyIn: '40.00', requestId: requestId('sit') });
    expect((await member.waitFor('error')).code).toBe('pvp.table.closed');
    member.close();
  });

  it('reaches a table in play: new blinds from the next deal, and closing stands the players up after the hand', async () => {
    const id = (await tables()).find((table) => table.name === "Hold'em Micro 2")!.tableId;
    const tokens = [await t.login('player01', 'player1234'), await t.login('player02', 'player1234')];
    const clients = [await authedClient(t, tokens[0]!), await authedClient(t, tokens[1]!)];
    const before = await Promise.all(tokens.map((token) => walletOf(t, token)));
    for (const [index, client] of clients.entries()) {
      client.send({ type: 'sit', tableId: id, seatNo: index, buyIn: '10.00', requestId: requestId('sit') });
      await client.waitFor('ok');
    }
    const terms = {
      tableId: id,
      game: 'HOLDEM',
      name: "Hold'em Micro 2",
      stakeLevel: 'NL40',
      smallBlind: '0.20',
      bigBlind: '0.40',
      rakeBp: 500,
      rakeCap: '1.20',
      minBuyIn: '8.00',
      maxBuyIn: '40.00',
      turnSeconds: 15,
      reason: 'Double the blinds while two play',
    };
    expect((await t.call('opsPvpTableUpdate', { token: admin, body: terms })).statusCode).toBe(200);
    await dealNextHand(t);
    await clients[0]!.waitFor('hand.started');
    expect((await clients[0]!.snapshot(id)).hand!.part).toMatchObject({ potTotal: '0.60' });

    const closed = await t.call('opsPvpTableStatus', {
      token: admin,
      body: { tableId: id, status: 'CLOSED', reason: 'Closing during a hand' },
    });
    expect(closed.json().value).toMatchObject({ status: 'CLOSED', playersSeated: 2 });
    // The hand in progress finishes; then the table reads its row and stands everyone up, chips back in the wallets.
    const ended = await checkDown(id, clients);
    t.clock.advance(ROW_REFRESH_MS + 1);
    await t.ctx.pvp.tick();
    const after = await Promise.all(tokens.map((token) => walletOf(t, token)));
    expect(after[0]! + after[1]!).toBe(before[0]! + before[1]! - toMinor(ended.result.rake));
    expect((await tables()).find((table) => table.tableId === id)).toMatchObject({
      playersSeated: 0,
      chipsOnTable: '0.00',
    });
    for (const client of clients) client.close();
  });
});
