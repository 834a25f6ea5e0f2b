import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { redeemLaunchToken } from '../src/modules/games/launch.service.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('game launch on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    demo = await t.login('demo', 'demo1234');
    const rows = await t.ctx.database.db.select({ id: games.id, code: games.gameCode }).from(games);
    gameIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  });
  afterAll(async () => t.close());

  const launch = (query: Record<string, string>, token?: string) => t.call('launchGame', { token, query });
  const launchToken = (url: string) => new URL(url, 'http://localhost').searchParams.get('launch')!;

  it('answers a game URL on a launch host with a single-use token bound to member and game, and records the game as recent', async () => {
    await t.configure((config) => {
      config.launchGameCDNs = ['https://play-a.example', 'https://play-b.example/'];
    });
    const response = await launch(
      { gameId: String(gameIds.LUCKY_DRAGON), accountType: '1', launchMode: 'GLS', clientType: '3' },
      demo,
    );
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.accountType).toBe(1);
    expect(value.game_url).toMatch(
      new RegExp(`^https://play-[ab]\\.example/house/play/${gameIds.LUCKY_DRAGON}\\?launch=[\\w-]{43}`),
    );
    const token = launchToken(value.game_url);
    await expect(redeemLaunchToken(t.ctx, token, gameIds.GOLD_RUSH_777!)).rejects.toMatchObject({
      code: 'game.launch.invalid',
    });
    // A failed exchange for the wrong game still spends the token: a link is good for one attempt.
    await expect(redeemLaunchToken(t.ctx, token, gameIds.LUCKY_DRAGON!)).rejects.toMatchObject({
      code: 'game.launch.invalid',
    });

    const fresh = launchToken((await launch({ gameId: String(gameIds.LUCKY_DRAGON) }, demo)).json().value.game_url);
    expect(await redeemLaunchToken(t.ctx, fresh, gameIds.LUCKY_DRAGON!)).toMatchObject({
      gameId: gameIds.LUCKY_DRAGON,
      accountType: 1,
    });
    await expect(redeemLaunchToken(t.ctx, fresh, gameIds.LUCKY_DRAGON!)).rejects.toMatchObject({
      code: 'game.launch.invalid',
    });

    const recent = (await t.call('recentGameList', { token: demo })).json().value;
    expect(recent.list.map((card: { gameCode: string }) => card.gameCode)).toEqual(['LUCKY_DRAGON']);
    await t.configure((config) => {
      config.launchGameCDNs = ['/'];
    });
    expect((await launch({ gameId: String(gameIds.LUCKY_DRAGON) }, demo)).json().value.game_url).toMatch(
      new RegExp(`^/house/play/${gameIds.LUCKY_DRAGON}\\?launch=`),
    );
  });

  it("carries the player's language into the game page URL: the query's, else the site's Language header", async () => {
    const gameId = String(gameIds.LUCKY_DRAGON);
    const langOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('lang');
    const byHeader = await t.call('launchGame', { token: demo, query: { gameId }, headers: { language: 'vi' } });
    expect(langOf(byHeader.json().value.game_url)).toBe('VI');
    const byQuery = await launch({ gameId, language: 'th' }, demo);
    expect(langOf(byQuery.json().value.game_url)).toBe('TH');
    expect(langOf((await launch({ gameId }, demo)).json().value.game_url)).toBeNull();
  });

  it("opens a sport's page for the in-house sportsbook's games, with no game token", async () => {
    const pages = {
      SB_FOOTBALL: '/sports?sport=FOOTBALL',
      SB_BASKETBALL: '/sports?sport=BASKETBALL',
      SB_MOBA: '/esports?sport=MOBA',
      SB_SHOOTER: '/esports?sport=SHOOTER',
      SB_COCKFIGHT: '/cockfight',
    };
    for (const [code, page] of Object.entries(pages)) {
      const response = await launch({ gameId: String(gameIds[code]) }, demo);
      expect(response.statusCode, code).toBe(200);
      expect(response.json().value).toMatchObject({ game_url: page, accountType: 1 });
    }
  });

  it('expires launch tokens after two minutes', async () => {
    const token = launchToken((await launch({ gameId: String(gameIds.OCEAN_HUNTER) }, demo)).json().value.game_url);
    t.clock.advance(121_000);
    await expect(redeemLaunchToken(t.ctx, token, gameIds.OCEAN_HUNTER!)).rejects.toMatchObject({
      code: 'game.launch.invalid',
    });
  });

  it('asks visitors to log in and lets trial accounts play free only', async () => {
    expect((await launch({ gameId: String(gameIds.LUCKY_DRAGON) })).json().code).toBe('session.required');
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.50.0.1' })).json().value.token;
    const response = await launch({ gameId: String(gameIds.VIRTUAL_BACCARAT), accountType: '1' }, trial);
    expect(response.json().value.accountType).toBe(0);
  });

  it('refuses unknown games and says when a game or its vendor is in maintenance, with suggestions', async () => {
    expect((await launch({ gameId: '999999' }, demo)).json().code).toBe('game.not.found');
    expect((await launch({}, demo)).json().code).toBe('request.invalid');
    const db = t.ctx.database.db;
    await db.update(games).set({ status: 'MAINTENANCE' }).where(eq(games.gameCode, 'GOLD_RUSH_777'));
    const down = await launch({ gameId: String(gameIds.GOLD_RUSH_777) }, demo);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('game.maintenance');
    const suggested = down.json().value.suggestions.map((card: { gameCode: string }) => card.gameCode);
    // Other playable slots of the same category, the one in maintenance not among them.
    expect(suggested.slice(0, 2)).toEqual(['LUCKY_DRAGON', 'FRUIT_FIESTA']);
    expect(suggested).not.toContain('GOLD_RUSH_777');
    await db.update(games).set({ status: 'ACTIVE' }).where(eq(games.gameCode, 'GOLD_RUSH_777'));
    await db.update(gameVendors).set({ status: 'MAINTENANCE' }).where(eq(gameVendors.code, 'HOUSE_FISH'));
    expect((await launch({ gameId: String(gameIds.OCEAN_HUNTER) }, demo)).json().code).toBe('game.maintenance');
    await db.update(gameVendors).set({ status: 'DISABLED' }).where(eq(gameVendors.code, 'HOUSE_FISH'));
    expect((await launch({ gameId: String(gameIds.OCEAN_HUNTER) }, demo)).json().code).toBe('game.not.found');
  });
});
