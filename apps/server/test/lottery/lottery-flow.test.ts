import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { gameRounds } from '../../src/db/schema/games.ts';
import { lotteryDraws } from '../../src/db/schema/lottery.ts';
import { hashServerSeed } from '../../src/lib/fair-rng.ts';
import { runLotteryPass } from '../../src/modules/lottery/lottery-jobs.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from '../test-app.ts';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('lottery on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const balance = async () => (await t.call('walletBalance', { token })).json().value.sumBalance as string;
  const detail = async (gameCode: string) => (await t.call('lotteryGameDetail', { query: { gameCode } })).json().value;
  const pass = () => runLotteryPass(t.ctx);
  /** After a long jump of the clock many draws are due; passes work through them oldest first. */
  const passUntilSettled = async (drawId: number) => {
    for (let i = 0; i < 20; i += 1) {
      await pass();
      const [row] = await t.ctx.database.db
        .select({ status: lotteryDraws.status })
        .from(lotteryDraws)
        .where(eq(lotteryDraws.id, drawId));
      if (row?.status === 'SETTLED') return;
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('demo', 'demo1234');
    await pass();
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('schedules draws with published seed hashes and no seed before the draw', async () => {
    const menu = (await t.call('lotteryVnGameMenu')).json().value;
    const codes = menu.gameMenus.flatMap((group: { games: { gameCode: string }[] }) =>
      group.games.map((game) => game.gameCode),
    );
    expect(codes).toEqual(expect.arrayContaining(['VN_MB', 'VN_MN', 'VN_MT', 'FOURD', 'KENO_1M', '5D_1M', '3D_3M']));
    const keno = await detail('KENO_1M');
    expect(keno.currentDraws).toHaveLength(1);
    expect(keno.currentDraws[0]).toMatchObject({ phase: 'OPEN', seed: null, status: 'SCHEDULED' });
    expect(keno.currentDraws[0].seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(keno.upcomingDraws.length).toBeGreaterThanOrEqual(10);
  });

  it('gives the demo a verifiable past: every game has drawn results at once', async () => {
    const latest = (await t.call('lotteryLatestNumbers')).json().value.draws as {
      drawId: number;
      gameCode: string;
      result: { numbers: string[] };
    }[];
    expect(new Set(latest.map((draw) => draw.gameCode))).toEqual(
      new Set(['VN_MB', 'VN_MN', 'VN_MT', 'FOURD', 'KENO_1M', 'KENO_5M', '5D_1M', '5D_3M', '5D_5M', '3D_3M', '3D_5M']),
    );
    const history = (await t.call('lotteryOpenedNumbers', { query: { gameCode: '5D_1M', count: '100' } })).json().value
      .draws;
    expect(history).toHaveLength(100);
    for (const draw of [latest[0]!, history[99]]) {
      const verify = (await t.call('lotteryVerifyDraw', { query: { drawId: String(draw.drawId) } })).json().value;
      expect(verify).toMatchObject({ isSeedHashMatch: true, isResultMatch: true });
    }
  });

  it('places a Keno slip through the wallet, settles it once after the draw, and verifies the draw', async () => {
    const before = await balance();
    const draw = (await detail('KENO_1M')).currentDraws[0];
    const body = {
      requestId: randomName('req12345'),
      gameCode: 'KENO_1M',
      drawId: draw.drawId,
      selections: [
        { betType: 'PICK', picks: [['1', '2', '3']], unitStake: '1.00' },
        { betType: 'SUM_BIG', picks: [], unitStake: '2.00' },
      ],
    };
    const placed = await t.call('lotteryPlaceBets', { token, body });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.totalCost).toBe('3.00');
    expect(Number(await balance())).toBeCloseTo(Number(before) - 3, 2);
    // The same request again answers the same bets and moves nothing.
    const replay = await t.call('lotteryPlaceBets', { token, body });
    expect(replay.json().value.bets.map((bet: { betId: number }) => bet.betId)).toEqual(
      placed.json().value.bets.map((bet: { betId: number }) => bet.betId),
    );
    expect(Number(await balance())).toBeCloseTo(Number(before) - 3, 2);

    t.clock.advance(2 * MINUTE);
    await passUntilSettled(draw.drawId);
    const drawn = (await t.call('lotteryDraw', { query: { drawId: String(draw.drawId) } })).json().value;
    expect(drawn.status).toBe('SETTLED');
    expect(hashServerSeed(drawn.seed)).toBe(draw.seedHash);
    expect(drawn.result.numbers).toHaveLength(20);
    const bets = (await t.call('lotteryMyBets', { token, query: { gameCode: 'KENO_1M' } })).json().value.list;
    const drawBets: { payout: string; status: string; stake: string }[] = bets.filter(
      (bet: { drawId: number }) => bet.drawId === draw.drawId,
    );
    const payout = drawBets.reduce((sum, bet) => {
      expect(['WON', 'LOST', 'REFUNDED']).toContain(bet.status);
      return sum + Number(bet.payout);
    }, 0);
    // A refunded bet (Big/Small on a sum of exactly 810) puts nothing at risk, so it is no valid bet.
    const validCents = drawBets
      .filter((bet) => bet.status !== 'REFUNDED')
      .reduce((sum, bet) => sum + Math.round(Number(bet.stake) * 100), 0);
    expect(Number(await balance())).toBeCloseTo(Number(before) - 3 + payout, 2);
    const verify = (await t.call('lotteryVerifyDraw', { query: { drawId: String(draw.drawId) } })).json().value;
    expect(verify).toMatchObject({ isSeedHashMatch: true, isResultMatch: true });
    // One settled round of the member for the draw, counted like any round.
    const rounds = await t.ctx.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendorCode, 'HOUSE_ELOTT'), like(gameRounds.roundRef, `D${draw.drawId}M%`)));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ status: 'SETTLED', bet: 300n, validBet: BigInt(validCents) });
    // Settling again changes nothing.
    const after = await balance();
    await t.ctx.database.db
      .update(lotteryDraws)
      .set({ status: 'DRAWN', settleCursor: 0 })
      .where(eq(lotteryDraws.id, draw.drawId));
    await pass();
    expect(await balance()).toBe(after);
  });

  it('cancels before stop-sale, refuses after, and refuses over the liability cap', async () => {
    const draw = (await detail('KENO_5M')).currentDraws[0];
    const before = await balance();
    const placed = await t.call('lotteryPlaceBets', {
      token,
      body: {
        requestId: randomName('req12345'),
        gameCode: 'KENO_5M',
        drawId: draw.drawId,
        selections: [
          { betType: 'PICK', picks: [['7']], unitStake: '1.00' },
          { betType: 'SUM_ODD', picks: [], unitStake: '1.50' },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placed.json().value.bets[0].betId;
    const cancelled = await t.call('lotteryCancelBet', { token, body: { betId } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The slip is one ticket: both of its selections go back together.
    expect(cancelled.json().value).toMatchObject({ bet: { status: 'CANCELLED' }, cancelledBets: 2 });
    expect(await balance()).toBe(before);
    const again = await t.call('lotteryCancelBet', { token, body: { betId } });
    expect(again.json().code).toBe('lottery.bet.not.cancellable');

    const second = await t.call('lotteryPlaceBets', {
      token,
      body: {
        requestId: randomName('req12345'),
        gameCode: 'KENO_5M',
        drawId: draw.drawId,
        selections: [{ betType: 'PICK', picks: [['8']], unitStake: '1.00' }],
      },
    });
    t.clock.advance(new Date(draw.stopsSaleAt).getTime() - t.clock.now.getTime() + 1000);
    const late = await t.call('lotteryCancelBet', { token, body: { betId: second.json().value.bets[0].betId } });
    expect(late.json().code).toBe('lottery.bet.not.cancellable');
    const closed = await t.call('lotteryPlaceBets', {
      token,
      body: {
        requestId: randomName('req12345'),
        gameCode: 'KENO_5M',
        drawId: draw.drawId,
        selections: [{ betType: 'PICK', picks: [['9']], unitStake: '1.00' }],
      },
    });
    expect(closed.json().code).toBe('lottery.draw.closed');

    t.clock.advance(new Date(draw.drawAt).getTime() - t.clock.now.getTime() + 1000);
    await pass();
    // An operator lowers the cap of Keno picks to 10.00: a one-spot pick of 2.00 exposes about 7, so the second is refused.
    const admin = await t.opsLogin('admin', 'admin1234');
    const update = await t.call('opsLotteryGameUpdate', {
      token: admin,
      body: { gameCode: 'KENO_5M', limits: { PICK: { minStake: '0.10', maxStake: '10.00', liabilityCap: '10.00' } } },
    });
    expect(update.statusCode, update.body).toBe(200);
    const next = (await detail('KENO_5M')).currentDraws[0];
    let refusal = '';
    for (let i = 0; i < 5 && !refusal; i += 1) {
      const response = await t.call('lotteryPlaceBets', {
        token,
        body: {
          requestId: randomName('req12345'),
          gameCode: 'KENO_5M',
          drawId: next.drawId,
          selections: [{ betType: 'PICK', picks: [['11']], unitStake: '2.00' }],
        },
      });
      if (response.statusCode !== 200) refusal = response.json().code;
    }
    expect(refusal).toBe('lottery.bet.liability');
  });

  it('refuses bad slips with clear codes and moves nothing', async () => {
    const draw = (await detail('VN_MB')).currentDraws[0];
    const before = await balance();
    for (const selection of [
      { betType: 'lo-2', picks: [['7']], unitStake: '1.00' },
      { betType: 'nope', picks: [['07']], unitStake: '1.00' },
      { betType: 'lo-2', picks: [['07']], unitStake: '0.01' },
      { betType: 'lo-2', picks: [['07']], unitStake: '-1' },
    ]) {
      const response = await t.call('lotteryPlaceBets', {
        token,
        body: { requestId: randomName('req12345'), gameCode: 'VN_MB', drawId: draw.drawId, selections: [selection] },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await balance()).toBe(before);
  });
});

describe('lottery launch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens the betting page of a lottery game, or the lobby of a prize mode, through the launch call', async () => {
    const token = await t.login('demo', 'demo1234');
    const detail = (await t.call('lotteryGameDetail', { query: { gameCode: 'VN_MB' } })).json().value;
    const byGame = await t.call('launchGame', { token, query: { gameId: String(detail.game.gameId) } });
    expect(byGame.json().value.game_url).toBe('/lottery/play?game=VN_MB');
    const lobby = await t.call('launchGame', {
      token,
      query: { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'Lott', lottoView: 'lobby', device: 'WEB' },
    });
    expect(lobby.json().value.game_url).toBe('/vnlottery');
    const betting = await t.call('launchGame', {
      token,
      query: { launchMode: 'LOTT', lottoGameCode: 'KENO_1M', lottoView: 'betting' },
    });
    expect(betting.json().value.game_url).toBe('/lottery/play?game=KENO_1M');
    expect((await t.call('launchGame', { token, query: {} })).json().code).toBe('request.invalid');
  });
});
