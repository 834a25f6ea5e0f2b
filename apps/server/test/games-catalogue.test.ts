import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { forgetSharedGameLists } from '../src/modules/games/catalogue.service.ts';
import { findMemberByUsername } from '../src/modules/member/member.repository.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/** The slots listed after the three originals, in catalogue order (db/seed/demo-slots.ts). */
const NEW_SLOTS = [
  'JADE_TEMPLE',
  'WILD_BUFFALO',
  'SUGAR_CASCADE',
  'SANDS_OF_ANUBIS',
  'KOI_FORTUNE_LINK',
  'STARLIGHT_GEMS',
  'PANDA_JACKPOT',
];

describe.each(TEST_DATABASES)('game catalogue on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    demo = await t.login('demo', 'demo1234');
  });
  afterAll(async () => t.close());

  const list = async (query: Record<string, string>) => {
    const response = await t.call('gameList', { query });
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };
  const codes = (cards: { gameCode: string }[]) => cards.map((card) => card.gameCode);

  it('lists the seeded house games with every filter and paging', async () => {
    const all = await list({ pageNo: '1', pageSize: '20' });
    // Twelve house games (ten slots), the six live tables, the lottery's eleven, the sportsbook's five sports and the
    // card rooms' Texas Hold'em, Niu-Niu and Tiến Lên.
    expect(all.totalCount).toBe(37);
    expect(codes((await list({ gameType: 'RNG' })).content)).toEqual([
      'LUCKY_DRAGON',
      'GOLD_RUSH_777',
      'FRUIT_FIESTA',
      ...NEW_SLOTS,
    ]);
    expect(codes((await list({ vassalage: 'HOUSE_LIVE' })).content)).toEqual([
      'VIRTUAL_BACCARAT',
      'LIVE_BACCARAT_1',
      'LIVE_BACCARAT_SPEED',
      'LIVE_BACCARAT_VIP',
      'LIVE_EUROPEAN_ROULETTE',
      'LIVE_SIC_BO',
      'LIVE_DRAGON_TIGER',
    ]);
    expect(codes((await list({ gameClassify: 'FISH_SHOOTER' })).content)).toEqual(['OCEAN_HUNTER']);
    expect(codes((await list({ gameName: 'rush' })).content)).toEqual(['GOLD_RUSH_777']);
    // Rồng Hổ is the dragon tiger table.
    expect(codes((await list({ gameName: 'Rồng', language: 'VI' })).content)).toEqual([
      'LUCKY_DRAGON',
      'LIVE_DRAGON_TIGER',
    ]);
    expect(codes((await list({ gameName: '100%' })).content)).toEqual([]);
    expect(codes((await list({ gameType: 'RNG', minBet: '0.20' })).content)).toEqual([
      'LUCKY_DRAGON',
      'GOLD_RUSH_777',
      'SUGAR_CASCADE',
      'SANDS_OF_ANUBIS',
      'KOI_FORTUNE_LINK',
      'STARLIGHT_GEMS',
    ]);
    expect(codes((await list({ minLineNum: '25' })).content)).toEqual([
      'FRUIT_FIESTA',
      'JADE_TEMPLE',
      'WILD_BUFFALO',
      'SUGAR_CASCADE',
      'PANDA_JACKPOT',
    ]);
    const page2 = await list({ gameType: 'RNG', pageNo: '2', pageSize: '2' });
    expect(page2).toMatchObject({ pageNo: 2, totalCount: 10, totalPages: 5 });
    expect(codes(page2.content)).toEqual(['FRUIT_FIESTA', 'JADE_TEMPLE']);
    const dragon = (await list({ gameName: 'dragon', language: 'CN' })).content[0];
    expect(dragon).toMatchObject({
      vassalage: 'HOUSE_SLOTS',
      gameType: 'RNG',
      gameName: '幸运神龙',
      minBet: '0.20',
      lineNum: 20,
      isHot: 1,
      status: 'ACTIVE',
      rtp: '96.14',
    });
    expect((await t.call('gameList', { query: { pageSize: '101' } })).statusCode).toBe(400);
    expect((await t.call('gameList', { query: { minBet: '-1' } })).statusCode).toBe(400);
    expect((await t.call('gameList', { query: { gameType: 'NOPE' } })).statusCode).toBe(400);
  });

  it('serves hot games, vendor game types, menus and popular games', async () => {
    // The in-house lottery's games are catalogued too (HOUSE_LOTTO and HOUSE_ELOTT).
    expect(codes((await t.call('hotGames')).json().value.list)).toEqual([
      'LUCKY_DRAGON',
      'VIRTUAL_BACCARAT',
      'VN_MB',
      'KENO_1M',
      'GOLD_RUSH_777',
      'LIVE_BACCARAT_1',
      'VN_MT',
      'VN_MN',
    ]);
    const types = (await t.call('vassGameType')).json().value;
    expect(types).toContainEqual({
      vassalage: 'HOUSE_SLOTS',
      displayName: 'Lucky Slots',
      gameType: 'RNG',
      gameClassifies: ['VIDEO_SLOT'],
    });
    const menus = (await t.call('gameMenus')).json().value;
    expect(menus.map((menu: { gameGroupCode: string }) => menu.gameGroupCode)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    expect((await t.call('popularGames', { query: { count: '2' } })).json().value.list).toHaveLength(2);
    const vendors = (await t.call('gameVendor'))
      .json()
      .value.flatMap((entry: { vendors: { vassalage: string }[] }) => entry.vendors.map((vendor) => vendor.vassalage));
    expect(vendors.sort()).toEqual([
      'HOUSE_ELOTT',
      'HOUSE_FISH',
      'HOUSE_LIVE',
      'HOUSE_LOTTO',
      'HOUSE_PVP',
      'HOUSE_SLOTS',
      'HOUSE_SPORTS',
    ]);
  });

  it('marks games of a vendor in maintenance and suggests playable games; hides disabled ones', async () => {
    const db = t.ctx.database.db;
    await db
      .insert(gameVendors)
      .values({ code: 'OTHER_SLOTS', displayName: 'Other Slots', category: 'RNG', status: 'MAINTENANCE' });
    await db.insert(games).values({
      vendorCode: 'OTHER_SLOTS',
      gameCode: 'X1',
      category: 'RNG',
      names: { EN: 'Other One' },
      iconPath: '/x.svg',
      minBet: 10n,
    });
    const down = await list({ vassalage: 'OTHER_SLOTS' });
    expect(down.content[0].status).toBe('MAINTENANCE');
    expect(codes(down.suggestions)).toEqual([
      'LUCKY_DRAGON',
      'GOLD_RUSH_777',
      'FRUIT_FIESTA',
      'JADE_TEMPLE',
      'WILD_BUFFALO',
      'SUGAR_CASCADE',
    ]);
    await db.update(games).set({ status: 'MAINTENANCE' }).where(eq(games.gameCode, 'FRUIT_FIESTA'));
    expect((await list({ gameName: 'fiesta' })).content[0].status).toBe('MAINTENANCE');
    await db.update(games).set({ status: 'DISABLED' }).where(eq(games.gameCode, 'FRUIT_FIESTA'));
    await db.update(gameVendors).set({ status: 'DISABLED' }).where(eq(gameVendors.code, 'OTHER_SLOTS'));
    expect(codes((await list({ gameType: 'RNG' })).content)).toEqual(['LUCKY_DRAGON', 'GOLD_RUSH_777', ...NEW_SLOTS]);
    await db.update(games).set({ status: 'ACTIVE' }).where(eq(games.gameCode, 'FRUIT_FIESTA'));
  });

  it('keeps favourites per member, paged, and refuses visitors', async () => {
    const ids = (await list({})).content.map((card: { gameId: number }) => card.gameId);
    expect((await t.call('favouriteIds')).statusCode).toBe(401);
    await t.call('favouriteAdd', { token: demo, body: { gameId: ids[0] } });
    await t.call('favouriteAdd', { token: demo, body: { gameId: ids[0] } });
    const added = await t.call('favouriteAdd', { token: demo, body: { gameId: ids[1] } });
    expect(added.json().value).toEqual([ids[1], ids[0]]);
    expect((await t.call('favouriteAdd', { token: demo, body: { gameId: 999_999 } })).json().code).toBe(
      'game.not.found',
    );
    const page = (await t.call('favouriteList', { token: demo, query: { pageNo: '1', pageSize: '1' } })).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 2 });
    expect(page.content[0].gameId).toBe(ids[1]);
    expect((await t.call('favouriteRemove', { token: demo, body: { gameId: ids[1] } })).json().value).toEqual([ids[0]]);
    const other = await t.login('player01', 'player1234');
    expect((await t.call('favouriteIds', { token: other })).json().value).toEqual([]);
  });

  it('shows the winners board with masked names, biggest first', async () => {
    const member = await findMemberByUsername(t.ctx.database.db, 'demo');
    const [game] = await t.ctx.database.db.select().from(games).limit(1);
    const now = new Date();
    await t.ctx.database.db.insert(gameRounds).values([
      {
        memberId: member!.id,
        gameId: game!.id,
        vendorCode: game!.vendorCode,
        roundRef: 'r1',
        bet: 100n,
        win: 5000n,
        validBet: 100n,
        status: 'SETTLED',
        settledAt: now,
      },
      {
        memberId: member!.id,
        gameId: game!.id,
        vendorCode: game!.vendorCode,
        roundRef: 'r2',
        bet: 100n,
        win: 90000n,
        validBet: 100n,
        status: 'SETTLED',
        settledAt: now,
      },
      {
        memberId: member!.id,
        gameId: game!.id,
        vendorCode: game!.vendorCode,
        roundRef: 'r3',
        bet: 100n,
        win: 0n,
        validBet: 100n,
        status: 'SETTLED',
        settledAt: now,
      },
    ]);
    const board = (await t.call('rankList')).json().value.list;
    expect(board.map((row: { winAmount: string }) => row.winAmount)).toEqual(['900.00', '50.00']);
    expect(board[0]).toMatchObject({ rank: 1, userName: 'd**o' });
  });
});

describe('shared game-list answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_CACHE_MS: '2000' });
  });
  afterAll(async () => t.close());
  const rng = async (query: Record<string, string> = {}) =>
    (await t.call('gameList', { query: { gameType: 'RNG', ...query } }))
      .json()
      .value.content.map((card: { gameCode: string }) => card.gameCode);

  it('answers the same list for CATALOGUE_CACHE_MS, then sees the change', async () => {
    expect(await rng()).toEqual(['LUCKY_DRAGON', 'GOLD_RUSH_777', 'FRUIT_FIESTA', ...NEW_SLOTS]);
    await t.ctx.database.db.update(games).set({ status: 'DISABLED' }).where(eq(games.gameCode, 'FRUIT_FIESTA'));
    expect(await rng()).toEqual(['LUCKY_DRAGON', 'GOLD_RUSH_777', 'FRUIT_FIESTA', ...NEW_SLOTS]);
    // Another filter is another answer, read fresh.
    expect(await rng({ pageSize: '10' })).toEqual(['LUCKY_DRAGON', 'GOLD_RUSH_777', ...NEW_SLOTS]);
    t.clock.advance(2000);
    expect(await rng()).toEqual(['LUCKY_DRAGON', 'GOLD_RUSH_777', ...NEW_SLOTS]);
    await t.ctx.database.db.update(games).set({ status: 'ACTIVE' }).where(eq(games.gameCode, 'FRUIT_FIESTA'));
    expect(await rng()).toEqual(['LUCKY_DRAGON', 'GOLD_RUSH_777', ...NEW_SLOTS]);
    forgetSharedGameLists(t.ctx);
    expect(await rng()).toEqual(['LUCKY_DRAGON', 'GOLD_RUSH_777', 'FRUIT_FIESTA', ...NEW_SLOTS]);
    expect((await t.call('gameList', { query: { minBet: '1.2.3' } })).statusCode).toBe(400);
  });
});
