import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const SECRET = 'ops-games-ext-secret';

describe.each(TEST_DATABASES)('operator switch of vendors and games on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finance: string;
  let demo: string;
  let gameIds: Record<string, number>;
  /** The demo catalogue's slots: the three originals first, then the newer titles. */
  let slotCount = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    finance = await t.opsLogin('finance', 'finance1234');
    demo = await t.login('demo', 'demo1234');
    const db = t.ctx.database.db;
    await db
      .insert(gameVendors)
      .values({ code: 'OPS_EXT', displayName: 'External', category: 'RNG', walletSecret: SECRET, sort: 9 });
    await db.insert(games).values({
      vendorCode: 'OPS_EXT',
      gameCode: 'EXT_1',
      category: 'RNG',
      names: { EN: 'External One', VI: 'Ngoại Một' },
      iconPath: '/x.png',
      minBet: 10n,
    });
    const rows = await db.select({ id: games.id, code: games.gameCode, vendor: games.vendorCode }).from(games);
    gameIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
    slotCount = rows.filter((row) => row.vendor === 'HOUSE_SLOTS').length;
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const setVendor = (vendorCode: string, status: string, reason?: string) =>
    t.call('opsVendorStatus', { token: admin, body: { vendorCode, status, reason } });
  const setGame = (gameId: number, status: string, reason?: string) =>
    t.call('opsGameStatus', { token: admin, body: { gameId, status, reason } });
  const audit = async (action: string) =>
    (await t.call('opsAuditLog', { token: admin, query: { action, pageSize: '100' } })).json().value.list;
  const launch = (code: string) => t.call('launchGame', { token: demo, query: { gameId: String(gameIds[code]) } });

  /** A house game opened like the iframe does, to show a switch reaching a game already open. */
  async function sit(code: string) {
    const url = new URL((await launch(code)).json().value.game_url, 'http://localhost');
    const session = await t.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { gameId: gameIds[code], launch: url.searchParams.get('launch') },
    });
    const sessionToken = session.json().value.sessionToken as string;
    return (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/house/api/play',
        headers: { 'x-game-session': sessionToken },
        payload: body as object,
      });
  }

  it('lets only admins see and switch the catalogue', async () => {
    for (const [name, options] of [
      ['opsGameVendors', {}],
      ['opsVendorGames', { query: { vendorCode: 'HOUSE_SLOTS' } }],
      ['opsVendorStatus', { body: { vendorCode: 'HOUSE_SLOTS', status: 'DISABLED' } }],
      ['opsGameStatus', { body: { gameId: gameIds.LUCKY_DRAGON, status: 'DISABLED' } }],
    ] as const) {
      expect((await t.call(name, { token: finance, ...options })).json().code).toBe('operator.forbidden');
      expect((await t.call(name, { token: demo, ...options })).json().code).toBe('operator.session.invalid');
    }
    const vendors = (await t.call('opsGameVendors', { token: admin })).json().value;
    expect(vendors.find((vendor: { code: string }) => vendor.code === 'HOUSE_SLOTS')).toMatchObject({
      displayName: 'Lucky Slots',
      category: 'RNG',
      status: 'ACTIVE',
      isHot: true,
      games: { total: slotCount, active: slotCount, maintenance: 0, disabled: 0 },
    });
  });

  it("lists a vendor's games of any status, searched by code or any language's name, paged", async () => {
    const list = (query: Record<string, string>) =>
      t.call('opsVendorGames', { token: admin, query: { vendorCode: 'HOUSE_SLOTS', ...query } });
    const all = (await list({})).json().value;
    expect(slotCount).toBeGreaterThan(3);
    expect(all).toMatchObject({ totalCount: slotCount, totalPages: 1 });
    expect(all.list.map((game: { gameCode: string }) => game.gameCode).slice(0, 3)).toEqual([
      'LUCKY_DRAGON',
      'GOLD_RUSH_777',
      'FRUIT_FIESTA',
    ]);
    expect(all.list[0]).toMatchObject({
      id: gameIds.LUCKY_DRAGON,
      vendorCode: 'HOUSE_SLOTS',
      name: 'Lucky Dragon',
      category: 'RNG',
      status: 'ACTIVE',
      engineKind: 'SLOT',
    });
    expect(
      (await list({ search: 'gold' })).json().value.list.map((game: { gameCode: string }) => game.gameCode),
    ).toEqual(['GOLD_RUSH_777']);
    expect(
      (await list({ search: 'Trái Cây' })).json().value.list.map((game: { gameCode: string }) => game.gameCode),
    ).toEqual(['FRUIT_FIESTA']);
    expect((await list({ search: '%' })).json().value.totalCount).toBe(0);
    const paged = (await list({ pageSize: '2', pageNo: '2' })).json().value;
    expect(paged).toMatchObject({ totalCount: slotCount, totalPages: Math.ceil(slotCount / 2), pageNo: 2 });
    expect(paged.list).toHaveLength(2);
    expect((await list({ vendorCode: 'NOPE' })).json().code).toBe('game.vendor.not.found');
    expect((await list({ status: 'BROKEN' })).statusCode).toBe(400);
    expect((await t.call('opsVendorGames', { token: admin, query: {} })).statusCode).toBe(400);
  });

  it('puts a game in maintenance at once: listed but not launched, audited once, and back', async () => {
    const down = await setGame(gameIds.GOLD_RUSH_777!, 'MAINTENANCE', 'Vendor patch');
    expect(down.json().value).toMatchObject({ gameCode: 'GOLD_RUSH_777', status: 'MAINTENANCE' });
    const listed = (await t.call('gameList', { query: { vassalage: 'HOUSE_SLOTS' } })).json().value.content;
    expect(listed.find((card: { gameCode: string }) => card.gameCode === 'GOLD_RUSH_777').status).toBe('MAINTENANCE');
    expect((await launch('GOLD_RUSH_777')).json().code).toBe('game.maintenance');
    // The same status again is no change and is not logged twice.
    expect((await setGame(gameIds.GOLD_RUSH_777!, 'MAINTENANCE')).statusCode).toBe(200);
    const entries = await audit('GAME_STATUS');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operator: 'admin',
      targetType: 'GAME',
      targetId: String(gameIds.GOLD_RUSH_777),
      reason: 'Vendor patch',
      before: { status: 'ACTIVE', gameCode: 'GOLD_RUSH_777' },
      after: { status: 'MAINTENANCE', gameCode: 'GOLD_RUSH_777' },
    });
    expect(
      (await t.call('opsGameVendors', { token: admin }))
        .json()
        .value.find((vendor: { code: string }) => vendor.code === 'HOUSE_SLOTS').games,
    ).toEqual({ total: slotCount, active: slotCount - 1, maintenance: 1, disabled: 0 });

    expect((await setGame(gameIds.GOLD_RUSH_777!, 'DISABLED')).statusCode).toBe(200);
    expect((await launch('GOLD_RUSH_777')).json().code).toBe('game.not.found');
    const visible = (await t.call('gameList', { query: { vassalage: 'HOUSE_SLOTS' } })).json().value.content;
    expect(visible.map((card: { gameCode: string }) => card.gameCode)).not.toContain('GOLD_RUSH_777');
    expect((await setGame(gameIds.GOLD_RUSH_777!, 'ACTIVE')).json().value.status).toBe('ACTIVE');
    expect((await launch('GOLD_RUSH_777')).statusCode).toBe(200);
    expect((await audit('GAME_STATUS')).map((entry: { after: { status: string } }) => entry.after.status)).toEqual([
      'ACTIVE',
      'DISABLED',
      'MAINTENANCE',
    ]);
  });

  it('refuses bad switches and changes nothing', async () => {
    expect((await setGame(999_999, 'MAINTENANCE')).json().code).toBe('game.not.found');
    expect((await setVendor('NOPE', 'MAINTENANCE')).json().code).toBe('game.vendor.not.found');
    expect((await setVendor('HOUSE_SLOTS', 'BROKEN')).statusCode).toBe(400);
    expect((await t.call('opsGameStatus', { token: admin, body: { gameId: 'x', status: 'ACTIVE' } })).statusCode).toBe(
      400,
    );
    expect((await setVendor('HOUSE_SLOTS', 'ACTIVE', 'x'.repeat(201))).statusCode).toBe(400);
    const [vendor] = await t.ctx.database.db
      .select({ status: gameVendors.status })
      .from(gameVendors)
      .where(eq(gameVendors.code, 'HOUSE_SLOTS'));
    expect(vendor!.status).toBe('ACTIVE');
    expect(await audit('GAME_VENDOR_STATUS')).toHaveLength(0);
  });

  it('stops bets in a game already open when its vendor goes into maintenance, and hides a disabled vendor', async () => {
    const play = await sit('LUCKY_DRAGON');
    expect((await play({ bet: '1.00' })).statusCode).toBe(200);
    const before = (await t.call('walletBalance', { token: demo })).json().value;
    const lastRound = async () =>
      (await t.ctx.database.db.select({ id: gameRounds.id }).from(gameRounds).orderBy(desc(gameRounds.id)).limit(1))[0]!
        .id;
    const roundBefore = await lastRound();

    expect((await setVendor('HOUSE_SLOTS', 'MAINTENANCE', 'Planned upgrade')).json().value).toMatchObject({
      code: 'HOUSE_SLOTS',
      status: 'MAINTENANCE',
    });
    const refused = await play({ bet: '1.00' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('game.maintenance');
    expect((await t.call('walletBalance', { token: demo })).json().value).toEqual(before);
    // The open game session is refused before any round is logged.
    expect(await lastRound()).toBe(roundBefore);
    expect((await launch('FRUIT_FIESTA')).json().code).toBe('game.maintenance');
    const lanes = (await t.call('gameVendor', {})).json().value;
    expect(
      lanes
        .find((lane: { gameCategory: string }) => lane.gameCategory === 'RNG')
        .vendors.find((vendor: { vassalage: string }) => vendor.vassalage === 'HOUSE_SLOTS').status,
    ).toBe('MAINTENANCE');

    await setVendor('HOUSE_SLOTS', 'DISABLED');
    // The house provider answers maintenance for any game it may not play; what matters is that no bet is taken.
    expect(['game.not.found', 'game.maintenance']).toContain((await play({ bet: '1.00' })).json().code);
    expect(await lastRound()).toBe(roundBefore);
    expect((await launch('LUCKY_DRAGON')).json().code).toBe('game.not.found');
    const hidden = (await t.call('gameVendor', {}))
      .json()
      .value.flatMap((lane: { vendors: { vassalage: string }[] }) => lane.vendors.map((vendor) => vendor.vassalage));
    expect(hidden).not.toContain('HOUSE_SLOTS');
    // The operator still sees it, to switch it back.
    expect(
      (await t.call('opsGameVendors', { token: admin }))
        .json()
        .value.find((vendor: { code: string }) => vendor.code === 'HOUSE_SLOTS').status,
    ).toBe('DISABLED');

    await setVendor('HOUSE_SLOTS', 'ACTIVE');
    expect((await play({ bet: '1.00' })).statusCode).toBe(200);
    const entries = await audit('GAME_VENDOR_STATUS');
    expect(
      entries.map(
        (entry: { before: { status: string }; after: { status: string } }) =>
          `${entry.before.status}>${entry.after.status}`,
      ),
    ).toEqual(['DISABLED>ACTIVE', 'MAINTENANCE>DISABLED', 'ACTIVE>MAINTENANCE']);
    expect(entries[2]).toMatchObject({ targetType: 'GAME_VENDOR', targetId: 'HOUSE_SLOTS', reason: 'Planned upgrade' });
  });

  it("refuses an external vendor's debits in maintenance but still settles rounds already open", async () => {
    const send = (operation: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      const timestamp = String(t.clock.now.getTime());
      return t.app.inject({
        method: 'POST',
        url: `/seamless/OPS_EXT/${operation}`,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signSeamless(SECRET, timestamp, raw),
        },
      });
    };
    const money = (transactionId: string, roundId: string, amount: string, gameCode = 'EXT_1') => ({
      player: 'player01',
      transactionId,
      roundId,
      gameCode,
      amount,
    });
    expect((await send('debit', money('d1', 'r1', '5.00'))).json()).toMatchObject({
      success: true,
      value: { balance: '195.00' },
    });

    await setVendor('OPS_EXT', 'MAINTENANCE');
    const refused = await send('debit', money('d2', 'r2', '5.00'));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'game.maintenance', value: { balance: '195.00' } });
    // Even for a game code the catalogue does not know: the vendor as a whole is closed.
    expect((await send('debit', money('d3', 'r3', '5.00', 'UNLISTED'))).json().code).toBe('game.maintenance');
    expect((await send('credit', money('c1', 'r1', '7.00'))).json()).toMatchObject({
      success: true,
      value: { balance: '202.00' },
    });

    await setVendor('OPS_EXT', 'ACTIVE');
    await setGame(gameIds.EXT_1!, 'DISABLED');
    expect((await send('debit', money('d4', 'r4', '5.00'))).json().code).toBe('game.not.found');
    await setGame(gameIds.EXT_1!, 'MAINTENANCE');
    expect((await send('debit', money('d5', 'r5', '5.00'))).json().code).toBe('game.maintenance');
    // Another game of the vendor, unknown to the catalogue, is still the vendor's to take.
    expect((await send('debit', money('d6', 'r6', '5.00', 'UNLISTED'))).json()).toMatchObject({
      success: true,
      value: { balance: '197.00' },
    });
    // A refused debit is answered the same when replayed, even after the game is back.
    await setGame(gameIds.EXT_1!, 'ACTIVE');
    expect((await send('debit', money('d5', 'r5', '5.00'))).json().code).toBe('game.maintenance');
  });
});

describe('operator switch with the shared game-list cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_CACHE_MS: '60000' });
  });
  afterAll(async () => t.close());

  it('drops the cached game lists so players see the switch at once', async () => {
    const admin = await t.opsLogin('admin', 'admin1234');
    const statusOf = async (code: string) =>
      (await t.call('gameList', { query: { vassalage: 'HOUSE_SLOTS' } }))
        .json()
        .value.content.find((card: { gameCode: string }) => card.gameCode === code)?.status;
    expect(await statusOf('FRUIT_FIESTA')).toBe('ACTIVE');
    const [game] = await t.ctx.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gameCode, 'FRUIT_FIESTA'));
    await t.call('opsGameStatus', { token: admin, body: { gameId: game!.id, status: 'MAINTENANCE' } });
    expect(await statusOf('FRUIT_FIESTA')).toBe('MAINTENANCE');
    await t.call('opsVendorStatus', { token: admin, body: { vendorCode: 'HOUSE_SLOTS', status: 'DISABLED' } });
    expect((await t.call('gameList', { query: { vassalage: 'HOUSE_SLOTS' } })).json().value.totalCount).toBe(0);
  });
});
