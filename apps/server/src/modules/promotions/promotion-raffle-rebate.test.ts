import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app.ts';
import { payAutomaticRebates } from './kinds/rebate-job.ts';
import { promotionKit } from './promotions-test-kit.ts';

describe.each(TEST_DATABASES)('promotion raffles and rebates on %s', (kind) => {
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
});
