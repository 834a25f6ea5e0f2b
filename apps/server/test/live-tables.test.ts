import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { tableShoes } from '../src/db/schema/house.ts';
import { hashServerSeed } from '../src/lib/fair-rng.ts';
import { formatMoney, parseMoney } from '../src/lib/money.ts';
import { momentAt, roundTimes } from '../src/modules/house-games/tables/table-clock.ts';
import { findLiveTable } from '../src/modules/house-games/tables/table-catalogue.ts';
import { settleDueTableRounds } from '../src/modules/house-games/tables/table-settlement.ts';
import { houseGameIds, sitAtHouseGame } from './house-games-helpers.ts';
import { expectLedgerSound, fundsOf } from './ledger-helpers.ts';
import { createPlayer } from './mission-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const ROULETTE = findLiveTable('house-live-roulette')!;
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** A table row in the catalogue, as an operator would add it (the demo catalogue lists tables once they have a page). */
async function addTableGame(t: TestApp, tableId: string, gameCode: string): Promise<void> {
  await t.ctx.database.db.insert(games).values({
    vendorCode: 'HOUSE_LIVE',
    gameCode,
    category: 'LIVE',
    names: { EN: gameCode, VI: gameCode, CN: gameCode, ID: gameCode, TH: gameCode },
    iconPath: `/house/icons/${tableId}.svg`,
    gameClassify: 'TABLE',
    minBet: parseMoney('1.00', 2),
    engineKind: 'TABLE',
    engineTitleId: tableId,
  });
}

describe.each(TEST_DATABASES)('live tables on %s', (kind) => {
  let t: TestApp;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addTableGame(t, ROULETTE.id, 'LIVE_ROULETTE');
    gameIds = await houseGameIds(t);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  /** Moves the clock one second into the betting window of the next round. */
  const toNextRound = () => {
    const moment = momentAt(ROULETTE.timing, t.clock.now);
    t.clock.advance(moment.endsAt.getTime() - t.clock.now.getTime() + 1000);
  };

  it('deals one round to two players, takes their chips, settles each once and shows the seed afterwards', async () => {
    const [alice, bob] = [await createPlayer(t, 100_00n), await createPlayer(t, 100_00n)];
    const aliceApi = await sitAtHouseGame(t, gameIds, alice.token, 'LIVE_ROULETTE');
    const bobApi = await sitAtHouseGame(t, gameIds, bob.token, 'LIVE_ROULETTE');
    toNextRound();
    const [aliceState, bobState] = [
      (await aliceApi('GET', 'table/state')).json().value,
      (await bobApi('GET', 'table/state')).json().value,
    ];
    expect(aliceState.round).toMatchObject({ phase: 'BETTING', deal: null });
    expect(bobState.round.roundNo).toBe(aliceState.round.roundNo);
    expect(bobState.shoe.serverSeedHash).toBe(aliceState.shoe.serverSeedHash);
    const roundNo = aliceState.round.roundNo as number;

    // Alice places twice (chips on RED add up); Bob once. Split numbers are accepted in any order.
    const first = await aliceApi('POST', 'table/bets', { roundNo, bets: [{ spot: 'RED', amount: '5.00' }] });
    expect(first.json().value).toMatchObject({ bets: { RED: '5.00' }, balance: '95.00' });
    const second = await aliceApi('POST', 'table/bets', {
      roundNo,
      bets: [
        { spot: 'RED', amount: '5.00' },
        { spot: 'SPLIT:20-17', amount: '2.00' },
      ],
    });
    expect(second.json().value).toMatchObject({ bets: { RED: '10.00', 'SPLIT:17-20': '2.00' }, balance: '88.00' });
    expect(
      (await bobApi('POST', 'table/bets', { roundNo, bets: [{ spot: 'DOZEN:3', amount: '20.00' }] })).statusCode,
    ).toBe(200);

    // Bad chips change nothing.
    for (const bets of [[{ spot: 'SPLIT:1-5', amount: '1.00' }], [{ spot: 'PURPLE', amount: '1.00' }]]) {
      const refused = await aliceApi('POST', 'table/bets', { roundNo, bets });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'table.bet.invalid']);
    }
    const tooSmall = await aliceApi('POST', 'table/bets', { roundNo, bets: [{ spot: 'ODD', amount: '0.50' }] });
    expect(tooSmall.json().code).toBe('amount.below.minimum');
    const wrongRound = await aliceApi('POST', 'table/bets', {
      roundNo: roundNo + 1,
      bets: [{ spot: 'ODD', amount: '1.00' }],
    });
    expect([wrongRound.statusCode, wrongRound.json().code]).toEqual([409, 'table.betting.closed']);
    expect((await fundsOf(t.ctx.database.db, alice.id)).balance).toBe(88_00n);

    // Betting closes: the deal shows, late chips are refused, and one settlement pays both players once.
    t.clock.advance(roundTimes(ROULETTE.timing, roundNo).closesAt.getTime() - t.clock.now.getTime());
    const late = await bobApi('POST', 'table/bets', { roundNo, bets: [{ spot: 'ODD', amount: '1.00' }] });
    expect(late.json().code).toBe('table.betting.closed');
    const dealt = (await aliceApi('GET', 'table/state')).json().value.round.deal as { number: number; color: string };
    expect(dealt.color).toBe(dealt.number === 0 ? 'GREEN' : RED.includes(dealt.number) ? 'RED' : 'BLACK');
    expect(await settleDueTableRounds(t.ctx)).toBe(2);
    expect(await settleDueTableRounds(t.ctx)).toBe(0);

    const aliceWin = (RED.includes(dealt.number) ? 20_00n : 0n) + ([17, 20].includes(dealt.number) ? 36_00n : 0n);
    const bobWin = dealt.number >= 25 ? 60_00n : 0n;
    expect((await fundsOf(t.ctx.database.db, alice.id)).balance).toBe(88_00n + aliceWin);
    expect((await fundsOf(t.ctx.database.db, bob.id)).balance).toBe(80_00n + bobWin);
    const rounds = await t.ctx.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.gameId, gameIds.LIVE_ROULETTE!));
    expect(rounds.map((round) => [round.memberId, round.status, round.bet, round.win]).sort()).toEqual(
      [
        [alice.id, 'SETTLED', 12_00n, aliceWin],
        [bob.id, 'SETTLED', 20_00n, bobWin],
      ].sort(),
    );
    const previous = (await aliceApi('GET', 'table/state')).json().value.previousRound;
    expect(previous === null || previous.status === 'SETTLED').toBe(true);

    // The seed stays hidden until the shoe's last round has closed; then it recomputes this round's deal.
    const [shoe] = await t.ctx.database.db.select().from(tableShoes).where(eq(tableShoes.tableId, ROULETTE.id));
    const hidden = (await aliceApi('GET', `table/shoes/${shoe!.id}`)).json().value;
    expect(hidden.serverSeed).toBeNull();
    t.clock.advance(new Date(hidden.revealsAt).getTime() - t.clock.now.getTime());
    const revealed = (await aliceApi('GET', `table/shoes/${shoe!.id}`)).json().value;
    expect(hashServerSeed(revealed.serverSeed)).toBe(aliceState.shoe.serverSeedHash);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/house/api/table/verify',
      payload: { tableId: ROULETTE.id, serverSeed: revealed.serverSeed, shoeNo: revealed.shoeNo },
    });
    expect(verified.json().value.deals[roundNo - revealed.firstRound]).toEqual(dealt);
    expect(formatMoney(aliceWin, 2)).toBe(formatMoney(rounds.find((round) => round.memberId === alice.id)!.win, 2));
  });

  it('takes two first placements of one member at once as one round with both chips', async () => {
    const carol = await createPlayer(t, 100_00n);
    const api = await sitAtHouseGame(t, gameIds, carol.token, 'LIVE_ROULETTE');
    toNextRound();
    const roundNo = (await api('GET', 'table/state')).json().value.round.roundNo as number;
    const answers = await Promise.all([
      api('POST', 'table/bets', { roundNo, bets: [{ spot: 'ODD', amount: '3.00' }] }),
      api('POST', 'table/bets', { roundNo, bets: [{ spot: 'EVEN', amount: '4.00' }] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const mine = (await api('GET', 'table/state')).json().value.myRound;
    expect(mine).toMatchObject({ bets: { EVEN: '4.00', ODD: '3.00' }, bet: '7.00' });
    expect((await fundsOf(t.ctx.database.db, carol.id)).balance).toBe(93_00n);
  });
});
