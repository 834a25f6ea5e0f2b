import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games, seamlessRounds } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * The closed round model under real concurrency (PostgreSQL, a pool of connections): racing calls of
 * one round take turns on its row lock, so a round closes — and pays its closing credit — once, and
 * nothing lands on it after. Needs TEST_DATABASE_URL.
 */
const SECRET = 'slow-round-secret';
const VENDOR = 'RACE_VENDOR';

describe.skipIf(!process.env.TEST_DATABASE_URL)('seamless rounds under concurrency on postgres', () => {
  let t: TestApp;
  let sequence = 0;
  const id = (prefix: string) => `${prefix}-${(sequence += 1)}`;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.ctx.database.db
      .insert(gameVendors)
      .values({ code: VENDOR, displayName: 'Race vendor', category: 'LIVE', walletSecret: SECRET });
    await t.ctx.database.db.insert(games).values({
      vendorCode: VENDOR,
      gameCode: 'RACE_TABLE',
      category: 'LIVE',
      names: { EN: 'Race table' },
      iconPath: '/x.svg',
      minBet: 1n,
    });
  }, 60_000);
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const send = (operation: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ gameCode: 'RACE_TABLE', ...body });
    const timestamp = String(t.clock.now.getTime());
    return t.app.inject({
      method: 'POST',
      url: `/seamless/${VENDOR}/${operation}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signSeamless(SECRET, timestamp, raw),
      },
    });
  };
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const balanceOf = async (player: string) => cents((await send('balance', { player })).json().value.balance as string);

  it('pays one of 10 credits with new ids racing 10 debits on one round, and takes only the debits that came before the close', async () => {
    const player = 'player01';
    const round = id('round');
    expect(
      (await send('debit', { player, transactionId: id('bet'), roundId: round, amount: '1.00' })).json().success,
    ).toBe(true);
    const start = await balanceOf(player);
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? send('credit', { player, transactionId: id('win'), roundId: round, amount: '5.00' }).then((answer) => ({
            kind: 'credit',
            answer,
          }))
        : send('debit', { player, transactionId: id('bet'), roundId: round, amount: '1.00' }).then((answer) => ({
            kind: 'debit',
            answer,
          })),
    );
    const results = await Promise.all(calls);
    for (const { answer } of results) expect([200, 409]).toContain(answer.statusCode);
    const paid = results.filter((entry) => entry.kind === 'credit' && entry.answer.json().success);
    expect(paid).toHaveLength(1);
    expect(
      results.filter((entry) => entry.kind === 'credit' && entry.answer.json().code === 'seamless.round.closed'),
    ).toHaveLength(9);
    const taken = results.filter((entry) => entry.kind === 'debit' && entry.answer.json().success).length;
    expect(
      results
        .filter((entry) => entry.kind === 'debit' && !entry.answer.json().success)
        .every((entry) => entry.answer.json().code === 'seamless.round.closed'),
    ).toBe(true);
    expect(await balanceOf(player)).toBe(start + 500n - BigInt(taken) * 100n);
    const [logged] = await t.ctx.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendorCode, VENDOR), eq(gameRounds.roundRef, round)));
    expect(logged).toMatchObject({
      status: 'SETTLED',
      bet: BigInt(1 + taken) * 100n,
      validBet: BigInt(1 + taken) * 100n,
      win: 500n,
    });
    const [walletRound] = await t.ctx.database.db
      .select()
      .from(seamlessRounds)
      .where(eq(seamlessRounds.roundId, round));
    expect(walletRound).toMatchObject({ status: 'CLOSED', credits: 1, win: 500n, stake: BigInt(1 + taken) * 100n });
  }, 60_000);

  it('settles many rounds of many players at once without a deadlock, each once', async () => {
    const players = ['demo', 'player01', 'player02'];
    const starts = await Promise.all(players.map(balanceOf));
    const rounds = players.flatMap((player) => Array.from({ length: 4 }, () => ({ player, round: id('round') })));
    await Promise.all(
      rounds.map(({ player, round }) =>
        send('debit', { player, transactionId: id('bet'), roundId: round, amount: '2.00' }),
      ),
    );
    // Each round: three closing credits and a debit that would close it too, all at once.
    const answers = await Promise.all(
      rounds.flatMap(({ player, round }) => [
        ...[1, 2, 3].map(() => send('credit', { player, transactionId: id('win'), roundId: round, amount: '3.00' })),
        send('debit', { player, transactionId: id('bet'), roundId: round, amount: '0.50', roundClosed: true }),
      ]),
    );
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    for (const [index, player] of players.entries()) {
      const mine = rounds.filter((entry) => entry.player === player).map((entry) => entry.round);
      const walletRounds = await Promise.all(
        mine.map(
          async (round) =>
            (await t.ctx.database.db.select().from(seamlessRounds).where(eq(seamlessRounds.roundId, round)))[0]!,
        ),
      );
      for (const walletRound of walletRounds) expect(walletRound.status).toBe('CLOSED');
      // A round closed by its late debit pays no credit; one closed by a credit pays exactly one.
      const expected = walletRounds.reduce(
        (sum, walletRound) => sum - walletRound.stake + walletRound.win,
        starts[index]!,
      );
      expect(await balanceOf(player)).toBe(expected);
      for (const walletRound of walletRounds)
        expect(walletRound.win === 0n || (walletRound.win === 300n && walletRound.credits === 1)).toBe(true);
    }
  }, 60_000);

  it('lets either the rollback or the closing credit of a round win a race, never both', async () => {
    const player = 'player02';
    for (let i = 0; i < 6; i += 1) {
      const round = id('round');
      const bet = id('bet');
      await send('debit', { player, transactionId: bet, roundId: round, amount: '1.00' });
      const start = await balanceOf(player);
      const [back, win] = await Promise.all([
        send('rollback', { player, transactionId: id('rb'), referenceTransactionId: bet }),
        send('credit', { player, transactionId: id('win'), roundId: round, amount: '4.00' }),
      ]);
      expect([back.json().success, win.json().success].filter(Boolean)).toHaveLength(1);
      expect(await balanceOf(player)).toBe(back.json().success ? start + 100n : start + 400n);
    }
  }, 60_000);
});
