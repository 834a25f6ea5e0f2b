import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import { AppError } from '../../src/plugins/app-error.ts';
import { eq } from 'drizzle-orm';
import { pvpTables } from '../../src/db/schema/pvp.ts';
import { ROOM_PUSH_MS } from '../../src/modules/pvp/pvp-rooms.ts';
import { ABSENT_STAND_UP_MS, ROW_REFRESH_MS } from '../../src/modules/pvp/table-hand-end.ts';
import { buyIn } from '../../src/modules/pvp/pvp-money.service.ts';
import { findTable } from '../../src/modules/pvp/pvp.repository.ts';
import { createWallets, expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import {
  authedClient,
  expectTableAccountsMatchSeats,
  requestId,
  roomsFor,
  toMinor,
  walletOf,
  type TableClient,
} from './pvp-kit.ts';

describe.each(TEST_DATABASES)('PVP buy-in, top-up and leave on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let client: TableClient;
  let tableId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('demo', 'demo1234');
    client = await authedClient(t, token);
    const rooms = await roomsFor(t, token);
    tableId = rooms.find((room) => room.stakeLevel === 'NL100' && !room.practice)!.roomId;
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('lists the real-money rooms with their stakes, buy-in range and free seats', async () => {
    const response = await t.call('pvpRoomList', { token, query: { game: 'HOLDEM' } });
    const value = response.json().value;
    expect(value.practice).toBe(false);
    expect(value.stakeLevels).toContainEqual({ game: 'HOLDEM', stakeLevel: 'NL100' });
    const room = value.rooms.find((entry: { roomId: number }) => entry.roomId === tableId);
    expect(room).toMatchObject({
      game: 'HOLDEM',
      smallBlind: '0.50',
      bigBlind: '1.00',
      rakeBp: 500,
      rakeCap: '3.00',
      minBuyIn: '20.00',
      maxBuyIn: '100.00',
      seatsTotal: 6,
      seatsTaken: 0,
      seatsFree: 6,
      practice: false,
    });
    expect(value.rooms.every((entry: { practice: boolean }) => !entry.practice)).toBe(true);
    expect((await t.call('pvpRoomList', { query: { game: 'POKER' } })).statusCode).toBe(400);
  });

  it('launches the /pvp page on a room (spec: gameId or roomId) or on the game', async () => {
    const launch = async (query: Record<string, string>) => t.call('launchGame', { token, query });
    const room = (await launch({ roomId: String(tableId) })).json().value;
    expect(room).toMatchObject({ game_url: `/pvp?roomId=${tableId}`, accountType: 1 });
    expect((await launch({ roomId: '999999' })).json().code).toBe('pvp.table.not.found');
    const practiceId = (await t.ctx.database.db.query.pvpTables.findFirst({
      where: (table, { eq }) => eq(table.practice, true),
    }))!.id;
    expect((await launch({ roomId: String(practiceId) })).json().code).toBe('pvp.table.real.only');
    const db = t.ctx.database.db;
    const holdem = await db.query.games.findFirst({ where: (game, { eq }) => eq(game.gameCode, 'PVP_HOLDEM') });
    expect((await launch({ gameId: String(holdem!.id) })).json().value.game_url).toBe('/pvp?game=HOLDEM');
  });

  it('buys in from the wallet once per request, and refuses amounts outside the range', async () => {
    const before = await walletOf(t, token);
    const sit = { type: 'sit' as const, tableId, seatNo: 2, buyIn: '50.00', requestId: requestId('sit') };
    client.send({ ...sit, buyIn: '10.00', requestId: requestId('low') });
    expect((await client.waitFor('error')).code).toBe('pvp.buyin.range');
    client.send({ ...sit, buyIn: '100.01', requestId: requestId('high') });
    expect((await client.waitFor('error')).code).toBe('pvp.buyin.range');
    client.send(sit);
    expect((await client.waitFor('ok')).requestId).toBe(sit.requestId);
    client.send(sit);
    expect((await client.waitFor('ok')).requestId).toBe(sit.requestId);
    expect(await walletOf(t, token)).toBe(before - 5000);
    const view = await client.snapshot(tableId);
    expect(view.viewerSeat).toBe(2);
    expect(view.seats[2]).toMatchObject({ state: 'SITTING', chips: '50.00', isViewer: true, isBot: false });
    client.send({ ...sit, seatNo: 3, requestId: requestId('again') });
    expect((await client.waitFor('error')).code).toBe('pvp.seat.already');
    await expectTableAccountsMatchSeats(t);
  });

  it('pushes the room row after a seat changes (the room list through the push channel)', async () => {
    const pushed: PvpRoom[] = [];
    const publish = t.ctx.push.publishPvpRoom;
    t.ctx.push.publishPvpRoom = (input) => {
      pushed.push(input.room);
      publish(input);
    };
    client.send({ type: 'sitOut', tableId });
    await client.waitFor('seat', (message) => message.seat.state === 'SITTING_OUT');
    await new Promise((resolve) => setTimeout(resolve, ROOM_PUSH_MS + 200));
    t.ctx.push.publishPvpRoom = publish;
    expect(pushed.at(-1)).toMatchObject({ roomId: tableId, seatsTaken: 1, seatsFree: 5, playersOnline: 1 });
    client.send({ type: 'sitIn', tableId });
    await client.waitFor('seat', (message) => message.seat.state === 'SITTING');
  });

  it('tops up between hands up to the maximum, once per request', async () => {
    const before = await walletOf(t, token);
    const top = { type: 'topUp' as const, tableId, amount: '20.00', requestId: requestId('top') };
    client.send(top);
    await client.waitFor('ok');
    client.send(top);
    await client.waitFor('ok');
    expect(await walletOf(t, token)).toBe(before - 2000);
    client.send({ ...top, amount: '30.01', requestId: requestId('over') });
    expect((await client.waitFor('error')).code).toBe('pvp.buyin.range');
    expect((await client.snapshot(tableId)).seats[2]!.chips).toBe('70.00');
    await expectTableAccountsMatchSeats(t);
  });

  it('refuses a buy-in beyond the wallet and leaves nothing behind', async () => {
    const [poor] = await createWallets(t.ctx.database.db, [1500n]);
    const table = (await findTable(t.ctx.database.db, tableId))!;
    const attempt = buyIn(t.ctx.database.db, {
      table: { ...table, currency: 'USD' },
      memberId: poor!.memberId,
      seatNo: 4,
      amount: 2000n,
      requestId: requestId('poor'),
      now: t.clock.now,
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'balance.insufficient' });
    const view = await client.snapshot(tableId);
    expect(view.seats[4]!.state).toBe('EMPTY');
  });

  it('leaves with the chips back in the wallet', async () => {
    const before = await walletOf(t, token);
    const leave = { type: 'leave' as const, tableId, requestId: requestId('leave') };
    client.send(leave);
    await client.waitFor('ok');
    expect(await walletOf(t, token)).toBe(before + toMinor('70.00'));
    const view = await client.snapshot(tableId);
    expect(view.viewerSeat).toBeNull();
    expect(view.seats[2]!.state).toBe('EMPTY');
    client.send({ ...leave, requestId: requestId('leave') });
    expect((await client.waitFor('error')).code).toBe('pvp.seat.none');
    await expectTableAccountsMatchSeats(t);
  });

  it('stands up a player who is away and sitting out for five minutes, chips back to the wallet', async () => {
    const before = await walletOf(t, token);
    const away = await authedClient(t, token);
    away.send({ type: 'sit', tableId, seatNo: 5, buyIn: '30.00', requestId: requestId('sit') });
    await away.waitFor('ok');
    away.send({ type: 'sitOut', tableId });
    await away.waitFor('seat', (message) => message.seat.state === 'SITTING_OUT');
    // No socket of the member has the table open any more.
    client.close();
    away.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.clock.advance(ABSENT_STAND_UP_MS - 1000);
    await t.ctx.pvp.tick();
    expect(await walletOf(t, token)).toBe(before - 3000);
    t.clock.advance(2000);
    await t.ctx.pvp.tick();
    expect(await walletOf(t, token)).toBe(before);
    client = await authedClient(t, token);
    expect((await client.snapshot(tableId)).seats[5]!.state).toBe('EMPTY');
  });

  it('stands everyone up when the operator closes the table, and seats nobody there', async () => {
    const before = await walletOf(t, token);
    client.send({ type: 'sit', tableId, seatNo: 1, buyIn: '25.00', requestId: requestId('sit') });
    await client.waitFor('ok');
    const db = t.ctx.database.db;
    await db.update(pvpTables).set({ status: 'CLOSED' }).where(eq(pvpTables.id, tableId));
    t.clock.advance(ROW_REFRESH_MS + 1);
    await t.ctx.pvp.tick();
    expect(await walletOf(t, token)).toBe(before);
    const view = await client.snapshot(tableId);
    expect(view.room.status).toBe('CLOSED');
    expect(view.seats.every((seat) => seat.state === 'EMPTY')).toBe(true);
    client.send({ type: 'sit', tableId, seatNo: 1, buyIn: '25.00', requestId: requestId('sit') });
    expect((await client.waitFor('error')).code).toBe('pvp.table.closed');
    await db.update(pvpTables).set({ status: 'OPEN' }).where(eq(pvpTables.id, tableId));
    await expectTableAccountsMatchSeats(t);
  });
});
