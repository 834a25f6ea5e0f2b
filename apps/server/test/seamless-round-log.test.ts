import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberBetDays } from '../src/db/schema/bet-stats.ts';
import { gameRounds } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';
import { addExternalVendor, externalVendor, txId } from './seamless-vendor.ts';

describe.each(TEST_DATABASES)('seamless wallet rounds and their log on %s', (kind) => {
  let t: TestApp;
  const player = 'player01';
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addExternalVendor(t);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const { send, balance, debit, rollback } = externalVendor(() => t, player);

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
});
