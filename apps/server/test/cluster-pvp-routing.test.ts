import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { pvpTables } from '../src/db/schema/pvp.ts';
import { createMemoryCounterStore } from '../src/lib/counter-store.ts';
import { RELAY_MOVED_CODE } from '../src/modules/pvp/pvp-relay-wire.ts';
import { tableSocket } from './cluster/cluster-kit.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { requestId, roomsFor } from './pvp/pvp-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Issue 17 across instances: two instances on one PostgreSQL and one Redis. A table runs on the instance that opened
 * it first; a player whose socket reached the other instance plays at it through the relay; when the owner goes,
 * that player's socket closes with the reconnect hint and, back on the surviving instance, the table runs there.
 * (The cluster test kills an owner with SIGKILL: test/cluster/cluster.slow.test.ts.)
 */
describe.skipIf(!redisUrl || !process.env.TEST_DATABASE_URL)('card tables across two instances', () => {
  let holder: TestApp;
  const apps: { built: BuiltApp; port: number; isClosed: boolean }[] = [];
  let tokens: { demo: string; player: string };
  let tableId: number;

  beforeAll(async () => {
    holder = await createTestApp('postgres');
    for (let index = 0; index < 2; index += 1) {
      const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', REDIS_URL: redisUrl });
      const built = await buildApp({
        config,
        database: holder.ctx.database,
        logger: false,
        counters: createMemoryCounterStore(),
      });
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      apps.push({ built, port: typeof address === 'object' && address ? address.port : 0, isClosed: false });
    }
    tokens = { demo: await holder.login('demo', 'demo1234'), player: await holder.login('player01', 'player1234') };
    tableId = (await roomsFor(holder)).find((room) => room.stakeLevel === 'NL100')!.roomId;
  });
  afterAll(async () => {
    for (const app of apps) if (!app.isClosed) await app.built.app.close();
    await expectLedgerSound(holder.ctx.database.db);
    await holder.close();
  });

  it('plays a table run by another instance through the relay, and moves it when its owner goes', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const onA = tableSocket(a.port);
    await onA.send({ type: 'auth', token: tokens.demo });
    await onA.waitFor('hello', (message) => message.isMember);
    await onA.send({ type: 'join', tableId });
    await onA.waitFor('snapshot');
    expect(a.built.ctx.pvp.loaded(tableId)).toBeDefined();

    const onB = tableSocket(b.port);
    await onB.send({ type: 'auth', token: tokens.player });
    await onB.waitFor('hello', (message) => message.isMember);
    await onB.send({ type: 'join', tableId });
    // The table stays on A: B forwards, A answers (not pvp.table.elsewhere).
    expect((await onB.waitFor('snapshot')).table.room.roomId).toBe(tableId);
    expect(onB.received.filter((message) => message.type === 'error')).toEqual([]);
    expect(b.built.ctx.pvp.loaded(tableId)).toBeUndefined();
    const sit = requestId('sit');
    await onB.send({ type: 'sit', tableId, seatNo: 2, buyIn: '30.00', requestId: sit });
    expect(await onB.waitFor('ok', (message) => message.requestId === sit)).toBeTruthy();
    // The player seated through B is at A's table, and A's own watcher sees the seat.
    expect(
      a.built.ctx.pvp
        .loaded(tableId)!
        .snapshotFor(0)
        .seats.some((seat) => seat?.seatNo === 2),
    ).toBe(true);
    await onA.waitFor('seat', (message) => message.seat.seatNo === 2);
    const leave = requestId('leave');
    await onB.send({ type: 'leave', tableId, requestId: leave });
    await onB.waitFor('ok', (message) => message.requestId === leave);

    // The owner goes: B's client is told to reconnect; joining again, the table now runs on B.
    await a.built.app.close();
    a.isClosed = true;
    expect(await onB.closed).toBe(RELAY_MOVED_CODE);
    const again = tableSocket(b.port);
    await again.send({ type: 'auth', token: tokens.player });
    await again.waitFor('hello', (message) => message.isMember);
    await again.send({ type: 'join', tableId });
    await again.waitFor('snapshot');
    expect(b.built.ctx.pvp.loaded(tableId)).toBeDefined();
    again.socket.close();
    onA.socket.close();
  });

  it('takes over at once a table whose owner is gone from Redis presence (a killed instance)', async () => {
    const b = apps[1]!;
    const other = (await roomsFor(holder)).find((room) => room.roomId !== tableId && room.game === 'HOLDEM')!.roomId;
    // An owner that died a moment ago: its lease in the database still runs for 30 s, its presence is gone.
    await holder.ctx.database.db
      .update(pvpTables)
      .set({ ownerInstance: 'instance-that-was-killed', ownerUntil: new Date(Date.now() + 30_000) })
      .where(eq(pvpTables.id, other));
    const client = tableSocket(b.port);
    await client.send({ type: 'auth', token: tokens.player });
    await client.waitFor('hello', (message) => message.isMember);
    await client.send({ type: 'join', tableId: other });
    expect((await client.waitFor('snapshot')).table.room.roomId).toBe(other);
    expect(b.built.ctx.pvp.loaded(other)).toBeDefined();
    const [row] = await holder.ctx.database.db.select().from(pvpTables).where(eq(pvpTables.id, other));
    expect(row!.ownerInstance).toBe(b.built.ctx.pvp.instance);
    client.socket.close();
  });
});
