import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../../db/schema/games.ts';
import { turnoverRequirements } from '../../db/schema/promotions.ts';
import { expectLedgerSound } from '../../../test/ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app.ts';
import { promotionKit } from './promotions-test-kit.ts';

const PAY = '246810';

describe.each(TEST_DATABASES)('promotion turnover on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let kit: ReturnType<typeof promotionKit>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await t.opsLogin('finance', 'finance1234');
    kit = promotionKit(t, () => finance);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('refuses withdrawal until valid bets meet the turnover, then allows it', async () => {
    const member = await kit.newMember();
    const reload = await kit.promotionId('DAILYRELOAD10');
    await t.call('promotionJoin', { token: member.token, body: { promotionId: reload } });
    await kit.deposit(member.token, '100');
    expect(
      (await t.call('promotionClaim', { token: member.token, body: { promotionId: reload } })).json().value.amount,
    ).toBe('10.00');
    await t.call('paymentPasswordSet', {
      token: member.token,
      body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
    });
    const bound = await t.call('bankAccountBind', {
      token: member.token,
      body: {
        paymentPassword: PAY,
        bankName: 'ACB',
        accountNumber: `7700${member.memberId}0001`,
        accountName: 'Promo Tester',
      },
    });
    const withdraw = (requestId: string) =>
      t.call('withdrawalCreate', {
        token: member.token,
        body: { requestId, amount: '50', bankAccountId: bound.json().value.id, paymentPassword: PAY },
      });

    expect(bound.statusCode).toBe(200);
    const refused = await withdraw('promo-wd-000001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'withdrawal.turnover.unmet',
      value: { required: '110.00', progress: '0.00', remaining: '110.00' },
    });
    expect(await kit.balance(member.token)).toBe('110.00');

    await kit.settleBet(member.memberId, '60');
    expect((await t.call('turnoverRequirements', { token: member.token })).json().value).toMatchObject({
      required: '110.00',
      progress: '60.00',
      remaining: '50.00',
      open: [{ required: '110.00', progress: '60.00' }],
    });
    expect((await withdraw('promo-wd-000002')).json().value).toMatchObject({ remaining: '50.00' });

    await kit.settleBet(member.memberId, '50');
    const allowed = await withdraw('promo-wd-000003');
    expect(allowed.statusCode).toBe(200);
    const summary = (await t.call('turnoverRequirements', { token: member.token })).json().value;
    expect(summary).toMatchObject({ required: '0.00', open: [], recentlyMet: [{ required: '110.00' }] });
  });

  it('closes the turnover of a lost bonus when the next deposit arrives on an empty wallet, never while money or a round is left', async () => {
    const member = await kit.newMember();
    const reload = await kit.promotionId('DAILYRELOAD10');
    await t.call('promotionJoin', { token: member.token, body: { promotionId: reload } });
    await kit.deposit(member.token, '100');
    await t.call('promotionClaim', { token: member.token, body: { promotionId: reload } });
    const required = async () => (await t.call('turnoverRequirements', { token: member.token })).json().value.required;
    const debit = (amount: string, requestId: string) =>
      t.call('opsAdjustment', {
        token: finance,
        body: {
          requestId,
          username: member.username,
          direction: 'DEBIT',
          amount,
          reason: 'test: the member lost it at the tables',
        },
      });
    expect(await required()).toBe('110.00');

    // 1.00 left is still money to play: a deposit keeps the requirement.
    expect((await debit('109.00', `lost-${member.memberId}-1`)).statusCode).toBe(200);
    await kit.deposit(member.token, '20');
    expect(await required()).toBe('110.00');

    // A round still in play may bring its stake back: the requirement stays.
    expect((await debit('20.50', `lost-${member.memberId}-2`)).statusCode).toBe(200);
    const [game] = await t.ctx.database.db.select({ id: games.id, vendorCode: games.vendorCode }).from(games).limit(1);
    const [open] = await t.ctx.database.db
      .insert(gameRounds)
      .values({
        memberId: member.memberId,
        gameId: game!.id,
        vendorCode: game!.vendorCode,
        roundRef: `open-${member.memberId}`,
        bet: 50n,
      })
      .returning();
    await kit.deposit(member.token, '20');
    expect(await required()).toBe('110.00');

    // Settled and lost, the wallet is below 1.00 again: the next deposit closes the requirement as BALANCE_LOST.
    await t.ctx.database.db
      .update(gameRounds)
      .set({ status: 'SETTLED', settledAt: t.clock.now })
      .where(eq(gameRounds.id, open!.id));
    expect((await debit('20.00', `lost-${member.memberId}-3`)).statusCode).toBe(200);
    expect(await kit.balance(member.token)).toBe('0.50');
    await kit.deposit(member.token, '30');
    expect(await required()).toBe('0.00');
    const rows = await t.ctx.database.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, member.memberId));
    expect(rows).toMatchObject([{ closedBy: 'BALANCE_LOST' }]);
  });
});
