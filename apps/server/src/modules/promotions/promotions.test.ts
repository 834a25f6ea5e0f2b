import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionBonuses, promotions, turnoverRequirements } from '../../db/schema/promotions.ts';
import { expectLedgerSound } from '../../../test/ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app.ts';
import { promotionKit } from './promotions-test-kit.ts';

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
