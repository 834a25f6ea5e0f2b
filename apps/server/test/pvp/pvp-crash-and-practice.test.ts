import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pvpHands, pvpSeats } from '../../src/db/schema/pvp.ts';
import { createPvpRooms, PVP_LEASE_MS } from '../../src/modules/pvp/pvp-rooms.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import {
  holdemLegal,
  authedClient,
  dealNextHand,
  expectTableAccountsMatchSeats,
  rakeAccountBalance,
  requestId,
  roomsFor,
  walletOf,
  type TableClient,
} from './pvp-kit.ts';

describe.each(TEST_DATABASES)('PVP hands when an instance dies, and practice tables, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('cancels a hand whose instance stopped renewing it: every bet is back, players see it', async () => {
    const tokens = [await t.login('demo', 'demo1234'), await t.login('player02', 'player1234')];
    const clients: TableClient[] = [await authedClient(t, tokens[0]!), await authedClient(t, tokens[1]!)];
    const tableId = (await roomsFor(t)).find((room) => room.stakeLevel === 'NL20')!.roomId;
    for (const [index, client] of clients.entries()) {
      client.send({ type: 'sit', tableId, seatNo: index, buyIn: '20.00', requestId: requestId('sit') });
      await client.waitFor('ok');
    }
    const wallets = await Promise.all(tokens.map((token) => walletOf(t, token)));
    const rake = await rakeAccountBalance(t);
    await dealNextHand(t);
    const started = await clients[0]!.waitFor('hand.started');
    // A raise puts chips in the pot (in memory only).
    const view = await clients[0]!.snapshot(tableId);
    const actor = clients[view.hand!.toActSeat!]!;
    actor.send({
      type: 'action',
      tableId,
      handId: started.handId,
      action: 'RAISE',
      amount: '1.00',
      requestId: requestId('r'),
    });
    await actor.waitFor('ok');

    // While the owner renews its leases, the lease job leaves the hand alone however long it runs.
    for (let step = 0; step < 3; step += 1) {
      t.clock.advance(PVP_LEASE_MS / 2);
      await t.ctx.pvp.renewLeases();
      expect(await t.ctx.pvp.cancelExpiredHands()).toEqual([]);
    }

    // The owning instance stops (no more lease renewals); another instance's lease job runs after the lease ran out.
    const other = createPvpRooms({ ctx: () => t.ctx, log: t.app.log, instance: 'instance-b' });
    t.clock.advance(PVP_LEASE_MS + 1000);
    expect(await other.cancelExpiredHands()).toEqual([started.handId]);
    const db = t.ctx.database.db;
    const [hand] = await db.select().from(pvpHands).where(eq(pvpHands.id, started.handId));
    expect(hand!.status).toBe('CANCELLED');

    // The other instance takes the table over: the seats as the database has them, the hand shown as cancelled.
    const table = await other.open(tableId);
    const snapshot = table.snapshotFor(0);
    expect(snapshot.hand).toBeNull();
    expect(snapshot.lastHands[0]).toMatchObject({ handId: started.handId, status: 'CANCELLED', reveal: null });
    const seats = await db.select().from(pvpSeats).where(eq(pvpSeats.tableId, tableId));
    expect(seats.map((seat) => seat.chips)).toEqual([2000n, 2000n]);
    expect(await Promise.all(tokens.map((token) => walletOf(t, token)))).toEqual(wallets);
    expect(await rakeAccountBalance(t)).toBe(rake);
    await expectTableAccountsMatchSeats(t);
    expect((await t.call('pvpHandDetail', { query: { handId: started.handId } })).json().value).toMatchObject({
      verified: false,
      result: { status: 'CANCELLED' },
    });

    // The first instance, still holding the hand in memory, cannot renew it: it cancels it and tells its players.
    await t.ctx.pvp.renewLeases();
    const cancelled = await clients[1]!.waitFor('hand.cancelled');
    expect(cancelled).toMatchObject({ handId: started.handId, reason: 'INSTANCE_LOST' });
    const after = await clients[1]!.waitFor(
      'snapshot',
      (message) => message.table.lastHands[0]?.handId === started.handId,
    );
    expect(after.table.hand).toBeNull();
    expect(after.table.seats.map((seat) => seat.chips).slice(0, 2)).toEqual(['20.00', '20.00']);
    await other.close();
  });

  it('seats trial accounts at practice tables only, with labelled bots, and real members at real tables only', async () => {
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.71.0.1' })).json().value.token as string;
    const demo = await t.login('demo', 'demo1234');
    const practiceRooms = await roomsFor(t, trial);
    expect(practiceRooms.length).toBeGreaterThan(0);
    expect(practiceRooms.every((room) => room.practice)).toBe(true);
    const practiceId = practiceRooms.find((room) => room.stakeLevel === 'NL100')!.roomId;
    const realId = (await roomsFor(t, demo)).find((room) => room.stakeLevel === 'NL100')!.roomId;

    const trialClient = await authedClient(t, trial);
    const demoClient = await authedClient(t, demo);
    trialClient.send({ type: 'sit', tableId: realId, seatNo: 1, buyIn: '50.00', requestId: requestId('t') });
    expect((await trialClient.waitFor('error')).code).toBe('pvp.table.practice.only');
    demoClient.send({ type: 'sit', tableId: practiceId, seatNo: 1, buyIn: '50.00', requestId: requestId('d') });
    expect((await demoClient.waitFor('error')).code).toBe('pvp.table.real.only');

    const credit = await walletOf(t, trial);
    trialClient.send({ type: 'sit', tableId: practiceId, seatNo: 0, buyIn: '50.00', requestId: requestId('t') });
    await trialClient.waitFor('ok');
    expect(await walletOf(t, trial)).toBe(credit - 5000);
    await t.ctx.pvp.tick();
    const seated = await trialClient.snapshot(practiceId);
    const bots = seated.seats.filter((seat) => seat.isBot);
    expect(bots).toHaveLength(2);
    expect(bots.every((seat) => seat.nickname!.startsWith('Bot '))).toBe(true);

    await dealNextHand(t);
    await trialClient.waitFor('hand.started');
    for (let steps = 0; steps < 60; steps += 1) {
      const view = await trialClient.snapshot(practiceId);
      if (!view.hand) break;
      const legal = holdemLegal(view);
      if (view.hand.toActSeat === 0 && legal) {
        const action = legal.canCheck ? 'CHECK' : 'CALL';
        trialClient.send({
          type: 'action',
          tableId: practiceId,
          handId: view.hand.handId,
          action,
          requestId: requestId('a'),
        });
        await trialClient.waitFor('ok');
      } else {
        t.clock.advance(2100);
        await t.ctx.pvp.tick();
      }
    }
    const ended = await trialClient.waitFor('hand.ended');
    expect(ended.result.players).toHaveLength(3);
    expect(ended.result.players.filter((player) => player.isBot)).toHaveLength(2);
    await expectTableAccountsMatchSeats(t);

    trialClient.send({ type: 'leave', tableId: practiceId, requestId: requestId('l') });
    await trialClient.waitFor('ok');
    await t.ctx.pvp.tick();
    expect((await trialClient.snapshot(practiceId)).seats.every((seat) => seat.state === 'EMPTY')).toBe(true);
    await expectTableAccountsMatchSeats(t);
  });
});
