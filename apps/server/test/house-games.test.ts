import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { hashServerSeed } from '../src/lib/fair-rng.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { recoverOpenRounds } from '../src/modules/house-games/house-recovery.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createPlayer } from './mission-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('in-house game provider on %s', (kind) => {
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
  async function sit(
    token: string,
    code: string,
  ): Promise<(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<LightMyRequestResponse>> {
    const url = new URL(
      (await t.call('launchGame', { token, query: { gameId: String(gameIds[code]) } })).json().value.game_url,
      'http://localhost',
    );
    const session = await t.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { gameId: gameIds[code], launch: url.searchParams.get('launch') },
    });
    expect(session.statusCode).toBe(200);
    const sessionToken = session.json().value.sessionToken as string;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { gameId: gameIds[code], launch: url.searchParams.get('launch') },
    });
    expect(replay.json().code).toBe('game.launch.invalid');
    return (method, path, body) =>
      t.app.inject({
        method,
        url: `/house/api/${path}`,
        headers: { 'x-game-session': sessionToken },
        ...(body ? { payload: body as object } : {}),
      });
  }

  it('plays slot rounds through the wallet, logs them, and verifies them once the seed is revealed', async () => {
    const token = await t.login('demo', 'demo1234');
    const api = await sit(token, 'LUCKY_DRAGON');
    const state = (await api('GET', 'state')).json().value;
    expect(state).toMatchObject({
      balance: '1000.00',
      isFreePlay: false,
      game: { engineKind: 'SLOT', titleId: 'house-lucky-dragon' },
      fairness: { nonce: 0 },
    });
    expect((await api('POST', 'client-seed', { clientSeed: 'my-seed' })).json().value.clientSeed).toBe('my-seed');
    let expected = 1000_00n;
    let lastRoundId = 0;
    for (let i = 0; i < 5; i += 1) {
      const played = await api('POST', 'play', { bet: '2.00' });
      expect(played.statusCode).toBe(200);
      const { round, balance } = played.json().value;
      expected += BigInt(round.win.replace('.', '')) - 200n;
      expect(balance).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
      expect(round).toMatchObject({
        status: 'SETTLED',
        bet: '2.00',
        nonce: i,
        clientSeed: 'my-seed',
        serverSeedHash: state.fairness.serverSeedHash,
        gameVersion: '1',
      });
      lastRoundId = round.roundId;
    }
    expect((await t.call('walletBalance', { token })).json().value.sumBalance).toBe(
      `${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`,
    );
    expect((await api('GET', 'state')).json().value.lastRound.roundId).toBe(lastRoundId);
    expect((await api('GET', `rounds/${lastRoundId}/verify`)).json().code).toBe('fairness.seed.active');
    const rotated = (await api('POST', 'rotate-seed')).json().value;
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(state.fairness.serverSeedHash);
    expect(rotated.next.serverSeedHash).not.toBe(state.fairness.serverSeedHash);
    const verified = (await api('GET', `rounds/${lastRoundId}/verify`)).json().value;
    expect(verified.isMatch).toBe(true);
    expect((await api('POST', 'play', { bet: '2.01' })).json().code).toBe('amount.invalid');
    expect((await api('POST', 'play', { bet: '900000.00' })).json()).toMatchObject({ code: 'balance.insufficient' });
  });

  it('plays baccarat and fish, and trial accounts play with demo credit', async () => {
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.60.0.1' })).json().value.token;
    const baccarat = await sit(trial, 'VIRTUAL_BACCARAT');
    expect((await baccarat('GET', 'state')).json().value).toMatchObject({ isFreePlay: true, balance: '2000.00' });
    const coup = (await baccarat('POST', 'play', { bets: { BANKER: '10.00', TIE: '1.00' } })).json().value;
    expect(coup.round.bet).toBe('11.00');
    expect(coup.round.outcome.playerCards.length).toBeGreaterThanOrEqual(2);
    const fish = await sit(trial, 'OCEAN_HUNTER');
    const shot = (await fish('POST', 'play', { bet: '1.00', fishId: 'clownfish' })).json().value;
    expect(['0.00', '2.00']).toContain(shot.round.win);
    expect((await fish('POST', 'play', { bet: '1.00', fishId: 'kraken' })).json().code).toBe('request.invalid');
    expect((await fish('POST', 'play', { bet: '0.05', fishId: 'clownfish' })).json().code).toBe('amount.below.minimum');
    expect((await fish('GET', 'state', undefined)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/house/api/state', headers: { 'x-game-session': 'nope' } })).json()
        .code,
    ).toBe('game.session.invalid');
  });

  it('counts as valid bet only what a baccarat round put at risk: hedged Player and Banker stakes cancel out', async () => {
    const token = await t.login('player01', 'player1234');
    const baccarat = await sit(token, 'VIRTUAL_BACCARAT');
    const rounds = [];
    for (let i = 0; i < 6; i += 1)
      rounds.push(
        (await baccarat('POST', 'play', { bets: { PLAYER: '10.00', BANKER: '7.00', PLAYER_PAIR: '1.00' } })).json()
          .value.round,
      );
    for (const round of rounds) {
      const [row] = await t.ctx.database.db
        .select({ bet: gameRounds.bet, validBet: gameRounds.validBet })
        .from(gameRounds)
        .where(eq(gameRounds.id, round.roundId));
      // 18.00 staked; 7.00 of Player and Banker cancel; on a tie both come back and only the pair bet was at risk.
      expect(row).toEqual({ bet: 1800n, validBet: round.outcome.outcome === 'TIE' ? 100n : 400n });
    }
  });

  it('settles or refunds rounds a crash interrupted', async () => {
    const token = await t.login('player02', 'player1234');
    const api = await sit(token, 'GOLD_RUSH_777');
    const played = (await api('POST', 'play', { bet: '1.00' })).json().value;
    const db = t.ctx.database.db;
    // A crash after the debit, before the outcome: refunded.
    const [member] = await db
      .select({ memberId: gameRounds.memberId, gameId: gameRounds.gameId })
      .from(gameRounds)
      .where(eq(gameRounds.id, played.round.roundId));
    const { seamlessDebit } = await import('../src/modules/seamless/seamless.service.ts');
    const currency = { code: 'USD', scale: 2 };
    const before = (await api('GET', 'state')).json().value.balance;
    const [lost] = await db
      .insert(gameRounds)
      .values({
        ...member!,
        vendorCode: 'HOUSE_SLOTS',
        roundRef: 'Hcrash1',
        bet: 500n,
        status: 'OPEN',
        outcome: { request: { bet: '500' }, result: null },
        createdAt: new Date(t.clock.now.getTime() - 60_000),
      })
      .returning();
    await seamlessDebit(
      t.ctx,
      'HOUSE_SLOTS',
      {
        player: 'player02',
        transactionId: 'Hcrash1:bet',
        roundId: 'Hcrash1',
        gameCode: 'GOLD_RUSH_777',
        amount: '5.00',
      },
      currency,
    );
    // A crash after the outcome was logged, before the credit: settled with its win.
    await db.insert(gameRounds).values({
      ...member!,
      vendorCode: 'HOUSE_SLOTS',
      roundRef: 'Hcrash2',
      bet: 100n,
      win: 300n,
      status: 'OPEN',
      outcome: { request: { bet: '100' }, result: { totalWin: '300' } },
      createdAt: new Date(t.clock.now.getTime() - 60_000),
    });
    await seamlessDebit(
      t.ctx,
      'HOUSE_SLOTS',
      {
        player: 'player02',
        transactionId: 'Hcrash2:bet',
        roundId: 'Hcrash2',
        gameCode: 'GOLD_RUSH_777',
        amount: '1.00',
      },
      currency,
    );
    // Never debited at all: refunding it cancels the debit id so a late debit cannot land.
    await db.insert(gameRounds).values({
      ...member!,
      vendorCode: 'HOUSE_SLOTS',
      roundRef: 'Hcrash3',
      bet: 100n,
      status: 'OPEN',
      outcome: { request: { bet: '100' }, result: null },
      createdAt: new Date(t.clock.now.getTime() - 60_000),
    });

    expect(await recoverOpenRounds(t.ctx)).toEqual({ settled: 1, refunded: 2 });
    expect(await recoverOpenRounds(t.ctx)).toEqual({ settled: 0, refunded: 0 });
    const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, lost!.id));
    expect(row!.status).toBe('REFUNDED');
    const after = (await api('GET', 'state')).json().value.balance;
    expect(Number(after) - Number(before)).toBeCloseTo(2, 5);
    const late = await seamlessDebit(
      t.ctx,
      'HOUSE_SLOTS',
      {
        player: 'player02',
        transactionId: 'Hcrash3:bet',
        roundId: 'Hcrash3',
        gameCode: 'GOLD_RUSH_777',
        amount: '1.00',
      },
      currency,
    );
    expect(late.answer.code).toBe('seamless.transaction.cancelled');
  });

  it('leaves no trace of a bet refused for lack of balance, in every house game: no round, no nonce, no record', async () => {
    const player = await createPlayer(t, 10_00n);
    const db = t.ctx.database.db;
    const roundsOf = async () => db.select().from(gameRounds).where(eq(gameRounds.memberId, player.id));
    const games = [
      { code: 'LUCKY_DRAGON', tooBig: { bet: '5000.00' }, fits: { bet: '1.00' } },
      { code: 'VIRTUAL_BACCARAT', tooBig: { bets: { BANKER: '5000.00' } }, fits: { bets: { BANKER: '1.00' } } },
      {
        code: 'OCEAN_HUNTER',
        tooBig: { bet: '5000.00', fishId: 'clownfish' },
        fits: { bet: '1.00', fishId: 'clownfish' },
      },
    ];
    let accepted = 0;
    for (const game of games) {
      const api = await sit(player.token, game.code);
      const before = (await api('GET', 'state')).json().value;
      const refused = await api('POST', 'play', game.tooBig);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'balance.insufficient' });
      expect(await roundsOf()).toHaveLength(accepted);
      const after = (await api('GET', 'state')).json().value;
      expect(after.fairness.nonce).toBe(before.fairness.nonce);
      expect(after.balance).toBe(before.balance);
      const played = await api('POST', 'play', game.fits);
      expect(played.statusCode).toBe(200);
      expect(played.json().value.round).toMatchObject({ status: 'SETTLED', nonce: before.fairness.nonce });
      accepted += 1;
      expect((await api('GET', 'state')).json().value.fairness.nonce).toBe(before.fairness.nonce + 1);
    }
    expect((await roundsOf()).map((round) => round.status)).toEqual(['SETTLED', 'SETTLED', 'SETTLED']);
    const record = (await t.call('bettingRecords', { token: player.token })).json().value;
    expect(record.totalCount).toBe(3);
    expect(record.list.map((row: { status: string }) => row.status)).toEqual(['SETTLED', 'SETTLED', 'SETTLED']);
  });

  it('leaves the open rounds of external vendors to their vendor: recovery settles and refunds house rounds only', async () => {
    const db = t.ctx.database.db;
    const member = { memberId: (await createPlayer(t, 0n)).id };
    await db
      .insert(gameVendors)
      .values({ code: 'SLOW_TABLES', displayName: 'Slow tables', category: 'LIVE', walletSecret: 'slow-secret' });
    const [table] = await db
      .insert(games)
      .values({
        vendorCode: 'SLOW_TABLES',
        gameCode: 'SLOW1',
        category: 'LIVE',
        names: { EN: 'Slow table' },
        iconPath: '/x.svg',
        minBet: 1n,
      })
      .returning();
    // A live table's round may stay open for minutes; only its vendor's credit or rollback ends it.
    const [open] = await db
      .insert(gameRounds)
      .values({
        memberId: member.memberId,
        gameId: table!.id,
        vendorCode: 'SLOW_TABLES',
        roundRef: 'slow-1',
        bet: 100n,
        status: 'OPEN',
        createdAt: new Date(t.clock.now.getTime() - 10 * 60_000),
      })
      .returning();
    expect(await recoverOpenRounds(t.ctx)).toEqual({ settled: 0, refunded: 0 });
    const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, open!.id));
    expect(row!.status).toBe('OPEN');
  });

  it('shows the rounds in the betting record and the profit and loss', async () => {
    const token = await t.login('demo', 'demo1234');
    const record = (await t.call('bettingRecords', { token, query: { pageSize: '3' } })).json().value;
    // Five rounds of 2.00; the bet refused for lack of balance left none.
    expect(record).toMatchObject({
      totalCount: 5,
      totalPages: 2,
      totals: { bet: '10.00', validBet: '10.00', rounds: 5 },
    });
    expect(record.list.map((row: { status: string }) => row.status)).toEqual(['SETTLED', 'SETTLED', 'SETTLED']);
    expect(record.list[0]).toMatchObject({
      bet: '2.00',
      gameName: 'Lucky Dragon',
      vassalage: 'HOUSE_SLOTS',
      gameType: 'RNG',
    });
    expect((await t.call('bettingRecords', { token, query: { gameType: 'LIVE' } })).json().value.totalCount).toBe(0);
    const pnl = (await t.call('profitAndLoss', { token })).json().value;
    expect(pnl.byCategory).toEqual([expect.objectContaining({ gameType: 'RNG', bet: '10.00', rounds: 5 })]);
    expect(pnl.byDay).toHaveLength(1);
    expect(pnl.total.winLoss).toBe(record.totals.winLoss);
    expect((await t.call('bettingRecords')).json().code).toBe('session.required');
  });

  it('serves the game pages, their script and icons without inline scripts', async () => {
    const scripts = {
      LUCKY_DRAGON: 'house-slot.js',
      VIRTUAL_BACCARAT: 'house-baccarat.js',
      OCEAN_HUNTER: 'house-fish.js',
    };
    for (const [code, script] of Object.entries(scripts)) {
      const page = await t.app.inject({ method: 'GET', url: `/house/play/${gameIds[code]}?launch=x` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain(`<script type="module" src="/house/static/${script}"></script>`);
      expect(page.body).not.toMatch(/<script>/);
    }
    expect((await t.app.inject({ method: 'GET', url: `/house/play/${gameIds.VIRTUAL_BACCARAT}` })).body).toContain(
      'VIRTUAL baccarat',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/house/static/house-slot.js' })).headers['content-type'],
    ).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/house/icons/house-lucky-dragon.svg' })).body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/house/play/999999' })).statusCode).toBe(404);
  });
});
