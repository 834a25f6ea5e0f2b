import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/games.ts';
import { hashServerSeed } from '../src/lib/fair-rng.ts';
import { LUCKY_DRAGON } from '../src/modules/house-games/engine/slot-titles.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

type Api = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<LightMyRequestResponse>;

describe.each(TEST_DATABASES)('in-house game pages and public verification on %s', (kind) => {
  let t: TestApp;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const rows = await t.ctx.database.db.select({ id: games.id, code: games.gameCode }).from(games);
    gameIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  /** Launches like the site, then exchanges the launch token like the iframe. */
  async function sit(token: string, code: string): Promise<Api> {
    const url = new URL(
      (await t.call('launchGame', { token, query: { gameId: String(gameIds[code]) } })).json().value.game_url,
      'http://localhost',
    );
    const session = await t.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { gameId: gameIds[code], launch: url.searchParams.get('launch') },
    });
    const sessionToken = session.json().value.sessionToken as string;
    return (method, path, body) =>
      t.app.inject({
        method,
        url: `/house/api/${path}`,
        headers: { 'x-game-session': sessionToken },
        ...(body ? { payload: body as object } : {}),
      });
  }
  const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/house/api/verify', payload });

  it('serves every game page, the verify page and each file they load, with the right content types and no inline script', async () => {
    for (const code of ['LUCKY_DRAGON', 'GOLD_RUSH_777', 'FRUIT_FIESTA', 'VIRTUAL_BACCARAT', 'OCEAN_HUNTER', null]) {
      const page = await t.app.inject({ method: 'GET', url: code ? `/house/play/${gameIds[code]}` : '/house/verify' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      // The CSP allows no inline script: every <script> must load a file.
      expect(page.body.match(/<script(?![^>]*\bsrc=)/g)).toBeNull();
      const assets = [...page.body.matchAll(/(?:src|href)="(\/house\/static\/[^"]+)"/g)].map((match) => match[1]);
      expect(assets).toContain('/house/static/house.css');
      // One module script per page: house-slot.js, house-baccarat.js, house-fish.js or house-verify.js.
      expect(assets).toContain(`/house/static/house-${/kind-(\w+)/.exec(page.body)?.[1] ?? 'verify'}.js`);
      for (const asset of assets) {
        const file = await t.app.inject({ method: 'GET', url: asset });
        expect(file.statusCode, asset).toBe(200);
        expect(file.headers['content-type']).toBe(
          asset.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
        );
        expect(file.body.length).toBeGreaterThan(asset.endsWith('.css') ? 200 : 50);
        // ...and the chunks it imports, once each.
        for (const [, chunk] of file.body.matchAll(/from\s*"\.\/([\w-]+\.js)"/g))
          if (!assets.includes(`/house/static/${chunk}`)) assets.push(`/house/static/${chunk}`);
      }
    }
    const verifyPage = await t.app.inject({ method: 'GET', url: '/house/verify' });
    for (const titleId of [
      'house-lucky-dragon',
      'house-gold-rush-777',
      'house-fruit-fiesta',
      'house-virtual-baccarat',
      'house-ocean-hunter',
    ])
      expect(verifyPage.body).toContain(`value="${titleId}"`);
    // The table form of the verify page lists every live table with its game (its script builds the form).
    expect(verifyPage.body).toMatch(/data-tables="[^"]*house-live-roulette:ROULETTE[^"]*house-live-sicbo:SIC_BO/);
    // A launch URL's lang names the game in the player's language and marks the page's language.
    const inVietnamese = await t.app.inject({ method: 'GET', url: `/house/play/${gameIds.LUCKY_DRAGON}?lang=VI` });
    expect(inVietnamese.body).toContain('<html lang="vi">');
    expect(inVietnamese.body).toContain('<h1>Rồng May Mắn</h1>');
    const english = await t.app.inject({ method: 'GET', url: `/house/play/${gameIds.LUCKY_DRAGON}?lang=xx` });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect((await t.app.inject({ method: 'GET', url: '/house/static/nope.js' })).statusCode).toBe(404);
    // A browser that accepts brotli gets the build's .br file: the same script in about a third of the bytes.
    const slotScript = await t.app.inject({ method: 'GET', url: '/house/static/house-slot.js' });
    const chunk = /from\s*"\.\/([\w-]+\.js)"/.exec(slotScript.body)![1];
    const plain = await t.app.inject({ method: 'GET', url: `/house/static/${chunk}` });
    const compressed = await t.app.inject({
      method: 'GET',
      url: `/house/static/${chunk}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await t.app.inject({ method: 'GET', url: '/house/static/..%2Fhouse-page.ts' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/house/play/999999' })).statusCode).toBe(404);
  });

  it('sends the paytable of the title with the state', async () => {
    const api = await sit(await t.login('demo', 'demo1234'), 'LUCKY_DRAGON');
    const { paytable } = (await api('GET', 'state')).json().value;
    expect(paytable).toMatchObject({
      kind: 'SLOT',
      titleId: LUCKY_DRAGON.id,
      wild: 'WILD',
      scatter: 'GONG',
      linePays: LUCKY_DRAGON.linePays,
      scatterPays: LUCKY_DRAGON.scatterPays,
    });
    expect(paytable.symbols).toEqual(LUCKY_DRAGON.symbols);
    expect(paytable.paylines).toHaveLength(20);
    expect(paytable.reels).toEqual(LUCKY_DRAGON.reels);
    const fish = await sit(await t.login('demo', 'demo1234'), 'OCEAN_HUNTER');
    expect((await fish('GET', 'state')).json().value.paytable.species).toContainEqual({
      id: 'killer-whale',
      name: 'Killer Whale',
      size: 'boss',
      multiplier: 100,
    });
  });

  it('recomputes real rounds of every kind from their revealed seeds, without a session', async () => {
    const token = await t.login('player01', 'player1234');
    const slot = await sit(token, 'FRUIT_FIESTA');
    const baccarat = await sit(token, 'VIRTUAL_BACCARAT');
    const fish = await sit(token, 'OCEAN_HUNTER');
    const played = [
      {
        titleId: 'house-fruit-fiesta',
        request: { bet: '2.50' },
        round: (await slot('POST', 'play', { bet: '2.50' })).json().value.round,
      },
      {
        titleId: 'house-virtual-baccarat',
        request: { bets: { PLAYER: '1.00', BANKER_PAIR: '0.40' } },
        round: (await baccarat('POST', 'play', { bets: { PLAYER: '1.00', BANKER_PAIR: '0.40' } })).json().value.round,
      },
      {
        titleId: 'house-ocean-hunter',
        request: { bet: '0.30', fishId: 'octopus' },
        round: (await fish('POST', 'play', { bet: '0.30', fishId: 'octopus' })).json().value.round,
      },
    ];
    const seeds = { clientSeed: played[0].round.clientSeed, nonce: played[0].round.nonce };
    // Before the reveal nobody but the server knows the seed: a guessed seed recomputes a different round.
    const guessed = (
      await verify({ titleId: 'house-fruit-fiesta', serverSeed: 'ab'.repeat(32), ...seeds, bet: '2.50' })
    ).json().value;
    expect(guessed.serverSeedHash).not.toBe(played[0].round.serverSeedHash);
    expect(guessed.outcome.baseSpin.stops).not.toEqual(played[0].round.outcome.baseSpin.stops);

    const { revealed } = (await slot('POST', 'rotate-seed')).json().value;
    expect(revealed.serverSeedHash).toBe(played[0].round.serverSeedHash);
    for (const { titleId, request, round } of played) {
      const answer = await verify({
        titleId,
        serverSeed: revealed.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        ...request,
      });
      expect(answer.statusCode).toBe(200);
      const value = answer.json().value;
      expect(value.serverSeedHash).toBe(round.serverSeedHash);
      expect(value.outcome).toEqual(round.outcome);
      expect(value.win).toBe(round.win);
      expect(value.bet).toBe(round.bet);
      expect(value.paytable.titleId).toBe(titleId);
    }
    // Upper-case hex is the same seed; the nonce picks the round.
    const upper = (
      await verify({
        titleId: 'house-ocean-hunter',
        serverSeed: revealed.serverSeed.toUpperCase(),
        clientSeed: played[2].round.clientSeed,
        nonce: played[2].round.nonce,
        bet: '0.30',
        fishId: 'octopus',
      })
    ).json().value;
    expect(upper.outcome).toEqual(played[2].round.outcome);
    expect(hashServerSeed(revealed.serverSeed)).toBe(upper.serverSeedHash);
  });

  it('refuses malformed verification requests with a clear error', async () => {
    const base = {
      titleId: 'house-lucky-dragon',
      serverSeed: 'cd'.repeat(32),
      clientSeed: 'abc',
      nonce: 3,
      bet: '2.00',
    };
    expect((await verify(base)).json().success).toBe(true);
    const refused = async (payload: object, code: string) => {
      const answer = (await verify(payload)).json();
      expect(answer, JSON.stringify(payload)).toMatchObject({ success: false, code });
    };
    const invalid = (await verify({ ...base, serverSeed: 'xyz' })).json().code as string;
    expect(invalid).toMatch(/^request\./);
    await refused({ ...base, nonce: -1 }, invalid);
    await refused({ ...base, clientSeed: 'has space' }, invalid);
    await refused({ ...base, titleId: 'house-nope' }, 'game.not.found');
    await refused({ ...base, bet: '2.01' }, 'amount.invalid');
    await refused({ ...base, titleId: 'house-ocean-hunter', fishId: 'kraken' }, 'request.invalid');
    await refused({ ...base, titleId: 'house-virtual-baccarat', bet: undefined }, 'amount.invalid');
  });
});
