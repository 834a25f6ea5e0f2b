import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../src/db/schema/ledger.ts';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { expectLedgerSound, fundsOf } from './ledger-helpers.ts';
import { callOk, createPlayer, expectCode, spinSlots, type Player } from './mission-helpers.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from './test-app.ts';

type Friend = {
  friendId: number;
  username: string;
  hasDeposited: boolean;
  isQualified: boolean;
  rewards: { kind: string; status: string; amount: string }[];
};

describe.each(TEST_DATABASES)('invite friends on %s', (kind) => {
  let t: TestApp;
  let referrer: Player;
  let friend: { id: number; username: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    referrer = await createPlayer(t, 0n);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const friends = async (): Promise<Friend[]> => (await callOk(t, 'referralFriends', referrer.token)).list;

  it('shows the code and link; a friend who registers with it is listed, masked, with locked rewards', async () => {
    const info = await callOk(t, 'referralInfo', referrer.token);
    expect(info.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(info.link).toMatch(new RegExp(`^http://localhost(:80)?/register\\?referralCode=${info.code}$`));
    expect(info.rules).toEqual([
      { kind: 'FIRST_DEPOSIT', threshold: '100.00', rewardAmount: '10.00', enabled: true },
      { kind: 'VALID_BET', threshold: '1000.00', rewardAmount: '20.00', enabled: true },
    ]);
    expect(info.totals).toEqual({
      invited: 0,
      deposited: 0,
      qualified: 0,
      earned: '0.00',
      claimable: '0.00',
      claimableCount: 0,
    });

    const username = randomName('fr');
    const registered = await t.call('memberRegister', {
      body: {
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
        referralCode: info.code,
      },
      ip: '10.77.0.1',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    friend = { id: 0, username, token: registered.json().value.token };
    const [listed] = await friends();
    friend.id = listed.friendId;
    expect(listed).toMatchObject({
      username: `${username.slice(0, 2)}${'*'.repeat(username.length - 3)}${username.slice(-1)}`,
      hasDeposited: false,
      isQualified: false,
    });
    expect(listed.rewards).toEqual([
      { kind: 'FIRST_DEPOSIT', status: 'LOCKED', amount: '10.00', claimedAt: null },
      { kind: 'VALID_BET', status: 'LOCKED', amount: '20.00', claimedAt: null },
    ]);
    await expectCode(t, 'referralClaim', referrer.token, 'referral.reward.not.qualified', {
      body: { friendId: friend.id, kind: 'FIRST_DEPOSIT' },
    });
    await expectCode(t, 'referralClaim', referrer.token, 'request.invalid', {
      body: { friendId: friend.id, kind: 'EVERYTHING' },
    });
    await expectCode(t, 'referralClaim', referrer.token, 'referral.reward.not.found', {
      body: { friendId: referrer.id, kind: 'FIRST_DEPOSIT' },
    });
    await expectCode(t, 'referralFriends', referrer.token, 'request.invalid', { query: { pageSize: '1000' } });
  });

  it("pays the first-deposit reward once the friend deposits; the deposit also counts for the friend's deposit mission", async () => {
    const finance = await t.opsLogin('finance', 'finance1234');
    const order = await callOk(t, 'depositCreate', friend.token, {
      body: {
        requestId: `ref-dep-${friend.username}`,
        methodCode: 'BANK_TRANSFER',
        amount: '150.00',
        reference: 'REF-1',
      },
    });
    await callOk(t, 'opsDepositApprove', finance, { body: { orderNo: order.orderNo } });
    const topUp = (await callOk(t, 'missionList', friend.token)).list.find(
      (mission: { title: string }) => mission.title === 'Daily Top-up',
    );
    expect(topUp).toMatchObject({ metric: 'DEPOSIT', progress: '50.00', target: '50.00', status: 'CLAIMABLE' });

    const [listed] = await friends();
    expect(listed).toMatchObject({ hasDeposited: true, isQualified: true });
    expect(listed.rewards.map((reward) => reward.status)).toEqual(['CLAIMABLE', 'LOCKED']);
    const center = await callOk(t, 'rewardCenter', referrer.token);
    expect(center).toMatchObject({
      isReferralEnabled: true,
      totalAmount: '10.00',
      items: [{ source: 'REFERRAL', friendId: friend.id, referralKind: 'FIRST_DEPOSIT', amount: '10.00' }],
    });

    // Someone else cannot claim for this friend: only the member who invited them.
    const stranger = await createPlayer(t, 0n);
    await expectCode(t, 'referralClaim', stranger.token, 'referral.reward.not.found', {
      body: { friendId: friend.id, kind: 'FIRST_DEPOSIT' },
    });
    expect(
      await callOk(t, 'referralClaim', referrer.token, { body: { friendId: friend.id, kind: 'FIRST_DEPOSIT' } }),
    ).toEqual({ friendId: friend.id, kind: 'FIRST_DEPOSIT', amount: '10.00' });
    await expectCode(t, 'referralClaim', referrer.token, 'referral.reward.claimed', {
      body: { friendId: friend.id, kind: 'FIRST_DEPOSIT' },
    });
    const [message] = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, referrer.id))
      .orderBy(desc(memberMessages.id))
      .limit(1);
    expect(message).toMatchObject({
      kind: 'REFERRAL_REWARD',
      params: { amount: '10.00', counterparty: listed.username },
    });
    expect((await fundsOf(t.ctx.database.db, referrer.id)).balance).toBe(10_00n);
    expect((await callOk(t, 'referralInfo', referrer.token)).totals).toEqual({
      invited: 1,
      deposited: 1,
      qualified: 1,
      earned: '10.00',
      claimable: '0.00',
      claimableCount: 0,
    });
  });

  it('pays the valid-bet reward once per friend even under concurrent claims, after the operator lowers its threshold (audited)', async () => {
    const admin = await t.opsLogin('admin', 'admin1234');
    await expectCode(t, 'opsReferralRuleUpdate', admin, 'amount.invalid', {
      body: { kind: 'VALID_BET', threshold: 'abc', rewardAmount: '20.00', enabled: true },
    });
    const rule = await callOk(t, 'opsReferralRuleUpdate', admin, {
      body: { kind: 'VALID_BET', threshold: '5.00', rewardAmount: '20.00', enabled: true },
    });
    expect(rule).toMatchObject({ kind: 'VALID_BET', threshold: '5.00', paidCount: 0 });
    await spinSlots(t, friend.token, 5);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('referralClaim', { token: referrer.token, body: { friendId: friend.id, kind: 'VALID_BET' } }),
      ),
    );
    expect(answers.map((answer) => answer.json().code ?? 'OK').sort()).toEqual([
      'OK',
      ...Array.from({ length: 7 }, () => 'referral.reward.claimed'),
    ]);
    const paid = await t.ctx.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `referral:${referrer.id}:${friend.id}:%`));
    expect(paid.map((row) => row.kind).sort()).toEqual(['BONUS_REFERRAL', 'BONUS_REFERRAL']);
    expect((await fundsOf(t.ctx.database.db, referrer.id)).balance).toBe(30_00n);
    const rules = await callOk(t, 'opsReferralRules', admin);
    expect(rules.find((row: { kind: string }) => row.kind === 'VALID_BET')).toMatchObject({
      paidCount: 1,
      paidAmount: '20.00',
    });
    const audit = (await callOk(t, 'opsAuditLog', admin, { query: { targetId: 'VALID_BET' } })).list.map(
      (entry: { action: string }) => entry.action,
    );
    expect(audit).toContain('REFERRAL_RULE_UPDATE');
  });

  it('answers function.not.available while the referral module is off, and the reward center leaves referrals out', async () => {
    await t.configure((config) => {
      config.modules.REFERRAL3 = false;
    });
    try {
      const refused = await expectCode(t, 'referralInfo', referrer.token, 'function.not.available');
      expect(refused.statusCode).toBe(403);
      await expectCode(t, 'referralFriends', referrer.token, 'function.not.available');
      await expectCode(t, 'referralClaim', referrer.token, 'function.not.available', {
        body: { friendId: friend.id, kind: 'VALID_BET' },
      });
      expect(await callOk(t, 'rewardCenter', referrer.token)).toMatchObject({ isReferralEnabled: false, items: [] });
    } finally {
      await t.configure((config) => {
        config.modules.REFERRAL3 = true;
      });
    }
  });
});
