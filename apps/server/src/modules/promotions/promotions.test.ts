import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../../db/schema/games.ts';
import { promotionBonuses, promotions, turnoverRequirements } from '../../db/schema/promotions.ts';
import { expectLedgerSound } from '../../../test/ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app.ts';
import { payAutomaticRebates } from './kinds/rebate-job.ts';
import { promotionKit } from './promotions-test-kit.ts';

const PAY = '246810';

describe.each(TEST_DATABASES)('promotions on %s', (kind) => {
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

  const statusOf = async (token: string | undefined, id: number) =>
    (await t.call('promotionDetail', { token, query: { id: String(id) } })).json().value;

  it('lists the live promotions by type, with statuses only for a logged-in member', async () => {
    const visitor = (await t.call('promotionList')).json().value.list;
    expect(visitor.map((row: { kind: string }) => row.kind)).toEqual([
      'DEPOSIT_BONUS',
      'DEPOSIT_BONUS',
      'REBATE',
      'APPLICATION',
      'RAFFLE',
      'RAFFLE',
    ]);
    expect(visitor.every((row: { member: unknown }) => row.member === null)).toBe(true);
    const { token } = await kit.newMember();
    const list = (await t.call('promotionList', { token, query: { type: 'EVENT' } })).json().value.list;
    expect(list.map((row: { member: { status: string } }) => row.member.status)).toEqual([
      'JOIN',
      'PROCESS',
      'COMING_SOON',
    ]);
    expect((await t.call('promotionList', { query: { type: 'BOGUS' } })).statusCode).toBe(400);
  });

  it('joins, deposits, claims the deposit bonus once and creates the turnover requirement', async () => {
    const member = await kit.newMember();
    const welcome = await kit.promotionId('WELCOME100');
    expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: welcome } })).json().code).toBe(
      'promotion.not.joined',
    );
    const joined = await t.call('promotionJoin', { token: member.token, body: { promotionId: welcome } });
    expect(joined.json().value.member.status).toBe('JOINED');
    expect((await t.call('promotionJoin', { token: member.token, body: { promotionId: welcome } })).json().code).toBe(
      'promotion.already.joined',
    );
    expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: welcome } })).json().code).toBe(
      'promotion.deposit.required',
    );

    await kit.deposit(member.token, '30');
    expect((await statusOf(member.token, welcome)).member.status).toBe('JOINED');
    await kit.deposit(member.token, '120');
    expect((await statusOf(member.token, welcome)).member).toMatchObject({ status: 'CLAIM', claimable: '120.00' });

    const claimed = await t.call('promotionClaim', { token: member.token, body: { promotionId: welcome } });
    expect(claimed.json().value).toMatchObject({
      amount: '120.00',
      promotion: { member: { status: 'PROCESS', paid: '120.00', progress: { current: '0.00', target: '1920.00' } } },
    });
    expect(await kit.balance(member.token)).toBe('270.00');
    expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: welcome } })).json().code).toBe(
      'promotion.already.claimed',
    );
    expect(await kit.bonusTransfers(member.memberId)).toBe(1);
    const [requirement] = await t.ctx.database.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, member.memberId));
    expect(requirement).toMatchObject({ required: 192_000n, metAt: null });

    const details = (await t.call('bonusDetails', { token: member.token })).json().value;
    expect(details).toMatchObject({
      totalCount: 1,
      total: '120.00',
      list: [{ kind: 'DEPOSIT_BONUS', amount: '120.00', base: '120.00', periodKey: 'ONCE' }],
    });
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

  it('pays concurrent claims exactly once', async () => {
    const member = await kit.newMember();
    const welcome = await kit.promotionId('WELCOME100');
    await t.call('promotionJoin', { token: member.token, body: { promotionId: welcome } });
    await kit.deposit(member.token, '600');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('promotionClaim', { token: member.token, body: { promotionId: welcome } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'promotion.already.claimed')).toHaveLength(9);
    expect(await kit.bonusTransfers(member.memberId)).toBe(1);
    expect(await kit.balance(member.token)).toBe('1100.00');
  });

  it('lets one deposit earn one deposit bonus, even when two promotions are claimed at once', async () => {
    const member = await kit.newMember();
    const welcome = await kit.promotionId('WELCOME100');
    const reload = await kit.promotionId('DAILYRELOAD10');
    await t.call('promotionJoin', { token: member.token, body: { promotionId: welcome } });
    await t.call('promotionJoin', { token: member.token, body: { promotionId: reload } });
    await kit.deposit(member.token, '100');
    const both = await Promise.all(
      [welcome, reload].map((promotionId) => t.call('promotionClaim', { token: member.token, body: { promotionId } })),
    );
    expect(both.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(both.filter((answer) => answer.json().code === 'promotion.deposit.required')).toHaveLength(1);
    expect(await kit.bonusTransfers(member.memberId)).toBe(1);

    // A second deposit qualifies the promotion that is still waiting.
    const waiting = both[0]!.statusCode === 200 ? reload : welcome;
    expect((await statusOf(member.token, waiting)).member.status).toBe('JOINED');
    await kit.deposit(member.token, '100');
    expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: waiting } })).statusCode).toBe(
      200,
    );
    expect(await kit.bonusTransfers(member.memberId)).toBe(2);
  });

  it('draws the raffle once per period for eligible members, even under concurrency', async () => {
    const member = await kit.newMember();
    const raffle = await kit.promotionId('WEEKLYDRAW');
    expect(
      (await t.call('promotionRaffleClaim', { token: member.token, body: { promotionId: raffle } })).json().code,
    ).toBe('promotion.not.eligible');
    await kit.deposit(member.token, '100');
    expect((await statusOf(member.token, raffle)).member).toMatchObject({
      status: 'CLAIM',
      progress: { current: '100.00', target: '100.00' },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('promotionRaffleClaim', { token: member.token, body: { promotionId: raffle } }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'promotion.already.claimed')).toHaveLength(9);
    const prize = won[0]!.json().value.prize;
    expect(['8.88', '18.88', '58.88', '188.00', '888.00']).toContain(prize.amount);
    expect(await kit.bonusTransfers(member.memberId)).toBe(1);
    expect((await statusOf(member.token, raffle)).member).toMatchObject({
      status: 'CLAIMED',
      paid: prize.amount,
      prize: prize.name,
    });
  });

  it('pays the manual rebate once per finished day only with MANPLAYREB3 on', async () => {
    const member = await kit.newMember();
    const rebate = await kit.promotionId('DAILYREBATE');
    await kit.settleBet(member.memberId, '1000', new Date(t.clock.now.getTime() - 86_400_000));
    await kit.settleBet(member.memberId, '500');
    expect((await statusOf(member.token, rebate)).member).toMatchObject({ status: 'PROCESS', claimable: '8.00' });
    expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: rebate } })).json().code).toBe(
      'function.not.available',
    );
    await t.configure((config) => {
      config.modules.MANPLAYREB3 = true;
    });
    try {
      expect((await statusOf(member.token, rebate)).member.status).toBe('CLAIM');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.call('promotionClaim', { token: member.token, body: { promotionId: rebate } }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().value.amount)).toEqual(
        ['8.00'],
      );
      expect((await statusOf(member.token, rebate)).member).toMatchObject({
        status: 'CLAIMED',
        claimable: null,
        paid: '8.00',
      });
      expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: rebate } })).json().code).toBe(
        'promotion.nothing.to.claim',
      );
    } finally {
      await t.configure((config) => {
        config.modules.MANPLAYREB3 = false;
      });
    }
  });

  it('pays finished rebate days automatically when manual rebate is off, once', async () => {
    const member = await kit.newMember();
    const rebate = await kit.promotionId('DAILYREBATE');
    await kit.settleBet(member.memberId, '250', new Date(t.clock.now.getTime() - 86_400_000));
    // Two days ago is before the promotion started (the seed starts it a day ago): not paid.
    await kit.settleBet(member.memberId, '100', new Date(t.clock.now.getTime() - 2 * 86_400_000));
    const config = await t.ctx.merchant.get();
    const [first, second] = await Promise.all([payAutomaticRebates(t.ctx, config), payAutomaticRebates(t.ctx, config)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await payAutomaticRebates(t.ctx, config)).toBe(0);
    expect(await kit.balance(member.token)).toBe('2.00');
    expect(await kit.bonusTransfers(member.memberId)).toBe(1);
    expect((await statusOf(member.token, rebate)).member).toMatchObject({
      status: 'CLAIMED',
      paid: '2.00',
      claimable: null,
    });
  });

  it("acts only for the caller: another member's join is not theirs to claim", async () => {
    const owner = await kit.newMember();
    const other = await kit.newMember();
    const welcome = await kit.promotionId('WELCOME100');
    await t.call('promotionJoin', { token: owner.token, body: { promotionId: welcome } });
    await kit.deposit(owner.token, '100');
    const sneaky = await t.call('promotionClaim', {
      token: other.token,
      body: { promotionId: welcome, memberId: owner.memberId },
    });
    expect(sneaky.json().code).toBe('promotion.not.joined');
    expect(await kit.bonusTransfers(owner.memberId)).toBe(0);
    expect(await kit.bonusTransfers(other.memberId)).toBe(0);
    expect((await t.call('promotionClaim', { body: { promotionId: welcome } })).json().code).toBe('session.required');
  });

  it('refuses claims on closed, ended and not yet started promotions with a clear code', async () => {
    const member = await kit.newMember();
    const lunar = await kit.promotionId('LUNAR2027');
    expect(
      (await t.call('promotionRaffleClaim', { token: member.token, body: { promotionId: lunar } })).json().code,
    ).toBe('promotion.not.started');
    const reload = await kit.promotionId('DAILYRELOAD10');
    await t.call('promotionJoin', { token: member.token, body: { promotionId: reload } });
    await kit.deposit(member.token, '100');
    // The reload ends a minute ago (moving the clock a year on would also end the session).
    const [before] = await t.ctx.database.db.select().from(promotions).where(eq(promotions.id, reload));
    await t.ctx.database.db
      .update(promotions)
      .set({ endsAt: new Date(t.clock.now.getTime() - 60_000) })
      .where(eq(promotions.id, reload));
    const ended = await t.call('promotionClaim', { token: member.token, body: { promotionId: reload } });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('promotion.closed');
    await t.ctx.database.db.update(promotions).set({ endsAt: before!.endsAt }).where(eq(promotions.id, reload));
    const admin = await t.opsLogin('admin', 'admin1234');
    expect((await t.call('opsPromotionClose', { token: admin, body: { id: reload } })).json().value.status).toBe(
      'CLOSED',
    );
    expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: reload } })).json().code).toBe(
      'promotion.closed',
    );
    expect((await statusOf(member.token, reload)).member.status).toBe('CLOSE');
    expect(await kit.bonusTransfers(member.memberId)).toBe(0);
    expect((await t.call('promotionClaim', { token: member.token, body: { promotionId: 999_999 } })).json().code).toBe(
      'promotion.not.found',
    );
    const audit = (await t.call('opsAuditLog', { token: admin, query: { action: 'PROMOTION_CLOSE' } })).json().value
      .list;
    expect(audit[0]).toMatchObject({ action: 'PROMOTION_CLOSE', targetId: String(reload) });
    const rows = await t.ctx.database.db
      .select()
      .from(promotionBonuses)
      .where(eq(promotionBonuses.memberId, member.memberId));
    expect(rows).toHaveLength(0);
  });
});
