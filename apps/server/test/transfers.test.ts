import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members.ts';
import { createMember } from '../src/modules/member/register.service.ts';
import { inTransaction } from '../src/modules/wallet/ledger.service.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const PAY = '112233';
let sequence = 0;
const requestId = () => `tr-request-${(sequence += 1).toString().padStart(4, '0')}`;

describe.each(TEST_DATABASES)('transfers on %s', (kind) => {
  let t: TestApp;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    player = await t.login('player01', 'player1234');
    agent = await t.login('agent01', 'agent1234');
    for (const token of [player, agent])
      await t.call('paymentPasswordSet', { token, body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY } });
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const balanceOf = async (token: string) =>
    (await t.call('walletBalance', { token })).json().value.sumBalance as string;
  const toUpline = (body: Record<string, unknown>, token = player) =>
    t.call('transferUpline', { token, body: { requestId: requestId(), paymentPassword: PAY, ...body } });
  const toDownline = (body: Record<string, unknown>, token = agent) =>
    t.call('transferDownline', { token, body: { requestId: requestId(), paymentPassword: PAY, ...body } });

  it('sends from a member to its own upline and answers a replay with the original transfer', async () => {
    expect((await t.call('transferUplineInfo', { token: player })).json().value).toMatchObject({
      uplineUsername: 'agent01',
      available: '200.00',
      hasPaymentPassword: true,
    });
    const id = requestId();
    const sent = await toUpline({ requestId: id, amount: '25.50', remark: 'for the team' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({
      direction: 'UPLINE',
      amount: '25.50',
      toUsername: 'agent01',
      balanceAfter: '174.50',
      remark: 'for the team',
    });
    await toUpline({ amount: '4.50' });
    const replay = await toUpline({ requestId: id, amount: '25.50', remark: 'for the team' });
    expect(replay.json().value).toEqual(sent.json().value);
    expect(await balanceOf(player)).toBe('170.00');
    expect(await balanceOf(agent)).toBe('5030.00');
    expect((await toUpline({ requestId: id, amount: '26.00', remark: 'for the team' })).json().code).toBe(
      'idempotency.conflict',
    );
    expect((await toUpline({ requestId: id, amount: '25.50', remark: 'changed' })).json().code).toBe(
      'idempotency.conflict',
    );
  });

  it('moves money once for two simultaneous requests with one id', async () => {
    const id = requestId();
    const answers = await Promise.all([
      toUpline({ requestId: id, amount: '10' }),
      toUpline({ requestId: id, amount: '10' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0].json().value.transferId).toBe(answers[1].json().value.transferId);
    expect(await balanceOf(player)).toBe('160.00');
  });

  it('lets an agent send to its downline at any depth, and to nobody outside it', async () => {
    const db = t.ctx.database.db;
    const [player01] = await db.select().from(members).where(eq(members.username, 'player01'));
    // A member two levels below agent01, under player01.
    await inTransaction(db, (tx) =>
      createMember(
        tx,
        { username: 'deep01', type: 0, uplineId: player01.id, ancestorPath: `${player01.ancestorPath}${player01.id}/` },
        'USD',
      ),
    );
    expect((await toDownline({ toUsername: 'player02', amount: '100' })).json().value).toMatchObject({
      direction: 'DOWNLINE',
      toUsername: 'player02',
      amount: '100.00',
    });
    expect((await toDownline({ toUsername: 'deep01', amount: '5' })).statusCode).toBe(200);
    for (const outsider of ['demo', 'nosuchuser', 'agent01']) {
      const refused = await toDownline({ toUsername: outsider, amount: '1' });
      expect(refused.statusCode, outsider).toBe(403);
      expect(refused.json().code).toBe('transfer.not.allowed');
    }
    await t.configure((config) => {
      config.transfers.downline = 'DIRECT';
    });
    expect((await toDownline({ toUsername: 'deep01', amount: '5' })).json().code).toBe('transfer.not.allowed');
    await t.configure((config) => {
      config.transfers.downline = 'ANY_DEPTH';
    });
    expect((await toDownline({ toUsername: 'player02', amount: '1' }, player)).json().code).toBe('account.not.agent');
    const demo = await t.login('demo', 'demo1234');
    expect(
      (
        await t.call('transferUpline', {
          token: demo,
          body: { requestId: requestId(), amount: '1', paymentPassword: PAY },
        })
      ).json().code,
    ).toBe('upline.missing');
  });

  it('refuses bad amounts, overdrafts and wrong payment passwords, and locks after five wrong ones', async () => {
    for (const amount of ['0', '-5', '1.234', 'abc', '1e3', '99999999999999']) {
      const refused = await toUpline({ amount });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json().code, amount).toBe('amount.invalid');
    }
    expect((await toUpline({ amount: '0.99' })).json().code).toBe('amount.below.minimum');
    expect((await toUpline({ amount: '100000' })).json().code).toBe('balance.insufficient');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await toUpline({ amount: '1', paymentPassword: '000000' })).json().code).toBe(
        'payment.password.incorrect',
      );
    const locked = await toUpline({ amount: '1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate.limited');
    expect(await balanceOf(player)).toBe('160.00');
  });

  it("shows the transfers in both members' records with the totals of the filter", async () => {
    const records = (
      await t.call('transactionHistory', { token: player, query: { type: 'TRANSFER', pageSize: '2' } })
    ).json().value;
    expect(records).toMatchObject({
      totalCount: 3,
      totalPages: 2,
      pageSize: 2,
      totals: { income: '0.00', expense: '40.00', net: '-40.00' },
    });
    expect(records.list[0]).toMatchObject({ type: 'TRANSFER', kind: 'TRANSFER_UPLINE', amount: '-10.00' });
    const agentRecords = (await t.call('transactionHistory', { token: agent, query: { type: 'TRANSFER' } })).json()
      .value;
    expect(agentRecords.totals).toEqual({ income: '40.00', expense: '105.00', net: '-65.00' });
    const today = (records.list[0].time as string).slice(0, 10);
    expect(
      (await t.call('transactionHistory', { token: player, query: { from: '2000-01-01', to: '2000-01-02' } })).json()
        .value.totalCount,
    ).toBe(0);
    expect(
      (await t.call('transactionHistory', { token: player, query: { from: today, to: today } })).json().value
        .totalCount,
    ).toBe(4);
    expect(
      (await t.call('transactionHistory', { token: player, query: { from: today, to: '2000-01-01' } })).statusCode,
    ).toBe(400);
    const summary = (await t.call('walletSummary', { token: player, query: { recent: '3' } })).json().value;
    expect(summary.recent).toHaveLength(3);
    expect(summary).toMatchObject({ sumBalance: '160.00', balance: '160.00', pendingWithdrawal: '0.00' });
  });
});
