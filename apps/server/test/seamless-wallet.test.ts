import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';
import { addExternalVendor, externalVendor, SECRET, txId } from './seamless-vendor.ts';

describe.each(TEST_DATABASES)('seamless wallet conformance on %s', (kind) => {
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

  const { send, balance, debit, credit, rollback } = externalVendor(() => t, player);

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
