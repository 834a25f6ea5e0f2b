import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberBetDays } from '../src/db/schema/bet-stats.ts';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { members } from '../src/db/schema/members.ts';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const SECRET = 'ext-vendor-secret-for-tests';
let sequence = 0;
const txId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

/** Acts as an external vendor: signs each body with its secret, over HTTP (inject). */
describe.each(TEST_DATABASES)('seamless wallet conformance on %s', (kind) => {
  let t: TestApp;
  const player = 'player01';
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.ctx.database.db
      .insert(gameVendors)
      .values({ code: 'EXT_VENDOR', displayName: 'External', category: 'RNG', walletSecret: SECRET });
    await t.ctx.database.db.insert(games).values({
      vendorCode: 'EXT_VENDOR',
      gameCode: 'TABLE1',
      category: 'LIVE',
      names: { EN: 'External table' },
      iconPath: '/assets/games/table.svg',
      minBet: 100n,
    });
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const send = (
    operation: string,
    body: Record<string, unknown>,
    options: { secret?: string; timestamp?: number; raw?: string } = {},
  ) => {
    const raw = options.raw ?? JSON.stringify(body);
    const timestamp = String(options.timestamp ?? t.clock.now.getTime());
    return t.app.inject({
      method: 'POST',
      url: `/seamless/EXT_VENDOR/${operation}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signSeamless(options.secret ?? SECRET, timestamp, raw),
      },
    });
  };
  const balance = async () => (await send('balance', { player })).json().value.balance as string;
  const debit = (id: string, roundId: string, amount: string) =>
    send('debit', { player, transactionId: id, roundId, gameCode: 'G1', amount });
  const credit = (id: string, roundId: string, amount: string) =>
    send('credit', { player, transactionId: id, roundId, gameCode: 'G1', amount });
  const rollback = (id: string, referenceTransactionId: string) =>
    send('rollback', { player, transactionId: id, referenceTransactionId });

  it('answers the balance and moves a round once however often debit and credit are replayed', async () => {
    expect(await balance()).toBe('200.00');
    const round = txId('round');
    const bet = txId('bet');
    const first = await debit(bet, round, '10.00');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      value: { balance: '190.00', currency: 'USD', transactionId: bet },
    });
    expect((await debit(bet, round, '10.00')).json()).toEqual(first.json());
    const win = txId('win');
    const paid = await credit(win, round, '25.50');
    expect(paid.json().value.balance).toBe('215.50');
    expect((await credit(win, round, '25.50')).json()).toEqual(paid.json());
    expect(await balance()).toBe('215.50');
    expect((await debit(bet, round, '11.00')).json().code).toBe('idempotency.conflict');
  });

  it('refuses a debit beyond the balance with the balance, and replays that refusal', async () => {
    const bet = txId('bet');
    const round = txId('round');
    const refused = await debit(bet, round, '100000.00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'balance.insufficient',
      value: { balance: '215.50' },
    });
    expect((await debit(bet, round, '100000.00')).json()).toEqual(refused.json());
    expect((await debit(bet, 'other-round', '100000.00')).json().code).toBe('idempotency.conflict');
  });

  it('rolls back exactly its debit, once, and refuses a rollback after the credit', async () => {
    const round = txId('round');
    const bet = txId('bet');
    await debit(bet, round, '5.00');
    const back = await rollback(txId('rb'), bet);
    expect(back.json()).toMatchObject({ success: true, value: { balance: '215.50' } });
    expect((await rollback(txId('rb'), bet)).json().code).toBe('seamless.transaction.rolled.back');
    expect((await credit(txId('win'), round, '1.00')).json().code).toBe('seamless.round.unknown');

    const settled = txId('round');
    const bet2 = txId('bet');
    await debit(bet2, settled, '5.00');
    await credit(txId('win'), settled, '0');
    const late = await rollback(txId('rb'), bet2);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'seamless.round.settled', value: { balance: '210.50' } });
  });

  it('records a rollback that arrives before its debit and refuses the late debit', async () => {
    const bet = txId('bet');
    const early = await rollback(txId('rb'), bet);
    expect(early.json()).toMatchObject({ success: true, value: { balance: '210.50' } });
    const lateDebit = await debit(bet, txId('round'), '5.00');
    expect(lateDebit.json()).toMatchObject({
      success: false,
      code: 'seamless.transaction.cancelled',
      value: { balance: '210.50' },
    });
    expect(await balance()).toBe('210.50');
  });

  it('refuses bad signatures, stale timestamps, unknown vendors and unknown players', async () => {
    const body = { player, transactionId: txId('bet'), roundId: 'r', gameCode: 'G1', amount: '1.00' };
    expect((await send('debit', body, { secret: 'wrong' })).json().code).toBe('signature.invalid');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/seamless/EXT_VENDOR/debit',
      payload: JSON.stringify({ ...body, amount: '99.00' }),
      headers: {
        'content-type': 'application/json',
        'x-timestamp': String(t.clock.now.getTime()),
        'x-signature': signSeamless(SECRET, String(t.clock.now.getTime()), JSON.stringify(body)),
      },
    });
    expect(tampered.statusCode).toBe(401);
    const stale = await send('debit', body, { timestamp: t.clock.now.getTime() - 5 * 60_000 - 1 });
    expect(stale.json().code).toBe('signature.expired');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/seamless/NOBODY/balance',
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).json().code,
    ).toBe('seamless.vendor.unknown');
    const unknown = await send('debit', { ...body, player: 'no_such_player' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'seamless.player.unknown', value: { balance: null } });
    expect((await send('debit', { ...body, amount: '-1' })).statusCode).toBe(400);
    expect(await balance()).toBe('210.50');
  });

  it('moves money once for concurrent duplicates', async () => {
    const round = txId('round');
    const bet = txId('bet');
    const answers = await Promise.all(Array.from({ length: 8 }, () => debit(bet, round, '3.00')));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const win = txId('win');
    await Promise.all(Array.from({ length: 8 }, () => credit(win, round, '4.00')));
    expect(await balance()).toBe('211.50');
  });

  it("logs a catalogued game's rounds like the house's: stakes add up, a credit settles with the stake as valid bet, a rollback refunds", async () => {
    const send2 = (operation: string, body: Record<string, unknown>) =>
      send(operation, { player, gameCode: 'TABLE1', ...body });
    const roundOf = async (roundRef: string) =>
      (
        await t.ctx.database.db
          .select()
          .from(gameRounds)
          .where(and(eq(gameRounds.vendorCode, 'EXT_VENDOR'), eq(gameRounds.roundRef, roundRef)))
      )[0];
    const betDay = async () =>
      (
        await t.ctx.database.db
          .select()
          .from(memberBetDays)
          .where(eq(memberBetDays.memberId, (await roundOf(played))!.memberId))
      ).reduce((total, row) => total + row.validBet, 0n);

    const played = txId('table-round');
    await send2('debit', { transactionId: txId('bet'), roundId: played, amount: '10.00' });
    await send2('debit', { transactionId: txId('bet'), roundId: played, amount: '5.00' });
    expect(await roundOf(played)).toMatchObject({ bet: 1500n, validBet: 0n, win: 0n, status: 'OPEN' });
    const before = await betDay();
    await send2('credit', { transactionId: txId('win'), roundId: played, amount: '28.50' });
    expect(await roundOf(played)).toMatchObject({ bet: 1500n, validBet: 1500n, win: 2850n, status: 'SETTLED' });
    expect(await betDay()).toBe(before + 1500n);

    const undone = txId('table-round');
    const stake = txId('bet');
    await send2('debit', { transactionId: stake, roundId: undone, amount: '7.00' });
    expect((await send2('rollback', { transactionId: txId('rb'), referenceTransactionId: stake })).json().success).toBe(
      true,
    );
    expect(await roundOf(undone)).toMatchObject({ bet: 0n, status: 'REFUNDED' });

    // A game the catalogue does not know moves money but leaves no round.
    const unknown = txId('round');
    expect((await debit(txId('bet'), unknown, '1.00')).json().success).toBe(true);
    expect(await roundOf(unknown)).toBeUndefined();
  });

  const money = (text: string) => BigInt(text.replace('.', ''));
  const closing = (id: string, roundId: string, amount: string, roundClosed?: boolean) =>
    send('credit', {
      player,
      transactionId: id,
      roundId,
      gameCode: 'TABLE1',
      amount,
      ...(roundClosed === undefined ? {} : { roundClosed }),
    });
  const betOn = (id: string, roundId: string, amount: string, roundClosed?: boolean) =>
    send('debit', {
      player,
      transactionId: id,
      roundId,
      gameCode: 'TABLE1',
      amount,
      ...(roundClosed === undefined ? {} : { roundClosed }),
    });
  const roundRow = async (roundRef: string) =>
    (
      await t.ctx.database.db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.vendorCode, 'EXT_VENDOR'), eq(gameRounds.roundRef, roundRef)))
    )[0];
  const dayTotals = async () => {
    const [member] = await t.ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, player));
    const rows = await t.ctx.database.db.select().from(memberBetDays).where(eq(memberBetDays.memberId, member!.id));
    return rows.reduce(
      (sum, row) => ({
        rounds: sum.rounds + row.rounds,
        bet: sum.bet + row.bet,
        validBet: sum.validBet + row.validBet,
        payout: sum.payout + row.payout,
      }),
      { rounds: 0, bet: 0n, validBet: 0n, payout: 0n },
    );
  };

  it('closes a round at its credit (the default): a second credit and a later debit are refused with the balance, replays still answer the original', async () => {
    const round = txId('closed-round');
    const bet = txId('bet');
    await betOn(bet, round, '5.00');
    const win = txId('win');
    const paid = await closing(win, round, '5.00');
    expect(paid.json().success).toBe(true);
    const after = money(await balance());
    const second = await closing(txId('win'), round, '5.00');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      code: 'seamless.round.closed',
      value: { balance: await balance() },
    });
    const lateBet = await betOn(txId('bet'), round, '1.00');
    expect(lateBet.statusCode).toBe(409);
    expect(lateBet.json()).toMatchObject({
      success: false,
      code: 'seamless.round.closed',
      value: { balance: await balance() },
    });
    expect(money(await balance())).toBe(after);
    // Idempotency outlives the close: the original credit and debit answer as they did.
    expect((await closing(win, round, '5.00')).json()).toEqual(paid.json());
    expect((await betOn(bet, round, '5.00')).json().success).toBe(true);
    // Sending the flag explicitly is another request under the same id.
    expect((await closing(win, round, '5.00', false)).json().code).toBe('idempotency.conflict');
    expect(money(await balance())).toBe(after);
    expect((await rollback(txId('rb'), bet)).json().code).toBe('seamless.round.settled');
  });

  it('pays exactly one of many concurrent credits with new ids on one round', async () => {
    const round = txId('raced-round');
    await betOn(txId('bet'), round, '5.00');
    const before = money(await balance());
    const answers = await Promise.all(Array.from({ length: 10 }, () => closing(txId('win'), round, '5.00')));
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'seamless.round.closed')).toHaveLength(9);
    expect(money(await balance())).toBe(before + 500n);
    expect(await roundRow(round)).toMatchObject({ status: 'SETTLED', bet: 500n, win: 500n, validBet: 500n });
  });

  it('keeps a round open while the vendor says so: several debits and credits, one settlement with the total win in the record and the roll-up', async () => {
    const round = txId('multi-round');
    const start = money(await balance());
    const totals = await dayTotals();
    expect((await betOn(txId('bet'), round, '4.00')).json().success).toBe(true);
    expect((await closing(txId('win'), round, '1.50', false)).json().success).toBe(true);
    expect((await betOn(txId('bet'), round, '2.00')).json().success).toBe(true);
    expect(await roundRow(round)).toMatchObject({ status: 'OPEN', bet: 600n, win: 150n, validBet: 0n });
    expect((await closing(txId('win'), round, '3.00', false)).json().success).toBe(true);
    expect(await dayTotals()).toEqual(totals);
    // The closing credit may pay nothing: it only ends the round.
    expect((await closing(txId('win'), round, '0')).json().success).toBe(true);
    expect(money(await balance())).toBe(start - 600n + 450n);
    expect(await roundRow(round)).toMatchObject({ status: 'SETTLED', bet: 600n, win: 450n, validBet: 600n });
    expect(await dayTotals()).toEqual({
      rounds: totals.rounds + 1,
      bet: totals.bet + 600n,
      validBet: totals.validBet + 600n,
      payout: totals.payout + 450n,
    });
    expect((await closing(txId('win'), round, '1.00', false)).json().code).toBe('seamless.round.closed');
    expect((await betOn(txId('bet'), round, '1.00')).json().code).toBe('seamless.round.closed');
    expect(await dayTotals()).toEqual({
      rounds: totals.rounds + 1,
      bet: totals.bet + 600n,
      validBet: totals.validBet + 600n,
      payout: totals.payout + 450n,
    });
  });

  it('lets a debit end its round (a lost round in one call), after which nothing more is taken or paid', async () => {
    const round = txId('one-call-round');
    const start = money(await balance());
    const bet = txId('bet');
    expect((await betOn(bet, round, '2.00', true)).json().success).toBe(true);
    expect(await roundRow(round)).toMatchObject({ status: 'SETTLED', bet: 200n, win: 0n, validBet: 200n });
    expect((await closing(txId('win'), round, '9.00')).json().code).toBe('seamless.round.closed');
    const back = await rollback(txId('rb'), bet);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'seamless.round.closed', value: { balance: await balance() } });
    expect(money(await balance())).toBe(start - 200n);
  });

  it('rolls back a debit of an open round, keeps the round open for the next bet, and refuses a rollback once the round has a credit', async () => {
    const round = txId('rollback-round');
    const start = money(await balance());
    const first = txId('bet');
    await betOn(first, round, '3.00');
    expect((await rollback(txId('rb'), first)).json().success).toBe(true);
    expect(await roundRow(round)).toMatchObject({ status: 'REFUNDED', bet: 0n });
    // The round is still open: the player bets again in it, and the vendor settles it.
    const second = txId('bet');
    expect((await betOn(second, round, '2.00')).json().success).toBe(true);
    expect(await roundRow(round)).toMatchObject({ status: 'OPEN', bet: 200n });
    const third = txId('bet');
    await betOn(third, round, '1.00');
    expect((await closing(txId('win'), round, '1.00', false)).json().success).toBe(true);
    const late = await rollback(txId('rb'), third);
    expect(late.json()).toMatchObject({ code: 'seamless.round.settled', value: { balance: await balance() } });
    await closing(txId('win'), round, '0');
    expect(money(await balance())).toBe(start - 300n + 100n);
    expect(await roundRow(round)).toMatchObject({ status: 'SETTLED', bet: 300n, win: 100n, validBet: 300n });
  });

  it('is documented in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/seamless/{vendor}/debit',
        '/seamless/{vendor}/credit',
        '/seamless/{vendor}/rollback',
        '/seamless/{vendor}/balance',
      ]),
    );
  });
});
