import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { vipBonusPayouts } from '../../db/schema/vip.ts';
import { expectLedgerSound, fundsOf } from '../../../test/ledger-helpers.ts';
import { loyaltyFixtures, usd } from '../../../test/loyalty/loyalty-fixtures.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app.ts';
import { runVipReview } from './vip-review.ts';

const PAY = '246810';

describe.each(TEST_DATABASES)('VIP club on %s', (kind) => {
  let t: TestApp;
  let fx: ReturnType<typeof loyaltyFixtures>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    fx = loyaltyFixtures(t);
    t.clock.now = new Date('2031-01-10T12:00:00Z');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const progress = async (token: string) => (await t.call('vipProgress', { token })).json().value;
  const upgradePayouts = async (memberId: number) =>
    t.ctx.database.db
      .select()
      .from(vipBonusPayouts)
      .where(and(eq(vipBonusPayouts.memberId, memberId), eq(vipBonusPayouts.kind, 'UPGRADE')));
  const review = async () => runVipReview(t.ctx, await t.ctx.merchant.get());

  it('lists the ladder publicly and shows level 0 with progress to level 1', async () => {
    const levels = (await t.call('vipLevels')).json().value;
    expect(levels.list.map((level: { level: number }) => level.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(levels.list[1]).toMatchObject({
      depositThreshold: '500.00',
      validBetThreshold: '2000.00',
      upgradeBonus: '8.00',
      rebateRate: '0.40',
    });
    const token = await t.login('agent01', 'agent1234');
    const mine = await progress(token);
    expect(mine).toMatchObject({
      level: 0,
      deposit: '0.00',
      next: { level: 1, deposit: { target: '500.00', percent: 0 } },
      monthlyBonus: { isClaimable: false },
    });
    expect((await t.call('vipProgress')).statusCode).toBe(401);
  });

  it("upgrades on deposits and valid bets, paying each level's bonus exactly once, also after a downgrade and re-upgrade", async () => {
    const memberId = await fx.memberId('player01');
    let token = await t.login('player01', 'player1234');
    const walletBefore = (await fundsOf(t.ctx.database.db, memberId)).balance;
    await fx.deposit(memberId, usd(600), new Date('2031-01-05T10:00:00Z'));
    await fx.round(memberId, 'RNG', usd(1500), new Date('2031-01-06T10:00:00Z'));
    // Deposit met, valid bets not yet: still level 0, at 75% of the bets.
    expect(await progress(token)).toMatchObject({
      level: 0,
      next: { level: 1, validBet: { current: '1500.00', percent: 75 }, deposit: { percent: 100 } },
    });
    await fx.round(memberId, 'LIVE', usd(9000), new Date('2031-01-07T10:00:00Z'));
    await fx.deposit(memberId, usd(1500), new Date('2031-01-07T11:00:00Z'));
    // 2100 deposited and 10500 bet: straight to level 2, both bonuses (8 + 28) once, however often it is read.
    expect(await progress(token)).toMatchObject({ level: 2, names: { EN: 'Gold' } });
    await Promise.all([progress(token), progress(token), progress(token)]);
    expect((await upgradePayouts(memberId)).map((row) => row.level).sort()).toEqual([1, 2]);
    expect(await fx.transfersLike(`vip-upgrade:${memberId}:%`)).toBe(2);
    expect((await fundsOf(t.ctx.database.db, memberId)).balance - walletBefore).toBe(usd(36));
    expect((await t.call('memberInfo', { token })).json().value.memberLabel[0].labelName).toBe('VIP 2');

    // February: reached in January, so not reviewed for January. March: nothing in February, so one level down.
    t.clock.now = new Date('2031-02-01T00:05:00Z');
    expect((await review()).downgraded).toBe(0);
    t.clock.now = new Date('2031-03-01T00:05:00Z');
    const march = await review();
    expect(march.downgraded).toBeGreaterThanOrEqual(1);
    expect((await review()).reviewed).toBe(0);
    token = await t.login('player01', 'player1234');
    // What counted before the downgrade no longer counts toward the next upgrade.
    expect(await progress(token)).toMatchObject({ level: 1, deposit: '0.00', next: { level: 2 } });

    await fx.deposit(memberId, usd(2000), new Date('2031-03-02T10:00:00Z'));
    await fx.round(memberId, 'SPORTS', usd(10000), new Date('2031-03-02T11:00:00Z'));
    expect(await progress(token)).toMatchObject({ level: 2 });
    expect((await upgradePayouts(memberId)).length).toBe(2);
    expect((await fundsOf(t.ctx.database.db, memberId)).balance - walletBefore).toBe(usd(36));
  });

  it("keeps a level when either last month's deposits or valid bets meet the keep requirement", async () => {
    const memberId = await fx.memberId('player01');
    // Level 2 reached in March; April: kept for March (new). May: 300 deposited in April keeps Gold.
    await fx.deposit(memberId, usd(300), new Date('2031-04-15T10:00:00Z'));
    t.clock.now = new Date('2031-04-01T00:05:00Z');
    await review();
    t.clock.now = new Date('2031-05-01T00:05:00Z');
    await review();
    const token = await t.login('player01', 'player1234');
    expect(await progress(token)).toMatchObject({ level: 2 });
  });

  it('pays the monthly bonus once per month even when claimed ten times at once', async () => {
    t.clock.now = new Date('2031-06-03T09:00:00Z');
    const memberId = await fx.memberId('player02');
    const token = await t.login('player02', 'player1234');
    const claim = () => t.call('vipClaimMonthly', { token, body: {} });
    expect((await claim()).json().code).toBe('vip.bonus.none');
    await fx.deposit(memberId, usd(500), new Date('2031-06-01T10:00:00Z'));
    await fx.round(memberId, 'PVP', usd(2000), new Date('2031-06-01T11:00:00Z'));
    const before = (await fundsOf(t.ctx.database.db, memberId)).balance;
    const answers = await Promise.all(Array.from({ length: 10 }, claim));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0].json().value).toEqual({ level: 1, period: '2031-06', amount: '3.00' });
    expect(answers.filter((answer) => answer.json().code === 'vip.bonus.claimed')).toHaveLength(9);
    expect(await fx.transfersLike(`vip-monthly:${memberId}:%`)).toBe(1);
    // Upgrade bonus 8.00 and one monthly bonus 3.00.
    expect((await fundsOf(t.ctx.database.db, memberId)).balance - before).toBe(usd(11));
    expect((await progress(token)).monthlyBonus).toMatchObject({ isClaimed: true, isClaimable: false });
    t.clock.now = new Date('2031-07-01T09:00:00Z');
    expect((await claim()).statusCode).toBe(401);
    const july = await t.login('player02', 'player1234');
    expect((await t.call('vipClaimMonthly', { token: july, body: {} })).json().value.period).toBe('2031-07');
  });

  it('limits daily withdrawals by the level, audits ladder edits and refuses a broken ladder', async () => {
    // Withdrawals are stamped by the database clock, so the day of the limit is today's.
    t.clock.now = new Date();
    const ops = await t.opsLogin('admin', 'admin1234');
    const levels = (await t.call('opsVipLevels', { token: ops })).json().value.list;
    // Every real account has a level: those never evaluated count at level 0.
    const [realAccounts] = await t.ctx.database.db.select({ n: count() }).from(members).where(ne(members.type, 4));
    expect(levels.reduce((total: number, level: { members: number }) => total + level.members, 0)).toBe(
      realAccounts!.n,
    );
    expect(levels[0].members).toBeGreaterThan(0);
    const bronze = { ...levels[0] };
    delete bronze.members;
    expect(
      (await t.call('opsVipLevelSave', { token: ops, body: { ...bronze, depositThreshold: '1.00' } })).json().code,
    ).toBe('vip.level.invalid');
    expect((await t.call('opsVipLevelSave', { token: ops, body: { ...bronze, level: 9 } })).json().code).toBe(
      'vip.level.invalid',
    );
    const saved = await t.call('opsVipLevelSave', {
      token: ops,
      body: { ...bronze, dailyWithdrawalCount: 1, dailyWithdrawalAmount: '100.00' },
    });
    expect(saved.json().value).toMatchObject({ level: 0, dailyWithdrawalCount: 1, dailyWithdrawalAmount: '100.00' });
    const audit = (await t.call('opsAuditLog', { token: ops, query: { action: 'VIP_LEVEL_UPDATE' } })).json().value
      .list;
    expect(audit[0]).toMatchObject({ targetId: '0', after: { dailyWithdrawalCount: 1 } });

    const member = await t.login('demo', 'demo1234');
    await t.call('paymentPasswordSet', {
      token: member,
      body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
    });
    const bound = await t.call('bankAccountBind', {
      token: member,
      body: { paymentPassword: PAY, bankName: 'ACB', accountNumber: '9988 7766 5544', accountName: 'Demo Player' },
    });
    const bankAccountId = bound.json().value.id as number;
    const withdraw = (amount: string, id: string) =>
      t.call('withdrawalCreate', {
        token: member,
        body: { requestId: id, amount, bankAccountId, paymentPassword: PAY },
      });
    expect((await withdraw('150.00', 'vip-limit-0001')).json().code).toBe('withdrawal.limit.reached');
    expect((await withdraw('60.00', 'vip-limit-0002')).statusCode).toBe(200);
    // VIP 0 allows one withdrawal a day now.
    expect((await withdraw('10.00', 'vip-limit-0003')).json().code).toBe('withdrawal.limit.reached');
  });
});
