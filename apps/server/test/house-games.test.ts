import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema/games.ts';
import { hashServerSeed } from '../src/lib/fair-rng.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createPlayer } from './mission-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';
import { houseGameIds, sitAtHouseGame } from './house-games-helpers.ts';

describe.each(TEST_DATABASES)('in-house game provider on %s', (kind) => {
  let t: TestApp;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gameIds = await houseGameIds(t);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const sit = (token: string, code: string) => sitAtHouseGame(t, gameIds, token, code);

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

  it('leaves no trace of a bet refused for lack of balance, in every house game: no round, no nonce, no record', async () => {
    const player = await createPlayer(t, 10_00n);
    const db = t.ctx.database.db;
    const roundsOf = async () => db.select().from(gameRounds).where(eq(gameRounds.memberId, player.id));
    const games = [
      { code: 'LUCKY_DRAGON', tooBig: { bet: '5000.00' }, fits: { bet: '1.00' } },
      { code: 'VIRTUAL_BACCARAT', tooBig: { bets: { BANKER: '5000.00' } }, fits: { bets: { BANKER: '1.00' } } },
      {
        code: 'OCEAN_HUNTER',
        tooBig: { bet: '100.00', fishId: 'clownfish' },
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
